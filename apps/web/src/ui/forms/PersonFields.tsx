import type { ReactNode } from 'react';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from '../../app/translation';
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
  label?: ReactNode;
}

const wording = {
  firstname: { labelKey: 'accounts.firstname', type: 'text', autoComplete: 'given-name' },
  lastname: { labelKey: 'accounts.lastname', type: 'text', autoComplete: 'family-name' },
  email: { labelKey: 'accounts.email', type: 'email', autoComplete: 'email' },
  telephone: { labelKey: 'accounts.telephone', type: 'tel', autoComplete: 'tel' },
} as const;

/** One person field, read from the surrounding <FormProvider> (react-hook-form with the form's zod resolver). */
function PersonField({
  name,
  idPrefix,
  autoFill = true,
  label,
}: PersonFieldProps & { name: keyof PersonValues }) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<PersonValues>();
  const { labelKey, type, autoComplete } = wording[name];
  return (
    <Field
      idPrefix={idPrefix}
      label={label ?? t(labelKey)}
      type={type}
      autoComplete={autoFill ? autoComplete : undefined}
      error={formState.errors[name]?.message}
      {...register(name)}
    />
  );
}

/** First and last name side by side: account, register, checkout, address book, admin customer. */
export function NameFields({
  labels,
  ...props
}: Omit<PersonFieldProps, 'label'> & { labels?: { firstname?: ReactNode; lastname?: ReactNode } }) {
  return (
    <Row>
      <Col sm={6}>
        <PersonField name="firstname" label={labels?.firstname} {...props} />
      </Col>
      <Col sm={6}>
        <PersonField name="lastname" label={labels?.lastname} {...props} />
      </Col>
    </Row>
  );
}

export const EmailField = (props: PersonFieldProps) => <PersonField name="email" {...props} />;

export const TelephoneField = (props: PersonFieldProps) => <PersonField name="telephone" {...props} />;

/**
 * A new password and its confirmation (register, change, reset; the admin's own
 * too). `label` names the first field (Password on sign-up, New Password
 * elsewhere), `confirmLabel` the second; `row` sets the two side by side.
 */
export function NewPasswordFields({
  label,
  confirmLabel,
  row = false,
}: {
  label?: ReactNode;
  confirmLabel?: ReactNode;
  row?: boolean;
}) {
  const { t } = useTranslation();
  const { register, formState } = useFormContext<{ password: string; confirm: string }>();
  const { errors } = formState;
  const password = (
    <Field
      label={label ?? t('accounts.new_password')}
      type="password"
      autoComplete="new-password"
      error={errors.password?.message}
      {...register('password')}
    />
  );
  const confirm = (
    <Field
      label={confirmLabel ?? t('accounts.confirm')}
      type="password"
      autoComplete="new-password"
      error={errors.confirm?.message}
      {...register('confirm')}
    />
  );
  if (!row)
    return (
      <>
        {password}
        {confirm}
      </>
    );
  return (
    <Row>
      <Col sm={6}>{password}</Col>
      <Col sm={6}>{confirm}</Col>
    </Row>
  );
}
