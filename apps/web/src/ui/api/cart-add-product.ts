import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../app/http';

export interface CartAddProduct {
  id: number;
  cart_quantity: number;
  /** Gift-card lines (SPEC §3): receiver, e-mail and message. */
  meta?: { gc_receiver_name?: string; gc_email_to?: string; gc_message?: string };
}

/** Action cart_add_product: POST /api/v1/storefront/cart/add (the cart area answers it). */
export async function cartAddProduct(body: CartAddProduct) {
  return (await http.post<unknown>('/api/v1/storefront/cart/add', body)).data;
}

export function useCartAddProduct() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: cartAddProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
