import type { SearchHit } from '@emporia/contracts/search';
import { useSearchParams } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import type { ProductCardProduct } from '../../../ui/ProductCard';
import { usePageTitle } from '../../../ui/usePageTitle';
import { searchStateOf } from '../../listing/listing-url';
import { ListingSpinner, ProductListing } from '../../listing/ProductListing';
import { useAdvancedSearch } from './api/advanced-search';

/** SPEC §3 product card input from a search hit (money in cents to keep the saving exact). */
export function cardOf(hit: SearchHit): ProductCardProduct {
  const onSale = hit.sale_price !== null && hit.sale_price < hit.price;
  const cents = (amount: number) => Math.round(amount * 100);
  return {
    id: hit.store_product_id,
    type: hit.type,
    quantity: hit.quantity,
    quantity_discount_status: hit.quantity_discount_status,
    images: hit.images,
    prices: onSale
      ? {
          base: hit.price,
          sale: hit.sale_price,
          discount: (cents(hit.price) - cents(hit.sale_price ?? 0)) / 100,
        }
      : { base: hit.price, sale: null, discount: null },
    rating: hit.rating,
    total_reviews: hit.total_reviews,
    translations: hit.translations,
  };
}

/**
 * SPEC §2 search results (/extend/advanced-search): the URL holds keyword,
 * flt, sortby and page; every change rewrites it and the search follows.
 */
export default function AdvancedSearchPage() {
  const [params] = useSearchParams();
  const state = searchStateOf(params);
  const { config } = useShopConfig();
  const { t, i18n } = useTranslation();
  const query = useAdvancedSearch(config.subdomain, { ...state, locale: i18n.language });
  const title = state.keyword
    ? t('advanced_search.title', { keyword: state.keyword })
    : t('advanced_search.title_all');
  usePageTitle(title, { route: 'search', values: { keyword: state.keyword } });

  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data) return <ListingSpinner />;

  const { products, total, ...facets } = query.data;
  return (
    <div className="advanced-search">
      <PageHeading>{state.keyword || t('advanced_search.title_all')}</PageHeading>
      <ProductListing
        result={{ ...facets, products: products.map(cardOf), total: total.value }}
        state={state}
        loading={query.isPlaceholderData}
        emptyText={t('advanced_search.empty')}
      />
    </div>
  );
}
