import { type AdminArticle, type ArticleInput, articleInputSchema } from '@emporia/contracts/blog';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopResolver } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { MissingRecord } from '../../access/RecordGate';
import { useAdminAccount } from '../../account/api';
import {
  DeleteRecordButton,
  PictureCard,
  RecordHeading,
  saveRecord,
  useRecordId,
  useRecordNavigation,
} from '../../catalog/shared/RecordPage';
import { RichTextEditor } from '../../catalog/shared/RichTextEditor';
import { ItemPicker } from '../../ui/ItemPicker';
import { localInputOf, PublishAtField, publishAtValue, SeoFields } from '../publishing';
import { ArticleStateBadge } from './ArticleListPage';
import { ArticlePreview } from './ArticlePreview';
import { ArticleTranslations } from './ArticleTranslations';
import {
  articleProductChoices,
  type BlogSetup,
  useArticle,
  useBlogSetup,
  useDeleteArticle,
  useSaveArticle,
  useUploadCover,
} from './articles-api';

type Values = z.input<typeof articleInputSchema>;

function ArticleForm({
  current,
  setup,
  onSaved,
}: {
  current?: AdminArticle;
  setup: BlogSetup;
  onSaved: (id: number) => void;
}) {
  const save = useSaveArticle();
  const me = useAdminAccount();
  const { storefront } = useShopConfig();
  const defaultLanguage = storefront.languages[0]?.code;
  const otherLanguages = storefront.languages.filter((language) => language.code !== defaultLanguage);
  const [previewing, setPreviewing] = useState(false);
  const myAuthor = setup.authors.find((a) => me.data && a.admin_user_id === me.data.id);
  // A draft shows a time only when one was chosen for later; publishing without one means now.
  const shownTime =
    current && (current.state !== 'draft' || new Date(current.published_at) > new Date())
      ? localInputOf(current.published_at)
      : '';
  const { register, control, handleSubmit, formState, setError, watch } = useForm<
    Values,
    unknown,
    ArticleInput
  >({
    resolver: shopResolver(articleInputSchema),
    defaultValues: {
      title: current?.title ?? '',
      slug: current?.slug ?? '',
      summary: current?.summary ?? '',
      body: current?.body ?? '',
      status: current?.status ?? 'draft',
      published_at: shownTime || null,
      author_id: current ? current.author_id : (myAuthor?.id ?? null),
      category_ids: current?.category_ids ?? [],
      product_ids: current?.products.map((p) => p.id) ?? [],
      seo_title: current?.seo_title ?? '',
      seo_description: current?.seo_description ?? '',
      translations: otherLanguages.map((language) => {
        const text = current?.translations.find((t) => t.locale === language.code);
        return {
          locale: language.code,
          title: text?.title ?? '',
          summary: text?.summary ?? '',
          body: text?.body ?? '',
          seo_title: text?.seo_title ?? '',
          seo_description: text?.seo_description ?? '',
        };
      }),
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(
    saveRecord(
      async (input: ArticleInput) => (await save.mutateAsync({ id: current?.id, input }))!,
      setError,
      onSaved,
    ),
  );
  const [title, summary, body, seoTitle, seoDescription, slug, status, at] = watch([
    'title',
    'summary',
    'body',
    'seo_title',
    'seo_description',
    'slug',
    'status',
    'published_at',
  ]);
  const later = status === 'published' && at && new Date(at) > new Date();
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <ErrorAlert error={save.error} />
      <Row className="g-3">
        <Col lg={8}>
          <Card className="mb-3">
            <Card.Body>
              <Form.Group className="mb-3" controlId="article-title">
                <Form.Label>Title</Form.Label>
                <Form.Control size="lg" isInvalid={!!errors.title} {...register('title')} />
                <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Group className="mb-3" controlId="article-slug">
                <Form.Label>Slug</Form.Label>
                <div className="input-group has-validation">
                  <span className="input-group-text">/article/</span>
                  <Form.Control
                    placeholder="Made from the title when empty"
                    isInvalid={!!errors.slug}
                    {...register('slug')}
                  />
                  <Form.Control.Feedback type="invalid">{errors.slug?.message}</Form.Control.Feedback>
                </div>
                {current && slug !== current.slug && (
                  <Form.Text>The old address /article/{current.slug} will lead here.</Form.Text>
                )}
              </Form.Group>
              <Form.Group className="mb-3" controlId="article-summary">
                <Form.Label>Summary (shown in lists and under the title)</Form.Label>
                <Form.Control as="textarea" rows={2} isInvalid={!!errors.summary} {...register('summary')} />
                <Form.Control.Feedback type="invalid">{errors.summary?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Label as="p" className="mb-2">
                Article
              </Form.Label>
              <Controller
                control={control}
                name="body"
                render={({ field }) => (
                  <RichTextEditor
                    label="Article"
                    withFiles
                    value={field.value ?? ''}
                    onChange={field.onChange}
                  />
                )}
              />
              {errors.body && <div className="text-danger small mt-1">{errors.body.message}</div>}
            </Card.Body>
          </Card>
          <ArticleTranslations
            languages={otherLanguages}
            register={register}
            control={control}
            errors={errors}
          />
          <Card className="mb-3">
            <Card.Header>Products shown under the article</Card.Header>
            <Card.Body>
              <Controller
                control={control}
                name="product_ids"
                render={({ field, fieldState }) => (
                  <ItemPicker
                    label="Products"
                    noun="products"
                    cacheKey="article-products"
                    choices={articleProductChoices}
                    value={(Array.isArray(field.value) ? field.value : []).map(Number)}
                    onChange={field.onChange}
                    error={fieldState.error?.message}
                    emptyHint="No products are shown under the article."
                  />
                )}
              />
            </Card.Body>
          </Card>
          <Card className="mb-3">
            <Card.Header>Search engines</Card.Header>
            <Card.Body>
              <SeoFields
                idPrefix="article"
                title={{
                  field: register('seo_title'),
                  error: errors.seo_title?.message,
                  placeholder: title ?? '',
                }}
                description={{
                  field: register('seo_description'),
                  error: errors.seo_description?.message,
                  placeholder: summary,
                }}
                preview={{
                  title: seoTitle || title || '',
                  path: `/article/${slug || '…'}`,
                  description: seoDescription || summary || '',
                }}
              />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <Card className="mb-3">
            <Card.Header className="d-flex justify-content-between align-items-center">
              Publishing {current && <ArticleStateBadge state={current.state} />}
            </Card.Header>
            <Card.Body>
              <Form.Group className="mb-3">
                <Form.Check
                  type="radio"
                  id="article-status-draft"
                  label="Draft (only staff see it)"
                  value="draft"
                  {...register('status')}
                />
                <Form.Check
                  type="radio"
                  id="article-status-published"
                  label="Published"
                  value="published"
                  {...register('status')}
                />
              </Form.Group>
              <PublishAtField
                id="article-published-at"
                field={register('published_at', publishAtValue)}
                error={errors.published_at?.message}
                later={Boolean(later)}
              />
              <div className="d-flex gap-2 flex-wrap">
                <Button type="submit" disabled={save.isPending}>
                  Save
                </Button>
                <Button variant="outline-secondary" onClick={() => setPreviewing(true)}>
                  Preview
                </Button>
                {current?.state === 'published' && (
                  <a
                    className="btn btn-link"
                    href={`/article/${current.slug}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    View on storefront
                  </a>
                )}
              </div>
            </Card.Body>
          </Card>
          <Card className="mb-3">
            <Card.Header>Author and topics</Card.Header>
            <Card.Body>
              <Form.Group className="mb-3" controlId="article-author">
                <Form.Label>Author</Form.Label>
                <Form.Select
                  isInvalid={!!errors.author_id}
                  {...register('author_id', { setValueAs: (v) => (v ? Number(v) : null) })}
                >
                  <option value="">The shop</option>
                  {setup.authors.map((author) => (
                    <option key={author.id} value={author.id}>
                      {author.name}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.author_id?.message}</Form.Control.Feedback>
              </Form.Group>
              <fieldset>
                <legend className="form-label fs-6">Topics</legend>
                {setup.categories.length === 0 && (
                  <p className="small text-body-secondary">
                    No topics yet: add them on the Topics tab of Articles.
                  </p>
                )}
                <Controller
                  control={control}
                  name="category_ids"
                  render={({ field }) => {
                    const chosen = (Array.isArray(field.value) ? field.value : []).map(Number);
                    return (
                      <>
                        {setup.categories.map((topic) => (
                          <Form.Check
                            key={topic.id}
                            id={`article-topic-${topic.id}`}
                            label={topic.name}
                            checked={chosen.includes(topic.id)}
                            onChange={(event) =>
                              field.onChange(
                                event.target.checked
                                  ? [...chosen, topic.id]
                                  : chosen.filter((id) => id !== topic.id),
                              )
                            }
                          />
                        ))}
                      </>
                    );
                  }}
                />
                {errors.category_ids && (
                  <div className="text-danger small">{errors.category_ids.message}</div>
                )}
              </fieldset>
            </Card.Body>
          </Card>
        </Col>
      </Row>
      <ArticlePreview
        show={previewing}
        onHide={() => setPreviewing(false)}
        title={title}
        summary={summary ?? ''}
        body={body ?? ''}
        cover={current?.image ?? ''}
        author={setup.authors.find((a) => a.id === Number(watch('author_id')))?.name}
      />
    </Form>
  );
}

/** appearance/article/new and appearance/article/{id}: write, schedule and publish an article. */
export default function ArticleEditPage() {
  const id = useRecordId();
  const go = useRecordNavigation(id);
  const article = useArticle(id);
  const setup = useBlogSetup();
  const remove = useDeleteArticle();
  const upload = useUploadCover();
  const [saved, setSaved] = useState(false);
  const failure = (id !== undefined && article.error) || setup.error;
  if (failure) return <ErrorAlert error={failure} />;
  if ((id !== undefined && !article.data) || !setup.data) return <LoadingBlocks lines={8} />;
  const current = article.data;
  if (id !== undefined && !current) return <MissingRecord />;
  return (
    <>
      <RecordHeading title={current ? `Edit Article: ${current.title}` : 'Add Article'}>
        {current && (
          <DeleteRecordButton
            question={`Delete the article ${current.title}?`}
            onDelete={() => remove.mutate(current.id, { onSuccess: go.toList })}
          />
        )}
      </RecordHeading>
      <ErrorAlert error={remove.error ?? upload.error} />
      <SuccessAlert show={saved}>Saved.</SuccessAlert>
      {current ? (
        <PictureCard
          title="Cover picture"
          src={current.image || '/storage/store/no-image.png'}
          label="Upload a cover picture"
          upload={(file) => upload.mutateAsync({ id: current.id, file })}
        />
      ) : (
        <p className="text-body-secondary">Save the article to add its cover picture.</p>
      )}
      <ArticleForm
        key={current?.id ?? 'new'}
        current={current}
        setup={setup.data}
        onSaved={(savedId) => {
          setSaved(true);
          go.afterSave(savedId);
        }}
      />
    </>
  );
}
