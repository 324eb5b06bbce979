import type { AdminManufacturer } from '@emporia/contracts/catalog-admin';
import { type ManufacturerInput, manufacturerInputSchema } from '@emporia/contracts/catalog-admin';
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
import { MissingRecord } from '../../access/RecordGate';
import {
  useDeleteManufacturer,
  useManufacturers,
  useSaveManufacturer,
  useUploadManufacturerLogo,
} from '../api/taxonomy';
import { OtherLanguageTexts } from '../shared/OtherLanguageTexts';
import {
  DeleteRecordButton,
  PictureCard,
  RecordHeading,
  StatusSwitch,
  saveRecord,
  useRecordId,
  useRecordNavigation,
} from '../shared/RecordPage';

type Values = z.input<typeof manufacturerInputSchema>;

function ManufacturerForm({
  current,
  onSaved,
}: {
  current?: AdminManufacturer;
  onSaved: (id: number) => void;
}) {
  const save = useSaveManufacturer();
  const { register, control, handleSubmit, formState, setError, watch } = useForm<
    Values,
    unknown,
    ManufacturerInput
  >({
    resolver: shopResolver(manufacturerInputSchema),
    defaultValues: {
      name: current?.name ?? '',
      name_translations: current?.name_translations ?? {},
      slug: current?.slug ?? '',
      status: current?.status ?? 1,
      sort_order: current?.sort_order ?? 0,
    },
  });
  const { errors } = formState;
  const submit = handleSubmit(
    saveRecord((input) => save.mutateAsync({ id: current?.id, input }), setError, onSaved),
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <ErrorAlert error={save.error} />
      <Form.Group className="mb-3" controlId="manufacturer-name">
        <Form.Label>Name</Form.Label>
        <Form.Control isInvalid={!!errors.name} {...register('name')} />
        <Form.Control.Feedback type="invalid">{errors.name?.message}</Form.Control.Feedback>
      </Form.Group>
      <OtherLanguageTexts
        name="name_translations"
        label="Name"
        defaultText={watch('name')}
        register={register}
        errors={errors}
        idPrefix="manufacturer-name"
      />
      <Form.Group className="mb-3" controlId="manufacturer-slug">
        <Form.Label>Slug</Form.Label>
        <Form.Control
          placeholder="Made from the name when empty"
          isInvalid={!!errors.slug}
          {...register('slug')}
        />
        <Form.Control.Feedback type="invalid">{errors.slug?.message}</Form.Control.Feedback>
      </Form.Group>
      <Form.Group className="mb-3" controlId="manufacturer-sort">
        <Form.Label>Sort order</Form.Label>
        <Form.Control type="number" {...register('sort_order', { setValueAs: Number })} />
      </Form.Group>
      <StatusSwitch control={control} id="manufacturer-status" className="mb-3" label="Shown" />
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

/** product/manufacturer/new and product/manufacturer/{id}. */
export default function ManufacturerEditPage() {
  const id = useRecordId();
  const go = useRecordNavigation(id);
  const manufacturers = useManufacturers();
  const remove = useDeleteManufacturer();
  const upload = useUploadManufacturerLogo();
  const [saved, setSaved] = useState(false);
  if (!manufacturers.data)
    return manufacturers.error ? <ErrorAlert error={manufacturers.error} /> : <LoadingBlocks lines={4} />;
  const current = id === undefined ? undefined : manufacturers.data.find((m) => m.id === id);
  if (id !== undefined && !current) return <MissingRecord />;
  return (
    <>
      <RecordHeading title={current ? `Edit Manufacturer: ${current.name}` : 'Add Manufacturer'}>
        {current && (
          <DeleteRecordButton
            question={`Delete ${current.name}?`}
            onDelete={() => remove.mutate(current.id, { onSuccess: go.toList })}
          />
        )}
      </RecordHeading>
      <ErrorAlert error={remove.error ?? upload.error} />
      <SuccessAlert show={Boolean(saved)}>Saved.</SuccessAlert>
      {current && (
        <PictureCard
          title="Logo"
          src={current.logo}
          label="Upload a logo"
          upload={(file) => upload.mutateAsync({ id: current.id, file })}
        />
      )}
      <Card>
        <Card.Body>
          <ManufacturerForm
            key={current?.id ?? 'new'}
            current={current}
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
