import type { RouteHandle } from '../../../app/route-meta';
import { PageHeading } from '../../../ui/PageHeading';

export const handle: RouteHandle = { title: 'Edit Shipping Method' };

export default function ShippingMethodEditPage() {
  return <PageHeading>{handle.title}</PageHeading>;
}
