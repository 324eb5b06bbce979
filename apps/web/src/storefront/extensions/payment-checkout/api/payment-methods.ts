import type { StorefrontPaymentMethod } from '@emporia/contracts/payments';
import { useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';

export const paymentMethodsKey = ['storefront', 'payment-methods'] as const;

/** GET /api/v1/storefront/payment-methods: the active methods, their label keys and browser config. */
export async function storefrontPaymentMethods(): Promise<StorefrontPaymentMethod[]> {
  return (await http.get<{ data: StorefrontPaymentMethod[] }>('/api/v1/storefront/payment-methods')).data
    .data;
}

export const usePaymentMethods = () =>
  useQuery({ queryKey: paymentMethodsKey, queryFn: storefrontPaymentMethods });
