import { useState } from 'react';
import { Link } from 'react-router';
import { useTranslation } from '../../../../app/translation';
import { Pagination } from '../../../../ui/Pagination';
import { StarRating } from '../../../../ui/StarRating';
import { useProductReviews } from '../api/get-product-reviews';

/** Approved reviews, newest first, and the way to write one. */
export function ProductReviews({ productId, slug }: { productId: number; slug: string }) {
  const { t, i18n } = useTranslation();
  const [page, setPage] = useState(1);
  const query = useProductReviews(productId, page);
  const data = query.data;
  return (
    <section className="product-reviews mt-5" aria-labelledby="reviews-heading">
      <div className="d-flex align-items-center justify-content-between border-bottom pb-2 mb-3">
        <h2 id="reviews-heading" className="h5 mb-0">
          {t('catalog.reviews.heading')}
        </h2>
        <Link to={`/product-review-write/${slug}`} className="btn btn-outline-primary btn-sm">
          {t('catalog.reviews.write')}
        </Link>
      </div>
      {data && data.total === 0 && <p className="text-body-secondary">{t('catalog.reviews.none')}</p>}
      {data?.reviews.map((review) => (
        <article key={review.id} className="mb-3 review">
          <StarRating rating={review.rating} totalReviews={1} showCount={false} />
          <p className="mb-1">{review.text}</p>
          <p className="small text-body-secondary mb-0">
            {review.author} · {new Date(review.created_at).toLocaleDateString(i18n.language)}
          </p>
        </article>
      ))}
      {data && <Pagination page={page} pages={Math.ceil(data.total / data.per_page)} onPage={setPage} />}
    </section>
  );
}
