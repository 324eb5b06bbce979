import { appScopes, scopeInWords } from '@emporia/contracts/app-scopes';
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
  if (!search.has('client_id')) return <HowApiAccessWorks adminPath={adminPath} />;
  return <Consent query={query} params={params} />;
}

/**
 * The page without an app's request (the sidebar's entry): how API access is had here — through
 * an app's Install and this consent screen, never a key handed out — and where to start.
 */
function HowApiAccessWorks({ adminPath }: { adminPath: string }) {
  return (
    <>
      <PageHeading>Request API Access</PageHeading>
      <Card className="mb-3" style={{ maxWidth: 720 }}>
        <Card.Body>
          <h2 className="h5">How an app gets API access</h2>
          <ol className="mb-3">
            <li>Choose an app in the directory and press Install.</li>
            <li>
              The app brings you back to this page with what it asks for, in plain words: to see or to change
              your products, orders, customers and so on.
            </li>
            <li>
              Grant access, or refuse. A granted app gets a token that works only for what you granted, until
              you revoke it on the app’s page; staff accounts and your subscription are never open to apps.
            </li>
          </ol>
          <Link className="btn btn-primary" to={`${adminPath}/app/dashboard`}>
            Choose an app to install
          </Link>
        </Card.Body>
      </Card>
      <Card style={{ maxWidth: 720 }}>
        <Card.Body>
          <h2 className="h5">What an app can ask for</h2>
          <ul aria-label="Access an app can ask for">
            {appScopes
              .filter((scope) => scope.startsWith('read_'))
              .map((scope) => (
                <li key={scope}>
                  {scopeInWords(scope)}{' '}
                  <small className="text-body-secondary">
                    ({scope}; {scope.replace('read_', 'write_')} to change them too)
                  </small>
                </li>
              ))}
          </ul>
          <p className="mb-0 small text-body-secondary">
            Building an app? The platform lists it in the directory and gives it its client id; the{' '}
            <a href="/api/docs" target="_blank" rel="noopener">
              API reference
            </a>{' '}
            lists every call an app’s token can make.
          </p>
        </Card.Body>
      </Card>
    </>
  );
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
