import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { AppIcon } from './AppIcon';
import { useApps, useInstallLink } from './api';

/** app/dashboard: the apps installed in this shop, and the directory of apps to install. */
export default function AppsDashboardPage() {
  const { adminPath } = useShopConfig();
  const apps = useApps();
  // Install opens the app's own install page, told this shop's address and consent page in a link
  // the server signs with the app's secret, so the app can trust them and start OAuth with PKCE.
  const install = useInstallLink();
  const startInstall = (id: number) =>
    install.mutate(id, { onSuccess: (url) => window.location.assign(url) });
  return (
    <>
      <PageHeading>Apps</PageHeading>
      <ErrorAlert error={apps.error ?? install.error} />
      {apps.isPending && <LoadingBlocks lines={4} />}
      {apps.data && (
        <>
          <Card className="mb-4">
            <Card.Header as="h2" className="h6 mb-0">
              Installed apps
            </Card.Header>
            <Card.Body>
              {apps.data.installed.length === 0 ? (
                <p className="text-body-secondary mb-0">
                  No apps installed yet. Apps you install appear here with what they may see and change.
                </p>
              ) : (
                <Table className="align-middle mb-0" aria-label="Installed apps">
                  <thead>
                    <tr>
                      <th>App</th>
                      <th>Access</th>
                      <th>Installed</th>
                    </tr>
                  </thead>
                  <tbody>
                    {apps.data.installed.map((app) => (
                      <tr key={app.id}>
                        <td>
                          <Link to={`${adminPath}/app/${app.id}`} className="d-flex align-items-center gap-2">
                            <AppIcon name={app.name} icon={app.icon} size={32} />
                            {app.name}
                          </Link>
                        </td>
                        <td>
                          <ul className="list-unstyled mb-0 small">
                            {app.installation.scopes.map((s) => (
                              <li key={s.scope}>{s.words}</li>
                            ))}
                          </ul>
                        </td>
                        <td className="text-nowrap">
                          {new Date(app.installation.installed_at).toLocaleDateString()}
                        </td>
                      </tr>
                    ))}
                  </tbody>
                </Table>
              )}
            </Card.Body>
          </Card>
          <h2 className="h5 mb-3">App directory</h2>
          {apps.data.directory.length === 0 && (
            <p className="text-body-secondary">The platform lists no apps yet.</p>
          )}
          <Row xs={1} md={2} xl={3} className="g-3">
            {apps.data.directory.map((app) => (
              <Col key={app.id}>
                <Card className="h-100" aria-label={app.name}>
                  <Card.Body>
                    <div className="d-flex align-items-center gap-3 mb-2">
                      <AppIcon name={app.name} icon={app.icon} />
                      <div>
                        <h3 className="h6 mb-0">{app.name}</h3>
                        {app.developer && <small className="text-body-secondary">by {app.developer}</small>}
                      </div>
                      {app.installed && (
                        <Badge bg="success" className="ms-auto">
                          Installed
                        </Badge>
                      )}
                    </div>
                    <p className="small mb-2">{app.description}</p>
                    <p className="small text-body-secondary mb-0">
                      Asks to:{' '}
                      {app.scopes.map((s) => s.words.replace(/^./, (c) => c.toLowerCase())).join('; ')}.
                    </p>
                  </Card.Body>
                  <Card.Footer className="bg-transparent d-flex gap-2">
                    {app.installed ? (
                      <Link className="btn btn-sm btn-outline-primary" to={`${adminPath}/app/${app.id}`}>
                        Manage
                      </Link>
                    ) : app.install_url ? (
                      <Button size="sm" disabled={install.isPending} onClick={() => startInstall(app.id)}>
                        Install
                      </Button>
                    ) : (
                      <small className="text-body-secondary">This app has no install page yet.</small>
                    )}
                    {!app.installed && (
                      <Link className="btn btn-sm btn-link" to={`${adminPath}/app/${app.id}`}>
                        Details
                      </Link>
                    )}
                  </Card.Footer>
                </Card>
              </Col>
            ))}
          </Row>
        </>
      )}
    </>
  );
}
