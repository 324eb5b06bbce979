import type { RouteHandle } from '../../../app/route-meta';
import { PageHeading } from '../../../ui/PageHeading';

export const handle: RouteHandle = { title: 'Add Shipping Method' };

export default function ShippingMethodCreatePage() {
  return <PageHeading>{handle.title}</PageHeading>;
}
