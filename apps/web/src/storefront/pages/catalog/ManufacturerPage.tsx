import { useTranslation } from 'react-i18next';
import { Navigate, useParams, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useManufacturerPage } from './api/get-manufacturer-page';
import { ListingView } from './components/ListingView';
import { isNotFound } from './components/not-found';
import { listingParams } from './components/sorting';

/** manufacturer/{slug}: the brand and its products with sort and pages. */
export default function ManufacturerPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const { sortby, page } = listingParams(search);
  const { i18n } = useTranslation();
  const query = useManufacturerPage(slug, sortby, page, i18n.language);
  const brand = query.data?.manufacturer;
  usePageTitle(brand?.name);

  if (isNotFound(query.error)) return <Navigate to="/page-not-found" replace />;
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data || !brand) return <LoadingBlocks lines={6} />;
  return (
    <div className="manufacturer-page">
      <div className="d-flex align-items-center gap-3 mb-3">
        <img src={brand.logo} alt="" width={64} height={64} className="rounded border" />
        <PageHeading>{brand.name}</PageHeading>
      </div>
      <ListingView listing={query.data} />
    </div>
  );
}
