import { type WriteReview, writeReviewSchema } from '@emporia/contracts/catalog';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { Link, Navigate, useParams } from 'react-router';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { useTranslation } from '../../../app/translation';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useTranslated } from '../../../ui/translated';
import { usePageTitle } from '../../../ui/usePageTitle';
import { useProduct } from './api/get-product';
import { useWriteProductReview } from './api/write-product-review';
import { isNotFound } from './components/not-found';

/** product-review-write/{productslug}: a review, shown once the shop approves it. */
export default function ProductReviewWritePage() {
  const { productslug = '' } = useParams();
  const { t } = useTranslation();
  const translated = useTranslated();
  const product = useProduct(productslug);
  const write = useWriteProductReview();
  const [thanks, setThanks] = useState<string>();
  const { register, handleSubmit, formState, setError } = useForm<WriteReview>({
    resolver: shopResolver(writeReviewSchema),
    defaultValues: { author: '', rating: 5, text: '' },
  });
  const { errors } = formState;
  const text = product.data ? translated(product.data.translations) : undefined;
  usePageTitle(text ? t('catalog.reviews.write_title', { name: text.name }) : undefined);

  useServerFieldErrors(write.error, setError);
  if (isNotFound(product.error)) return <Navigate to="/page-not-found" replace />;
  if (product.error) return <ErrorAlert error={product.error} />;
  if (!product.data || !text) return <LoadingBlocks lines={4} />;
  const productId = product.data.id;

  const submit = handleSubmit(async (review) => {
    const answer = await write.mutateAsync({ productId, review });
    setThanks(answer.message);
  });

  return (
    <div className="review-write-page" style={{ maxWidth: 640 }}>
      <PageHeading>{t('catalog.reviews.write_title', { name: text.name })}</PageHeading>
      {thanks ? (
        <Alert variant="success">
          {t(thanks, { defaultValue: thanks })} <Link to={`/${text.slug}`}>{t('catalog.reviews.back')}</Link>
        </Alert>
      ) : (
        <Form noValidate onSubmit={(event) => void submit(event).catch(() => {})}>
          <ErrorAlert error={write.error} />
          <Form.Group className="mb-3" controlId="review-author">
            <Form.Label>{t('catalog.reviews.author')}</Form.Label>
            <Form.Control isInvalid={!!errors.author} {...register('author')} />
            <Form.Control.Feedback type="invalid">{errors.author?.message}</Form.Control.Feedback>
          </Form.Group>
          <Form.Group className="mb-3" controlId="review-rating">
            <Form.Label>{t('catalog.reviews.rating')}</Form.Label>
            <Form.Select isInvalid={!!errors.rating} {...register('rating', { valueAsNumber: true })}>
              {[5, 4, 3, 2, 1].map((n) => (
                <option key={n} value={n}>
                  {'★'.repeat(n)} {t(`catalog.rating_names.${n}`)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-3" controlId="review-text">
            <Form.Label>{t('catalog.reviews.text')}</Form.Label>
            <Form.Control as="textarea" rows={5} isInvalid={!!errors.text} {...register('text')} />
            <Form.Control.Feedback type="invalid">{errors.text?.message}</Form.Control.Feedback>
          </Form.Group>
          <Button type="submit" disabled={write.isPending}>
            {t('catalog.reviews.submit')}
          </Button>
        </Form>
      )}
    </div>
  );
}
