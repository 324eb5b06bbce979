import type { AdminRole, AdminUser } from '@emporia/contracts/admin-users';
import Alert from 'react-bootstrap/Alert';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useAdminAccount } from '../account/api';
import { useAdminUsers, useResendInvitation, useRoles, useUpdateAdminUser } from './api';
import { InviteForm } from './InviteForm';
import { RolesCard } from './RolesCard';
import { SignInLockoutsCard } from './SignInLockoutsCard';

function UserRow({ user, roles }: { user: AdminUser; roles: AdminRole[] }) {
  const update = useUpdateAdminUser();
  const resend = useResendInvitation();
  const active = user.status === 'active';
  return (
    <tr>
      <td>
        {user.name}
        <ErrorAlert error={update.error ?? resend.error} className="py-1 px-2 mt-1 mb-0 small" />
      </td>
      <td>{user.email}</td>
      <td>
        {user.is_owner ? (
          <Badge bg="dark">Owner</Badge>
        ) : (
          <Form.Select
            size="sm"
            aria-label={`Role of ${user.name}`}
            value={user.role?.id ?? ''}
            onChange={(event) => update.mutate({ id: user.id, role_id: Number(event.target.value) })}
          >
            {!user.role && <option value="">No role</option>}
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </Form.Select>
        )}
      </td>
      <td>
        <Badge bg={active ? 'success' : 'secondary'}>{active ? 'Active' : 'Disabled'}</Badge>{' '}
        {!user.has_password && (
          <Badge bg="warning" text="dark">
            Invited
          </Badge>
        )}{' '}
        {user.enable_2fa === 1 && <Badge bg="info">2FA</Badge>}
      </td>
      <td className="text-end text-nowrap">
        {!user.has_password && active && (
          <Button size="sm" variant="link" disabled={resend.isPending} onClick={() => resend.mutate(user.id)}>
            {resend.isSuccess ? 'Sent' : 'Resend invitation'}
          </Button>
        )}
        {!user.is_owner && (
          <Button
            size="sm"
            variant={active ? 'outline-danger' : 'outline-success'}
            disabled={update.isPending}
            onClick={() => update.mutate({ id: user.id, status: active ? 'disabled' : 'active' })}
          >
            {active ? 'Disable' : 'Enable'}
          </Button>
        )}
      </td>
    </tr>
  );
}

/** Admin users page: staff, invitations, roles and sign-in lockouts, for admins with the 'users' permission. */
export default function AdminUsersPage() {
  const me = useAdminAccount();
  return (
    <>
      <PageHeading>Users</PageHeading>
      <ErrorAlert error={me.error} />
      {me.isPending && <LoadingBlocks lines={6} />}
      {me.data &&
        (me.data.permissions.includes('users') ? (
          <StaffAndLockouts />
        ) : (
          <Alert variant="warning">
            Your role does not include managing users. Please ask the shop owner if you need it.
          </Alert>
        ))}
    </>
  );
}

function StaffAndLockouts() {
  const users = useAdminUsers();
  const roles = useRoles();
  const error = users.error ?? roles.error;
  return (
    <>
      <ErrorAlert error={error} />
      {(users.isPending || roles.isPending) && !error && <LoadingBlocks lines={6} />}
      {users.data && roles.data && (
        <Row className="g-4">
          <Col xl={8}>
            <Card className="mb-4">
              <Table responsive className="mb-0 align-middle">
                <thead>
                  <tr>
                    <th>Name</th>
                    <th>Email</th>
                    <th>Role</th>
                    <th>Status</th>
                    <th>
                      <span className="visually-hidden">Actions</span>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {users.data.map((user) => (
                    <UserRow key={user.id} user={user} roles={roles.data} />
                  ))}
                </tbody>
              </Table>
            </Card>
            <RolesCard roles={roles.data} />
          </Col>
          <Col xl={4}>
            <Card>
              <Card.Header>Invite an Admin</Card.Header>
              <Card.Body>
                <InviteForm roles={roles.data} />
              </Card.Body>
            </Card>
          </Col>
        </Row>
      )}
      <div className="mt-4">
        <SignInLockoutsCard />
      </div>
    </>
  );
}
