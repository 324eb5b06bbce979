import type { CustomerTokenResponse, LoginForm } from '@emporia/contracts/customer-auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { cartBridge } from '../cart-bridge';

/** POST /api/v1/storefront/login with the current cart items (SPEC §7). */
export async function loginCustomer(form: LoginForm) {
  const response = await http.post<CustomerTokenResponse>('/api/v1/storefront/login', {
    ...form,
    cart: cartBridge().items(),
  });
  return response.data.data;
}

export const useLoginCustomer = () => useMutation({ mutationFn: loginCustomer });
