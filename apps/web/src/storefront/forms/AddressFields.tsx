import type { CheckoutAddressForm } from '@emporia/contracts/checkout';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../app/translation';
import { useCountryList, useZoneList } from '../../ui/api/countries';
import { Field } from '../../ui/forms/Field';
import { FieldError, invalidProps } from '../../ui/forms/field-error';
import { NameFields } from '../../ui/forms/PersonFields';

const toId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

/** The shop may reword these (SPEC §9: Zip Code, Street Address, Apt/Suite). */
const lineLabels = {
  company: 'address_form.company',
  address_1: 'address.address_1',
  address_2: 'address.address_2',
  city: 'address_form.city',
  postcode: 'address.postcode',
} as const;

/**
 * The fields of a postal address, for the address book and the checkout alike,
 * read from the surrounding <FormProvider>. Labels follow the shop's wording
 * (SPEC §9: Zip Code, Street Address, Apt/Suite, State); the state list is the
 * chosen country's and empties when the country changes.
 */
export function AddressFields({ idPrefix = 'field' }: { idPrefix?: string }) {
  const { t } = useTranslation();
  const { register, formState, watch, setValue } = useFormContext<CheckoutAddressForm>();
  const countries = useCountryList();
  const zones = useZoneList(Number(watch('country_id')) || null);
  const { errors } = formState;
  const line = (name: 'company' | 'address_1' | 'address_2' | 'city' | 'postcode', autoComplete: string) => (
    <Field
      idPrefix={idPrefix}
      label={t(lineLabels[name])}
      autoComplete={autoComplete}
      error={errors[name]?.message}
      {...register(name)}
    />
  );
  return (
    <>
      <NameFields idPrefix={idPrefix} />
      {line('company', 'organization')}
      {line('address_1', 'address-line1')}
      {line('address_2', 'address-line2')}
      <Row>
        <Col sm={6}>{line('city', 'address-level2')}</Col>
        <Col sm={6}>{line('postcode', 'postal-code')}</Col>
      </Row>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId={`${idPrefix}-country_id`}>
            <Form.Label>{t('address_form.country')}</Form.Label>
            <Form.Select
              {...invalidProps(`${idPrefix}-country_id`, errors.country_id)}
              {...register('country_id', {
                setValueAs: toId,
                // A state of the old country means nothing in the new one.
                onChange: () => setValue('zone_id', null),
              })}
            >
              <option value="">{t('address_form.choose')}</option>
              {countries.data?.map((country) => (
                <option key={country.id} value={country.id}>
                  {country.name}
                </option>
              ))}
            </Form.Select>
            <FieldError controlId={`${idPrefix}-country_id`}>{errors.country_id?.message}</FieldError>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId={`${idPrefix}-zone_id`}>
            <Form.Label>{t('address.zone')}</Form.Label>
            <Form.Select
              {...invalidProps(`${idPrefix}-zone_id`, errors.zone_id)}
              disabled={zones.data?.length === 0}
              {...register('zone_id', { setValueAs: toId })}
            >
              <option value="">
                {zones.data?.length === 0 ? t('address_form.no_zones') : t('address_form.choose')}
              </option>
              {zones.data?.map((zone) => (
                <option key={zone.id} value={zone.id}>
                  {zone.name}
                </option>
              ))}
            </Form.Select>
            <FieldError controlId={`${idPrefix}-zone_id`}>{errors.zone_id?.message}</FieldError>
          </Form.Group>
        </Col>
      </Row>
    </>
  );
}
