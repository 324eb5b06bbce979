import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Placeholder from 'react-bootstrap/Placeholder';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router';
import { errorMessage } from '../../../app/http';
import { useTranslation } from '../../../app/translation';
import { PageHeading } from '../../../ui/PageHeading';
import { useSharedWishlist } from '../wishlist/api';
import { WishlistCard } from '../wishlist/WishlistCard';

function CardSkeleton() {
  return (
    <Card className="h-100" aria-hidden="true">
      <div className="ratio ratio-1x1 bg-body-secondary" />
      <Card.Body>
        <Placeholder as={Card.Title} animation="glow">
          <Placeholder xs={8} />
        </Placeholder>
        <Placeholder as="p" animation="glow">
          <Placeholder xs={4} /> <Placeholder xs={6} />
        </Placeholder>
        <Placeholder.Button variant="primary" xs={5} />
      </Card.Body>
    </Card>
  );
}

/** SPEC §2 shared wishlist /extend/wishlist?id={customer id}: anyone may look and add to their own cart. */
export default function SharedWishlistPage() {
  const { t } = useTranslation();
  const [searchParams] = useSearchParams();
  const id = searchParams.get('id') ?? '';
  // A shared link always names its owner; without a usable id there is nothing to ask the server.
  const named = /^[1-9]\d{0,15}$/.test(id);
  const wishlist = useSharedWishlist(id, named);

  if (!named || wishlist.isError) {
    const message = named ? errorMessage(wishlist.error) : 'wishlist.choose';
    return (
      <>
        <PageHeading>{t('wishlist.shared_title_plain')}</PageHeading>
        <Alert variant="warning">{t(message, { defaultValue: message })}</Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading>
        {wishlist.data
          ? t('wishlist.shared_title', { firstname: wishlist.data.user.firstname })
          : t('wishlist.shared_title_plain')}
      </PageHeading>
      <Row xs={1} sm={2} lg={4} className="g-3" aria-busy={wishlist.isPending}>
        {wishlist.isPending
          ? [0, 1, 2, 3].map((n) => (
              <Col key={n}>
                <CardSkeleton />
              </Col>
            ))
          : wishlist.data?.products.map((product) => (
              <Col key={product.id}>
                <WishlistCard product={product} />
              </Col>
            ))}
      </Row>
    </>
  );
}
