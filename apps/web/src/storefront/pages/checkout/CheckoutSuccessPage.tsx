import { PageHeading } from '../../../ui/PageHeading';

export default function CheckoutSuccessPage() {
  return <PageHeading>Thank You for Your Order</PageHeading>;
}
