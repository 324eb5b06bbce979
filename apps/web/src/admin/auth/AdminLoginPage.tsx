import {
  type AdminLoginRequest,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
} from '@emporia/contracts/admin-auth';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { adminHttp, failedStatus } from '../../app/http';
import { adminTokenKey, storeToken } from '../../app/session';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { FieldError, invalidProps } from '../../ui/forms/field-error';
import { PageLoader } from '../../ui/PageLoader';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { AdminAuthCard } from './AdminAuthCard';
import { holdPendingSignIn } from './pending-sign-in';
import { confirmAdminSignInLink, requestAdminSignInLink } from './sign-in-link';

type SignInAnswer = { enable_2fa: number; token: string };

export default function AdminLoginPage() {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  // An e-mailed sign-in link opens this page with ?code=….
  const [searchParams, setSearchParams] = useSearchParams();
  const code = searchParams.get('code');
  const { register, handleSubmit, formState, trigger, getValues, setError } = useForm({
    resolver: shopResolver(adminLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const signedIn = (answer: SignInAnswer, byLink = false) => {
    // SPEC §4: enable_2fa = 1 means a second step before the admin is signed in.
    if (answer.enable_2fa === 1) {
      holdPendingSignIn(answer.token);
      // After a link, Back must not land on the spent link again.
      navigate(`${adminPath}/2fa`, { replace: byLink });
      return;
    }
    storeToken(adminTokenKey, answer.token);
    navigate(adminPath, { replace: true });
  };
  const signIn = useMutation({
    mutationFn: async (body: AdminLoginRequest) =>
      adminLoginResponseSchema.parse((await adminHttp.post('/api/v1/admin-login', body)).data).data,
    onSuccess: (answer) => signedIn(answer),
  });
  const byLink = useMutation({
    mutationFn: confirmAdminSignInLink,
    onSuccess: (answer) => signedIn(answer, true),
    // The code is spent or void: show the form (and why) without it.
    onError: () => setSearchParams({}, { replace: true }),
  });
  const sendLink = useMutation({ mutationFn: requestAdminSignInLink });
  const started = useRef(false);
  useEffect(() => {
    // Once only: the code works once, and React may run effects twice in development.
    if (!code || started.current) return;
    started.current = true;
    byLink.mutate(code);
  }, [code, byLink]);
  const { errors } = formState;
  const heldBack = failedStatus(signIn.error) === 429;
  const emailLink = async () => {
    if (!(await trigger('email'))) return;
    sendLink.mutate(getValues('email'), {
      onSuccess: () => {
        signIn.reset();
        byLink.reset();
      },
    });
  };

  useServerFieldErrors(signIn.error ?? sendLink.error, setError);
  if (code && !byLink.isError) {
    return (
      <AdminAuthCard title="Signing In">
        <PageLoader />
      </AdminAuthCard>
    );
  }
  return (
    <AdminAuthCard title="Admin Login">
      <ErrorAlert error={signIn.error ?? byLink.error ?? sendLink.error} />
      <SuccessAlert show={Boolean(sendLink.data)}>{sendLink.data}</SuccessAlert>
      <Form noValidate onSubmit={handleSubmit((body) => signIn.mutate(body))}>
        <Form.Group className="mb-3" controlId="admin-email">
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            autoComplete="username"
            {...invalidProps('admin-email', errors.email)}
            {...register('email')}
          />
          <FieldError controlId="admin-email">{errors.email?.message}</FieldError>
        </Form.Group>
        <Form.Group className="mb-3" controlId="admin-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            {...invalidProps('admin-password', errors.password)}
            {...register('password')}
          />
          <FieldError controlId="admin-password">{errors.password?.message}</FieldError>
        </Form.Group>
        <Button type="submit" className="w-100" disabled={signIn.isPending}>
          Login
        </Button>
      </Form>
      <Button
        variant={heldBack ? 'primary' : 'outline-secondary'}
        className="w-100 mt-2"
        disabled={sendLink.isPending}
        onClick={() => void emailLink()}
      >
        E-mail me a sign-in link
      </Button>
      <div className="form-text text-center">No password needed: the link signs you in once.</div>
      <div className="mt-3 text-center">
        <Link to={`${adminPath}/reset-password`}>Forgot your password?</Link>
      </div>
    </AdminAuthCard>
  );
}
