import { PageHeading } from '../../../ui/PageHeading';

export default function UnsubscribePage() {
  return <PageHeading>Unsubscribe</PageHeading>;
}
