import { PageHeading } from '../../ui/PageHeading';

export default function AddAddressPage() {
  return <PageHeading>Add New Address</PageHeading>;
}
