import {
  type AdminBanner,
  type BannerForm,
  type BannerInput,
  bannerInputSchema,
  bannerPlacementNames,
  bannerPlacements,
} from '@emporia/contracts/banners';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Controller, useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { shopResolver } from '../../app/form-errors';
import { errorMessage } from '../../app/http';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { StoredPicture } from '../../ui/StoredPicture';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { MissingRecord } from '../access/RecordGate';
import { OtherLanguageTexts } from '../catalog/shared/OtherLanguageTexts';
import { PictureUpload } from '../catalog/shared/PictureUpload';
import {
  DeleteRecordButton,
  RecordHeading,
  saveRecord,
  useRecordId,
  useRecordNavigation,
} from '../catalog/shared/RecordPage';
import { ItemPicker } from '../ui/ItemPicker';
import { BannerStateBadge } from './BannerListPage';
import {
  bannerCategoryChoices,
  uploadBannerPicture,
  useBanner,
  useDeleteBanner,
  useSaveBanner,
} from './banner-api';

/** An instant as a date-time input shows it: the merchant's own clock, to the minute. */
function localInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);
}

type PictureSize = { width: number; height: number };

/** One of the banner's pictures: its preview at its proportions, an upload that replaces it, a remove. */
function PictureField({
  label,
  hint,
  value,
  size,
  error,
  onChange,
}: {
  label: string;
  hint: string;
  value: string | null | undefined;
  size: PictureSize | undefined;
  error?: string;
  onChange: (key: string | null, size?: PictureSize) => void;
}) {
  const [failure, setFailure] = useState<string>();
  return (
    <div className="mb-3">
      <div className="fw-semibold mb-1">{label}</div>
      {value && (
        <div className="d-flex gap-2 align-items-start mb-2">
          <StoredPicture
            src={`/storage/${value}-wide.webp`}
            alt={`${label}: preview`}
            candidates={['large', 'wide']}
            sizes="(min-width: 992px) 480px, 90vw"
            width={size?.width ?? 1600}
            height={size?.height ?? 500}
            className="rounded border img-fluid"
            style={{ maxWidth: 480, maxHeight: 240, objectFit: 'contain' }}
          />
          <Button variant="outline-secondary" size="sm" onClick={() => onChange(null)}>
            Remove
          </Button>
        </div>
      )}
      <PictureUpload
        label={value ? `Replace the ${label.toLowerCase()}` : `Upload the ${label.toLowerCase()}`}
        fromFiles
        upload={(file, onProgress) =>
          uploadBannerPicture(file, onProgress).then(
            (picture) => {
              setFailure(undefined);
              onChange(picture.key, picture);
            },
            (reason: unknown) => setFailure(errorMessage(reason)),
          )
        }
      />
      <Form.Text className="d-block">{hint}</Form.Text>
      {(failure ?? error) && <div className="invalid-feedback d-block">{failure ?? error}</div>}
    </div>
  );
}

