import { PageHeading } from '../../../ui/PageHeading';

export default function ProductReviewWritePage() {
  return <PageHeading>Write a Review</PageHeading>;
}
