import type { SearchHit } from '@emporia/contracts/search';
import { type ProductSort, productSortOptions } from '@emporia/contracts/storefront-keys';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { Pagination } from '../../../ui/Pagination';
import { useMoney } from '../../../ui/Price';
import { ProductCard, type ProductCardProduct } from '../../../ui/ProductCard';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useAdvancedSearch } from './api/advanced-search';
import { FilterChips } from './FilterChips';
import { FilterSidebar } from './FilterSidebar';
import { PriceRangeDropdown } from './PriceRangeDropdown';
import {
  filterChips,
  nextSearchParams,
  priceRangeOf,
  removeFilter,
  searchStateOf,
  shownRange,
  toggleFilter,
  withPriceRange,
} from './search-url';
import { useSidebarState } from './sidebar-state';

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

function Loading() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center py-5 search-loading">
      <Spinner animation="border" role="status" variant="secondary">
        <span className="visually-hidden">{t('advanced_search.loading')}</span>
      </Spinner>
    </div>
  );
}

/**
 * SPEC §2 search results (/extend/advanced-search): the URL holds keyword,
 * flt, sortby and page; every change rewrites it and the search follows.
 */
export default function AdvancedSearchPage() {
  const [params, setParams] = useSearchParams();
  const state = searchStateOf(params);
  const { config } = useShopConfig();
  const { t, i18n } = useTranslation();
  const money = useMoney();
  const sidebar = useSidebarState();
  const query = useAdvancedSearch(config.subdomain, { ...state, locale: i18n.language });
  const title = state.keyword
    ? t('advanced_search.title', { keyword: state.keyword })
    : t('advanced_search.title_all');
  usePageTitle(title);

  // SPEC §4: after each search the page scrolls smoothly to the top.
  const arrived = query.isPlaceholderData ? 0 : query.dataUpdatedAt;
  useEffect(() => {
    if (arrived) window.scrollTo({ top: 0, behavior: 'smooth' });
  }, [arrived]);

  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data) return <Loading />;

  const result = query.data;
  const change = (next: Parameters<typeof nextSearchParams>[1]) => setParams(nextSearchParams(params, next));
  const { from, to, pages } = shownRange(state.page, result.total.value);
  const sortby = (productSortOptions as readonly string[]).includes(state.sortby)
    ? state.sortby
    : 'best_match';
  const chips = filterChips(state.flt, result.bucket_names, money);

  return (
    <div className="advanced-search">
      <PageHeading>{state.keyword || t('advanced_search.title_all')}</PageHeading>
      <div className="search-filter-bar d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button
          variant="outline-secondary"
          aria-expanded={sidebar.state.open}
          aria-controls="search-sidebar"
          onClick={sidebar.toggleOpen}
          className="search-sidebar-toggle"
        >
          {sidebar.state.open ? t('advanced_search.hide_filters') : t('advanced_search.show_filters')}
        </Button>
        {result.max_price > 0 && (
          <PriceRangeDropdown
            minPrice={result.min_price}
            maxPrice={result.max_price}
            chosen={priceRangeOf(state.flt)}
            money={money}
            onApply={(min, max) => change({ flt: withPriceRange(state.flt, min, max) })}
          />
        )}
        <p className="mb-0 ms-lg-auto text-body-secondary search-range">
          {t('advanced_search.showing', { from, to, total: result.total.value })}
        </p>
        <Form.Select
          size="sm"
          className="w-auto search-sort"
          aria-label={t('advanced_search.sort_by')}
          value={sortby}
          onChange={(event) => change({ sortby: event.target.value as ProductSort })}
        >
          {productSortOptions.map((option) => (
            <option key={option} value={option}>
              {t(`advanced_search.sort.${option}`)}
            </option>
          ))}
        </Form.Select>
      </div>
      <FilterChips
        chips={chips}
        onRemove={(token) => change({ flt: removeFilter(state.flt, token) })}
        onReset={() => change({ flt: '' })}
      />
      <Row>
        {sidebar.state.open && (
          <Col
            as="aside"
            lg={3}
            id="search-sidebar"
            className="mb-3"
            aria-label={t('advanced_search.filters')}
          >
            <FilterSidebar
              result={result}
              flt={state.flt}
              expanded={sidebar.state.expanded}
              showAll={sidebar.state.showAll}
              onToggleFilter={(token) => change({ flt: toggleFilter(state.flt, token) })}
              onToggleGroup={sidebar.toggleGroup}
              onToggleShowAll={sidebar.toggleShowAll}
            />
          </Col>
        )}
        <Col lg={sidebar.state.open ? 9 : 12} className="search-results" aria-busy={query.isFetching}>
          {query.isFetching ? (
            <Loading />
          ) : result.products.length === 0 ? (
            <p className="py-4 search-empty">{t('advanced_search.empty')}</p>
          ) : (
            <Row xs={2} lg={4} className="g-3 product-grid">
              {result.products.map((hit) => (
                <Col key={hit.store_product_id}>
                  <ProductCard product={cardOf(hit)} />
                </Col>
              ))}
            </Row>
          )}
          <div className="mt-4">
            <Pagination page={state.page} pages={pages} onPage={(page) => change({ page })} />
          </div>
        </Col>
      </Row>
    </div>
  );
}
