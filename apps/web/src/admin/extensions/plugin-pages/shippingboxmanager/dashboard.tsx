import type { RouteHandle } from '../../../../app/route-meta';
import { RecordTablePage } from '../../../records/RecordTablePage';
import { boxesApi } from './api/boxes';
import { BoxForm } from './components/BoxForm';

const title = 'Shipping Boxes Manager';
export const handle: RouteHandle = { title };

const size = (l: number, w: number, h: number) => `${l} × ${w} × ${h} cm`;

/**
 * plugin/shippingboxmanager/dashboard: the box sizes carts are packed into
 * before carriers rate them (largest items first, no box over its maximum weight).
 */
export default function ShippingBoxesPage() {
  return (
    <RecordTablePage
      title={title}
      noun="Box"
      api={boxesApi}
      Form={BoxForm}
      empty="No boxes yet: carriers then rate each cart as one parcel of its weight."
      columns={[
        { header: 'Box Name', cell: (box) => box.name },
        { header: 'Outer Size', cell: (box) => size(box.outer_length, box.outer_width, box.outer_height) },
        { header: 'Inner Size', cell: (box) => size(box.inner_length, box.inner_width, box.inner_height) },
        { header: 'Empty Weight', cell: (box) => `${box.empty_weight} kg` },
        { header: 'Maximum Weight', cell: (box) => `${box.max_weight} kg` },
        { header: 'Status', cell: (box) => (box.status === 1 ? 'Enabled' : 'Disabled') },
      ]}
    />
  );
}
