import type { FilterBucket, ListingFacets } from '@emporia/contracts/listing';
import { type ProductSort, productSortOptions } from '@emporia/contracts/storefront-keys';
import { useEffect, useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Spinner from 'react-bootstrap/Spinner';
import { useLocation, useSearchParams } from 'react-router';
import { useTranslation } from '../../app/translation';
import { Pagination } from '../../ui/Pagination';
import { useMoney } from '../../ui/Price';
import { firstScreenOf, ProductCard, type ProductCardProduct } from '../../ui/ProductCard';
import { FilterChips } from './FilterChips';
import { FilterSidebar } from './FilterSidebar';
import {
  filterChips,
  nextSearchParams,
  priceRangeOf,
  removeFilter,
  shownRange,
  toggleFilter,
  withPriceRange,
} from './listing-url';
import { PriceRangeDropdown } from './PriceRangeDropdown';
import { useSidebarState } from './sidebar-state';

/** What a listing shows: a page of cards, the total and the filter groups. */
export interface ListingResult extends ListingFacets {
  products: ProductCardProduct[];
  total: number;
}

/** The listing's state as its URL holds it (SPEC §2). */
export interface ListingState {
  flt: string;
  sortby: string;
  page: number;
}

export function ListingSpinner() {
  const { t } = useTranslation();
  return (
    <div className="d-flex justify-content-center py-5 search-loading">
      <Spinner animation="border" role="status" variant="secondary">
        <span className="visually-hidden">{t('advanced_search.loading')}</span>
      </Spinner>
    </div>
  );
}

interface ProductListingProps {
  result: ListingResult;
  state: ListingState;
  /** Another page of the listing is on its way: the grid gives way to a spinner until it arrives. */
  loading: boolean;
  /** Said when nothing matches. */
  emptyText: string;
  /** Group headings other than the search's (a category page's category group is its subcategories). */
  groupLabels?: Partial<Record<FilterBucket, string>>;
}

/**
 * SPEC §2 search results layout, shared by the advanced search and the
 * category and manufacturer pages: filter bar (sidebar toggle, price range,
 * 'Showing X to Y of Z products', sort), removable chips with 'Reset All',
 * the filter sidebar with counts, the grid (4 a row on large screens, 2 on
 * small) and the pager. Every change rewrites the URL (flt, sortby, page);
 * the page's query follows it.
 */
export function ProductListing({ result, state, loading, emptyText, groupLabels }: ProductListingProps) {
  const [params, setParams] = useSearchParams();
  const { pathname } = useLocation();
  const { t } = useTranslation();
  const money = useMoney();
  const sidebar = useSidebarState();

  // SPEC §4: after each search the page scrolls smoothly to the top — after the shopper's own
  // changes only (the first render with their results), so going back to a listing keeps the
  // place the browser restores.
  const scrollOnArrival = useRef(false);
  useEffect(() => {
    if (loading || !scrollOnArrival.current) return;
    scrollOnArrival.current = false;
    // Script's smooth scrolling ignores the reduced-motion setting that CSS's obeys (WCAG 2.3.3).
    const still = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    window.scrollTo({ top: 0, behavior: still ? 'instant' : 'smooth' });
  });

  const change = (next: Parameters<typeof nextSearchParams>[1]) => {
    scrollOnArrival.current = true;
    // The router would jump to the top at once; the smooth scroll follows the results instead.
    setParams(nextSearchParams(params, next), { preventScrollReset: true });
  };
  const { from, to, pages } = shownRange(state.page, result.total);
  const sortby = (productSortOptions as readonly string[]).includes(state.sortby)
    ? state.sortby
    : 'best_match';

  return (
    <div className="product-listing">
      <div className="search-filter-bar d-flex flex-wrap align-items-center gap-2 mb-3">
        <Button
          variant="outline-secondary"
          aria-expanded={sidebar.state.open}
          aria-controls="search-sidebar"
          onClick={sidebar.toggleOpen}
          className="search-sidebar-toggle"
        >
          {sidebar.state.open === undefined ? (
            <>
              <span className="by-width-wide">{t('advanced_search.hide_filters')}</span>
              <span className="by-width-narrow">{t('advanced_search.show_filters')}</span>
            </>
          ) : sidebar.state.open ? (
            t('advanced_search.hide_filters')
          ) : (
            t('advanced_search.show_filters')
          )}
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
          {t('advanced_search.showing', { from, to, total: result.total })}
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
        chips={filterChips(state.flt, result.bucket_names, money)}
        onRemove={(token) => change({ flt: removeFilter(state.flt, token) })}
        onReset={() => change({ flt: '' })}
      />
      <Row>
        {sidebar.state.open !== false && (
          <Col
            as="aside"
            lg={3}
            id="search-sidebar"
            className={sidebar.state.open === undefined ? 'mb-3 by-width-wide' : 'mb-3'}
            aria-label={t('advanced_search.filters')}
          >
            <FilterSidebar
              result={result}
              flt={state.flt}
              expanded={sidebar.state.expanded}
              showAll={sidebar.state.showAll}
              groupLabels={groupLabels}
              onToggleFilter={(token) => change({ flt: toggleFilter(state.flt, token) })}
              onToggleGroup={sidebar.toggleGroup}
              onToggleShowAll={sidebar.toggleShowAll}
            />
          </Col>
        )}
        <Col
          as="section"
          lg={sidebar.state.open === false ? 12 : 9}
          className="search-results"
          aria-busy={loading}
          aria-labelledby="listing-products-heading"
        >
          {/* Cards carry <h3> names: this keeps the outline h1 → h2 → h3 for heading navigation. */}
          <h2 id="listing-products-heading" className="visually-hidden">
            {t('advanced_search.products')}
          </h2>
          {loading ? (
            <ListingSpinner />
          ) : result.products.length === 0 ? (
            <p className="py-4 search-empty">{emptyText}</p>
          ) : (
            <Row xs={2} lg={4} className="g-3 product-grid">
              {result.products.map((product, index) => (
                <Col key={product.id}>
                  <ProductCard product={product} firstScreen={firstScreenOf(index)} />
                </Col>
              ))}
            </Row>
          )}
          <div className="mt-4">
            <Pagination
              page={state.page}
              pages={pages}
              onPage={(page) => change({ page })}
              hrefOf={(page) => {
                const query = nextSearchParams(params, { page }).toString();
                return query ? `${pathname}?${query}` : pathname;
              }}
            />
          </div>
        </Col>
      </Row>
    </div>
  );
}
