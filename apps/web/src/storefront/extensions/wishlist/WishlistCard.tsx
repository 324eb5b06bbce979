import type { WishlistProduct } from '@emporia/contracts/wishlist';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { useCartAddProduct } from '../../../ui/api/cart-add-product';
import { useMoney } from '../../../ui/Price';
import { QuantityInput, QuantityProblem, useQuantityBox } from '../../../ui/quantity-box';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { smallImageOf, translationOf } from './product-view';
import { Stars } from './Stars';

interface WishlistCardProps {
  product: WishlistProduct;
  initialQuantity?: number;
  /** My Wishlist offers delete; the shared view does not. */
  onDelete?: () => void;
  deleting?: boolean;
}

/** A wished product: picture, name, rating, price, quantity and Add to cart — or Notify when out of stock. */
export function WishlistCard({ product, initialQuantity = 1, onDelete, deleting }: WishlistCardProps) {
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const box = useQuantityBox(initialQuantity);
  const add = useCartAddProduct();
  const { name, slug } = translationOf(product, i18n.language);
  const inStock = product.quantity > 0;
  const onSale = product.sale_price !== null && product.sale_price < product.prices.base;

  return (
    <Card className="h-100 wishlist-card" data-testid="wishlist-card">
      <Link to={`/${slug}`}>
        <Card.Img variant="top" src={smallImageOf(product)} alt={name} loading="lazy" />
      </Link>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h2" className="h6">
          <Link to={`/${slug}`}>{name}</Link>
        </Card.Title>
        <Stars rating={product.rating} reviews={product.total_reviews} />
        <div className="my-2">
          {onSale && <del className="text-body-secondary me-2">{money(product.prices.base)}</del>}
          <strong>{money(product.price)}</strong>
        </div>
        <SuccessAlert show={add.isSuccess}>{t('wishlist.added_to_cart', { name })}</SuccessAlert>
        <div className="mt-auto d-flex gap-2 align-items-center">
          {inStock && product.type === 'simple' ? (
            <>
              <QuantityInput box={box} size="sm" className="wishlist-qty" label={t('wishlist.quantity')} />
              <Button
                size="sm"
                disabled={add.isPending}
                onClick={() => {
                  const quantity = box.take();
                  if (quantity === null) return;
                  add.mutate(
                    { id: product.id, cart_quantity: quantity },
                    { onError: (failure) => box.settle(quantity, failure) },
                  );
                }}
              >
                {t('wishlist.add')}
              </Button>
            </>
          ) : inStock ? (
            <Link className="btn btn-sm btn-outline-primary" to={`/${slug}`}>
              {t('wishlist.options')}
            </Link>
          ) : (
            <Link className="btn btn-sm btn-outline-secondary" to={`/${slug}`}>
              {t('wishlist.notify')}
            </Link>
          )}
          {onDelete && (
            <Button
              size="sm"
              variant="outline-danger"
              className="ms-auto"
              disabled={deleting}
              onClick={onDelete}
            >
              {t('wishlist.delete')}
            </Button>
          )}
        </div>
        <QuantityProblem box={box} />
      </Card.Body>
    </Card>
  );
}
