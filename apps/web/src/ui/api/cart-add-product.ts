import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../app/http';

export interface CartAddProduct {
  id: number;
  cart_quantity: number;
  /** Gift-card lines (SPEC §3): receiver, e-mail and message. */
  meta?: { gc_receiver_name?: string; gc_email_to?: string; gc_message?: string };
}

/** What listeners of `addToCartEvent` (the social-ad pixel) learn of an add to cart. */
export interface AddedToCart {
  product_id: number;
  quantity: number;
}
export const addToCartEvent = 'emporia:add-to-cart';

/** Action cart_add_product: POST /api/v1/storefront/cart/add (the cart area answers it). */
export async function cartAddProduct(body: CartAddProduct) {
  return (await http.post<unknown>('/api/v1/storefront/cart/add', body)).data;
}

/** Adds to the cart; the cart area's queries (key 'cart') show the new line, and tags hear of it. */
export function useCartAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cartAddProduct,
    onSuccess: (_answer, body) => {
      window.dispatchEvent(
        new CustomEvent<AddedToCart>(addToCartEvent, {
          detail: { product_id: body.id, quantity: body.cart_quantity },
        }),
      );
      return queryClient.invalidateQueries({ queryKey: ['cart'] });
    },
  });
}
