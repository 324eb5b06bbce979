import { PageHeading } from '../../ui/PageHeading';
import { WhenLoaded } from '../access/LoadState';
import { usePaymentSettings } from '../extensions/payment/api/payment-settings';
import { paymentPanels } from '../extensions/payment-panels';
import { useOrderStatuses } from '../order/api/order-statuses';
import { SettingsPanelCard } from './SettingsPanelCard';

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
      <SettingsPanelCard key={method} kind="method" name={method} title={title}>
        <Panel
          loaded={loaded}
          settings={settings.data?.data[method]}
          secretsSet={settings.data?.secrets_set[method]}
          orderStatuses={statuses.data ?? []}
        />
      </SettingsPanelCard>
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
