import { useTranslation } from '../app/translation';

/** SPEC §9: the integer part of the rating out of 5 stars and the review count, only when there are reviews. */
export function StarRating({
  rating,
  totalReviews,
  showCount = true,
}: {
  rating: number;
  totalReviews: number;
  showCount?: boolean;
}) {
  const { t } = useTranslation();
  if (!(totalReviews > 0)) return null;
  const whole = Math.max(0, Math.min(5, Math.floor(rating)));
  return (
    <div
      className="star-rating small"
      role="img"
      aria-label={t('catalog.rating_label', { rating: whole, count: totalReviews })}
    >
      <span className="stars text-warning" aria-hidden="true">
        {'★'.repeat(whole)}
        <span className="text-body-tertiary">{'★'.repeat(5 - whole)}</span>
      </span>
      {showCount && (
        <span className="review-count text-body-secondary ms-1" aria-hidden="true">
          ({totalReviews})
        </span>
      )}
    </div>
  );
}
