import { PageHeading } from '../../../ui/PageHeading';

export default function WishlistPage() {
  return <PageHeading>My Wishlist</PageHeading>;
}
