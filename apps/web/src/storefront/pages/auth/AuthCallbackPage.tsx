import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';
import { useAuthenticateCustomer } from './api/authenticate-customer';
import { useFinishSocialSignIn } from './api/social-sign-in';
import { safeRedirect, useCustomerSignIn } from './customer-session';

/**
 * /auth/callback: a one-time sign-in link (?code=…, e.g. staff's "log in as
 * customer") or a return from Google / Facebook (?code=…&state=…, or
 * ?error=…&state=… when the shopper cancelled) becomes a session.
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useCustomerSignIn();
  const authenticate = useAuthenticateCustomer();
  const social = useFinishSocialSignIn();
  const started = useRef(false);
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const error = searchParams.get('error') ?? '';
  const fromProvider = state !== '';

  useEffect(() => {
    // Once only: a code works once, and React may run effects twice in development.
    if (started.current || !(code || fromProvider)) return;
    started.current = true;
    const done = fromProvider
      ? social.mutateAsync({ state, code, error }).then(async (signedIn) => {
          await signIn(signedIn.token, 'login');
          return signedIn.redirect;
        })
      : authenticate.mutateAsync(code).then(async ({ token }) => {
          await signIn(token, 'authenticate');
          return searchParams.get('redirect');
        });
    done.then((to) => navigate(safeRedirect(to), { replace: true })).catch(() => {});
  }, [authenticate, social, code, state, error, fromProvider, navigate, searchParams, signIn]);

  const failure = fromProvider ? social.error : authenticate.error;
  if ((code || fromProvider) && !failure) return <PageLoader />;
  return (
    <div className="auth-page">
      <PageHeading>{t('accounts.callback.title')}</PageHeading>
      <ErrorAlert error={failure ?? new Error(t('accounts.callback.missing'))} />
      <Link to="/login">{t('accounts.back_to_login')}</Link>
    </div>
  );
}
