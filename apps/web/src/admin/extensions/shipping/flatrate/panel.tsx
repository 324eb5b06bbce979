import { type ShippingField, ShippingPanelForm, type ShippingPanelProps } from '../ShippingPanelForm';

export const title = 'Flat Rate';

const fields: ShippingField[] = [
  { field: 'active', label: 'Status', kind: 'enabled' },
  { field: 'shipping_cost', label: 'Shipping Cost', kind: 'text' },
  { field: 'shipping_zone', label: 'Shipping Zone', kind: 'zone' },
  { field: 'sort_order', label: 'Sort Order', kind: 'decimal' },
  { field: 'handling_fee', label: 'Handling Fee', kind: 'decimal' },
];

export default function FlatRatePanel(props: ShippingPanelProps) {
  return <ShippingPanelForm module="flatrate" fields={fields} {...props} />;
}
