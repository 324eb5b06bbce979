import type { Cart } from '@emporia/contracts/cart';
import type { GuestCartLine } from '@emporia/contracts/customer-auth';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { clearCartToken } from '../../app/cart-token';
import { connectCart } from '../pages/auth/cart-bridge';
import { cartKey } from './api/get-cart';

/**
 * Plugs the cart into sign-in and sign-out (the accounts area's bridge):
 * register, login and authenticate send the browser's cart lines; after login
 * the guest token is dropped and the customer's saved cart (now merged) loads;
 * logout forgets the cart.
 */
export function CartBridgeConnector() {
  const queryClient = useQueryClient();
  useEffect(() => {
    connectCart({
      items: (): GuestCartLine[] =>
        (queryClient.getQueryData<Cart>(cartKey)?.items ?? []).map((item) => ({
          id: item.id,
          cart_quantity: item.cart_quantity,
          ...(item.is_digital > 0 ? { meta: item.meta } : {}),
        })),
      restore: async () => {
        clearCartToken();
        await queryClient.invalidateQueries({ queryKey: cartKey });
      },
      clear: () => {
        clearCartToken();
        queryClient.removeQueries({ queryKey: cartKey });
      },
    });
  }, [queryClient]);
  return null;
}
