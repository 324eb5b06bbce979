import type { ChangePasswordForm } from '@emporia/contracts/account';
import type { MessageResponse } from '@emporia/contracts/customer-auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../app/http';

/** PUT /api/v1/storefront/account/password */
export async function changePassword(form: ChangePasswordForm) {
  return (await http.put<MessageResponse>('/api/v1/storefront/account/password', form)).data.data.message;
}

export const useChangePassword = () => useMutation({ mutationFn: changePassword });
