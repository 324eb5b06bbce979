import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Field } from './Field';

/** The person fields as the forms that hold them name them (contracts: firstname, lastname, email, telephone). */
interface PersonValues {
  firstname: string;
  lastname: string;
  email: string;
  telephone?: string;
}

interface PersonFieldProps {
  idPrefix?: string;
  /** Staff filling in someone else's details get no autofill of their own. */
  autoFill?: boolean;
}

/**
 * First and last name side by side, read from the surrounding <FormProvider>
 * (react-hook-form with the form's zod resolver): account, register, checkout, admin.
 */
export function NameFields({
  idPrefix,
  autoFill = true,
  labels,
}: PersonFieldProps & { labels?: { firstname?: ReactNode; lastname?: ReactNode } }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<PersonValues>();
  const { errors } = formState;
  return (
    <Row>
      <Col sm={6}>
        <Field
          idPrefix={idPrefix}
          label={labels?.firstname ?? t('accounts.firstname')}
          autoComplete={autoFill ? 'given-name' : undefined}
          error={errors.firstname?.message}
          {...register('firstname')}
        />
      </Col>
      <Col sm={6}>
        <Field
          idPrefix={idPrefix}
          label={labels?.lastname ?? t('accounts.lastname')}
          autoComplete={autoFill ? 'family-name' : undefined}
          error={errors.lastname?.message}
          {...register('lastname')}
        />
      </Col>
    </Row>
  );
}

export function EmailField({ idPrefix, autoFill = true, label }: PersonFieldProps & { label?: ReactNode }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<PersonValues>();
  return (
    <Field
      idPrefix={idPrefix}
      label={label ?? t('accounts.email')}
      type="email"
      autoComplete={autoFill ? 'email' : undefined}
      error={formState.errors.email?.message}
      {...register('email')}
    />
  );
}

export function TelephoneField({
  idPrefix,
  autoFill = true,
  label,
}: PersonFieldProps & { label?: ReactNode }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<PersonValues>();
  return (
    <Field
      idPrefix={idPrefix}
      label={label ?? t('accounts.telephone')}
      type="tel"
      autoComplete={autoFill ? 'tel' : undefined}
      error={formState.errors.telephone?.message}
      {...register('telephone')}
    />
  );
}
