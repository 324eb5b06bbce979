import {
  type Address,
  type AddressForm as AddressFields,
  addressFormSchema,
} from '@emporia/contracts/account';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useSaveAddress } from './api/addresses';
import { useCountryList, useZoneList } from './api/countries';
import { CheckField, Field } from './components/Field';

const toId = (value: unknown) =>
  value === '' || value === null || value === undefined ? null : Number(value);

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
  const countries = useCountryList();
  const { register, handleSubmit, formState, watch, setValue, setError } = useForm<AddressFields>({
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
  const countryId = Number(watch('country_id')) || null;
  const zones = useZoneList(countryId);
  const { errors } = formState;

  const submit = handleSubmit((form) =>
    save.mutate({ id: address?.id, form }, { onSuccess: () => navigate('/account/address-book/details') }),
  );

  useServerFieldErrors(save.error, setError);
  return (
    <Form noValidate onSubmit={submit}>
      <ErrorAlert error={save.error} />
      <Row>
        <Col sm={6}>
          <Field
            label={t('accounts.firstname')}
            autoComplete="given-name"
            error={errors.firstname?.message}
            {...register('firstname')}
          />
        </Col>
        <Col sm={6}>
          <Field
            label={t('accounts.lastname')}
            autoComplete="family-name"
            error={errors.lastname?.message}
            {...register('lastname')}
          />
        </Col>
      </Row>
      <Field
        label={t('address_form.company')}
        autoComplete="organization"
        error={errors.company?.message}
        {...register('company')}
      />
      <Field
        label={t('address.address_1')}
        autoComplete="address-line1"
        error={errors.address_1?.message}
        {...register('address_1')}
      />
      <Field
        label={t('address.address_2')}
        autoComplete="address-line2"
        error={errors.address_2?.message}
        {...register('address_2')}
      />
      <Row>
        <Col sm={6}>
          <Field
            label={t('address_form.city')}
            autoComplete="address-level2"
            error={errors.city?.message}
            {...register('city')}
          />
        </Col>
        <Col sm={6}>
          <Field
            label={t('address.postcode')}
            autoComplete="postal-code"
            error={errors.postcode?.message}
            {...register('postcode')}
          />
        </Col>
      </Row>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-3" controlId="field-country_id">
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
          <Form.Group className="mb-3" controlId="field-zone_id">
            <Form.Label>{t('address.zone')}</Form.Label>
            <Form.Select
              isInvalid={!!errors.zone_id}
              disabled={!zones.data?.length}
              {...register('zone_id', { setValueAs: toId })}
            >
              <option value="">
                {zones.data?.length ? t('address_form.choose') : t('address_form.no_zones')}
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
      <CheckField label={t('address_form.default')} {...register('default')} />
      <div className="d-flex gap-2 mt-3">
        <Button type="submit" disabled={save.isPending}>
          {t('accounts.save')}
        </Button>
        <Link className="btn btn-outline-secondary" to="/account/address-book/details">
          {t('accounts.cancel')}
        </Link>
      </div>
    </Form>
  );
}
