import { type ShippingField, ShippingPanelForm, type ShippingPanelProps } from '../ShippingPanelForm';

export const title = 'Free Shipping';

const fields: ShippingField[] = [
  { field: 'active', label: 'Status', kind: 'enabled' },
  { field: 'shipping_cost', label: 'Shipping Cost', kind: 'text' },
  { field: 'shipping_zone', label: 'Shipping Zone', kind: 'zone' },
  { field: 'sort_order', label: 'Sort Order', kind: 'decimal' },
  { field: 'handling_fee', label: 'Handling Fee', kind: 'decimal' },
  {
    field: 'total_condition',
    label: 'Total Condition',
    kind: 'text',
    help: 'Minimum order total. Leave empty for any total.',
  },
  {
    field: 'weight_condition',
    label: 'Weight Condition',
    kind: 'text',
    help: 'Minimum cart weight in kg. Leave empty for any weight.',
  },
  {
    field: 'item_count_condition',
    label: 'Item Count Condition',
    kind: 'text',
    help: 'Minimum number of items. Leave empty for any number.',
  },
];

export default function FreeShippingPanel(props: ShippingPanelProps) {
  return <ShippingPanelForm module="freeshipping" fields={fields} {...props} />;
}
