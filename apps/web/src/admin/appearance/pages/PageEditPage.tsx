import {
  type AdminContentPage,
  type ContentPageInput,
  contentPageInputSchema,
} from '@emporia/contracts/content-pages';
import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
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
import { RecordHeading, saveRecord, useRecordId, useRecordNavigation } from '../../catalog/shared/RecordPage';
import { RichTextEditor } from '../../catalog/shared/RichTextEditor';
import { BulkDialog } from '../../ui/BulkDialog';
import { localInputOf, PublishAtField, PublishStateBadge, publishAtValue, SeoFields } from '../publishing';
import { PageTranslations } from './PageTranslations';
import { useContentPage, useContentPageBulkAction, useSaveContentPage } from './pages-api';

type Values = z.input<typeof contentPageInputSchema>;

const plain = (html: string) =>
  html
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

function PageForm({ current, onSaved }: { current?: AdminContentPage; onSaved: (id: number) => void }) {
  const save = useSaveContentPage();
  const { config, storefront } = useShopConfig();
  const otherLanguages = storefront.languages.filter((language) => language.code !== config.default_language);
  // A date shows only when one was chosen for later; publishing without one means now.
  const shownTime =
    current && new Date(current.published_at) > new Date() ? localInputOf(current.published_at) : '';
  const { register, control, handleSubmit, formState, setError, watch } = useForm<
    Values,
    unknown,
    ContentPageInput
  >({
    resolver: shopResolver(contentPageInputSchema),
    defaultValues: {
      title: current?.title ?? '',
      handle: current?.handle ?? '',
      body: current?.body ?? '',
      status: current?.status ?? 'published',
      published_at: shownTime || null,
      seo_title: current?.seo_title ?? '',
      seo_description: current?.seo_description ?? '',
      translations: otherLanguages.map((language) => {
        const text = current?.translations.find((t) => t.locale === language.code);
        return {
          locale: language.code,
          title: text?.title ?? '',
          handle: text?.handle ?? '',
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
      async (input: ContentPageInput) => (await save.mutateAsync({ id: current?.id, input })).data,
      setError,
      onSaved,
    ),
  );
  const [title, body, seoTitle, seoDescription, handle, status, at] = watch([
    'title',
    'body',
    'seo_title',
    'seo_description',
    'handle',
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
              <Form.Group className="mb-3" controlId="page-title">
                <Form.Label>Title</Form.Label>
                <Form.Control size="lg" isInvalid={!!errors.title} {...register('title')} />
                <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
              </Form.Group>
              <Form.Label as="p" className="mb-2">
                Content
              </Form.Label>
              <Controller
                control={control}
                name="body"
                render={({ field }) => (
                  <RichTextEditor
                    label="Content"
                    withFiles
                    value={field.value ?? ''}
                    onChange={field.onChange}
                  />
                )}
              />
              {errors.body && <div className="text-danger small mt-1">{errors.body.message}</div>}
            </Card.Body>
          </Card>
          <PageTranslations
            languages={otherLanguages}
            register={register}
            control={control}
            errors={errors}
            placeholders={{ title: title ?? '', handle: handle || current?.handle || '' }}
          />
          <Card className="mb-3">
            <Card.Header>Search engines</Card.Header>
            <Card.Body>
              <Form.Group className="mb-3" controlId="page-handle">
                <Form.Label>Handle</Form.Label>
                <div className="input-group has-validation">
                  <span className="input-group-text">/pages/</span>
                  <Form.Control
                    placeholder="Made from the title when empty"
                    isInvalid={!!errors.handle}
                    {...register('handle')}
                  />
                  <Form.Control.Feedback type="invalid">{errors.handle?.message}</Form.Control.Feedback>
                </div>
                {current && handle !== current.handle && (
                  <Form.Text>The old address /pages/{current.handle} will lead here.</Form.Text>
                )}
              </Form.Group>
              <SeoFields
                idPrefix="page"
                title={{
                  field: register('seo_title'),
                  error: errors.seo_title?.message,
                  placeholder: title ?? '',
                }}
                description={{
                  field: register('seo_description'),
                  error: errors.seo_description?.message,
                  placeholder: 'The start of the page’s text when empty',
                }}
                preview={{
                  title: seoTitle || title || '',
                  path: `/pages/${handle || current?.handle || '…'}`,
                  description: seoDescription || plain(body ?? ''),
                }}
              />
            </Card.Body>
          </Card>
        </Col>
        <Col lg={4}>
          <Card className="mb-3">
            <Card.Header className="d-flex justify-content-between align-items-center">
              Visibility {current && <PublishStateBadge state={current.state} />}
            </Card.Header>
            <Card.Body>
              <Form.Group className="mb-3">
                <Form.Check
                  type="radio"
                  id="page-status-published"
                  label="Published"
                  value="published"
                  {...register('status')}
                />
                <Form.Check
                  type="radio"
                  id="page-status-hidden"
                  label="Hidden (only staff see it)"
                  value="hidden"
                  {...register('status')}
                />
              </Form.Group>
              <PublishAtField
                id="page-published-at"
                field={register('published_at', publishAtValue)}
                error={errors.published_at?.message}
                later={Boolean(later)}
              />
              <div className="d-flex gap-2 flex-wrap">
                <Button type="submit" disabled={save.isPending}>
                  Save
                </Button>
                {current?.state === 'published' && (
                  <a
                    className="btn btn-link"
                    href={`/pages/${current.handle}`}
                    target="_blank"
                    rel="noreferrer"
                  >
                    View on storefront
                  </a>
                )}
              </div>
            </Card.Body>
          </Card>
        </Col>
      </Row>
    </Form>
  );
}

/** Delete, after the admin's confirmation dialog; the list follows. */
function DeletePageButton({ page, onDeleted }: { page: AdminContentPage; onDeleted: () => void }) {
  const [asking, setAsking] = useState(false);
  const remove = useContentPageBulkAction();
  return (
    <>
      <Button variant="outline-danger" onClick={() => setAsking(true)}>
        Delete
      </Button>
      <BulkDialog
        show={asking}
        title={`Delete the page ${page.title}?`}
        confirm="Delete"
        danger
        pending={remove.isPending}
        error={remove.error}
        onHide={() => {
          setAsking(false);
          remove.reset();
        }}
        onConfirm={() => remove.mutate({ action: 'delete', ids: [page.id] }, { onSuccess: onDeleted })}
      >
        Shoppers can no longer open /pages/{page.handle}; menu items that link it are hidden and flagged in
        Menus.
      </BulkDialog>
    </>
  );
}

/** appearance/page/new and appearance/page/{id}: write a page, its translations and its SEO texts. */
export default function PageEditPage() {
  const id = useRecordId();
  const go = useRecordNavigation(id);
  const page = useContentPage(id);
  const [saved, setSaved] = useState(false);
  if (id !== undefined && page.error) return <ErrorAlert error={page.error} />;
  if (id !== undefined && !page.data) return <LoadingBlocks lines={8} />;
  const current = page.data;
  if (id !== undefined && !current) return <Alert variant="warning">This page does not exist.</Alert>;
  return (
    <>
      <RecordHeading title={current ? `Edit Page: ${current.title}` : 'Add Page'}>
        {current && <DeletePageButton page={current} onDeleted={go.toList} />}
      </RecordHeading>
      <SuccessAlert show={saved}>Saved.</SuccessAlert>
      <PageForm
        key={current?.id ?? 'new'}
        current={current}
        onSaved={(savedId) => {
          setSaved(true);
          go.afterSave(savedId);
        }}
      />
    </>
  );
}
