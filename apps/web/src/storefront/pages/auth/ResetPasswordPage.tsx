import { Suspense } from 'react';
import { lazyPart } from '../../../app/lazy-part';
import { useTranslation } from '../../../app/translation';
import { PageHeading } from '../../../ui/PageHeading';
import { PageLoader } from '../../../ui/PageLoader';

const ResetPasswordForm = lazyPart('reset-password-form', () => import('./ResetPasswordForm'));

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
