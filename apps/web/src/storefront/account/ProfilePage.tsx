import { Suspense } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useProfile } from './api/profile';

const ProfileForm = lazyPart('account-profile-form', () => import('./ProfileForm'));

export default function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <>
      <PageHeading>{t('accounts.profile.title')}</PageHeading>
      <ErrorAlert error={profile.error} />
      {profile.data ? (
        <Suspense fallback={<LoadingBlocks lines={6} />}>
          <ProfileForm profile={profile.data} />
        </Suspense>
      ) : (
        !profile.error && <LoadingBlocks lines={6} />
      )}
    </>
  );
}
