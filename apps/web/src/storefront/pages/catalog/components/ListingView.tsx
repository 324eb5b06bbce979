import type { ProductPage } from '@emporia/contracts/catalog';
import { type ProductSort, productSortOptions } from '@emporia/contracts/storefront-keys';
import Form from 'react-bootstrap/Form';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { Pagination } from '../../../../ui/Pagination';
import { ProductGrid } from './ProductGrid';
import { listingParams } from './sorting';

/** The product part of a category or manufacturer page: count, sort, grid and pages. */
export function ListingView({ listing }: { listing: ProductPage }) {
  const { t } = useTranslation();
  const [search, setSearch] = useSearchParams();
  const { sortby } = listingParams(search);
  const pages = Math.max(1, Math.ceil(listing.total / listing.per_page));
  const from = listing.total === 0 ? 0 : (listing.page - 1) * listing.per_page + 1;
  const to = Math.min(listing.total, listing.page * listing.per_page);

  const change = (next: { sortby?: ProductSort; page?: number }) => {
    const params = new URLSearchParams(search);
    if (next.sortby) {
      params.set('sortby', next.sortby);
      params.delete('page');
    }
    if (next.page) params.set('page', String(next.page));
    setSearch(params);
    window.scrollTo({ top: 0, behavior: 'smooth' });
  };

  return (
    <>
      <div className="d-flex flex-wrap align-items-center justify-content-between gap-2 mb-3">
        <p className="mb-0 text-body-secondary listing-range">
          {t('catalog.showing', { from, to, total: listing.total })}
        </p>
        <Form.Select
          size="sm"
          className="w-auto"
          aria-label={t('catalog.sort_by')}
          value={sortby}
          onChange={(event) => change({ sortby: event.target.value as ProductSort })}
        >
          {productSortOptions.map((option) => (
            <option key={option} value={option}>
              {t(`catalog.sort.${option}`)}
            </option>
          ))}
        </Form.Select>
      </div>
      {listing.products.length === 0 ? (
        <p className="text-body-secondary py-4">{t('catalog.no_products')}</p>
      ) : (
        <ProductGrid products={listing.products} />
      )}
      <div className="mt-4">
        <Pagination page={listing.page} pages={pages} onPage={(page) => change({ page })} />
      </div>
    </>
  );
}