function BannerFormCard({ current, onSaved }: { current?: AdminBanner; onSaved: (id: number) => void }) {
  const save = useSaveBanner();
  const [sizes, setSizes] = useState<Record<string, PictureSize>>(() => {
    const known: Record<string, PictureSize> = {};
    for (const picture of [current?.image, current?.phone_image]) if (picture) known[picture.key] = picture;
    return known;
  });
  const { register, control, handleSubmit, formState, setError, watch } = useForm<
    BannerForm,
    unknown,
    BannerInput
  >({
    resolver: shopResolver(bannerInputSchema),
    defaultValues: {
      title: current?.title ?? '',
      placement: current?.placement ?? 'home_hero',
      category_id: current?.category_id ?? null,
      image: current?.image?.key ?? null,
      phone_image: current?.phone_image?.key ?? null,
      link: current?.link ?? '',
      alt_text: current?.alt_text ?? '',
      text: current?.text ?? '',
      alt_text_translations: current?.alt_text_translations ?? {},
      text_translations: current?.text_translations ?? {},
      starts_at: localInput(current?.starts_at ?? null),
      ends_at: localInput(current?.ends_at ?? null),
      sort_order: current?.sort_order ?? 0,
      active: current?.active ?? true,
    },
  });
  const { errors } = formState;
  const placement = watch('placement');
  const submit = handleSubmit(
    saveRecord((input: BannerInput) => save.mutateAsync({ id: current?.id, input }), setError, onSaved),
  );
  const picture = (name: 'image' | 'phone_image', label: string, hint: string) => (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <PictureField
          label={label}
          hint={hint}
          value={field.value as string | null}
          size={field.value ? sizes[field.value as string] : undefined}
          error={fieldState.error?.message}
          onChange={(key, size) => {
            if (key && size) setSizes((known) => ({ ...known, [key]: size }));
            field.onChange(key);
          }}
        />
      )}
    />
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <ErrorAlert error={save.error} />
      <Card className="mb-3">
        <Card.Body>
          <Form.Group className="mb-3" controlId="banner-title">
            <Form.Label>Name</Form.Label>
            <Form.Control isInvalid={!!errors.title} {...register('title')} />
            <Form.Text>For you in this list; shoppers do not see it.</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.title?.message}</Form.Control.Feedback>
          </Form.Group>
          <Row>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="banner-placement">
                <Form.Label>Placement</Form.Label>
                <Form.Select isInvalid={!!errors.placement} {...register('placement')}>
                  {bannerPlacements.map((value) => (
                    <option key={value} value={value}>
                      {bannerPlacementNames[value]}
                    </option>
                  ))}
                </Form.Select>
                <Form.Control.Feedback type="invalid">{errors.placement?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              {placement === 'category_top' && (
                <Controller
                  control={control}
                  name="category_id"
                  render={({ field, fieldState }) => (
                    <ItemPicker
                      label="Category"
                      noun="categories"
                      cacheKey="banner-categories"
                      value={field.value ? [Number(field.value)] : []}
                      // One category: the last one chosen replaces the one before.
                      onChange={(ids) => field.onChange(ids.at(-1) ?? null)}
                      choices={bannerCategoryChoices}
                      emptyHint="Shows on every category."
                      error={fieldState.error?.message}
                    />
                  )}
                />
              )}
            </Col>
          </Row>
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header>Pictures</Card.Header>
        <Card.Body>
          {picture(
            'image',
            'Picture for wide screens',
            placement === 'home_hero'
              ? 'About 1600 × 500 pixels. Give every carousel slide the same proportions. JPEG, PNG, WebP, GIF or AVIF up to 10 MB.'
              : 'At least 1600 pixels wide. JPEG, PNG, WebP, GIF or AVIF up to 10 MB.',
          )}
          {Boolean(watch('image')) &&
            picture(
              'phone_image',
              'Picture for phones',
              'Optional: shown on screens narrower than 576 pixels instead, e.g. 800 × 800 pixels.',
            )}
          <Form.Group className="mb-3" controlId="banner-alt">
            <Form.Label>Alt text</Form.Label>
            <Form.Control isInvalid={!!errors.alt_text} {...register('alt_text')} />
            <Form.Text>What the picture says, for shoppers who cannot see it (and search engines).</Form.Text>
            <Form.Control.Feedback type="invalid">{errors.alt_text?.message}</Form.Control.Feedback>
          </Form.Group>
          <OtherLanguageTexts
            name="alt_text_translations"
            label="Alt text"
            defaultText={watch('alt_text')}
            register={register}
            errors={errors}
            idPrefix="banner-alt"
          />
          {placement === 'top_bar' && (
            <Form.Group className="mb-3" controlId="banner-text">
              <Form.Label>Text</Form.Label>
              <Form.Control isInvalid={!!errors.text} {...register('text')} />
              <Form.Text>A top bar may be text only, e.g. “Free shipping on orders over $50”.</Form.Text>
              <Form.Control.Feedback type="invalid">{errors.text?.message}</Form.Control.Feedback>
            </Form.Group>
          )}
          {placement === 'top_bar' && (
            <OtherLanguageTexts
              name="text_translations"
              label="Text"
              defaultText={watch('text')}
              register={register}
              errors={errors}
              idPrefix="banner-text"
            />
          )}
          <Form.Group controlId="banner-link">
            <Form.Label>Link</Form.Label>
            <Form.Control placeholder="/category/tents" isInvalid={!!errors.link} {...register('link')} />
            <Form.Text>
              A page of this shop (/category/tents) or an https:// address; empty for none.
            </Form.Text>
            <Form.Control.Feedback type="invalid">{errors.link?.message}</Form.Control.Feedback>
          </Form.Group>
        </Card.Body>
      </Card>
      <Card className="mb-3">
        <Card.Header>When it shows</Card.Header>
        <Card.Body>
          <Row>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="banner-starts">
                <Form.Label>Starts</Form.Label>
                <Form.Control
                  type="datetime-local"
                  isInvalid={!!errors.starts_at}
                  {...register('starts_at')}
                />
                <Form.Text>Empty: from now.</Form.Text>
                <Form.Control.Feedback type="invalid">{errors.starts_at?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
            <Col md={6}>
              <Form.Group className="mb-3" controlId="banner-ends">
                <Form.Label>Ends</Form.Label>
                <Form.Control type="datetime-local" isInvalid={!!errors.ends_at} {...register('ends_at')} />
                <Form.Text>Empty: until you switch it off.</Form.Text>
                <Form.Control.Feedback type="invalid">{errors.ends_at?.message}</Form.Control.Feedback>
              </Form.Group>
            </Col>
          </Row>
          {current && (
            <Form.Group className="mb-3" controlId="banner-sort" style={{ maxWidth: 200 }}>
              <Form.Label>Sort order</Form.Label>
              <Form.Control type="number" {...register('sort_order', { setValueAs: Number })} />
            </Form.Group>
          )}
          <Form.Check type="switch" id="banner-active" label="Active" {...register('active')} />
        </Card.Body>
      </Card>
      <div className="d-flex gap-2">
        <Button type="submit" disabled={save.isPending || formState.isSubmitting}>
          Save
        </Button>
        <Link to="../all" relative="path" className="btn btn-outline-secondary">
          Cancel
        </Link>
      </div>
    </Form>
  );
}

/** appearance/banner/new and appearance/banner/{id}. */
export default function BannerEditPage() {
  const id = useRecordId();
  const go = useRecordNavigation(id);
  const banner = useBanner(id);
  const remove = useDeleteBanner();
  const [saved, setSaved] = useState(false);
  if (id !== undefined && !banner.data) {
    if (banner.error) return <ErrorAlert error={banner.error} />;
    return <LoadingBlocks lines={6} />;
  }
  const current = banner.data;
  return (
    <>
      <Link to="../all" relative="path" className="small">
        ← All banners
      </Link>
      <RecordHeading title={current ? `Edit Banner: ${current.title}` : 'Add Banner'}>
        {current && (
          <div className="d-flex gap-2 align-items-center">
            <BannerStateBadge state={current.state} />
            <DeleteRecordButton
              question={`Delete the banner ${current.title}?`}
              onDelete={() => remove.mutate(current.id, { onSuccess: go.toList })}
            />
          </div>
        )}
      </RecordHeading>
      <ErrorAlert error={remove.error} />
      <SuccessAlert show={saved}>Saved.</SuccessAlert>
      {id !== undefined && !current && <MissingRecord />}
      <BannerFormCard
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
