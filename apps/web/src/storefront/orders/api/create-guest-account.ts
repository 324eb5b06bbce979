import { useMutation } from '@tanstack/react-query';
import { http } from '../../../app/http';
import { orderKeyHeaders } from '../order-keys';

interface GuestAccount {
  token: string;
  customer: { id: number; firstname: string; email: string };
  message: string;
}

/** POST /api/v1/storefront/orders/{ref}/account: one click makes the guest an account holding this order. */
export async function createGuestAccount(ref: string): Promise<GuestAccount> {
  return (
    await http.post<{ data: GuestAccount }>(
      `/api/v1/storefront/orders/${encodeURIComponent(ref)}/account`,
      undefined,
      {
        headers: orderKeyHeaders(ref),
      },
    )
  ).data.data;
}

export const useCreateGuestAccount = () => useMutation({ mutationFn: createGuestAccount });
