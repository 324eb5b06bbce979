import { listingUrlStateOf } from '@emporia/contracts/storefront-keys';
import { Link, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { Breadcrumb } from '../../../ui/kit/Breadcrumb';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useTranslated } from '../../../ui/translated';
import { usePageTitle } from '../../../ui/usePageTitle';
import { BannerStack } from '../../banners/BannerPicture';
import { useLiveBanners } from '../../banners/live-banners';
import { ProductListing } from '../../listing/ProductListing';
import { MovedOrNotFound } from '../not-found/MovedOrNotFound';
import { useCategoryPage } from './api/get-category-page';
import { isNotFound } from './components/not-found';

/**
 * category/{slug}: the category's subcategories, then its products (theirs
 * too) with the search's filters, counts, price range, chips, sort and pager,
 * all in the URL (flt, sortby, page).
 */
export default function CategoryPage() {
  const { slug = '' } = useParams();
  const [search] = useSearchParams();
  const state = listingUrlStateOf(search);
  const { t, i18n } = useTranslation();
  const translated = useTranslated();
  const query = useCategoryPage(slug, state, i18n.language);
  const category = query.data?.category;
  const text = category ? translated(category.translations) : undefined;
  usePageTitle(text?.meta_title || text?.name, { route: 'category', values: {} });
  const banners = useLiveBanners('category_top', category?.id);

  if (isNotFound(query.error)) return <MovedOrNotFound />;
  if (query.error) return <ErrorAlert error={query.error} />;
  if (!query.data || !category) return <LoadingBlocks lines={6} />;

  return (
    <div className="category-page">
      <Breadcrumb>
        <Breadcrumb.Item to="/">{t('nav.home')}</Breadcrumb.Item>
        {category.path.map((parent) => {
          const name = translated(parent.translations);
          return (
            <Breadcrumb.Item key={parent.id} to={`/category/${name?.slug}`}>
              {name?.name}
            </Breadcrumb.Item>
          );
        })}
        <Breadcrumb.Item>{text?.name}</Breadcrumb.Item>
      </Breadcrumb>
      <BannerStack banners={banners} label={t('banners.promotions')} />
      <PageHeading>{text?.name}</PageHeading>
      {text?.description && (
        // Sanitised by the server when the admin saved it.
        // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised rich text
        <div className="category-description mb-4" dangerouslySetInnerHTML={{ __html: text.description }} />
      )}
      {category.subcategories.length > 0 && (
        <nav aria-label={t('catalog.subcategories')} className="mb-4">
          <ul className="list-inline mb-0 subcategories">
            {category.subcategories.map((sub) => {
              const name = translated(sub.translations);
              return (
                <li key={sub.id} className="list-inline-item mb-2">
                  <Link to={`/category/${name?.slug}`} className="btn btn-outline-secondary btn-sm">
                    {name?.name}
                  </Link>
                </li>
              );
            })}
          </ul>
        </nav>
      )}
      <ProductListing
        result={query.data}
        state={state}
        loading={query.isPlaceholderData}
        emptyText={state.flt ? t('catalog.no_matches') : t('catalog.no_products')}
        groupLabels={{ category: t('catalog.subcategories') }}
      />
    </div>
  );
}
