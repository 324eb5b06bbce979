import type { MessageResponse, ResetPasswordForm } from '@emporia/contracts/customer-auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../app/http';

/** POST /api/v1/storefront/reset_password with the token of the e-mailed link (SPEC §7). */
export async function resetPassword(body: ResetPasswordForm & { token: string }) {
  return (await http.post<MessageResponse>('/api/v1/storefront/reset_password', body)).data.data.message;
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
