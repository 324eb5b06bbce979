import { PageHeading } from '../../ui/PageHeading';

export default function EditAddressPage() {
  return <PageHeading>Edit Address</PageHeading>;
}
