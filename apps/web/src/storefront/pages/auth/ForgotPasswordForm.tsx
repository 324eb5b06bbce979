import {
  type ForgotPasswordForm as ForgotFields,
  forgotPasswordRequestSchema,
} from '@emporia/contracts/customer-auth';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Field } from '../../../ui/forms/Field';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useForgotPassword } from './api/forgot-password';

export default function ForgotPasswordForm() {
  const { t } = useTranslation();
  const request = useForgotPassword();
  const { register, handleSubmit, formState, setError } = useForm<ForgotFields>({
    resolver: shopResolver(forgotPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  useServerFieldErrors(request.error, setError);
  return (
    <Form noValidate onSubmit={handleSubmit((form) => request.mutate(form))} className="auth-form">
      <p>{t('accounts.forgot.intro')}</p>
      <ErrorAlert error={request.error} />
      <SuccessAlert show={Boolean(request.data)}>
        {t(request.data ?? '', { defaultValue: request.data ?? '' })}
      </SuccessAlert>
      <Field
        label={t('accounts.email')}
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <div className="d-flex align-items-center gap-3">
        <Button type="submit" disabled={request.isPending}>
          {t('accounts.forgot.submit')}
        </Button>
        <Link to="/login">{t('accounts.back_to_login')}</Link>
      </div>
    </Form>
  );
}
