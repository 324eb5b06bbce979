import type { CarrierError } from './carrier';

export interface CarrierResponse {
  status: number;
  body: string;
}

/**
 * One HTTP call to a carrier with a deadline. Network failures and timeouts
 * come back as carrier errors, never as exceptions: a carrier being down must
 * not break the checkout, only hide that carrier's rates.
 */
export async function callCarrier(
  carrier: string,
  url: string,
  init: RequestInit,
  timeoutMs: number,
): Promise<CarrierResponse | { error: CarrierError }> {
  try {
    const response = await fetch(url, { ...init, signal: AbortSignal.timeout(timeoutMs), redirect: 'error' });
    return { status: response.status, body: await response.text() };
  } catch (err) {
    const name = err instanceof Error ? err.name : '';
    if (name === 'TimeoutError' || name === 'AbortError') {
      return {
        error: { kind: 'timeout', message: `${carrier} did not answer within ${timeoutMs / 1000} seconds.` },
      };
    }
    return { error: { kind: 'network', message: `${carrier} could not be reached.` } };
  }
}

export function parseJson(body: string): unknown {
  try {
    return JSON.parse(body);
  } catch {
    return undefined;
  }
}

/** A nested value of an unknown JSON answer, or undefined. */
export function at(value: unknown, ...path: (string | number)[]): unknown {
  let current = value;
  for (const key of path) {
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}

/** A JSON field that may hold one object or a list of them (UPS does both). */
export const asList = (value: unknown): unknown[] =>
  Array.isArray(value) ? value : value === undefined || value === null ? [] : [value];

export const asText = (value: unknown): string =>
  typeof value === 'string' || typeof value === 'number' ? String(value) : '';
