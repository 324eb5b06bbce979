import {
  type AdminLoginRequest,
  adminLoginRequestSchema,
  adminLoginResponseSchema,
} from '@emporia/contracts/admin-auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { adminHttp } from '../../app/http';
import { adminTokenKey, storeToken } from '../../app/session';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { AdminAuthCard } from './AdminAuthCard';
import { holdPendingSignIn } from './pending-sign-in';

export default function AdminLoginPage() {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  const { register, handleSubmit, formState } = useForm({
    resolver: zodResolver(adminLoginRequestSchema),
    defaultValues: { email: '', password: '' },
  });
  const signIn = useMutation({
    mutationFn: async (body: AdminLoginRequest) =>
      adminLoginResponseSchema.parse((await adminHttp.post('/api/v1/admin-login', body)).data).data,
    onSuccess: (answer) => {
      // SPEC §4: enable_2fa = 1 means a second step before the admin is signed in.
      if (answer.enable_2fa === 1) {
        holdPendingSignIn(answer.token);
        navigate(`${adminPath}/2fa`);
        return;
      }
      storeToken(adminTokenKey, answer.token);
      navigate(adminPath, { replace: true });
    },
  });
  const { errors } = formState;

  return (
    <AdminAuthCard title="Admin Login">
      <ErrorAlert error={signIn.error} />
      <Form noValidate onSubmit={handleSubmit((body) => signIn.mutate(body))}>
        <Form.Group className="mb-3" controlId="admin-email">
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            autoComplete="username"
            isInvalid={!!errors.email}
            {...register('email')}
          />
          <Form.Control.Feedback type="invalid">{errors.email?.message}</Form.Control.Feedback>
        </Form.Group>
        <Form.Group className="mb-3" controlId="admin-password">
          <Form.Label>Password</Form.Label>
          <Form.Control
            type="password"
            autoComplete="current-password"
            isInvalid={!!errors.password}
            {...register('password')}
          />
          <Form.Control.Feedback type="invalid">{errors.password?.message}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" className="w-100" disabled={signIn.isPending}>
          Login
        </Button>
      </Form>
      <div className="mt-3 text-center">
        <Link to={`${adminPath}/reset-password`}>Forgot your password?</Link>
      </div>
    </AdminAuthCard>
  );
}
