import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useWishlist, useWishlistDelete } from '../../extensions/wishlist/api';
import { WishlistCard } from '../../extensions/wishlist/WishlistCard';
import { WishlistShare } from '../../extensions/wishlist/WishlistShare';
import { useProfile } from '../api/profile';

/** SPEC §2 My Wishlist: cards with add-to-cart and delete, and the shareable link. */
export default function WishlistPage() {
  const { t } = useTranslation();
  const wishlist = useWishlist();
  const remove = useWishlistDelete();
  const profile = useProfile();
  return (
    <>
      <PageHeading>{t('wishlist.title')}</PageHeading>
      <ErrorAlert error={wishlist.error ?? remove.error} />
      {wishlist.isPending && <LoadingBlocks lines={5} />}
      {wishlist.data?.length === 0 && <p>{t('wishlist.empty')}</p>}
      <Row xs={1} sm={2} lg={3} className="g-3">
        {wishlist.data?.map((product) => (
          <Col key={product.id}>
            <WishlistCard
              product={product}
              initialQuantity={product.wl_qty}
              onDelete={() => remove.mutate(product.id)}
              deleting={remove.isPending}
            />
          </Col>
        ))}
      </Row>
      {profile.data && <WishlistShare customerId={profile.data.id} />}
    </>
  );
}
