import { contentPagePath } from '@emporia/contracts/content-page-keys';
import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { usePageTitle } from '../../../ui/usePageTitle';
import { isNotFound } from '../catalog/components/not-found';
import { useContentPage } from './api';
// The article's text styles: a page reads like one.
import '../../../ui/blog.css';
import { MovedOrNotFound } from '../not-found/MovedOrNotFound';

/**
 * pages/{handle}: one of the shop's own pages (About us, Contact, the policies), in the shopper's
 * language where it is translated. A former handle moves to the current one; a hidden page or a
 * made-up handle goes to page-not-found.
 */
export default function ContentPage() {
  const { handle = '' } = useParams();
  const { t } = useTranslation();
  const page = useContentPage(handle);
  const p = page.data;
  // Filled as the server fills the shop's page template (admin appearance/meta).
  usePageTitle(p ? p.seo_title || p.title : undefined, {
    route: 'page',
    values: { description: p?.seo_description },
  });

  if (isNotFound(page.error)) return <MovedOrNotFound />;
  if (page.error) return <ErrorAlert error={page.error} />;
  if (!p) return <LoadingBlocks lines={8} />;
  if (!p.handles.includes(handle)) return <Navigate to={contentPagePath(p.handle)} replace />;
  return (
    <div className="row justify-content-center">
      <article className="col-lg-9 col-xl-8 content-page">
        <nav aria-label={t('blog.breadcrumb')}>
          <ol className="breadcrumb">
            <li className="breadcrumb-item">
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {p.title}
            </li>
          </ol>
        </nav>
        <PageHeading>{p.title}</PageHeading>
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when saved and again when read */}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: p.body }} />
      </article>
    </div>
  );
}
