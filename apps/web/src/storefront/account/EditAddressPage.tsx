import { Suspense } from 'react';
import { useParams } from 'react-router';
import { lazyPart } from '../../app/lazy-part';
import { useTranslation } from '../../app/translation';
import { useCountryList } from '../../ui/api/countries';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useAddress } from './api/addresses';

const AddressForm = lazyPart('account-address-form', () => import('./AddressForm'));

export default function EditAddressPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const address = useAddress(Number(id));
  const countries = useCountryList();
  const error = address.error ?? countries.error;
  return (
    <>
      <PageHeading>{t('accounts.address_book.edit')}</PageHeading>
      <ErrorAlert error={error} />
      {address.data && countries.data ? (
        <Suspense fallback={<LoadingBlocks lines={8} />}>
          <AddressForm address={address.data} />
        </Suspense>
      ) : (
        !error && <LoadingBlocks lines={8} />
      )}
    </>
  );
}
