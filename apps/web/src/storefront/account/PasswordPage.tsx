import { Suspense } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { useTranslation } from '../../app/translation';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';

const PasswordForm = lazyPart('account-password-form', () => import('./PasswordForm'));

export default function PasswordPage() {
  const { t } = useTranslation();
  return (
    <>
      <PageHeading>{t('accounts.password_page.title')}</PageHeading>
      <Suspense fallback={<LoadingBlocks lines={4} />}>
        <PasswordForm />
      </Suspense>
    </>
  );
}
