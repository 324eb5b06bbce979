import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';

const ForgotPasswordForm = lazy(() => import('./ForgotPasswordForm'));

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
