import type { MessageResponse } from '@emporia/contracts/customer-auth';
import type { SignInLinkRequest } from '@emporia/contracts/sign-in-protection';
import { useMutation } from '@tanstack/react-query';
import { http } from '../../../../app/http';

/** POST /api/v1/storefront/sign_in_link: e-mails a one-time link to /auth/callback (works while wrong passwords hold this address back). */
export async function requestSignInLink(form: SignInLinkRequest) {
  return (await http.post<MessageResponse>('/api/v1/storefront/sign_in_link', form)).data.data.message;
}

export const useSignInLink = () => useMutation({ mutationFn: requestSignInLink });
