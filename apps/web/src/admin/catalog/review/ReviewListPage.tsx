import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useModerateReview, useReviews } from '../api/reviews';
import { AdminPager } from '../shared/AdminPager';

export const reviewStatusBadge = { pending: 'warning', approved: 'success', rejected: 'secondary' } as const;

/** product/review/all: reviews by status, approved or rejected right here. */
export default function ReviewListPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? undefined;
  const page = Number(params.get('page') ?? 1) || 1;
  const reviews = useReviews({ status, page, per_page: 25 });
  const moderate = useModerateReview();
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Reviews</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Review
        </Link>
      </div>
      <Form.Select
        className="w-auto mb-3"
        aria-label="Status"
        value={status ?? ''}
        onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
      >
        <option value="">All reviews</option>
        <option value="pending">Waiting for moderation</option>
        <option value="approved">Approved</option>
        <option value="rejected">Rejected</option>
      </Form.Select>
      <ErrorAlert error={reviews.error ?? moderate.error} />
      {!reviews.data && !reviews.error && <LoadingBlocks lines={6} />}
      {reviews.data && (
        <Table responsive size="sm" className="align-middle">
          <thead>
            <tr>
              <th>Product</th>
              <th>Author</th>
              <th>Rating</th>
              <th>Review</th>
              <th>Status</th>
              <th>Date</th>
              <th />
            </tr>
          </thead>
          <tbody>
            {reviews.data.data.map((review) => (
              <tr key={review.id}>
                <td>{review.product_name}</td>
                <td>{review.author}</td>
                <td aria-label={`${review.rating} of 5`}>{'★'.repeat(review.rating)}</td>
                <td className="small">
                  <Link to={`../${review.id}`} relative="path">
                    {review.text.length > 80 ? `${review.text.slice(0, 80)}…` : review.text}
                  </Link>
                </td>
                <td>
                  <Badge bg={reviewStatusBadge[review.status]}>{review.status}</Badge>
                </td>
                <td>{new Date(review.created_at).toLocaleDateString()}</td>
                <td className="text-nowrap text-end">
                  {review.status !== 'approved' && (
                    <Button
                      size="sm"
                      variant="outline-success"
                      className="me-1"
                      onClick={() => moderate.mutate({ id: review.id, action: 'approve' })}
                    >
                      Approve
                    </Button>
                  )}
                  {review.status !== 'rejected' && (
                    <Button
                      size="sm"
                      variant="outline-secondary"
                      onClick={() => moderate.mutate({ id: review.id, action: 'reject' })}
                    >
                      Reject
                    </Button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <AdminPager
        meta={reviews.data?.meta}
        onPage={(next) => setParams({ ...(status ? { status } : {}), page: String(next) })}
      />
    </>
  );
}
