import { listingUrlStateOf } from '@emporia/contracts/storefront-keys';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { StoredPicture } from '../../../ui/StoredPicture';
import { useTranslatedText } from '../../../ui/translated';
import { usePageTitle } from '../../../ui/usePageTitle';
import { ProductListing } from '../../listing/ProductListing';
import { useManufacturerPage } from './api/get-manufacturer-page';
import { isNotFound } from './components/not-found';

/**
 * manufacturer/{slug}: the brand and its products with the search's filters
 * (its categories and ratings), counts, price range, chips, sort and pager,
 * all in the URL (flt, sortby, page).
 */
export default function ManufacturerPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const state = listingUrlStateOf(search);
  const { t, i18n } = useTranslation();
  const query = useManufacturerPage(slug, state, i18n.language);
  const brand = query.data?.manufacturer;
  const textIn = useTranslatedText();
  const brandName = brand ? textIn(brand.name_translations, brand.name) : undefined;
  usePageTitle(brandName, { route: 'manufacturer', values: {} });

  if (isNotFound(query.error)) return <Navigate to="/page-not-found" replace />;
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data || !brand) return <LoadingBlocks lines={6} />;
  return (
    <div className="manufacturer-page">
      <div className="d-flex align-items-center gap-3 mb-3">
        <StoredPicture
          src={brand.logo}
          alt=""
          width={64}
          height={64}
          sizes="64px"
          className="rounded border"
        />
        <PageHeading>{brandName}</PageHeading>
      </div>
      <ProductListing
        result={query.data}
        state={state}
        loading={query.isPlaceholderData}
        emptyText={state.flt ? t('catalog.no_matches') : t('catalog.no_products')}
      />
    </div>
  );
}
