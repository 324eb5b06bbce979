import {
  type AdminReview,
  type AdminReviewInput,
  adminReviewInputSchema,
} from '@emporia/contracts/catalog-admin';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopResolver } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useProducts } from '../api/products';
import { useDeleteReview, useModerateReview, useReview, useSaveReview } from '../api/reviews';
import {
  DeleteRecordButton,
  RecordHeading,
  saveRecord,
  useRecordId,
  useRecordNavigation,
} from '../shared/RecordPage';

type Values = z.input<typeof adminReviewInputSchema>;

function ReviewForm({ review, onSaved }: { review?: AdminReview; onSaved: (id: number) => void }) {
  const save = useSaveReview();
  const [search, setSearch] = useState('');
  const products = useProducts({
    search: search || undefined,
    per_page: 20,
    page: 1,
    sort: 'name',
    order: 'asc',
  });
  const { register, handleSubmit, formState, setError } = useForm<Values, unknown, AdminReviewInput>({
    resolver: shopResolver(adminReviewInputSchema),
    defaultValues: {
      product_id: review?.product_id ?? 0,
      author: review?.author ?? '',
      rating: review?.rating ?? 5,
      text: review?.text ?? '',
      status: review?.status ?? 'approved',
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(
    saveRecord((input) => save.mutateAsync({ id: review?.id, input }), setError, onSaved),
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <ErrorAlert error={save.error} />
      {review ? (
        <>
          <input type="hidden" {...register('product_id', { setValueAs: Number })} />
          <p>
            Product: <strong>{review.product_name}</strong>
          </p>
        </>
      ) : (
        <Form.Group className="mb-3" controlId="review-product">
          <Form.Label>Product</Form.Label>
          <Form.Control
            className="mb-2"
            placeholder="Search products"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Form.Select isInvalid={!!errors.product_id} {...register('product_id', { setValueAs: Number })}>
            <option value="0">Choose a product</option>
            {products.data?.data.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({p.sku})
              </option>
            ))}
          </Form.Select>
          <Form.Control.Feedback type="invalid">{errors.product_id?.message}</Form.Control.Feedback>
        </Form.Group>
      )}
      <Form.Group className="mb-3" controlId="review-author">
        <Form.Label>Author</Form.Label>
        <Form.Control isInvalid={!!errors.author} {...register('author')} />
        <Form.Control.Feedback type="invalid">{errors.author?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="review-rating">
        <Form.Label>Rating</Form.Label>
        <Form.Select {...register('rating', { setValueAs: Number })}>
          {[5, 4, 3, 2, 1].map((n) => (
            <option key={n} value={n}>
              {'★'.repeat(n)}
            </option>
          ))}
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-3" controlId="review-text">
        <Form.Label>Text</Form.Label>
        <Form.Control as="textarea" rows={5} isInvalid={!!errors.text} {...register('text')} />
        <Form.Control.Feedback type="invalid">{errors.text?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="review-status">
        <Form.Label>Status</Form.Label>
        <Form.Select {...register('status')}>
          <option value="pending">Waiting for moderation</option>
          <option value="approved">Approved</option>
          <option value="rejected">Rejected</option>
        </Form.Select>
      </Form.Group>
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

/** product/review/new and product/review/{id}: write, edit, approve or reject a review. */
export default function ReviewEditPage() {
  const id = useRecordId();
  const go = useRecordNavigation(id);
  const review = useReview(id);
  const moderate = useModerateReview();
  const remove = useDeleteReview();
  const [saved, setSaved] = useState(false);
  if (id !== undefined && review.error) return <ErrorAlert error={review.error} />;
  if (id !== undefined && !review.data) return <LoadingBlocks lines={5} />;
  const current = review.data;
  return (
    <>
      <RecordHeading title={current ? 'Edit Review' : 'Add Review'}>
        {current && (
          <div className="d-flex gap-2">
            <Button
              variant="outline-success"
              disabled={current.status === 'approved'}
              onClick={() => moderate.mutate({ id: current.id, action: 'approve' })}
            >
              Approve
            </Button>
            <Button
              variant="outline-secondary"
              disabled={current.status === 'rejected'}
              onClick={() => moderate.mutate({ id: current.id, action: 'reject' })}
            >
              Reject
            </Button>
            <DeleteRecordButton onDelete={() => remove.mutate(current.id, { onSuccess: go.toList })} />
          </div>
        )}
      </RecordHeading>
      <ErrorAlert error={moderate.error ?? remove.error} />
      <SuccessAlert show={Boolean(saved)}>Saved.</SuccessAlert>
      <Card>
        <Card.Body>
          <ReviewForm
            key={`${current?.id ?? 'new'}-${current?.status ?? ''}`}
            review={current}
            onSaved={(savedId) => {
              setSaved(true);
              go.afterSave(savedId);
            }}
          />
        </Card.Body>
      </Card>
    </>
  );
}
