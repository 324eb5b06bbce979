import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';

const ResetPasswordForm = lazy(() => import('./ResetPasswordForm'));

export default function ResetPasswordPage() {
  const { t } = useTranslation();
  return (
    <div className="auth-page">
      <PageHeading>{t('accounts.reset.title')}</PageHeading>
      <Suspense fallback={<PageLoader />}>
        <ResetPasswordForm />
      </Suspense>
    </div>
  );
}
