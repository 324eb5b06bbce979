import { PageHeading } from '../../../ui/PageHeading';

export default function BlogPage() {
  return <PageHeading>Learning Center</PageHeading>;
}
