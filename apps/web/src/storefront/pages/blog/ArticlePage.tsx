import Breadcrumb from 'react-bootstrap/Breadcrumb';
import { useTranslation } from 'react-i18next';
import { Link, Navigate, useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { ShareButtons } from '../../../ui/ShareButtons';
import { StoredPicture } from '../../../ui/StoredPicture';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useArticle } from '../catalog/api/get-article';
import { isNotFound } from '../catalog/components/not-found';

/**
 * article/{slug}: a news article (the home page's latest news link here); a
 * made-up slug goes to page-not-found. The article body and the blog around
 * it come with the Learning Center.
 */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { t, i18n } = useTranslation();
  const article = useArticle(slug);
  usePageTitle(article.data?.title);

  if (isNotFound(article.error)) return <Navigate to="/page-not-found" replace />;
  if (article.error) return <ErrorAlert error={article.error} />;
  if (!article.data) return <LoadingBlocks lines={4} />;
  const { title, summary, image, published_at: publishedAt } = article.data;
  return (
    <article className="news-article">
      <Breadcrumb>
        <Breadcrumb.Item linkAs={Link} linkProps={{ to: '/' }}>
          {t('nav.home')}
        </Breadcrumb.Item>
        <Breadcrumb.Item active>{title}</Breadcrumb.Item>
      </Breadcrumb>
      <PageHeading>{title}</PageHeading>
      <p className="text-body-secondary small">
        <time dateTime={publishedAt}>{new Date(publishedAt).toLocaleDateString(i18n.language)}</time>
      </p>
      {/* The 300×300 'small' picture (storage sizes), or the large one for a sharp screen: sized,
          so the text below never jumps. */}
      <StoredPicture
        src={image}
        alt=""
        candidates={['small', 'large']}
        sizes="300px"
        width={300}
        height={300}
        className="img-fluid rounded mb-3"
      />
      <p className="lead">{summary}</p>
      <ShareButtons title={title} />
    </article>
  );
}
