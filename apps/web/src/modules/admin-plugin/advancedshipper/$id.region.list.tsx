import type { RouteHandle } from '../../../app/route-meta';
import { PageHeading } from '../../../ui/PageHeading';

export const handle: RouteHandle = { title: 'Shipping Regions' };

export default function ShippingRegionListPage() {
  return <PageHeading>{handle.title}</PageHeading>;
}
