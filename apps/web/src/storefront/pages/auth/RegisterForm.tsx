import { type RegisterForm as RegisterFields, registerFormSchema } from '@emporia/contracts/customer-auth';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { CheckField } from '../../../ui/forms/Field';
import { EmailField, NameFields, NewPasswordFields, TelephoneField } from '../../../ui/forms/PersonFields';
import { useRegisterCustomer } from './api/register-customer';
import { safeRedirect, useCustomerSignIn } from './customer-session';

export default function RegisterForm() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [searchParams] = useSearchParams();
  const signIn = useCustomerSignIn();
  const registration = useRegisterCustomer();
  const form = useForm<RegisterFields>({
    resolver: shopResolver(registerFormSchema),
    defaultValues: {
      firstname: '',
      lastname: '',
      email: '',
      telephone: '',
      password: '',
      confirm: '',
      newsletter: false,
      sms_opt_in: false,
    },
  });
  const { register, handleSubmit, setError } = form;

  const submit = handleSubmit(async (values) => {
    const { token } = await registration.mutateAsync(values);
    await signIn(token, 'register');
    navigate(safeRedirect(searchParams.get('redirect')), { replace: true });
  });

  useServerFieldErrors(registration.error, setError);
  return (
    <FormProvider {...form}>
      <Form
        // Never a GET: if the form were ever submitted without its script, no password would reach the address.
        method="post"
        noValidate
        onSubmit={(event) => void submit(event).catch(() => {})}
        className="auth-form"
      >
        <ErrorAlert error={registration.error} />
        <NameFields />
        <EmailField />
        <TelephoneField />
        <NewPasswordFields label={t('accounts.password')} row />
        <CheckField label={t('register.newsletter')} {...register('newsletter')} />
        <CheckField label={t('register.sms_opt_in')} {...register('sms_opt_in')} />
        <Button type="submit" className="mt-3" disabled={registration.isPending}>
          {t('accounts.register.submit')}
        </Button>
        <p className="mt-4 mb-0">
          {t('accounts.register.have_account')} <Link to="/login">{t('accounts.login.title')}</Link>
        </p>
      </Form>
    </FormProvider>
  );
}
