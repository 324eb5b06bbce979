import { type ShippingField, ShippingPanelForm, type ShippingPanelProps } from '../ShippingPanelForm';

export const title = 'Store Pickup';

/** SPEC §3: the same keys as free shipping; the three conditions stay in the data but not in the form. */
const fields: ShippingField[] = [
  { field: 'active', label: 'Status', kind: 'enabled' },
  { field: 'shipping_cost', label: 'Shipping Cost', kind: 'text' },
  { field: 'shipping_zone', label: 'Shipping Zone', kind: 'zone' },
  { field: 'sort_order', label: 'Sort Order', kind: 'decimal' },
  { field: 'handling_fee', label: 'Handling Fee', kind: 'decimal' },
];

export default function StorePickupPanel(props: ShippingPanelProps) {
  return <ShippingPanelForm module="storepickup" fields={fields} {...props} />;
}
