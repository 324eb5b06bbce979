/** SPEC §9: the integer part of the rating out of 5 stars plus the review count, only when there are reviews. */
export function Stars({ rating, reviews }: { rating: number; reviews: number }) {
  if (reviews <= 0) return null;
  const full = Math.max(0, Math.min(5, Math.floor(rating)));
  return (
    <div className="small text-warning" title={`${rating} / 5`}>
      <span aria-hidden="true">
        {'★'.repeat(full)}
        {'☆'.repeat(5 - full)}
      </span>
      <span className="text-body-secondary ms-1">({reviews})</span>
      <span className="visually-hidden">{`${full} out of 5 stars, ${reviews} reviews`}</span>
    </div>
  );
}
