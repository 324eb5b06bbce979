import type { RouteHandle } from '../../../app/route-meta';
import { PageHeading } from '../../../ui/PageHeading';

export const handle: RouteHandle = { title: 'Add Shipping Region' };

export default function ShippingRegionCreatePage() {
  return <PageHeading>{handle.title}</PageHeading>;
}
