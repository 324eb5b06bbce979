import type { ProductCard as ProductCardData } from '@emporia/contracts/catalog';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';
import { Link } from 'react-router';
import { HydrateLater } from '../app/hydrate-later';
import { useTranslation } from '../app/translation';
import { AddToCart } from './AddToCart';
import { NotifyButton } from './NotifyButton';
import { Price } from './Price';
import { ProductImage } from './ProductImage';
import { StarRating } from './StarRating';
import { useTranslated } from './translated';
import './catalog.css';

/** SPEC §3 product card input (listings, search hits and wishlists all have these fields). */
export type ProductCardProduct = Pick<
  ProductCardData,
  'id' | 'type' | 'quantity' | 'quantity_discount_status' | 'images' | 'prices' | 'rating' | 'total_reviews'
> & { translations: { locale: string; name: string; slug: string }[] };

/**
 * Whether the card at `index` of a grid at the top of its page is in the first screen: a phone's
 * first row (two cards) is, and comes first of all; a wide screen's row of four is.
 */
export const firstScreenOf = (index: number) => (index < 2 ? 'first' : index < 4 ? 'yes' : 'no');

/**
 * SPEC §2 product card: a simple product in stock gets a quantity input and
 * Add; a sold-out simple product a Notify button (restock modal); any other
 * type an Options link to its page. Links use the current language's slug.
 */
export function ProductCard(props: ProductCardProps) {
  const card = <ProductCardContent {...props} />;
  // A card past the first screen is hydrated after the rest of the page, in a task of its own.
  return (props.firstScreen ?? 'no') === 'no' ? <HydrateLater>{card}</HydrateLater> : card;
}

interface ProductCardProps {
  product: ProductCardProduct;
  /**
   * Whether the card is in the page's first screen: its picture then loads at once ('yes'),
   * or first of all ('first', the largest thing of the page); others wait until scrolled near.
   */
  firstScreen?: 'no' | 'yes' | 'first';
}

function ProductCardContent({ product, firstScreen = 'no' }: ProductCardProps) {
  const { t } = useTranslation();
  const translated = useTranslated();
  const text = translated(product.translations);
  const name = text?.name ?? '';
  const href = `/${text?.slug ?? ''}`;
  return (
    <Card className="product-card h-100" data-product-id={product.id}>
      {/* The name below is the link for keyboards and screen readers; the picture repeats it for the mouse. */}
      <Link to={href} className="product-card-image" tabIndex={-1} aria-hidden="true">
        <ProductImage
          image={product.images[0]}
          size="small"
          alt={name}
          monogram={name}
          className="card-img-top"
          loading={firstScreen === 'no' ? 'lazy' : 'eager'}
          fetchPriority={firstScreen === 'first' ? 'high' : undefined}
        />
      </Link>
      <Card.Body className="d-flex flex-column">
        <Card.Title as="h3" className="h6 product-card-name">
          <Link to={href} className="text-reset text-decoration-none">
            {name}
          </Link>
        </Card.Title>
        <StarRating rating={product.rating} totalReviews={product.total_reviews} />
        <Price prices={product.prices} className="my-2" />
        {product.quantity_discount_status === 1 && (
          <div>
            <Badge bg="success" className="mb-2">
              {t('catalog.buy_more_save_more')}
            </Badge>
          </div>
        )}
        <div className="mt-auto">
          {product.type !== 'simple' ? (
            <Link to={href} className="btn btn-outline-primary btn-sm w-100">
              {t('catalog.options')}
            </Link>
          ) : product.quantity > 0 ? (
            <AddToCart productId={product.id} productName={name} label={t('catalog.add')} size="sm" />
          ) : (
            <NotifyButton
              productId={product.id}
              productName={name}
              label={t('catalog.notify')}
              size="sm"
              className="w-100"
            />
          )}
        </div>
      </Card.Body>
    </Card>
  );
}
