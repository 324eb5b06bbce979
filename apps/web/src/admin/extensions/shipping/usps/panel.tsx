import {
  uspsDomesticServices,
  uspsInternationalServices,
  uspsMailTypes,
} from '@emporia/contracts/shipping-services';
import { type ShippingField, ShippingPanelForm, type ShippingPanelProps } from '../ShippingPanelForm';

export const title = 'USPS';

const fields: ShippingField[] = [
  { field: 'active', label: 'Status', kind: 'enabled' },
  { field: 'username', label: 'Username', kind: 'text', help: 'Your USPS Web Tools user ID.' },
  { field: 'origination_postcode', label: 'Origination Zip Code', kind: 'text' },
  { field: 'services', label: 'Domestic Services', kind: 'services', options: uspsDomesticServices },
  {
    field: 'international_services',
    label: 'International Services',
    kind: 'services',
    options: uspsInternationalServices,
  },
  { field: 'mail_type', label: 'Mail Type', kind: 'select', options: uspsMailTypes },
  {
    field: 'size',
    label: 'Size',
    kind: 'select',
    options: [
      { value: 'REGULAR', label: 'Regular' },
      { value: 'LARGE', label: 'Large' },
    ],
  },
  {
    field: 'machinable',
    label: 'Machinable',
    kind: 'select',
    options: [
      { value: '1', label: 'Yes' },
      { value: '0', label: 'No' },
    ],
  },
  { field: 'shipping_zone', label: 'Shipping Zone', kind: 'zone' },
  { field: 'handling_fee', label: 'Handling Fee', kind: 'decimal' },
];

export default function UspsPanel(props: ShippingPanelProps) {
  return <ShippingPanelForm module="usps" fields={fields} {...props} />;
}
