import Card from 'react-bootstrap/Card';
import { usePaymentSettings } from '../../modules/payment/api/payment-settings';
import { paymentPanels } from '../../modules/payment-panels';
import { PageHeading } from '../../ui/PageHeading';
import { WhenLoaded } from '../access/LoadState';
import { useOrderStatuses } from '../order/api/order-statuses';

/**
 * {admin path}/setting/payment: the five payment panels (SPEC §2), each loading until the
 * settings are in. A failed load shows why in place of the panels, never loaders that wait on.
 */
export default function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const statuses = useOrderStatuses();
  // Each panel shows its placeholder blocks until `loaded` (SPEC §2); a failed load shows why instead.
  const panels = (loaded: boolean) =>
    paymentPanels.map(({ method, title, Panel }) => (
      <Card
        as="section"
        key={method}
        className="mb-4"
        aria-labelledby={`payment-panel-${method}`}
        data-method={method}
      >
        <Card.Header className="bg-white">
          <h2 id={`payment-panel-${method}`} className="h5 mb-0">
            {title}
          </h2>
        </Card.Header>
        <Card.Body>
          <Panel
            loaded={loaded}
            settings={settings.data?.data[method]}
            secretsSet={settings.data?.secrets_set[method]}
            orderStatuses={statuses.data ?? []}
          />
        </Card.Body>
      </Card>
    ));

  return (
    <>
      <PageHeading>Payment Methods</PageHeading>
      <WhenLoaded queries={[settings, statuses]} pending={panels(false)}>
        {panels(true)}
      </WhenLoaded>
    </>
  );
}
