import { adminResetPasswordConfirmSchema } from '@emporia/contracts/admin-account';
import { useMutation } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { FormProvider, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { z } from 'zod';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { adminHttp } from '../../app/http';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { NewPasswordFields } from '../../ui/forms/PersonFields';
import { AdminAuthCard } from './AdminAuthCard';

type SetPasswordFields = z.input<typeof adminResetPasswordConfirmSchema>;

/** The e-mailed link's page (reset or invitation): the token sets a new password. */
export function AdminSetPasswordForm({ token }: { token: string }) {
  const { adminPath } = useShopConfig();
  const form = useForm<SetPasswordFields>({
    resolver: shopResolver(adminResetPasswordConfirmSchema),
    defaultValues: { token, password: '', confirm: '' },
  });
  const save = useMutation({
    mutationFn: async (body: SetPasswordFields) =>
      z
        .object({ data: z.object({ message: z.string() }) })
        .parse((await adminHttp.post('/api/v1/admin-reset-password/confirm', body)).data).data.message,
  });
  useServerFieldErrors(save.error, form.setError);
  return (
    <AdminAuthCard title="Choose a New Password">
      <ErrorAlert error={save.error} />
      {save.data ? (
        <Alert variant="success">
          {save.data} <Link to={`${adminPath}/login`}>Log in</Link>
        </Alert>
      ) : (
        <FormProvider {...form}>
          <Form noValidate onSubmit={form.handleSubmit((body) => save.mutate(body))}>
            <NewPasswordFields label="New password" confirmLabel="Confirm password" />
            <Button type="submit" className="w-100" disabled={save.isPending}>
              Save Password
            </Button>
          </Form>
        </FormProvider>
      )}
    </AdminAuthCard>
  );
}
