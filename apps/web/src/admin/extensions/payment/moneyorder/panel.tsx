import { type PanelField, PaymentPanelForm, type PaymentPanelProps } from '../PaymentPanelForm';

export const title = 'Money Order';

/** SPEC §2 money order: enable and order status. */
const fields: PanelField[] = [
  { key: 'module_payment_moneyorder_active', label: 'Enable Money Order module', kind: 'enabled' },
  { key: 'module_payment_moneyorder_order_status', label: 'Order Status', kind: 'order_status' },
];

const defaults = { module_payment_moneyorder_active: '0', module_payment_moneyorder_order_status: '1' };

export default function MoneyOrderPanel(props: PaymentPanelProps) {
  return <PaymentPanelForm method="moneyorder" fields={fields} defaults={defaults} {...props} />;
}
