import { Suspense } from 'react';
import { lazyPart } from '../../../app/lazy-part';
import { useTranslation } from '../../../app/translation';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';
import { SocialSignInButtons } from './SocialSignInButtons';

const RegisterForm = lazyPart('register-form', () => import('./RegisterForm'));

export default function RegisterPage() {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <PageHeading>{t('accounts.register.title')}</PageHeading>
      <SocialSignInButtons />
      <Suspense fallback={<PageLoader />}>
        <RegisterForm />
      </Suspense>
    </div>
  );
}
