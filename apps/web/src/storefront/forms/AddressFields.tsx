import type { CheckoutAddressForm } from '@emporia/contracts/checkout';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useCountryList, useZoneList } from '../account/api/countries';
import { Field } from './Field';
import { NameFields } from './PersonFields';

const toId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

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
  const field = { idPrefix };
  return (
    <>
      <NameFields idPrefix={idPrefix} />
      <Field
        {...field}
        label={t('address_form.company')}
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <Field
        {...field}
        label={t('address.address_1')}
        autoComplete="address-line1"
        error={errors.address_1?.message}
        {...register('address_1')}
      />
      <Field
        {...field}
        label={t('address.address_2')}
        autoComplete="address-line2"
        error={errors.address_2?.message}
        {...register('address_2')}
      />
      <Row>
        <Col sm={6}>
          <Field
            {...field}
            label={t('address_form.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        </Col>
        <Col sm={6}>
          <Field
            {...field}
            label={t('address.postcode')}
            autoComplete="postal-code"
            error={errors.postcode?.message}
            {...register('postcode')}
          />
        </Col>
      </Row>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId={`${idPrefix}-country_id`}>
            <Form.Label>{t('address_form.country')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.country_id}
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
            <Form.Control.Feedback type="invalid">{errors.country_id?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId={`${idPrefix}-zone_id`}>
            <Form.Label>{t('address.zone')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.zone_id}
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
            <Form.Control.Feedback type="invalid">{errors.zone_id?.message}</Form.Control.Feedback>
          </Form.Group>
        </Col>
      </Row>
    </>
  );
}
