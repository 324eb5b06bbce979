import { type PanelField, PaymentPanelForm, type PaymentPanelProps } from '../PaymentPanelForm';

export const title = 'Square';

// The data model spells the sandbox keys `sanbox_` (SPEC §3); the keys keep it, the labels do not.
const key = (field: string) => `module_payment_square_${field}`;

/** SPEC §2 provider C. */
const fields: PanelField[] = [
  { key: key('active'), label: 'Enable Square module', kind: 'enabled' },
  {
    key: key('environment'),
    label: 'Environment',
    kind: 'select',
    options: [
      { value: 'sandbox', label: 'Sandbox' },
      { value: 'live', label: 'Live' },
    ],
  },
  { key: key('sanbox_application_id'), label: 'Sandbox Application ID', kind: 'text' },
  { key: key('sanbox_access_token'), label: 'Sandbox Access Token', kind: 'text', hidden: true },
  { key: key('production_application_id'), label: 'Production Application ID', kind: 'text' },
  { key: key('production_access_token'), label: 'Production Access Token', kind: 'text', hidden: true },
  { key: key('sanbox_location_id'), label: 'Sandbox Location ID', kind: 'text' },
  { key: key('location_id'), label: 'Production Location ID', kind: 'text' },
  { key: key('order_status'), label: 'Order Status', kind: 'order_status' },
];

const defaults = { [key('active')]: '0', [key('environment')]: 'sandbox', [key('order_status')]: '1' };

export default function SquarePanel(props: PaymentPanelProps) {
  return <PaymentPanelForm method="square" fields={fields} defaults={defaults} {...props} />;
}
