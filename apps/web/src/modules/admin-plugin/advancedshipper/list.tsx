import type { RouteHandle } from '../../../app/route-meta';
import { PageHeading } from '../../../ui/PageHeading';

export const handle: RouteHandle = { title: 'Shipping Methods' };

export default function ShippingMethodListPage() {
  return <PageHeading>{handle.title}</PageHeading>;
}
