import type { RouteHandle } from '../../../app/route-meta';
import { PageHeading } from '../../../ui/PageHeading';

export const handle: RouteHandle = { title: 'Product Nesting Groups' };

export default function ProductNestingGroupsPage() {
  return <PageHeading>{handle.title}</PageHeading>;
}
