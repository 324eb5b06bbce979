import { PageHeading } from '../../ui/PageHeading';

export default function AddressBookPage() {
  return <PageHeading>Address Book</PageHeading>;
}
