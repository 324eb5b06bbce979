import { type LoginForm as LoginFields, loginFormSchema } from '@emporia/contracts/customer-auth';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/forms/Field';
import { useLoginCustomer } from '../pages/auth/api/login-customer';
import { useCustomerSignIn } from '../pages/auth/customer-session';

/** A returning customer logs in without leaving the checkout; the cart comes along (merged into their saved cart). */
export function InlineLogin() {
  const { t } = useTranslation();
  const login = useLoginCustomer();
  const signIn = useCustomerSignIn();
  const { register, handleSubmit, formState, setError } = useForm<LoginFields>({
    resolver: shopResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const submit = handleSubmit(async (form) => {
    const { token } = await login.mutateAsync(form);
    await signIn(token, 'login');
  });
  useServerFieldErrors(login.error, setError);
  return (
    <Form
      // Never a GET: if the form were ever submitted without its script, no password would reach the address.
      method="post"
      noValidate
      onSubmit={(event) => void submit(event).catch(() => {})}
      aria-label={t('checkout.login')}
    >
      <ErrorAlert error={login.error} />
      <Field
        idPrefix="login"
        label={t('accounts.email')}
        type="email"
        autoComplete="username"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <Field
        idPrefix="login"
        label={t('accounts.password')}
        type="password"
        autoComplete="current-password"
        error={formState.errors.password?.message}
        {...register('password')}
      />
      <Button type="submit" variant="outline-primary" disabled={login.isPending}>
        {t('accounts.login.submit')}
      </Button>
    </Form>
  );
}
