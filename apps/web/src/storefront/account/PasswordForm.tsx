import { type ChangePasswordForm, changePasswordSchema } from '@emporia/contracts/account';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/forms/Field';
import { NewPasswordFields } from '../../ui/forms/PersonFields';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useChangePassword } from './api/change-password';

export default function PasswordForm() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: shopResolver(changePasswordSchema),
    defaultValues: { current_password: '', password: '', confirm: '' },
  });
  const { register, handleSubmit, formState, reset, setError } = form;
  const { errors } = formState;
  useServerFieldErrors(change.error, setError);
  return (
    <FormProvider {...form}>
      <Form
        // Never a GET: if the form were ever submitted without its script, no password would reach the address.
        method="post"
        noValidate
        onSubmit={handleSubmit((values) => change.mutate(values, { onSuccess: () => reset() }))}
        className="auth-form"
      >
        <ErrorAlert error={change.error} />
        <SuccessAlert show={Boolean(change.data)}>
          {t(change.data ?? '', { defaultValue: change.data ?? '' })}
        </SuccessAlert>
        <Field
          label={t('accounts.current_password')}
          type="password"
          autoComplete="current-password"
          error={errors.current_password?.message}
          {...register('current_password')}
        />
        <NewPasswordFields />
        <Button type="submit" disabled={change.isPending}>
          {t('accounts.password_page.submit')}
        </Button>
      </Form>
    </FormProvider>
  );
}
