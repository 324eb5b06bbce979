import type { RouteHandle } from '../../../../app/route-meta';
import { RecordTablePage } from '../../../records/RecordTablePage';
import { groupsApi } from './api/groups';
import { GroupForm } from './components/GroupForm';

const title = 'Product Nesting Groups';
export const handle: RouteHandle = { title };

/** plugin/productnestinggroup/dashboard: products that nest inside one another count once for volume when packing. */
export default function ProductNestingGroupsPage() {
  return (
    <RecordTablePage
      title={title}
      noun="Group"
      api={groupsApi}
      Form={GroupForm}
      empty="No nesting groups yet."
      columns={[
        { header: 'Group Name', cell: (group) => group.name },
        { header: 'Products', cell: (group) => group.products.map((p) => p.name).join(', ') },
        { header: 'Stacking Height', cell: (group) => `${group.stacking_height} cm` },
      ]}
    />
  );
}
