import { PageHeading } from '../../ui/PageHeading';

export default function OrderListPage() {
  return <PageHeading>My Orders</PageHeading>;
}
