import { PageHeading } from '../../../ui/PageHeading';

export default function ProductPage() {
  return <PageHeading>Product</PageHeading>;
}
