import {
  type GeneralSettings,
  type GeneralSettingsSaveForm,
  generalSettingsSaveSchema,
} from '@emporia/contracts/store-settings';
import type { TrackingTags } from '@emporia/contracts/tracking-tags';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { WhenLoaded } from '../access/LoadState';
import { useOrderStatuses } from '../order/api/order-statuses';
import { useGeneralSettings, useSaveGeneralSettings } from './store/api';
import { TrackingTagsCard, tagValuesOf, useTrackingTags } from './TrackingTagsCard';

/** Every field of the page in one form: one Save writes them all, or none (one request, one transaction). */
function GeneralForm({ settings, tags }: { settings: GeneralSettings; tags: TrackingTags }) {
  const save = useSaveGeneralSettings();
  const statuses = useOrderStatuses();
  const { register, handleSubmit, formState, setError, reset } = useForm<
    GeneralSettingsSaveForm,
    unknown,
    z.output<typeof generalSettingsSaveSchema>
  >({
    resolver: shopResolver(generalSettingsSaveSchema),
    defaultValues: { ...settings, tracking_tags: tagValuesOf(tags) },
  });
  const { errors } = formState;
  const field = (
    name: keyof GeneralSettings,
    label: string,
    options: { valueAsNumber?: true } = {},
    as?: 'textarea',
  ) => (
    <Form.Group className="mb-3" controlId={`general-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        as={as}
        rows={as ? 3 : undefined}
        isInvalid={!!errors[name]}
        {...register(name, options)}
      />
      <Form.Control.Feedback type="invalid">{errors[name]?.message}</Form.Control.Feedback>
    </Form.Group>
  );
  useServerFieldErrors(save.error, setError);
  const submit = handleSubmit((form) =>
    save.mutate(form, {
      // The sealed secret is never shown again: its field empties once saved.
      onSuccess: (saved) => reset({ ...saved.settings, tracking_tags: tagValuesOf(saved.tags) }),
    }),
  );
  return (
    <Form noValidate onSubmit={(event) => void submit(event)}>
      <ErrorAlert error={save.error} />
      <SuccessAlert show={save.isSuccess}>Updated!</SuccessAlert>
      <Card body className="mb-3">
        {field('name', 'Store Name')}
        {field('owner', 'Store Owner')}
        {field('address', 'Address', {}, 'textarea')}
        {field('email', 'E-Mail')}
        {field('telephone', 'Telephone')}
        <Form.Group className="mb-3" controlId="general-order_status_id">
          <Form.Label>Default Order Status</Form.Label>
          <Form.Select {...register('order_status_id', { valueAsNumber: true })}>
            {(statuses.data ?? []).map((s) => (
              <option key={s.id} value={s.id}>
                {s.name}
              </option>
            ))}
          </Form.Select>
          <Form.Text>For orders whose payment method sets no status.</Form.Text>
        </Form.Group>
        {field('abandoned_cart_minutes', 'Abandoned Cart After (minutes idle)', { valueAsNumber: true })}
      </Card>
      <TrackingTagsCard tags={tags} register={register} errors={errors.tracking_tags} />
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

/** setting/general: store name, owner, address, e-mail, telephone, default order status; the storefront's tags. */
export default function GeneralSettingsPage() {
  const settings = useGeneralSettings();
  const tags = useTrackingTags();
  return (
    <>
      <PageHeading>General Settings</PageHeading>
      <WhenLoaded queries={[settings, tags]} lines={10}>
        {() => <GeneralForm settings={settings.data!} tags={tags.data!} />}
      </WhenLoaded>
    </>
  );
}
