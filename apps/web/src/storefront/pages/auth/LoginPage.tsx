import { Suspense } from 'react';
import { lazyPart } from '../../../app/lazy-part';
import { useTranslation } from '../../../app/translation';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';
import { SocialSignInButtons } from './SocialSignInButtons';

// The form and its validation load with the page, not with the storefront's first paint.
const LoginForm = lazyPart('login-form', () => import('./LoginForm'));

export default function LoginPage() {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <PageHeading>{t('accounts.login.title')}</PageHeading>
      <SocialSignInButtons />
      <Suspense fallback={<PageLoader />}>
        <LoginForm />
      </Suspense>
    </div>
  );
}
