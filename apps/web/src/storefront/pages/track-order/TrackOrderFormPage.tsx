import { PageHeading } from '../../../ui/PageHeading';

export default function TrackOrderFormPage() {
  return <PageHeading>Track Your Order</PageHeading>;
}
