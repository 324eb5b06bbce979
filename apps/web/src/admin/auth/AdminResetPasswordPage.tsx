import {
  type AdminResetPasswordRequest,
  adminResetPasswordRequestSchema,
} from '@emporia/contracts/admin-auth';
import { useMutation } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, useSearchParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { adminHttp } from '../../app/http';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { AdminAuthCard } from './AdminAuthCard';
import { AdminSetPasswordForm } from './AdminSetPasswordForm';

export default function AdminResetPasswordPage() {
  const { adminPath } = useShopConfig();
  // The e-mailed link (reset or invitation) carries ?token=: then this page sets the new password.
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token');
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: shopResolver(adminResetPasswordRequestSchema),
    defaultValues: { email: '' },
  });
  const requestReset = useMutation({
    mutationFn: (body: AdminResetPasswordRequest) => adminHttp.post('/api/v1/admin-reset-password', body),
  });

  useServerFieldErrors(requestReset.error, setError);
  if (token) return <AdminSetPasswordForm token={token} />;
  return (
    <AdminAuthCard title="Reset Password">
      <ErrorAlert error={requestReset.error} />
      <SuccessAlert show={requestReset.isSuccess}>
        If the address belongs to an admin, a reset link is on its way.
      </SuccessAlert>
      <Form noValidate onSubmit={handleSubmit((body) => requestReset.mutate(body))}>
        <Form.Group className="mb-3" controlId="admin-reset-email">
          <Form.Label>Email</Form.Label>
          <Form.Control
            type="email"
            autoComplete="username"
            isInvalid={!!formState.errors.email}
            {...register('email')}
          />
          <Form.Control.Feedback type="invalid">{formState.errors.email?.message}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" className="w-100" disabled={requestReset.isPending}>
          Send Reset Link
        </Button>
      </Form>
      <div className="mt-3 text-center">
        <Link to={`${adminPath}/login`}>Back to login</Link>
      </div>
    </AdminAuthCard>
  );
}
