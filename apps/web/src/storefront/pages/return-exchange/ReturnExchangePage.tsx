import { PageHeading } from '../../../ui/PageHeading';

export default function ReturnExchangePage() {
  return <PageHeading>Return or Exchange Request</PageHeading>;
}
