import type { WebhookDelivery } from '@emporia/contracts/apps';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { Alert } from '../../ui/kit/Alert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { AppIcon } from './AppIcon';
import { useApp, useResendDelivery, useRevokeApp } from './api';

const statusBadge = (d: WebhookDelivery): { bg: string; label: string } =>
  ({
    pending: { bg: 'warning', label: d.attempts ? 'Retrying' : 'Sending' },
    delivered: { bg: 'success', label: 'Delivered' },
    failed: { bg: 'danger', label: 'Failed' },
  })[d.status];

/** app/{id}: what the app may do in this shop, the webhooks sent to it, and revoking it. */
export default function AppDetailPage() {
  const { adminPath } = useShopConfig();
  const id = Number(useParams().id);
  const app = useApp(id);
  const revoke = useRevokeApp();
  const resend = useResendDelivery();
  if (!Number.isInteger(id) || id < 1) return <Alert variant="danger">This app does not exist.</Alert>;
  const installation = app.data?.installation;
  const active = installation?.status === 'active';
  return (
    <>
      <PageHeading>{app.data?.name ?? 'App Details'}</PageHeading>
      <p>
        <Link to={`${adminPath}/app/dashboard`}>← All apps</Link>
      </p>
      <ErrorAlert error={app.error ?? revoke.error ?? resend.error} />
      {revoke.data && <Alert variant="success">{revoke.data}</Alert>}
      {resend.data && <Alert variant="success">{resend.data}</Alert>}
      {app.isPending && <LoadingBlocks lines={5} />}
      {app.data && (
        <>
          <Card className="mb-4">
            <Card.Body>
              <div className="d-flex align-items-center gap-3 mb-3">
                <AppIcon name={app.data.name} icon={app.data.icon} size={56} />
                <div>
                  <h2 className="h5 mb-0">{app.data.name}</h2>
                  {app.data.developer && (
                    <small className="text-body-secondary">by {app.data.developer}</small>
                  )}
                </div>
                <span className="ms-auto">
                  {active ? (
                    <Badge bg="success">Installed</Badge>
                  ) : installation ? (
                    <Badge bg="secondary">Revoked</Badge>
                  ) : (
                    <Badge bg="light" text="dark">
                      Not installed
                    </Badge>
                  )}
                </span>
              </div>
              {app.data.description && <p>{app.data.description}</p>}
              {installation && (
                <>
                  <h3 className="h6">{active ? 'Access granted' : 'Access it had'}</h3>
                  <ul aria-label="Granted access">
                    {installation.scopes.map((s) => (
                      <li key={s.scope}>
                        {s.words} <small className="text-body-secondary">({s.scope})</small>
                      </li>
                    ))}
                  </ul>
                  <p className="small text-body-secondary">
                    Installed {new Date(installation.installed_at).toLocaleString()}
                    {installation.last_used_at &&
                      ` · last call ${new Date(installation.last_used_at).toLocaleString()}`}
                    {installation.revoked_at &&
                      ` · revoked ${new Date(installation.revoked_at).toLocaleString()}`}
                  </p>
                </>
              )}
              {app.data.webhook_topics.length > 0 && (
                <p className="small mb-3">Webhooks: {app.data.webhook_topics.join(', ')}</p>
              )}
              {active && (
                <ConfirmButton
                  variant="outline-danger"
                  disabled={revoke.isPending}
                  question={{
                    title: `Revoke ${app.data.name}?`,
                    body: 'It loses access to your shop at once and is told it was uninstalled.',
                    action: 'Revoke access',
                  }}
                  onConfirm={() => revoke.mutate(id)}
                >
                  Revoke access
                </ConfirmButton>
              )}
            </Card.Body>
          </Card>
          <Card>
            <Card.Header as="h2" className="h6 mb-0">
              Webhook deliveries
            </Card.Header>
            <Card.Body>
              {app.data.deliveries.length === 0 ? (
                <p className="text-body-secondary mb-0">
                  No webhooks were sent to this app from your shop yet.
                </p>
              ) : (
                <Table responsive className="align-middle mb-0" aria-label="Webhook deliveries">
                  <thead>
                    <tr>
                      <th>Topic</th>
                      <th>Status</th>
                      <th>Attempts</th>
                      <th>Response</th>
                      <th>Created</th>
                      <th>
                        <span className="visually-hidden">Actions</span>
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    {app.data.deliveries.map((d) => (
                      <tr key={d.id}>
                        <td>
                          <code>{d.topic}</code>
                        </td>
                        <td>
                          <Badge bg={statusBadge(d).bg}>{statusBadge(d).label}</Badge>
                        </td>
                        <td>{d.attempts}</td>
                        <td className="small">
                          {d.response_code ?? ''}
                          {d.last_error && <div className="text-danger">{d.last_error}</div>}
                        </td>
                        <td className="text-nowrap small">{new Date(d.created_at).toLocaleString()}</td>
                        <td className="text-end">
                          {d.status !== 'pending' && (
                            <Button
                              size="sm"
                              variant="outline-secondary"
                              disabled={resend.isPending}
                              aria-label={`Resend ${d.topic} webhook ${d.id}`}
                              onClick={() => resend.mutate({ appId: id, deliveryId: d.id })}
                            >
                              Resend
                            </Button>
                          )}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </Card.Body>
          </Card>
        </>
      )}
    </>
  );
}
