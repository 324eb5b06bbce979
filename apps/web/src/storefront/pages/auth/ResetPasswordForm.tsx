import {
  type ResetPasswordForm as ResetFields,
  resetPasswordFormSchema,
} from '@emporia/contracts/customer-auth';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { NewPasswordFields } from '../../../ui/forms/PersonFields';
import { useResetPassword } from './api/reset-password';

export default function ResetPasswordForm() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const reset = useResetPassword();
  const form = useForm<ResetFields>({
    resolver: shopResolver(resetPasswordFormSchema),
    defaultValues: { password: '', confirm: '' },
  });
  useServerFieldErrors(reset.error, form.setError);
  if (reset.data) {
    return (
      <Alert variant="success">
        {t(reset.data, { defaultValue: reset.data })} <Link to="/login">{t('accounts.login.title')}</Link>
      </Alert>
    );
  }
  return (
    <FormProvider {...form}>
      <Form
        // Never a GET: if the form were ever submitted without its script, no password would reach the address.
        method="post"
        noValidate
        onSubmit={form.handleSubmit((values) => reset.mutate({ ...values, token }))}
        className="auth-form"
      >
        <ErrorAlert error={reset.error} />
        <NewPasswordFields />
        <Button type="submit" disabled={reset.isPending}>
          {t('accounts.reset.submit')}
        </Button>
      </Form>
    </FormProvider>
  );
}
