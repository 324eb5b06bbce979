import { PageHeading } from '../../../ui/PageHeading';

export default function InvoicePage() {
  return <PageHeading>Invoice</PageHeading>;
}
