import { type PanelField, PaymentPanelForm, type PaymentPanelProps } from '../PaymentPanelForm';

export const title = 'Stripe';

const key = (field: string) => `module_payment_stripe_${field}`;

/** SPEC §2 provider D. */
const fields: PanelField[] = [
  { key: key('active'), label: 'Enable Stripe module', kind: 'enabled' },
  {
    key: key('environment'),
    label: 'Environment',
    kind: 'select',
    options: [
      { value: 'sandbox', label: 'Sandbox' },
      { value: 'live', label: 'Live' },
    ],
  },
  { key: key('testing_publishable_key'), label: 'Testing Publishable Key', kind: 'text' },
  { key: key('testing_secret_key'), label: 'Testing Secret Key', kind: 'text', hidden: true },
  { key: key('live_publishable_key'), label: 'Live Publishable Key', kind: 'text' },
  { key: key('live_secret_key'), label: 'Live Secret Key', kind: 'text', hidden: true },
  { key: key('order_status'), label: 'Order Status', kind: 'order_status' },
];

const defaults = { [key('active')]: '0', [key('environment')]: 'sandbox', [key('order_status')]: '1' };

export default function StripePanel(props: PaymentPanelProps) {
  return <PaymentPanelForm method="stripe" fields={fields} defaults={defaults} {...props} />;
}
