import { PageHeading } from '../../ui/PageHeading';

export default function OrderDetailsPage() {
  return <PageHeading>Order Details</PageHeading>;
}
