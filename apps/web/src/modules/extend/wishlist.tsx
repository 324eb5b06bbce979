import { PageHeading } from '../../ui/PageHeading';

export default function SharedWishlistPage() {
  return <PageHeading>Wishlist</PageHeading>;
}
