import { Link, Navigate, useParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { ShareButtons } from '../../../ui/ShareButtons';
import { StoredPicture } from '../../../ui/StoredPicture';
import { usePageTitle } from '../../../ui/usePageTitle';
import { isNotFound } from '../catalog/components/not-found';
import { ProductGrid } from '../catalog/components/ProductGrid';
import { useArticlePage } from './api';
import { PostByline } from './PostByline';
import { PostCard } from './PostCard';
import '../../../ui/blog.css';

/**
 * article/{slug}: an article of the Learning Center with its author, topics, the products
 * the merchant picked, related posts and the posts before and after it. A former slug moves
 * to the current one; a made-up slug goes to page-not-found.
 */
export default function ArticlePage() {
  const { slug = '' } = useParams();
  const { t } = useTranslation();
  const article = useArticlePage(slug);
  const a = article.data;
  // Filled as the server fills the shop's article template (admin appearance/meta).
  usePageTitle(a ? a.seo_title || a.title : undefined, {
    route: 'article',
    values: {
      description: a?.seo_description || a?.summary,
      author: a?.author?.name,
      category: a?.categories[0]?.name,
    },
  });

  if (isNotFound(article.error)) return <Navigate to="/page-not-found" replace />;
  if (article.error) return <ErrorAlert error={article.error} />;
  if (!a) return <LoadingBlocks lines={8} />;
  if (a.slug !== slug) return <Navigate to={`/article/${a.slug}`} replace />;
  return (
    <div className="row justify-content-center">
      <article className="col-lg-9 col-xl-8 news-article">
        <nav aria-label={t('blog.breadcrumb')}>
          <ol className="breadcrumb">
            <li className="breadcrumb-item">
              <Link to="/">{t('nav.home')}</Link>
            </li>
            <li className="breadcrumb-item">
              <Link to="/blog/posts">{t('footer.blog')}</Link>
            </li>
            <li className="breadcrumb-item active" aria-current="page">
              {a.title}
            </li>
          </ol>
        </nav>
        {a.categories.length > 0 && (
          <p className="small text-uppercase fw-semibold mb-1">
            {a.categories.map((c, i) => (
              <span key={c.slug}>
                {i > 0 && ' · '}
                <Link to={`/blog/category/${c.slug}`} className="text-decoration-none">
                  {c.name}
                </Link>
              </span>
            ))}
          </p>
        )}
        <PageHeading>{a.title}</PageHeading>
        <p className="text-body-secondary">
          <PostByline post={a} />
        </p>
        {a.summary && <p className="lead">{a.summary}</p>}
        {a.cover && (
          <StoredPicture
            src={a.cover}
            alt=""
            candidates={['large', 'small']}
            sizes="(min-width: 1200px) 856px, (min-width: 992px) 75vw, 100vw"
            width={960}
            height={540}
            className="article-cover rounded mb-4"
            fetchPriority="high"
          />
        )}
        {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server when saved and again when read */}
        <div className="article-body" dangerouslySetInnerHTML={{ __html: a.body }} />
        <ShareButtons title={a.title} />
        {a.author && (
          <aside
            className="d-flex gap-3 align-items-center border rounded p-3 my-4"
            aria-label={t('blog.about_author')}
          >
            {a.author.picture && (
              <img
                src={a.author.picture}
                alt=""
                width={64}
                height={64}
                className="rounded-circle blog-author-picture"
              />
            )}
            <div>
              <p className="fw-semibold mb-1">
                <Link to={`/blog/author/${a.author.slug}`}>{a.author.name}</Link>
              </p>
              {a.author.bio && <p className="small text-body-secondary mb-0">{a.author.bio}</p>}
            </div>
          </aside>
        )}
        {(a.previous || a.next) && (
          <nav
            className="d-flex justify-content-between gap-3 border-top border-bottom py-3 my-4"
            aria-label={t('blog.more_posts')}
          >
            <div>
              {a.previous && (
                <>
                  <span className="d-block small text-body-secondary">{t('blog.previous')}</span>
                  <Link to={`/article/${a.previous.slug}`} rel="prev">
                    {a.previous.title}
                  </Link>
                </>
              )}
            </div>
            <div className="text-end">
              {a.next && (
                <>
                  <span className="d-block small text-body-secondary">{t('blog.next')}</span>
                  <Link to={`/article/${a.next.slug}`} rel="next">
                    {a.next.title}
                  </Link>
                </>
              )}
            </div>
          </nav>
        )}
      </article>
      {a.related_products.length > 0 && (
        <section className="col-12 mt-2 mb-4" aria-labelledby="article-products">
          <h2 id="article-products" className="h4 border-bottom pb-2 mb-3">
            {t('blog.products_in_article')}
          </h2>
          <ProductGrid products={a.related_products} />
        </section>
      )}
      {a.related_posts.length > 0 && (
        <section className="col-12 mb-4" aria-labelledby="article-related">
          <h2 id="article-related" className="h4 border-bottom pb-2 mb-3">
            {t('blog.related_posts')}
          </h2>
          <div className="row row-cols-1 row-cols-md-3 g-4">
            {a.related_posts.map((post) => (
              <div className="col" key={post.id}>
                <PostCard post={post} />
              </div>
            ))}
          </div>
        </section>
      )}
    </div>
  );
}
