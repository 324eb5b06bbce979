import { PageHeading } from '../../ui/PageHeading';
import { WhenLoaded } from '../access/LoadState';
import { useShippingSettings } from '../extensions/shipping/api/shipping-settings';
import { useShippingZones } from '../extensions/shipping/api/shipping-zones';
import { shippingPanels } from '../extensions/shipping-panels';
import { CarrierErrorsCard } from './CarrierErrorsCard';
import { SettingsPanelCard } from './SettingsPanelCard';

/**
 * {admin path}/setting/shipping: the eight shipping panels (SPEC §2), each loading until the
 * settings are in. A failed load shows why in place of the panels, never loaders that wait on.
 */
export default function ShippingSettingsPage() {
  const settings = useShippingSettings();
  const zones = useShippingZones();
  // Each panel shows its placeholder blocks until `loaded` (SPEC §2); a failed load shows why instead.
  const panels = (loaded: boolean) =>
    shippingPanels.map(({ module, title, Panel }) => (
      <SettingsPanelCard key={module} kind="module" name={module} title={title}>
        <Panel
          loaded={loaded}
          settings={settings.data?.data[module]}
          secretsSet={settings.data?.secrets_set[module]}
          zones={zones.data ?? []}
        />
      </SettingsPanelCard>
    ));

  return (
    <>
      <PageHeading>Shipping Methods</PageHeading>
      <CarrierErrorsCard />
      <WhenLoaded queries={[settings, zones]} pending={panels(false)}>
        {panels(true)}
      </WhenLoaded>
    </>
  );
}
