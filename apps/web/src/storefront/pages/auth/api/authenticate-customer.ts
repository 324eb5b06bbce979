import type { CustomerTokenResponse } from '@emporia/contracts/customer-auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { cartBridge } from '../cart-bridge';

/** POST /api/v1/storefront/authenticate: a one-time sign-in code for a token (SPEC §7). */
export async function authenticateCustomer(code: string) {
  const response = await http.post<CustomerTokenResponse>('/api/v1/storefront/authenticate', {
    code,
    cart: cartBridge().items(),
  });
  return response.data.data;
}

export const useAuthenticateCustomer = () => useMutation({ mutationFn: authenticateCustomer });
