import type { UnsubscribeRequest } from '@emporia/contracts/marketing';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../app/http';

/** POST /api/v1/storefront/unsubscribe with the address and key of the e-mail's link. */
export const useUnsubscribe = () =>
  useMutation({
    mutationFn: async (request: UnsubscribeRequest) =>
      (await http.post<{ message: string }>('/api/v1/storefront/unsubscribe', request)).data.message,
  });
