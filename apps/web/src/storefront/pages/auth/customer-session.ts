import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { clearToken, customerTokenKey, storeToken } from '../../../app/session';
import { cartBridge } from './cart-bridge';

/** A same-site path to go back to after signing in; anything else (another site, `//host`) goes to the account. */
export function safeRedirect(target: string | null, fallback = '/account'): string {
  if (!target?.startsWith('/') || target.startsWith('//') || target.startsWith('/\\')) return fallback;
  return target;
}

/**
 * SPEC §4 customer session: logged in once the token is stored. After login
 * and authenticate the saved cart is restored; after register it is not.
 */
export function useCustomerSignIn() {
  const queryClient = useQueryClient();
  return useCallback(
    async (token: string, how: 'register' | 'login' | 'authenticate') => {
      storeToken(customerTokenKey, token);
      // Everything cached was a guest's view (prices, cart): load it again as the customer.
      await queryClient.invalidateQueries();
      if (how !== 'register') await cartBridge().restore();
    },
    [queryClient],
  );
}

/** Logout: the customer's data, the cart and the token go. */
export function useCustomerSignOut() {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearToken(customerTokenKey);
    cartBridge().clear();
    queryClient.removeQueries();
  }, [queryClient]);
}
