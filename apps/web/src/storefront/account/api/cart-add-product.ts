import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';

/** Action cart_add_product: POST /api/v1/storefront/cart/add with id and cart_quantity (the cart area's call). */
export async function cartAddProduct(body: { id: number; cart_quantity: number }) {
  return (await http.post<unknown>('/api/v1/storefront/cart/add', body)).data;
}

export function useCartAddProduct() {
  const queryClient = useQueryClient();
  // The cart area's queries (key 'cart') show the new line.
  return useMutation({
    mutationFn: cartAddProduct,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: ['cart'] }),
  });
}
