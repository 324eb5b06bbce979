import { Link } from 'react-router';
import { useShopConfig } from '../../../../app/shop-config';
import { useStaffPermissions } from '../../../access/staff-permissions';
import { type ShippingField, ShippingPanelForm, type ShippingPanelProps } from '../ShippingPanelForm';

export const title = 'Advanced Shipper';

const fields: ShippingField[] = [
  { field: 'active', label: 'Status', kind: 'enabled' },
  {
    field: 'method_sorting',
    label: 'Method Sorting',
    kind: 'select',
    options: [
      { value: '1', label: 'Cost Ascending' },
      { value: '2', label: 'Cost Descending' },
    ],
  },
  { field: 'debug', label: 'Debug', kind: 'enabled', help: 'Shows shoppers why a method is not offered.' },
  { field: 'sort_order', label: 'Sort Order', kind: 'decimal' },
  {
    field: 'shipping_box_status',
    label: 'Shipping Box',
    kind: 'enabled',
    help: 'Shows the shipping-box fields on the product form.',
  },
];

/** SPEC §2: links to the three shipping plugins, under the shop's admin path (for roles that may open them). */
export default function AdvancedShipperPanel(props: ShippingPanelProps) {
  const { adminPath } = useShopConfig();
  const staff = useStaffPermissions();
  return (
    <ShippingPanelForm module="advancedshipper" fields={fields} {...props}>
      <ul className="list-unstyled mb-3" hidden={!staff.may('plugins')}>
        <li>
          <Link to={`${adminPath}/plugin/advancedshipper`}>Manage shipping methods</Link>
        </li>
        <li>
          <Link to={`${adminPath}/plugin/productnestinggroup`}>Product nesting groups</Link>
        </li>
        <li>
          <Link to={`${adminPath}/plugin/shippingboxmanager`}>Shipping boxes manager</Link>
        </li>
      </ul>
    </ShippingPanelForm>
  );
}
