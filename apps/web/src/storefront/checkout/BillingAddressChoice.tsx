import Form from 'react-bootstrap/Form';
import { FormProvider } from 'react-hook-form';
import { useTranslation } from '../../app/translation';
import { AddressFields } from '../forms/AddressFields';
import type { useCheckoutAddressForm } from './ShippingAddressStep';

/**
 * The bill's address, as Shopify asks it: the shipping address unless the
 * shopper unchecks the box and types another one (checked by the contract's rules).
 */
export function BillingAddressChoice({
  form,
  sameAsShipping,
  onSameAsShippingChange,
}: {
  form: ReturnType<typeof useCheckoutAddressForm>;
  sameAsShipping: boolean;
  onSameAsShippingChange(same: boolean): void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-3" aria-labelledby="billing-address-legend">
      <legend className="h6" id="billing-address-legend">
        {t('checkout.billing_address')}
      </legend>
      <Form.Check
        id="billing-same-as-shipping"
        checked={sameAsShipping}
        onChange={(e) => onSameAsShippingChange(e.target.checked)}
        label={t('checkout.billing_same_as_shipping')}
      />
      {!sameAsShipping && (
        <FormProvider {...form}>
          <div className="mt-3">
            <AddressFields idPrefix="billing" />
          </div>
        </FormProvider>
      )}
    </fieldset>
  );
}
