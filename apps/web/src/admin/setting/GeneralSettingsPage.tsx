import {
  type GeneralSettings,
  type GeneralSettingsForm,
  generalSettingsSchema,
} from '@emporia/contracts/store-settings';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useOrderStatuses } from '../order/api/order-statuses';
import { useGeneralSettings, useSaveGeneralSettings } from './store/api';
import { TrackingTagsCard } from './TrackingTagsCard';

function GeneralForm({ settings }: { settings: GeneralSettings }) {
  const save = useSaveGeneralSettings();
  const statuses = useOrderStatuses();
  const { register, handleSubmit, formState, setError } = useForm<GeneralSettingsForm>({
    resolver: shopResolver(generalSettingsSchema),
    defaultValues: settings,
  });
  const { errors } = formState;
  const field = (
    name: keyof GeneralSettingsForm,
    label: string,
    options: Parameters<typeof register>[1] = {},
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
  return (
    <Form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
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
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

/** setting/general: store name, owner, address, e-mail, telephone, default order status; the storefront's tags. */
export default function GeneralSettingsPage() {
  const settings = useGeneralSettings();
  return (
    <>
      <PageHeading>General Settings</PageHeading>
      {settings.isPending ? (
        <LoadingBlocks lines={6} />
      ) : settings.isError ? (
        <ErrorAlert error={settings.error} />
      ) : (
        <GeneralForm settings={settings.data} />
      )}
      <TrackingTagsCard />
    </>
  );
}
