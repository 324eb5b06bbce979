import { PageHeading } from '../../../ui/PageHeading';

export default function CartPage() {
  return <PageHeading>Shopping Cart</PageHeading>;
}
