import { Suspense } from 'react';
import { lazyPart } from '../../../app/lazy-part';
import { useTranslation } from '../../../app/translation';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';

const ForgotPasswordForm = lazyPart('forgot-password-form', () => import('./ForgotPasswordForm'));

export default function ForgotPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <PageHeading>{t('accounts.forgot.title')}</PageHeading>
      <Suspense fallback={<PageLoader />}>
        <ForgotPasswordForm />
      </Suspense>
    </div>
  );
}
