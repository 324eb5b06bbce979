import { PageHeading } from '../../../ui/PageHeading';

export default function ReturnExchangeFormPage() {
  return <PageHeading>Returns & Exchanges</PageHeading>;
}
