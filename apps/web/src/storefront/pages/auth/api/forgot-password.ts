import type { ForgotPasswordForm, MessageResponse } from '@emporia/contracts/customer-auth';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../app/http';

/** POST /api/v1/storefront/forgot_password: e-mails a reset link (SPEC §7). */
export async function forgotPassword(form: ForgotPasswordForm) {
  return (await http.post<MessageResponse>('/api/v1/storefront/forgot_password', form)).data.data.message;
}

export const useForgotPassword = () => useMutation({ mutationFn: forgotPassword });
