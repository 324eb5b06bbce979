import axios, { type AxiosInstance, type CreateAxiosDefaults } from 'axios';
import { withCartToken } from '../storefront/cart/cart-token';
import { adminTokenKey, customerTokenKey, readToken, type TokenKey } from './session';

/** SPEC §7: one client behaviour for every call the app makes. */
const defaults: CreateAxiosDefaults = {
  headers: {
    // Marks the request as made by script, so the server answers JSON errors, never a page.
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json, text/plain, */*',
  },
  // axios sends objects as JSON and, for same-origin URLs only, echoes this cookie in this header.
  xsrfCookieName: 'XSRF-TOKEN',
  xsrfHeaderName: 'X-XSRF-TOKEN',
  timeout: 0,
  validateStatus: (status) => status >= 200 && status < 300,
};

function isSameOrigin(url: string | undefined, baseURL: string | undefined): boolean {
  try {
    return new URL(url ?? '', new URL(baseURL ?? '', window.location.href)).origin === window.location.origin;
  } catch {
    return false;
  }
}

function withBearerToken(instance: AxiosInstance, tokenKey: TokenKey): AxiosInstance {
  instance.interceptors.request.use((config) => {
    const token = readToken(tokenKey);
    // A token never travels to another host (the search service is external, SPEC §7).
    if (token && !config.headers.has('Authorization') && isSameOrigin(config.url, config.baseURL)) {
      config.headers.set('Authorization', `Bearer ${token}`);
    }
    return config;
  });
  return instance;
}

/** Storefront calls: carry the customer's token when one is stored. */
export const http = withCartToken(withBearerToken(axios.create(defaults), customerTokenKey));

/** Calls made from the admin area: carry the admin's token. */
export const adminHttp = withBearerToken(axios.create(defaults), adminTokenKey);

/**
 * The text to show for a failed call: the server's `message` when it sent one
 * (DESIGN §3 error shape), else axios's own wording ('Network Error',
 * 'timeout of N ms exceeded', 'Request failed with status code N', …) as SPEC §8 lists it.
 */
export function errorMessage(error: unknown): string {
  if (axios.isAxiosError(error)) {
    const data: unknown = error.response?.data;
    if (
      data &&
      typeof data === 'object' &&
      'message' in data &&
      typeof data.message === 'string' &&
      data.message
    ) {
      return data.message;
    }
  }
  if (error instanceof Error) return error.message;
  return String(error);
}
