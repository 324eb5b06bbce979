import { PageHeading } from '../../../ui/PageHeading';

export default function TrackOrderPage() {
  return <PageHeading>Order Status</PageHeading>;
}
