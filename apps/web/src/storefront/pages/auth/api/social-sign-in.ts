import type { SocialSignInResponse } from '@emporia/contracts/social-sign-in';
import { useMutation, useQuery } from '@tanstack/react-query';
import { http } from '../../../../app/http';
import { cartBridge } from '../cart-bridge';

/** GET /api/v1/storefront/social_sign_in: the providers this shop offers ('Continue with …'). */
export const useSocialSignInProviders = () =>
  useQuery({
    queryKey: ['social-sign-in', 'providers'],
    queryFn: async () =>
      (
        await http.get<{ data: { providers: ('google' | 'facebook')[] } }>(
          '/api/v1/storefront/social_sign_in',
        )
      ).data.data.providers,
    staleTime: 5 * 60_000,
  });

/** The server starts the sign-in and redirects the browser to the provider. */
export const socialSignInStart = (provider: string, redirect: string) =>
  `/api/v1/storefront/social_sign_in/${provider}?redirect=${encodeURIComponent(redirect)}`;

/** POST …/callback: what the provider sent back to /auth/callback, for a session token. */
async function finishSocialSignIn(returned: { state: string; code: string; error: string }) {
  const response = await http.post<SocialSignInResponse>('/api/v1/storefront/social_sign_in/callback', {
    state: returned.state,
    ...(returned.code ? { code: returned.code } : {}),
    ...(returned.error ? { error: returned.error } : {}),
    cart: cartBridge().items(),
  });
  return response.data.data;
}

export const useFinishSocialSignIn = () => useMutation({ mutationFn: finishSocialSignIn });
