import { type AdminRole, type AdminRoleForm, adminRoleFormSchema } from '@emporia/contracts/admin-users';
import { adminPermissions } from '@emporia/contracts/permissions';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Field } from '../../ui/forms/Field';
import { useDeleteRole, useSaveRole } from './api';

const sectionLabel = (permission: string) => permission.charAt(0).toUpperCase() + permission.slice(1);

function RoleForm({ role, onDone }: { role?: AdminRole; onDone: () => void }) {
  const save = useSaveRole();
  const { register, handleSubmit, formState, setError } = useForm<AdminRoleForm>({
    resolver: shopResolver(adminRoleFormSchema),
    defaultValues: { name: role?.name ?? '', permissions: role?.permissions ?? [] },
  });
  useServerFieldErrors(save.error, setError);
  return (
    <Form
      noValidate
      onSubmit={handleSubmit((form) => save.mutate({ id: role?.id, form }, { onSuccess: onDone }))}
    >
      <ErrorAlert error={save.error} />
      <Field label="Role name" error={formState.errors.name?.message} {...register('name')} />
      <fieldset className="mb-3">
        <legend className="form-label fs-6">Sections this role may manage</legend>
        {adminPermissions.map((permission) => (
          <Form.Check
            key={permission}
            inline
            type="checkbox"
            id={`role-${role?.id ?? 'new'}-${permission}`}
            label={sectionLabel(permission)}
            value={permission}
            {...register('permissions')}
          />
        ))}
      </fieldset>
      <div className="d-flex gap-2">
        <Button type="submit" size="sm" disabled={save.isPending}>
          Save Role
        </Button>
        <Button size="sm" variant="outline-secondary" onClick={onDone}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

/** Roles with per-section permissions (packages/contracts permissions), enforced by the API. */
export function RolesCard({ roles }: { roles: AdminRole[] }) {
  const [editing, setEditing] = useState<number | 'new' | null>(null);
  const remove = useDeleteRole();
  return (
    <Card>
      <Card.Header className="d-flex justify-content-between align-items-center">
        Roles
        <Button size="sm" variant="outline-primary" onClick={() => setEditing('new')}>
          Add Role
        </Button>
      </Card.Header>
      <ErrorAlert error={remove.error} className="m-3 mb-0" />
      <ListGroup variant="flush">
        {editing === 'new' && (
          <ListGroup.Item>
            <RoleForm onDone={() => setEditing(null)} />
          </ListGroup.Item>
        )}
        {roles.map((role) => (
          <ListGroup.Item key={role.id}>
            {editing === role.id ? (
              <RoleForm role={role} onDone={() => setEditing(null)} />
            ) : (
              <div className="d-flex justify-content-between gap-2 flex-wrap">
                <div>
                  <strong>{role.name}</strong>{' '}
                  <span className="text-body-secondary small">({role.users} admins)</span>
                  <div className="small">
                    {role.permissions.length ? role.permissions.map(sectionLabel).join(', ') : 'No sections'}
                  </div>
                </div>
                <div className="d-flex gap-2">
                  <Button size="sm" variant="outline-secondary" onClick={() => setEditing(role.id)}>
                    Edit
                  </Button>
                  <Button
                    size="sm"
                    variant="outline-danger"
                    disabled={remove.isPending}
                    onClick={() => remove.mutate(role.id)}
                  >
                    Delete
                  </Button>
                </div>
              </div>
            )}
          </ListGroup.Item>
        ))}
      </ListGroup>
    </Card>
  );
}
