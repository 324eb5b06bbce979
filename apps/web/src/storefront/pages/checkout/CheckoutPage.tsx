import { PageHeading } from '../../../ui/PageHeading';

export default function CheckoutPage() {
  return <PageHeading>Checkout</PageHeading>;
}
