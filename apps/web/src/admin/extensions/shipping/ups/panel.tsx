import { upsServices } from '@emporia/contracts/shipping-services';
import { LoadFailure } from '../../../access/LoadState';
import { useCountryList } from '../api/country-list';
import { type ShippingField, ShippingPanelForm, type ShippingPanelProps } from '../ShippingPanelForm';

export const title = 'UPS';

const fields: ShippingField[] = [
  { field: 'active', label: 'Status', kind: 'enabled' },
  {
    field: 'username',
    label: 'Username',
    kind: 'text',
    required: true,
    help: 'The client ID of your UPS developer app.',
  },
  {
    field: 'password',
    label: 'Password',
    kind: 'text',
    required: true,
    help: 'The client secret of your UPS developer app.',
  },
  {
    field: 'access_license_number',
    label: 'Access License',
    kind: 'text',
    required: true,
    help: 'Your UPS account number: it identifies the shipper and unlocks negotiated rates.',
  },
  { field: 'source_country', label: 'Country', kind: 'country', required: true },
  { field: 'source_postcode', label: 'Postcode', kind: 'text', required: true },
  {
    field: 'weight_unit',
    label: 'Weight Unit',
    kind: 'select',
    options: [
      { value: 'LBS', label: 'Pounds (LBS)' },
      { value: 'KGS', label: 'Kilograms (KGS)' },
    ],
  },
  {
    field: 'unit_of_measurement',
    label: 'Unit of Measurement',
    kind: 'select',
    options: [
      { value: 'IN', label: 'Inches (IN)' },
      { value: 'CM', label: 'Centimetres (CM)' },
    ],
  },
  { field: 'shipping_zone', label: 'Shipping Zone', kind: 'zone' },
  { field: 'handling_fee', label: 'Handling Fee', kind: 'decimal' },
  { field: 'services', label: 'Services', kind: 'services', options: upsServices },
];

/**
 * The country select is filled from country_list; the panel waits for it as for its settings,
 * and says why when it cannot have it (never loaders that wait on).
 */
export default function UpsPanel({ loaded, ...props }: ShippingPanelProps) {
  const countries = useCountryList();
  if (countries.isError) return <LoadFailure error={countries.error} onRetry={() => countries.refetch()} />;
  return (
    <ShippingPanelForm
      module="ups"
      fields={fields}
      loaded={loaded && countries.isSuccess}
      countries={countries.data}
      {...props}
    />
  );
}
