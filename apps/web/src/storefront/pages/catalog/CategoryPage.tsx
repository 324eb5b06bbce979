import { PageHeading } from '../../../ui/PageHeading';

export default function CategoryPage() {
  return <PageHeading>Category</PageHeading>;
}
