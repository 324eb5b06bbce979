import type { AdminReview, AdminReviewListQuery } from '@emporia/contracts/catalog-admin';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { type Column, DataTable, useRowSelection } from '../../ui/DataTable';
import { FilterSelect } from '../../ui/ListFilters';
import { type ListState, useListState } from '../../ui/list-state';
import { StatusDeleteActions } from '../../ui/StatusDeleteActions';
import { useModerateReview, useReviewBulkAction, useReviews } from '../api/reviews';

export const reviewStatusBadge = { pending: 'warning', approved: 'success', rejected: 'secondary' } as const;

function columnsOf(moderate: ReturnType<typeof useModerateReview>): Column<AdminReview>[] {
  return [
    { key: 'product', header: 'Product', sort: 'product', cell: (r) => r.product_name },
    { key: 'author', header: 'Author', cell: (r) => r.author },
    {
      key: 'rating',
      header: 'Rating',
      sort: 'rating',
      cell: (r) => (
        <>
          <span aria-hidden="true">{'★'.repeat(r.rating)}</span>
          <span className="visually-hidden">{`${r.rating} of 5`}</span>
        </>
      ),
    },
    {
      key: 'text',
      header: 'Review',
      className: 'small',
      cell: (r) => (
        <Link to={`../${r.id}`} relative="path">
          {r.text.length > 80 ? `${r.text.slice(0, 80)}…` : r.text}
        </Link>
      ),
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      cell: (r) => <Badge bg={reviewStatusBadge[r.status]}>{r.status}</Badge>,
    },
    {
      key: 'date_added',
      header: 'Date',
      sort: 'date_added',
      cell: (r) => new Date(r.created_at).toLocaleDateString(),
    },
    {
      key: 'moderate',
      header: 'Moderate',
      className: 'text-nowrap text-end',
      cell: (r) => (
        <>
          {r.status !== 'approved' && (
            <Button
              size="sm"
              variant="outline-success"
              className="me-1"
              onClick={() => moderate.mutate({ id: r.id, action: 'approve' })}
            >
              Approve
            </Button>
          )}
          {r.status !== 'rejected' && (
            <Button
              size="sm"
              variant="outline-secondary"
              onClick={() => moderate.mutate({ id: r.id, action: 'reject' })}
            >
              Reject
            </Button>
          )}
        </>
      ),
    },
  ];
}

const statusFilter = [
  ['', 'All reviews'],
  ['pending', 'Waiting for moderation'],
  ['approved', 'Approved'],
  ['rejected', 'Rejected'],
] as const;
const ratingFilter = [
  ['', 'Any rating'],
  ...[5, 4, 3, 2, 1].map((n) => [String(n), `${n} star${n === 1 ? '' : 's'}`] as const),
] as const;

function ReviewFilters({ state }: { state: ListState }) {
  return (
    <Form className="mb-3" role="search" aria-label="Filter reviews">
      <Row className="g-2">
        <Col md={4}>
          <FilterSelect state={state} name="status" label="Status" options={statusFilter} />
        </Col>
        <Col md={4}>
          <FilterSelect state={state} name="rating" label="Rating" options={ratingFilter} />
        </Col>
      </Row>
    </Form>
  );
}

const reviewActions = [
  ['approved', 'Approve'],
  ['rejected', 'Reject'],
] as const;

/** product/review/all: reviews by status and rating, approved, rejected or deleted one by one or in bulk. */
export default function ReviewListPage() {
  const state = useListState({ sort: 'date_added', order: 'desc' });
  const query: AdminReviewListQuery = {
    status: state.get('status') as AdminReviewListQuery['status'],
    rating: state.get('rating'),
    sort: state.sort as AdminReviewListQuery['sort'],
    order: state.order,
    page: state.page,
  };
  const reviews = useReviews(query);
  const moderate = useModerateReview();
  const bulk = useReviewBulkAction();
  const selection = useRowSelection(reviews.data?.data);
  const [message, setMessage] = useState('');
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Reviews</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Review
        </Link>
      </div>
      <ReviewFilters state={state} />
      <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
        {message}
      </SuccessAlert>
      <DataTable
        label="Reviews"
        noun={['review', 'reviews']}
        columns={columnsOf(moderate)}
        state={state}
        data={reviews.data}
        error={reviews.error ?? moderate.error}
        rowName={(r) => `${r.author} on ${r.product_name}`}
        selection={selection}
        bulkActions={
          <StatusDeleteActions
            selection={selection}
            bulk={bulk}
            statuses={reviewActions}
            noun={['review', 'reviews']}
            warning="The reviews disappear from the shop and the products' ratings are counted again."
            onDone={setMessage}
          />
        }
        empty="No reviews found."
      />
    </>
  );
}
