import type { ApplyDiscountRequest, CartChangeResponse } from '@emporia/contracts/cart';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { takeCart } from './get-cart';

/** Action order_apply_discount: POST /api/v1/storefront/cart/discount with module CouponModule and coupon_code. */
export async function orderApplyDiscount(body: ApplyDiscountRequest) {
  return (await http.post<CartChangeResponse>('/api/v1/storefront/cart/discount', body)).data.data;
}

export function useOrderApplyDiscount() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: orderApplyDiscount,
    onSuccess: (answer) => takeCart(queryClient, answer),
  });
}
