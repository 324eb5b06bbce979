import { canadaPostServices } from '@emporia/contracts/shipping-services';
import { type ShippingField, ShippingPanelForm, type ShippingPanelProps } from '../ShippingPanelForm';

export const title = 'Canada Post';

const fields: ShippingField[] = [
  { field: 'active', label: 'Status', kind: 'enabled' },
  { field: 'username', label: 'Username', kind: 'text' },
  { field: 'password', label: 'Password', kind: 'text' },
  { field: 'customer_number', label: 'Customer Number', kind: 'text' },
  { field: 'postcode', label: 'Origin Postcode', kind: 'text' },
  {
    field: 'hostname',
    label: 'Hostname',
    kind: 'select',
    options: [
      { value: 'development', label: 'Development (ct.soa-gw.canadapost.ca)' },
      { value: 'production', label: 'Production (soa-gw.canadapost.ca)' },
    ],
  },
  { field: 'services', label: 'Services', kind: 'services', options: canadaPostServices },
  {
    field: 'weight_unit',
    label: 'Weight Unit',
    kind: 'select',
    options: [
      { value: 'lb', label: 'Pounds (lb)' },
      { value: 'kg', label: 'Kilograms (kg)' },
    ],
  },
  { field: 'shipping_zone', label: 'Shipping Zone', kind: 'zone' },
  { field: 'handling_fee', label: 'Handling Fee', kind: 'decimal' },
];

export default function CanadaPostPanel(props: ShippingPanelProps) {
  return <ShippingPanelForm module="canadapost" fields={fields} {...props} />;
}
