import { type LoginForm as LoginFields, loginFormSchema } from '@emporia/contracts/customer-auth';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { failedStatus } from '../../../app/http';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Field } from '../../../ui/forms/Field';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useLoginCustomer } from './api/login-customer';
import { useSignInLink } from './api/sign-in-link';
import { safeRedirect, useCustomerSignIn } from './customer-session';

export default function LoginForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useCustomerSignIn();
  const login = useLoginCustomer();
  const link = useSignInLink();
  const { register, handleSubmit, formState, trigger, getValues, setError } = useForm<LoginFields>({
    resolver: shopResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = formState;
  const redirect = searchParams.get('redirect');

  const submit = handleSubmit(async (form) => {
    const { token } = await login.mutateAsync(form);
    await signIn(token, 'login');
    navigate(safeRedirect(redirect), { replace: true });
  });

  // The way in that works even while wrong passwords hold this address back: only the e-mail is needed.
  const sendLink = async () => {
    if (await trigger('email'))
      link.mutate({ email: getValues('email') }, { onSuccess: () => login.reset() });
  };
  const heldBack = failedStatus(login.error) === 429;

  useServerFieldErrors(login.error ?? link.error, setError);
  return (
    <Form
      // Never a GET: if the form were ever submitted without its script, no password would reach the address.
      method="post"
      noValidate
      onSubmit={(event) => void submit(event).catch(() => {})}
      className="auth-form"
    >
      <ErrorAlert error={login.error} />
      <ErrorAlert error={link.error} />
      <SuccessAlert show={Boolean(link.data)}>
        {t(link.data ?? '', { defaultValue: link.data ?? '' })}
      </SuccessAlert>
      <Field
        label={t('accounts.email')}
        type="email"
        autoComplete="username"
        error={errors.email?.message}
        {...register('email')}
      />
      <Field
        label={t('accounts.password')}
        type="password"
        autoComplete="current-password"
        error={errors.password?.message}
        {...register('password')}
      />
      <div className="d-flex align-items-center gap-3 flex-wrap">
        <Button type="submit" disabled={login.isPending}>
          {t('accounts.login.submit')}
        </Button>
        <Link to="/forgot-password">{t('accounts.login.forgot')}</Link>
      </div>
      <div className="mt-3">
        <Button
          variant={heldBack ? 'primary' : 'outline-secondary'}
          onClick={() => void sendLink()}
          disabled={link.isPending}
        >
          {t('accounts.login.email_link')}
        </Button>
        <Form.Text className="d-block">{t('accounts.login.email_link_hint')}</Form.Text>
      </div>
      <p className="mt-4 mb-0">
        {t('accounts.login.new_customer')}{' '}
        <Link to={redirect ? `/register?redirect=${encodeURIComponent(redirect)}` : '/register'}>
          {t('accounts.login.create')}
        </Link>
      </p>
    </Form>
  );
}
