import type { BlogPostCard } from '@emporia/contracts/blog';
import { Link } from 'react-router';
import { StoredPicture } from '../../../ui/StoredPicture';
import { PostByline } from './PostByline';
import '../../../ui/blog.css';

/** A post in a list: cover, topics, title, excerpt, author, date and reading time. */
export function PostCard({ post, eager = false }: { post: BlogPostCard; eager?: boolean }) {
  return (
    <article className="card h-100 blog-card">
      <StoredPicture
        src={post.image}
        alt=""
        monogram={post.title}
        candidates={['small', 'large']}
        sizes="(min-width: 1400px) 400px, (min-width: 992px) 30vw, (min-width: 576px) 50vw, 100vw"
        width={480}
        height={270}
        className="card-img-top blog-card-cover"
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className="card-body d-flex flex-column">
        {post.categories.length > 0 && (
          <p className="small mb-1 text-uppercase fw-semibold">
            {post.categories.map((c, i) => (
              <span key={c.slug}>
                {i > 0 && ' · '}
                <Link to={`/blog/category/${c.slug}`} className="text-decoration-none position-relative z-2">
                  {c.name}
                </Link>
              </span>
            ))}
          </p>
        )}
        <h2 className="h5 card-title">
          <Link to={`/article/${post.slug}`} className="stretched-link text-reset text-decoration-none">
            {post.title}
          </Link>
        </h2>
        {post.summary && <p className="card-text text-body-secondary">{post.summary}</p>}
        <div className="mt-auto small text-body-secondary">
          <PostByline post={post} />
        </div>
      </div>
    </article>
  );
}
