import { type CheckoutAddressForm, checkoutAddressSchema } from '@emporia/contracts/checkout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { shopResolver } from '../../app/form-errors';
import { useTranslation } from '../../app/translation';
import { addressesKey, listAddresses } from '../account/api/addresses';
import { AddressFields } from '../forms/AddressFields';

/** Where the order ships: a saved address of the customer's, or one typed in. */
export type ShippingChoice = { address_id: number } | { address: CheckoutAddressForm };

/**
 * A typed checkout address (shipping or billing), checked by the contract's rules. A form checked
 * with `trigger()` rather than submitted passes `onChange`, so a field's message goes as soon as it is fixed.
 */
export function useCheckoutAddressForm(mode: 'onSubmit' | 'onChange' = 'onSubmit') {
  return useForm<CheckoutAddressForm>({
    mode,
    resolver: shopResolver(checkoutAddressSchema),
    defaultValues: {
      firstname: '',
      lastname: '',
      company: '',
      address_1: '',
      address_2: '',
      city: '',
      postcode: '',
      zone_id: null,
    },
  });
}

function NewAddressForm({
  onSubmit,
  pending,
}: {
  onSubmit(address: CheckoutAddressForm): void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const form = useCheckoutAddressForm();
  return (
    <FormProvider {...form}>
      <Form noValidate onSubmit={form.handleSubmit(onSubmit)} aria-label={t('checkout.shipping_address')}>
        <AddressFields idPrefix="address" />
        <Button type="submit" disabled={pending}>
          {t('checkout.continue_to_shipping')}
        </Button>
      </Form>
    </FormProvider>
  );
}

/** The shipping step's address: saved addresses for customers (default first), or a new one. */
export function ShippingAddressStep({
  signedIn,
  pending,
  onChoose,
}: {
  signedIn: boolean;
  pending: boolean;
  onChoose(choice: ShippingChoice): void;
}) {
  const { t } = useTranslation();
  const saved = useQuery({ queryKey: addressesKey, queryFn: listAddresses, enabled: signedIn });
  const addresses = signedIn ? (saved.data ?? []) : [];
  const [picked, setPicked] = useState<number | 'new' | null>(null);
  const current = picked ?? addresses[0]?.id ?? 'new';
  return (
    <>
      {addresses.length > 0 && (
        <fieldset className="mb-3">
          <legend className="h6">{t('checkout.ship_to')}</legend>
          {addresses.map((a) => (
            <Form.Check
              key={a.id}
              type="radio"
              id={`address-${a.id}`}
              name="shipping-address"
              checked={current === a.id}
              onChange={() => setPicked(a.id)}
              label={`${a.firstname} ${a.lastname}, ${a.address_1}, ${a.city}${a.zone ? `, ${a.zone.name}` : ''}, ${a.country.name}`}
            />
          ))}
          <Form.Check
            type="radio"
            id="address-new"
            name="shipping-address"
            checked={current === 'new'}
            onChange={() => setPicked('new')}
            label={t('checkout.new_address')}
          />
        </fieldset>
      )}
      {current === 'new' ? (
        <NewAddressForm pending={pending} onSubmit={(address) => onChoose({ address })} />
      ) : (
        <Button disabled={pending} onClick={() => onChoose({ address_id: current })}>
          {t('checkout.continue_to_shipping')}
        </Button>
      )}
    </>
  );
}
