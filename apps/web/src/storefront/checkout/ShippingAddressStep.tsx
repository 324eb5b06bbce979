import { type CheckoutAddressForm, checkoutAddressSchema } from '@emporia/contracts/checkout';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { shopResolver } from '../../app/form-errors';
import { addressesKey, listAddresses } from '../account/api/addresses';
import { useCountryList, useZoneList } from '../account/api/countries';
import { CheckoutField } from './CheckoutField';

/** Where the order ships: a saved address of the customer's, or one typed in. */
export type ShippingChoice = { address_id: number } | { address: CheckoutAddressForm };

const toId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

function NewAddressForm({
  onSubmit,
  pending,
}: {
  onSubmit(address: CheckoutAddressForm): void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const countries = useCountryList();
  const { register, handleSubmit, formState, watch, setValue } = useForm<CheckoutAddressForm>({
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
  const countryId = watch('country_id') ?? null;
  const zones = useZoneList(countryId ? Number(countryId) : null);
  const { errors } = formState;
  return (
    <Form noValidate onSubmit={handleSubmit(onSubmit)} aria-label={t('checkout.shipping_address')}>
      <Row>
        <Col sm={6}>
          <CheckoutField
            form="address"
            label={t('accounts.firstname')}
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
        </Col>
        <Col sm={6}>
          <CheckoutField
            form="address"
            label={t('accounts.lastname')}
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
        </Col>
      </Row>
      <CheckoutField
        form="address"
        label={t('address_form.company')}
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <CheckoutField
        form="address"
        label={t('address.address_1')}
        autoComplete="address-line1"
        error={errors.address_1?.message}
        {...register('address_1')}
      />
      <CheckoutField
        form="address"
        label={t('address.address_2')}
        autoComplete="address-line2"
        error={errors.address_2?.message}
        {...register('address_2')}
      />
      <Row>
        <Col sm={6}>
          <CheckoutField
            form="address"
            label={t('address_form.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        </Col>
        <Col sm={6}>
          <CheckoutField
            form="address"
            label={t('address.postcode')}
            autoComplete="postal-code"
            error={errors.postcode?.message}
            {...register('postcode')}
          />
        </Col>
      </Row>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="checkout-country">
            <Form.Label>{t('address_form.country')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.country_id}
              {...register('country_id', {
                setValueAs: toId,
                onChange: () => setValue('zone_id', null),
              })}
            >
              <option value="">{t('address_form.choose')}</option>
              {(countries.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.country_id?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="checkout-zone">
            <Form.Label>{t('address.zone')}</Form.Label>
            <Form.Select isInvalid={!!errors.zone_id} {...register('zone_id', { setValueAs: toId })}>
              <option value="">
                {zones.data?.length === 0 ? t('address_form.no_zones') : t('address_form.choose')}
              </option>
              {(zones.data ?? []).map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name}
                </option>
              ))}
            </Form.Select>
            <Form.Control.Feedback type="invalid">{errors.zone_id?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>
      <Button type="submit" disabled={pending}>
        {t('checkout.continue_to_shipping')}
      </Button>
    </Form>
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
