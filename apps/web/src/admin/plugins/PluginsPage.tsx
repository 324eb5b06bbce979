import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { adminPlugins } from '../extensions/plugin-pages';
import { useShopPlugins, useTurnPlugin } from './plugins-api';

/** plugin/index: every plugin the platform offers, turned on or off for this shop. */
export default function PluginsPage() {
  const plugins = useShopPlugins();
  const turn = useTurnPlugin();
  const { adminPath } = useShopConfig();
  return (
    <>
      <PageHeading>Plugins</PageHeading>
      <p className="text-body-secondary">
        A plugin adds its own pages to this menu and its features to your shop while it is on. Turning one off
        keeps its settings and data for when you turn it on again.
      </p>
      <ErrorAlert error={plugins.error ?? turn.error} />
      {plugins.isPending && <LoadingBlocks lines={3} />}
      {plugins.data?.length === 0 && <p>No plugins are available yet.</p>}
      <div className="d-grid gap-3">
        {plugins.data?.map((plugin) => {
          const pages = adminPlugins.find((entry) => entry.name === plugin.name);
          return (
            <Card
              as="section"
              key={plugin.name}
              aria-labelledby={`plugin-${plugin.name}`}
              data-plugin={plugin.name}
            >
              <Card.Body className="d-flex gap-3 align-items-start justify-content-between">
                <div className="flex-grow-1">
                  <h2 id={`plugin-${plugin.name}`} className="h5 mb-1">
                    {plugin.label}
                  </h2>
                  <p className="mb-2 text-body-secondary">{plugin.description}</p>
                  {plugin.enabled && pages && (
                    <Link to={`${adminPath}/plugin/${plugin.name}`}>Open {plugin.label}</Link>
                  )}
                </div>
                <Form.Check
                  className="flex-shrink-0 text-nowrap"
                  type="switch"
                  id={`plugin-switch-${plugin.name}`}
                  label={plugin.enabled ? 'On' : 'Off'}
                  aria-label={`${plugin.label} on`}
                  checked={plugin.enabled}
                  disabled={turn.isPending}
                  onChange={(event) => turn.mutate({ name: plugin.name, enabled: event.target.checked })}
                />
              </Card.Body>
            </Card>
          );
        })}
      </div>
    </>
  );
}
