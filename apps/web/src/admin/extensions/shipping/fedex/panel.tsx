import { fedexServices } from '@emporia/contracts/shipping-services';
import { fedexPackagingTypes, fedexPickupTypes } from '@emporia/contracts/shipping-settings';
import { type ShippingField, ShippingPanelForm, type ShippingPanelProps } from '../ShippingPanelForm';

export const title = 'FedEx';

const words = (code: string) =>
  code
    .toLowerCase()
    .split('_')
    .map((w) => (w === 'fedex' ? 'FedEx' : /\d/.test(w) ? w.toUpperCase() : w[0]!.toUpperCase() + w.slice(1)))
    .join(' ');

const fields: ShippingField[] = [
  { field: 'active', label: 'Status', kind: 'enabled' },
  { field: 'account_number', label: 'Account Number', kind: 'text', required: true },
  { field: 'client_id', label: 'Client ID', kind: 'text', required: true },
  { field: 'client_secret', label: 'Client Secret', kind: 'text', required: true },
  { field: 'signature', label: 'Signature Required', kind: 'enabled' },
  {
    field: 'weight_unit',
    label: 'Weight Unit',
    kind: 'select',
    options: [
      { value: 'lb', label: 'Pounds (lb)' },
      { value: 'kg', label: 'Kilograms (kg)' },
    ],
  },
  {
    field: 'rate_request',
    label: 'Rate Request',
    kind: 'select',
    options: [
      { value: 'ACCOUNT', label: 'Account rates' },
      { value: 'LIST', label: 'List rates' },
      { value: 'ACCOUNT_LIST', label: 'Account and list rates' },
    ],
  },
  {
    field: 'pickup_type',
    label: 'Pickup Type',
    kind: 'select',
    options: fedexPickupTypes.map((v) => ({ value: v, label: words(v) })),
  },
  {
    field: 'packaging_type',
    label: 'Packaging Type',
    kind: 'select',
    options: fedexPackagingTypes.map((v) => ({ value: v, label: words(v) })),
  },
  { field: 'saturday_delivery', label: 'Saturday Delivery', kind: 'enabled' },
  { field: 'shipping_zone', label: 'Shipping Zone', kind: 'zone' },
  { field: 'handling_fee', label: 'Handling Fee', kind: 'decimal' },
  { field: 'services', label: 'Services', kind: 'services', options: fedexServices },
  {
    field: 'display_error',
    label: 'Display Errors (Debug)',
    kind: 'enabled',
    help: 'Shows FedEx errors to shoppers at checkout.',
  },
];

export default function FedexPanel(props: ShippingPanelProps) {
  return (
    <ShippingPanelForm module="fedex" fields={fields} {...props}>
      <p className="text-body-secondary">
        FedEx delivers to 220+ countries and territories. Enter the API project credentials from the FedEx
        Developer Portal.
      </p>
    </ShippingPanelForm>
  );
}
