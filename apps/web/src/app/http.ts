import { withCartToken } from './cart-token';
import { takeEarlyAnswer } from './early-answers';
import { createHttpClient, type HttpRequest, hasHeader, isHttpError, isSameOrigin } from './http-client';
import { adminTokenKey, customerTokenKey, readToken, type TokenKey } from './session';

export { HttpError, isHttpError } from './http-client';

/** SPEC §7: one client behaviour for every call the app makes. */
const defaults = {
  headers: {
    // Marks the request as made by script, so the server answers JSON errors, never a page.
    'X-Requested-With': 'XMLHttpRequest',
    Accept: 'application/json, text/plain, */*',
  },
};

function bearerToken(tokenKey: TokenKey) {
  return (request: HttpRequest) => {
    const token = readToken(tokenKey);
    // A token never travels to another host (the search service is external, SPEC §7).
    if (token && !hasHeader(request.headers, 'Authorization') && isSameOrigin(request.url)) {
      request.headers.Authorization = `Bearer ${token}`;
    }
  };
}

/** Storefront calls: carry the customer's token when one is stored, and the guest cart's. */
export const http = createHttpClient(
  defaults,
  withCartToken({ beforeRequest: [bearerToken(customerTokenKey)] }),
);

/** Calls made from the admin area: carry the admin's token. */
export const adminHttp = createHttpClient(defaults, {
  beforeRequest: [bearerToken(adminTokenKey)],
  // The first answers of the page, which its HTML asked for before this code arrived (ADR 0133).
  earlyAnswer: takeEarlyAnswer,
});

/** The HTTP status of a failed call's answer, if the server answered. */
export const failedStatus = (error: unknown): number | undefined =>
  isHttpError(error) ? error.response?.status : undefined;

/** The `code` of a failed call's answer (DESIGN §3 error shape), if the server sent one. */
export function failedCode(error: unknown): string | undefined {
  const data: unknown = isHttpError(error) ? error.response?.data : undefined;
  return data && typeof data === 'object' && 'code' in data && typeof data.code === 'string'
    ? data.code
    : undefined;
}

/**
 * The text to show for a failed call: the server's `message` when it sent one
 * (DESIGN §3 error shape), else the client's own wording ('Network Error',
 * 'timeout of N ms exceeded', 'Request failed with status code N', …) as SPEC §8 lists it.
 */
export function errorMessage(error: unknown): string {
  if (isHttpError(error)) {
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
