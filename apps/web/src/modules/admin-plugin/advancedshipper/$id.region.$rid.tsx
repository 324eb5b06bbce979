import type { RouteHandle } from '../../../app/route-meta';
import { PageHeading } from '../../../ui/PageHeading';

export const handle: RouteHandle = { title: 'Edit Shipping Region' };

export default function ShippingRegionEditPage() {
  return <PageHeading>{handle.title}</PageHeading>;
}
