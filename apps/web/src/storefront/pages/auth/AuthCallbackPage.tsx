import {
  type SignInProvider,
  type SocialSignInFailure,
  signInProviderNames,
  socialSignInFailedPath,
  socialSignInFailureCodes,
  socialSignInFailureOf,
} from '@emporia/contracts/social-sign-in';
import { useEffect, useRef } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { failedCode } from '../../../app/http';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useAuthenticateCustomer } from './api/authenticate-customer';
import { useFinishSocialSignIn } from './api/social-sign-in';
import { safeRedirect, useCustomerSignIn } from './customer-session';

const isFailure = (reason: string | null): reason is SocialSignInFailure =>
  reason !== null && reason in socialSignInFailureCodes;
const isProvider = (name: string | null): name is SignInProvider =>
  name !== null && name in signInProviderNames;

/**
 * Where every failed provider sign-in lands (/auth/callback?failed=…): what went wrong in a
 * sentence and the ways on. Made from the address alone, so the server renders it as it is.
 */
function SignInFailed({ reason, provider }: { reason: SocialSignInFailure; provider: string | null }) {
  const { t } = useTranslation();
  const name = isProvider(provider)
    ? signInProviderNames[provider]
    : t('accounts.social_failed.the_provider');
  usePageTitle(t('accounts.social_failed.title'));
  return (
    <div className="auth-page">
      <PageHeading>{t('accounts.social_failed.title')}</PageHeading>
      <p className="lead">{t(`accounts.social_failed.${reason}`, { provider: name })}</p>
      <div className="d-flex flex-wrap gap-2">
        <Link className="btn btn-primary" to="/login">
          {t('accounts.social_failed.sign_in_again')}
        </Link>
        <Link className="btn btn-outline-secondary" to="/">
          {t('accounts.social_failed.continue_shopping')}
        </Link>
      </div>
    </div>
  );
}

/**
 * /auth/callback: a one-time sign-in link (?code=…, e.g. staff's "log in as
 * customer") or a return from Google / Facebook (?code=…&state=…, or
 * ?error=…&state=… when the shopper cancelled) becomes a session; a failed
 * provider sign-in moves on to ?failed=… (SignInFailed).
 */
export default function AuthCallbackPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useCustomerSignIn();
  const authenticate = useAuthenticateCustomer();
  const social = useFinishSocialSignIn();
  const started = useRef(false);
  const failed = searchParams.get('failed');
  const code = searchParams.get('code') ?? '';
  const state = searchParams.get('state') ?? '';
  const error = searchParams.get('error') ?? '';
  const fromProvider = state !== '' && !failed;

  useEffect(() => {
    // Once only: a code works once, and React may run effects twice in development.
    if (started.current || failed || !(code || fromProvider)) return;
    started.current = true;
    const done = fromProvider
      ? social
          .mutateAsync({ state, code, error })
          .then(async (signedIn) => {
            await signIn(signedIn.token, 'login');
            return signedIn.redirect;
          })
          .catch((failure: unknown) => {
            // The failure's own page, in place of this address (whose state is spent).
            const reason = socialSignInFailureOf(failedCode(failure));
            if (reason) navigate(socialSignInFailedPath(reason), { replace: true });
            throw failure;
          })
      : authenticate.mutateAsync(code).then(async ({ token }) => {
          await signIn(token, 'authenticate');
          return searchParams.get('redirect');
        });
    done.then((to) => navigate(safeRedirect(to), { replace: true })).catch(() => {});
  }, [authenticate, social, failed, code, state, error, fromProvider, navigate, searchParams, signIn]);

  if (isFailure(failed)) return <SignInFailed reason={failed} provider={searchParams.get('provider')} />;
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
