import { type PanelField, PaymentPanelForm, type PaymentPanelProps } from '../PaymentPanelForm';

export const title = 'PayPal';

const key = (field: string) => `module_payment_paypal_${field}`;

/** SPEC §2 wallet/card provider B. */
const fields: PanelField[] = [
  { key: key('active'), label: 'Enable PayPal module', kind: 'enabled' },
  {
    key: key('environment'),
    label: 'Environment',
    kind: 'select',
    options: [
      { value: 'sandbox', label: 'Sandbox' },
      { value: 'live', label: 'Live' },
    ],
  },
  { key: key('sandbox_client_id'), label: 'Sandbox Client ID', kind: 'text' },
  { key: key('sandbox_client_secret'), label: 'Sandbox Client Secret', kind: 'text', hidden: true },
  { key: key('live_client_id'), label: 'Live Client ID', kind: 'text' },
  { key: key('live_client_secret'), label: 'Live Client Secret', kind: 'text', hidden: true },
  { key: key('order_status'), label: 'Order Status', kind: 'order_status' },
  { key: key('accept_credits'), label: 'Accept Credits', kind: 'enabled' },
  { key: key('accept_cards'), label: 'Accept Cards', kind: 'enabled' },
  { key: key('venmo'), label: 'Enable Venmo', kind: 'enabled' },
  { key: key('paylater'), label: 'Enable Paylater', kind: 'enabled' },
];

const defaults = {
  [key('active')]: '0',
  [key('environment')]: 'sandbox',
  [key('order_status')]: '1',
  [key('accept_credits')]: '0',
  [key('accept_cards')]: '0',
  [key('venmo')]: '0',
  [key('paylater')]: '0',
};

export default function PaypalPanel(props: PaymentPanelProps) {
  return <PaymentPanelForm method="paypal" fields={fields} defaults={defaults} {...props} />;
}
