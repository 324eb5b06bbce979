import type { BlogPostCard } from '@emporia/contracts/blog';
import { Link } from 'react-router';
import { useTranslation } from '../../../app/translation';

/** "By Maya Torres · 26 Nov 2026 · 3 min read": the author links to their page. */
export function PostByline({
  post,
}: {
  post: Pick<BlogPostCard, 'author' | 'published_at' | 'reading_minutes'>;
}) {
  const { t, i18n } = useTranslation();
  return (
    <>
      {post.author && (
        <>
          {t('blog.by')}{' '}
          <Link to={`/blog/author/${post.author.slug}`} className="position-relative z-2">
            {post.author.name}
          </Link>
          {' · '}
        </>
      )}
      <time dateTime={post.published_at}>
        {new Date(post.published_at).toLocaleDateString(i18n.language, { dateStyle: 'medium' })}
      </time>
      {' · '}
      {t('blog.reading_time', { count: post.reading_minutes })}
    </>
  );
}
