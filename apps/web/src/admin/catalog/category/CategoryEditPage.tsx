import { type CategoryInput, categoryInputSchema } from '@emporia/contracts/catalog-admin';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopResolver, showServerFieldErrors } from '../../../app/form-errors';
import { useShopConfig } from '../../../app/shop-config';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { MissingRecord } from '../../access/RecordGate';
import { useCategories, useDeleteCategory, useSaveCategory, useUploadCategoryImage } from '../api/taxonomy';
import {
  DeleteRecordButton,
  PictureCard,
  RecordHeading,
  StatusSwitch,
  useRecordId,
  useRecordNavigation,
} from '../shared/RecordPage';
import { TranslationFields } from '../shared/TranslationFields';
import { skippingUntranslated } from '../shared/untranslated';

type Values = z.input<typeof categoryInputSchema>;

/** product/category/new and product/category/{id}. */
export default function CategoryEditPage() {
  const id = useRecordId();
  const go = useRecordNavigation(id);
  const { storefront } = useShopConfig();
  const categories = useCategories();
  const save = useSaveCategory();
  const remove = useDeleteCategory();
  const upload = useUploadCategoryImage();
  const [saved, setSaved] = useState(false);
  const current = id === undefined ? undefined : categories.data?.find((c) => c.id === id);
  if (!categories.data)
    return categories.error ? <ErrorAlert error={categories.error} /> : <LoadingBlocks lines={6} />;
  if (id !== undefined && !current) return <MissingRecord />;

  return (
    <>
      <RecordHeading title={current ? `Edit Category: ${current.name}` : 'Add Category'}>
        {current && (
          <DeleteRecordButton
            question={`Delete ${current.name}? Its products stay.`}
            onDelete={() => remove.mutate(current.id, { onSuccess: go.toList })}
          />
        )}
      </RecordHeading>
      <ErrorAlert error={remove.error ?? upload.error} />
      <SuccessAlert show={Boolean(saved)}>Saved.</SuccessAlert>
      {current && (
        <PictureCard
          title="Picture"
          src={current.image}
          label="Upload a picture"
          upload={(file) => upload.mutateAsync({ id: current.id, file })}
        />
      )}
      <CategoryForm
        key={current?.id ?? 'new'}
        languages={storefront.languages}
        parents={categories.data.filter((c) => c.id !== id)}
        defaults={{
          parent_id: current?.parent_id ?? null,
          status: current?.status ?? 1,
          sort_order: current?.sort_order ?? 0,
          translations: storefront.languages.map((l) => {
            const text = current?.translations.find((t) => t.locale === l.code);
            return {
              locale: l.code,
              name: text?.name ?? '',
              slug: text?.slug ?? '',
              description: text?.description ?? '',
              meta_title: text?.meta_title ?? '',
              meta_description: text?.meta_description ?? '',
            };
          }),
        }}
        saving={save.isPending}
        error={save.error}
        onSave={async (input) => {
          setSaved(false);
          const result = await save.mutateAsync({ id, input });
          setSaved(true);
          go.afterSave(result.id);
        }}
      />
    </>
  );
}

function CategoryForm({
  languages,
  parents,
  defaults,
  saving,
  error,
  onSave,
}: {
  languages: { code: string; name: string }[];
  parents: { id: number; name: string }[];
  defaults: Values;
  saving: boolean;
  error: unknown;
  onSave: (input: CategoryInput) => Promise<void>;
}) {
  const { register, control, handleSubmit, formState, setError } = useForm<Values, unknown, CategoryInput>({
    resolver: skippingUntranslated(shopResolver(categoryInputSchema)),
    defaultValues: defaults,
  });
  const submit = handleSubmit(async (input) => {
    try {
      await onSave(input);
    } catch (failure) {
      showServerFieldErrors(failure, setError);
    }
  });
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <ErrorAlert error={error} />
      <Card className="mb-3">
        <Card.Body>
          <TranslationFields
            languages={languages}
            register={register}
            control={control}
            errors={formState.errors}
          />
          <Row>
            <Form.Group as={Col} md={6} className="mb-3" controlId="category-parent">
              <Form.Label>Parent</Form.Label>
              <Form.Select
                isInvalid={!!formState.errors.parent_id}
                {...register('parent_id', { setValueAs: (v) => (v ? Number(v) : null) })}
              >
                <option value="">None (top level)</option>
                {parents.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.name}
                  </option>
                ))}
              </Form.Select>
              <Form.Control.Feedback type="invalid">
                {formState.errors.parent_id?.message}
              </Form.Control.Feedback>
            </Form.Group>
            <Form.Group as={Col} md={3} className="mb-3" controlId="category-sort">
              <Form.Label>Sort order</Form.Label>
              <Form.Control type="number" {...register('sort_order', { setValueAs: Number })} />
            </Form.Group>
            <Col md={3} className="mb-3 d-flex align-items-end">
              <StatusSwitch control={control} id="category-status" label="Shown" />
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <Button type="submit" disabled={saving}>
        Save
      </Button>
    </Form>
  );
}
