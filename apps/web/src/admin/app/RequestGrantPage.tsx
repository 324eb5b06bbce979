import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link, useSearchParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { AppIcon } from './AppIcon';
import { consentParams, useConsent, useDecide } from './api';

/**
 * app/request-grant: the consent screen an app sends the owner to. The app and
 * what it asks for in plain words; Grant sends the owner back to the app with a
 * one-use code, Refuse with access_denied. A link the server refuses (unknown
 * app, unregistered redirect URI) is explained here and never followed.
 */
export default function RequestGrantPage() {
  const { adminPath } = useShopConfig();
  const [search] = useSearchParams();
  const params = Object.fromEntries(
    consentParams.flatMap((name) => (search.has(name) ? [[name, search.get(name) ?? '']] : [])),
  );
  const query = new URLSearchParams(params).toString();
  if (!search.has('client_id')) {
    return (
      <>
        <PageHeading>Request API Access</PageHeading>
        <Card body>
          <p className="mb-2">
            Apps send you to this page to ask for access to your shop. Start from an app’s Install button in
            the directory.
          </p>
          <Link to={`${adminPath}/app/dashboard`}>Go to your apps</Link>
        </Card>
      </>
    );
  }
  return <Consent query={query} params={params} />;
}

function Consent({ query, params }: { query: string; params: Record<string, string> }) {
  const { adminPath } = useShopConfig();
  const consent = useConsent(query);
  const decide = useDecide();
  const answer = (decision: 'grant' | 'refuse') =>
    decide.mutate({ ...params, decision }, { onSuccess: (redirect) => window.location.assign(redirect) });
  return (
    <>
      <PageHeading>Request API Access</PageHeading>
      {consent.isPending && <LoadingBlocks lines={4} />}
      {consent.error && (
        <>
          <ErrorAlert error={consent.error} />
          <p>
            Nothing was granted. <Link to={`${adminPath}/app/dashboard`}>Back to your apps</Link>
          </p>
        </>
      )}
      {consent.data && (
        <Card style={{ maxWidth: 560 }}>
          <Card.Body>
            <div className="d-flex align-items-center gap-3 mb-3">
              <AppIcon name={consent.data.app.name} icon={consent.data.app.icon} size={56} />
              <div>
                <h2 className="h5 mb-0">{consent.data.app.name}</h2>
                {consent.data.app.developer && (
                  <small className="text-body-secondary">by {consent.data.app.developer}</small>
                )}
              </div>
            </div>
            {consent.data.app.description && <p>{consent.data.app.description}</p>}
            <p className="fw-semibold mb-2">
              {consent.data.installed
                ? `${consent.data.app.name} is installed and asks for this access now:`
                : `${consent.data.app.name} asks to:`}
            </p>
            <ul aria-label="Requested access">
              {consent.data.scopes.map((s) => (
                <li key={s.scope}>
                  {s.words} <small className="text-body-secondary">({s.scope})</small>
                </li>
              ))}
            </ul>
            <p className="small text-body-secondary">
              You will be sent back to {new URL(consent.data.redirect_uri).host}. You can revoke the access at
              any time from the app’s page.
            </p>
            <ErrorAlert error={decide.error} />
            <div className="d-flex gap-2">
              <Button disabled={decide.isPending} onClick={() => answer('grant')}>
                Grant access
              </Button>
              <Button
                variant="outline-secondary"
                disabled={decide.isPending}
                onClick={() => answer('refuse')}
              >
                Refuse
              </Button>
            </div>
          </Card.Body>
        </Card>
      )}
    </>
  );
}
