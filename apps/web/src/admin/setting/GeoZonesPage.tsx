import type { GeoZoneInput, GeoZoneSummary } from '@emporia/contracts/geo-zones';
import { WhenLoaded } from '../access/LoadState';
import { type RecordFormProps, RecordTablePage } from '../records/RecordTablePage';
import { useCountryList } from './zone/api/countries';
import { useGeoZone } from './zone/api/geo-zone';
import { geoZonesApi } from './zone/api/geo-zone-list';
import { GeoZoneForm } from './zone/GeoZoneForm';

/** The dialog's form: a zone is read whole (countries and states) before it is changed. */
function ZoneForm({ row, ...props }: RecordFormProps<GeoZoneSummary, GeoZoneInput>) {
  const countries = useCountryList();
  const details = useGeoZone(row?.id ?? null);
  return (
    <WhenLoaded queries={row ? [countries, details] : [countries]}>
      <GeoZoneForm
        key={row ? `${row.id}-${details.dataUpdatedAt}` : 'new'}
        zone={row ? (details.data ?? null) : null}
        countries={countries.data ?? []}
        {...props}
      />
    </WhenLoaded>
  );
}

/**
 * {admin path}/setting/zone: the shop's geo zones (shipping zones of the
 * shipping modules, and the places tax rates apply), each a set of countries
 * or single states; added and changed in a dialog on this page.
 */
export default function GeoZonesPage() {
  return (
    <RecordTablePage
      title="Zones"
      noun="Zone"
      api={geoZonesApi}
      Form={ZoneForm}
      announce
      empty="No zones yet."
      columns={[
        { header: 'Zone Name', cell: (zone) => zone.name },
        { header: 'Description', cell: (zone) => zone.description },
        { header: 'Countries and States', cell: (zone) => zone.member_count },
      ]}
    />
  );
}
