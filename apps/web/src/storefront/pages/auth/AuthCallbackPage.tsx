import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';
import { useAuthenticateCustomer } from './api/authenticate-customer';
import { safeRedirect, useCustomerSignIn } from './customer-session';

/** /auth/callback?code=…: a one-time sign-in link (e.g. staff's "log in as customer") becomes a session. */
export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useCustomerSignIn();
  const authenticate = useAuthenticateCustomer();
  const started = useRef(false);
  const code = searchParams.get('code') ?? '';

  useEffect(() => {
    // Once only: the code works once, and React may run effects twice in development.
    if (started.current || !code) return;
    started.current = true;
    authenticate
      .mutateAsync(code)
      .then(async ({ token }) => {
        await signIn(token, 'authenticate');
        navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
      })
      .catch(() => {});
  }, [authenticate, code, navigate, searchParams, signIn]);

  if (code && !authenticate.isError) return <PageLoader />;
  return (
    <div className="auth-page">
      <PageHeading>{t('accounts.callback.title')}</PageHeading>
      <ErrorAlert error={authenticate.error ?? (code ? null : new Error(t('accounts.callback.missing')))} />
      <Link to="/login">{t('accounts.back_to_login')}</Link>
    </div>
  );
}
