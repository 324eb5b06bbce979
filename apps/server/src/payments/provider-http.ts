import type { PaymentMethodId } from '@emporia/contracts/payments';
import { outsideServices } from '../config';

/** Time a provider has to answer: an explicit one (tests), else PAYMENT_TIMEOUT_MS (default 20 s). */
export function providerTimeoutMs(explicit?: number): number {
  return explicit ?? outsideServices().paymentTimeoutMs;
}

/**
 * The provider's API root: an explicit one (tests), else PAYMENT_BASE_URL_{METHOD}
 * (e.g. PAYMENT_BASE_URL_STRIPE, to point a whole server at a local fake), else
 * the provider's own sandbox or production address.
 */
export function providerBaseUrl(
  method: PaymentMethodId,
  explicit: string | undefined,
  standard: string,
): string {
  const url = explicit ?? outsideServices().paymentBaseUrl(method) ?? standard;
  return url.replace(/\/+$/, '');
}

/** The provider's browser SDK; PAYMENT_SDK_URL_{METHOD} points the storefront at a stand-in (browser tests). */
export function providerSdkUrl(method: PaymentMethodId, standard: string): string {
  return outsideServices().paymentSdkUrl(method) ?? standard;
}

export interface ProviderAnswer {
  status: number;
  /** Parsed JSON, or the text when the body is not JSON. */
  body: unknown;
  headers: Headers;
}

export type ProviderCall =
  | { ok: true; answer: ProviderAnswer }
  | { ok: false; message: string; timeout: boolean };

/**
 * One HTTP call to a provider with a deadline. Network failures and timeouts
 * come back as `{ ok: false }` with a message a shopper or admin can read.
 */
export async function callProvider(
  url: string,
  init: { method: string; headers: Record<string, string>; body?: string },
  timeoutMs: number,
): Promise<ProviderCall> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs) });
    const text = await response.text();
    let body: unknown = text;
    if (text) {
      try {
        body = JSON.parse(text);
      } catch {
        body = text;
      }
    }
    return { ok: true, answer: { status: response.status, body, headers: response.headers } };
  } catch (error) {
    const timeout = error instanceof Error && (error.name === 'TimeoutError' || error.name === 'AbortError');
    return {
      ok: false,
      timeout,
      message: timeout
        ? 'The payment provider did not answer in time. Please try again.'
        : 'The payment provider could not be reached. Please try again.',
    };
  }
}

export const isRecord = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/** Reads a nested field of an untyped provider answer: at(body, 'data', 'transaction', 'id'). */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const step of path) {
    if (typeof step === 'number') {
      if (!Array.isArray(current)) return undefined;
      current = current[step];
    } else {
      if (!isRecord(current)) return undefined;
      current = current[step];
    }
  }
  return current;
}

export const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

export function headerOf(
  headers: Record<string, string | string[] | undefined>,
  name: string,
): string | undefined {
  const value = headers[name.toLowerCase()];
  return Array.isArray(value) ? value[0] : value;
}
