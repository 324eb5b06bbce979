import type { RouteHandle } from '../../../app/route-meta';
import { PageHeading } from '../../../ui/PageHeading';

export const handle: RouteHandle = { title: 'Shipping Boxes Manager' };

export default function ShippingBoxesPage() {
  return <PageHeading>{handle.title}</PageHeading>;
}
