import Card from 'react-bootstrap/Card';
import { usePaymentSettings } from '../../modules/payment/api/payment-settings';
import { paymentPanels } from '../../modules/payment-panels';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeading } from '../../ui/PageHeading';
import { useOrderStatuses } from '../order/api/order-statuses';

/** {admin path}/setting/payment: the five payment panels (SPEC §2), each loading until the settings are in. */
export default function PaymentSettingsPage() {
  const settings = usePaymentSettings();
  const statuses = useOrderStatuses();
  const loaded = settings.isSuccess && statuses.isSuccess;

  return (
    <>
      <PageHeading>Payment Methods</PageHeading>
      <ErrorAlert error={settings.error ?? statuses.error} />
      {paymentPanels.map(({ method, title, Panel }) => (
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
      ))}
    </>
  );
}
