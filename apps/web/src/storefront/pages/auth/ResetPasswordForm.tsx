import {
  type ResetPasswordForm as ResetFields,
  resetPasswordFormSchema,
} from '@emporia/contracts/customer-auth';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Field } from '../../forms/Field';
import { useResetPassword } from './api/reset-password';

export default function ResetPasswordForm() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const { register, handleSubmit, formState, setError } = useForm<ResetFields>({
    resolver: shopResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors } = formState;
  useServerFieldErrors(reset.error, setError);
  if (reset.data) {
    return (
      <Alert variant="success">
        {t(reset.data, { defaultValue: reset.data })} <Link to="/login">{t('accounts.login.title')}</Link>
      </Alert>
    );
  }
  return (
    <Form
      noValidate
      onSubmit={handleSubmit((form) => reset.mutate({ ...form, token }))}
      className="auth-form"
    >
      <ErrorAlert error={reset.error} />
      <Field
        label={t('accounts.new_password')}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <Field
        label={t('accounts.confirm')}
        type="password"
        autoComplete="new-password"
        error={errors.confirm?.message}
        {...register('confirm')}
      />
      <Button type="submit" disabled={reset.isPending}>
        {t('accounts.reset.submit')}
      </Button>
    </Form>
  );
}
