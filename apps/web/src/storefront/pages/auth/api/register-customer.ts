import type { CustomerTokenResponse, RegisterForm } from '@emporia/contracts/customer-auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { cartBridge } from '../cart-bridge';

/** POST /api/v1/storefront/register with the current cart items (SPEC §7). */
export async function registerCustomer(form: RegisterForm) {
  const response = await http.post<CustomerTokenResponse>('/api/v1/storefront/register', {
    ...form,
    cart: cartBridge().items(),
  });
  return response.data.data;
}

export const useRegisterCustomer = () => useMutation({ mutationFn: registerCustomer });
