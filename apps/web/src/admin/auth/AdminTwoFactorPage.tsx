import {
  type AdminTwoFactorRequest,
  adminTwoFactorRequestSchema,
  adminTwoFactorResponseSchema,
} from '@emporia/contracts/admin-auth';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useNavigate } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { adminHttp } from '../../app/http';
import { adminTokenKey, storeToken } from '../../app/session';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { AdminAuthCard } from './AdminAuthCard';
import { pendingSignIn, releasePendingSignIn } from './pending-sign-in';

export default function AdminTwoFactorPage() {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  // Read once: releasing it after success must not turn this page into the redirect below.
  const [pendingToken] = useState(pendingSignIn);
  const { register, handleSubmit, formState, setError } = useForm({
    resolver: shopResolver(adminTwoFactorRequestSchema),
    defaultValues: { code: '' },
  });
  const confirm = useMutation({
    mutationFn: async (body: AdminTwoFactorRequest) => {
      const response = await adminHttp.post('/api/v1/admin-2fa', body, {
        headers: { Authorization: `Bearer ${pendingToken}` },
      });
      return adminTwoFactorResponseSchema.parse(response.data).data;
    },
    onSuccess: (answer) => {
      releasePendingSignIn();
      storeToken(adminTokenKey, answer.token);
      navigate(adminPath, { replace: true });
    },
  });

  useServerFieldErrors(confirm.error, setError);
  // Without a login in progress there is nothing to confirm.
  if (!pendingToken) return <Navigate to={`${adminPath}/login`} replace />;

  return (
    <AdminAuthCard title="Two-Factor Authentication">
      <ErrorAlert error={confirm.error} />
      <Form noValidate onSubmit={handleSubmit((body) => confirm.mutate(body))}>
        <Form.Group className="mb-3" controlId="admin-2fa-code">
          <Form.Label>Authentication code</Form.Label>
          <Form.Control
            inputMode="numeric"
            autoComplete="one-time-code"
            isInvalid={!!formState.errors.code}
            {...register('code')}
          />
          <Form.Control.Feedback type="invalid">{formState.errors.code?.message}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" className="w-100" disabled={confirm.isPending}>
          Verify
        </Button>
      </Form>
      {/* Too many wrong codes cancel this sign-in: it starts again with the password or an e-mailed link. */}
      <div className="mt-3 text-center">
        <Link to={`${adminPath}/login`} onClick={releasePendingSignIn}>
          Back to login
        </Link>
      </div>
    </AdminAuthCard>
  );
}
