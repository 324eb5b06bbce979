import type { BlogList } from '@emporia/contracts/blog';
import { Link, Navigate, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { Pagination } from '../../../ui/Pagination';
import { usePageTitle } from '../../../ui/usePageTitle';
import { isNotFound } from '../catalog/components/not-found';
import { type BlogListKind, useBlogList } from './api';
import { BlogSearchForm } from './BlogSearchForm';
import { PostCard } from './PostCard';
import '../../../ui/blog.css';

const kindOf = (pathname: string): BlogListKind =>
  pathname.includes('/blog/category/')
    ? 'category'
    : pathname.includes('/blog/author/')
      ? 'author'
      : pathname.endsWith('/blog/search')
        ? 'search'
        : 'posts';

/**
 * The Learning Center (SPEC §2 blog): all posts, a topic's, an author's, or the posts
 * matching a search, newest first, nine to a page, with the topics beside them.
 */
export default function BlogPage() {
  const { t } = useTranslation();
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const kind = kindOf(pathname);
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const keyword = kind === 'search' ? (params.get('keyword') ?? '').trim() : '';
  const list = useBlogList(kind, slug, page, keyword);
  const data = list.data;
  const blogTitle = t('footer.blog');
  const name = data?.category?.name ?? data?.author?.name;
  usePageTitle(
    kind === 'search' && keyword ? `${keyword} – ${blogTitle}` : name ? `${name} – ${blogTitle}` : undefined,
  );

  if (isNotFound(list.error)) return <Navigate to="/page-not-found" replace />;
  const basePath =
    kind === 'posts' ? '/blog/posts' : kind === 'search' ? '/blog/search' : `/blog/${kind}/${slug}`;
  const hrefOf = (target: number) => {
    const query = new URLSearchParams({
      ...(keyword ? { keyword } : {}),
      ...(target > 1 ? { page: String(target) } : {}),
    });
    return `${basePath}${query.size ? `?${query}` : ''}`;
  };
  return (
    <div className="blog-page">
      <nav aria-label={t('blog.breadcrumb')}>
        <ol className="breadcrumb">
          <li className="breadcrumb-item">
            <Link to="/">{t('nav.home')}</Link>
          </li>
          {kind === 'posts' ? (
            <li className="breadcrumb-item active" aria-current="page">
              {blogTitle}
            </li>
          ) : (
            <>
              <li className="breadcrumb-item">
                <Link to="/blog/posts">{blogTitle}</Link>
              </li>
              <li className="breadcrumb-item active" aria-current="page">
                {kind === 'search' ? t('blog.search_results') : (name ?? '…')}
              </li>
            </>
          )}
        </ol>
      </nav>
      <Heading kind={kind} keyword={keyword} data={data} blogTitle={blogTitle} />
      <div className="row g-4">
        <div className="col-lg-9">
          {kind === 'search' && !keyword ? (
            <p className="text-body-secondary">{t('blog.search_empty_keyword')}</p>
          ) : list.error ? (
            <ErrorAlert error={list.error} />
          ) : !data ? (
            <LoadingBlocks lines={6} />
          ) : data.posts.length === 0 ? (
            <p className="text-body-secondary">
              {kind === 'search' ? t('blog.no_results', { keyword }) : t('blog.no_posts')}
            </p>
          ) : (
            <>
              {kind === 'search' && (
                <p className="text-body-secondary">
                  {t('blog.results_count', { count: data.total, keyword })}
                </p>
              )}
              <div className="row row-cols-1 row-cols-sm-2 row-cols-xl-3 g-4 mb-4">
                {data.posts.map((post, index) => (
                  <div className="col" key={post.id}>
                    <PostCard post={post} eager={index < 2} />
                  </div>
                ))}
              </div>
              <Pagination
                page={data.page}
                pages={data.pages}
                hrefOf={hrefOf}
                onPage={(target) => navigate(hrefOf(target))}
              />
            </>
          )}
        </div>
        <aside className="col-lg-3" aria-label={t('blog.sidebar')}>
          <BlogSearchForm keyword={keyword} />
          {data && data.categories.length > 0 && (
            <nav aria-labelledby="blog-topics">
              <h2 id="blog-topics" className="h6 text-uppercase fw-semibold">
                {t('blog.topics')}
              </h2>
              <ul className="list-unstyled">
                {data.categories.map((topic) => (
                  <li key={topic.slug} className="mb-1">
                    <Link
                      to={`/blog/category/${topic.slug}`}
                      aria-current={kind === 'category' && topic.slug === slug ? 'page' : undefined}
                      className={kind === 'category' && topic.slug === slug ? 'fw-semibold' : undefined}
                    >
                      {topic.name}
                    </Link>{' '}
                    <span className="text-body-secondary small">({topic.posts})</span>
                  </li>
                ))}
              </ul>
            </nav>
          )}
        </aside>
      </div>
    </div>
  );
}

function Heading({
  kind,
  keyword,
  data,
  blogTitle,
}: {
  kind: BlogListKind;
  keyword: string;
  data: BlogList | undefined;
  blogTitle: string;
}) {
  const { t } = useTranslation();
  if (kind === 'author') {
    return (
      <header className="d-flex gap-3 align-items-center mb-4">
        {data?.author?.picture && (
          <img
            src={data.author.picture}
            alt=""
            width={64}
            height={64}
            className="rounded-circle blog-author-picture"
          />
        )}
        <div>
          <PageHeading>{data?.author?.name ?? blogTitle}</PageHeading>
          {data?.author?.bio && <p className="mb-0 text-body-secondary">{data.author.bio}</p>}
        </div>
      </header>
    );
  }
  return (
    <header className="mb-4">
      <PageHeading>
        {kind === 'search' ? t('blog.search_heading', { keyword }) : (data?.category?.name ?? blogTitle)}
      </PageHeading>
      <p className="lead text-body-secondary mb-0">
        {kind === 'category' ? data?.category?.description : kind === 'posts' ? t('blog.intro') : null}
      </p>
    </header>
  );
}
