import {
  type AdminRole,
  type AdminUserInviteForm,
  adminUserInviteSchema,
} from '@emporia/contracts/admin-users';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/forms/Field';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useInviteAdminUser } from './api';

/** Staff are invited by e-mail and choose their own password. */
export function InviteForm({ roles }: { roles: AdminRole[] }) {
  const invite = useInviteAdminUser();
  const { register, handleSubmit, formState, reset, setError } = useForm<AdminUserInviteForm>({
    resolver: shopResolver(adminUserInviteSchema),
    defaultValues: { name: '', email: '', role_id: roles[0]?.id },
  });
  const { errors } = formState;
  useServerFieldErrors(invite.error, setError);
  return (
    <Form noValidate onSubmit={handleSubmit((form) => invite.mutate(form, { onSuccess: () => reset() }))}>
      <ErrorAlert error={invite.error} />
      <SuccessAlert show={Boolean(invite.data)}>
        An invitation has been sent to {invite.data?.email}.
      </SuccessAlert>
      <Field label="Name" error={errors.name?.message} {...register('name')} />
      <Field label="Email" type="email" error={errors.email?.message} {...register('email')} />
      <Form.Group className="mb-3" controlId="invite-role">
        <Form.Label>Role</Form.Label>
        <Form.Select
          isInvalid={!!errors.role_id}
          {...register('role_id', { setValueAs: (v) => (v === '' ? undefined : Number(v)) })}
        >
          {roles.map((role) => (
            <option key={role.id} value={role.id}>
              {role.name}
            </option>
          ))}
        </Form.Select>
        <Form.Control.Feedback type="invalid">{errors.role_id?.message}</Form.Control.Feedback>
      </Form.Group>
      <Button type="submit" disabled={invite.isPending || roles.length === 0}>
        Send Invitation
      </Button>
    </Form>
  );
}
