import { PageHeading } from '../../../ui/PageHeading';

export default function QuickReorderPage() {
  return <PageHeading>Quick Reorder</PageHeading>;
}
