import {
  type Address,
  type AddressForm as AddressFormValues,
  addressFormSchema,
} from '@emporia/contracts/account';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { CheckField } from '../../ui/forms/Field';
import { AddressFields } from '../forms/AddressFields';
import { useSaveAddress } from './api/addresses';

/** Add or edit an address; labels follow the shop's wording (SPEC §9: Zip Code, Street Address, Apt/Suite, State). */
export default function AddressForm({
  address,
  defaultCountryId,
}: {
  address?: Address;
  defaultCountryId?: number;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveAddress();
  const form = useForm<AddressFormValues>({
    resolver: shopResolver(addressFormSchema),
    defaultValues: {
      firstname: address?.firstname ?? '',
      lastname: address?.lastname ?? '',
      company: address?.company ?? '',
      address_1: address?.address_1 ?? '',
      address_2: address?.address_2 ?? '',
      city: address?.city ?? '',
      postcode: address?.postcode ?? '',
      country_id: address?.country_id ?? defaultCountryId,
      zone_id: address?.zone_id ?? null,
      default: address?.default ?? false,
    },
  });
  const submit = form.handleSubmit((values) =>
    save.mutate(
      { id: address?.id, form: values },
      { onSuccess: () => navigate('/account/address-book/details') },
    ),
  );

  useServerFieldErrors(save.error, form.setError);
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={submit}>
        <ErrorAlert error={save.error} />
        <AddressFields />
        <CheckField label={t('address_form.default')} {...form.register('default')} />
        <div className="d-flex gap-2 mt-3">
          <Button type="submit" disabled={save.isPending}>
            {t('accounts.save')}
          </Button>
          <Link className="btn btn-outline-secondary" to="/account/address-book/details">
            {t('accounts.cancel')}
          </Link>
        </div>
      </Form>
    </FormProvider>
  );
}
