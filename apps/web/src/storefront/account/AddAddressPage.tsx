import { Suspense } from 'react';
import { lazyPart } from '../../app/lazy-part';
import { useTranslation } from '../../app/translation';
import { useCountryList } from '../../ui/api/countries';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';

const AddressForm = lazyPart('account-address-form', () => import('./AddressForm'));

export default function AddAddressPage() {
  const { t } = useTranslation();
  const countries = useCountryList();
  // A gear shop ships mostly at home: the form starts on the United States.
  const unitedStates = countries.data?.find((country) => country.iso_code_2 === 'US')?.id;
  return (
    <>
      <PageHeading>{t('accounts.address_book.add')}</PageHeading>
      <ErrorAlert error={countries.error} />
      {countries.data ? (
        <Suspense fallback={<LoadingBlocks lines={8} />}>
          <AddressForm defaultCountryId={unitedStates} />
        </Suspense>
      ) : (
        !countries.error && <LoadingBlocks lines={8} />
      )}
    </>
  );
}
