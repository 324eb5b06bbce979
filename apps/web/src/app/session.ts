import { adminTokenStorageKey } from '@emporia/contracts/admin-token';
import { useSyncExternalStore } from 'react';
import { laterPartsHydrated, subscribeToLaterParts } from './hydrate-later';

/** Browser-storage keys of the two bearer tokens (SPEC §3 leaves their names to us). */
export const customerTokenKey = 'emporia.customer_token';
// The admin page's early script reads it too (ADR 0133).
export const adminTokenKey = adminTokenStorageKey;
export type TokenKey = typeof customerTokenKey | typeof adminTokenKey;

const listeners = new Set<() => void>();
const notify = () => {
  for (const listener of listeners) listener();
};

// Storage can throw (privacy modes, disabled cookies); a shopper then simply stays logged out.
export function readToken(key: TokenKey): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function storeToken(key: TokenKey, token: string): void {
  try {
    localStorage.setItem(key, token);
  } finally {
    notify();
  }
}

export function clearToken(key: TokenKey): void {
  try {
    localStorage.removeItem(key);
  } finally {
    notify();
  }
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  // Another tab logging in or out changes what this tab should show too.
  window.addEventListener('storage', listener);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', listener);
  };
}

/** The token under `key`, re-rendering when it is stored or cleared (in this tab or another). */
export function useToken(key: TokenKey): string | null {
  return useSyncExternalStore(
    subscribe,
    () => readToken(key),
    () => null,
  );
}

/** The storefront login page that brings the customer back to `at` afterwards (SPEC §6). */
export function customerLoginAddress(at: { pathname: string; search: string; hash: string }): string {
  return `/login?redirect=${encodeURIComponent(`${at.pathname}${at.search}${at.hash}`)}`;
}

/**
 * False while the server renders and while the browser hydrates that render (its later parts
 * included: hydrate-later.tsx), true after: what depends on browser storage shows only then, so
 * both first renders agree.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribeToLaterParts, laterPartsHydrated, () => false);
}
