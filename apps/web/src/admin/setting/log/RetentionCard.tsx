import { type LogSettings, type LogSettingsForm, logSettingsSchema } from '@emporia/contracts/logs';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useLogSettings, useSaveLogSettings } from './logs-api';

function RetentionForm({ settings }: { settings: LogSettings }) {
  const save = useSaveLogSettings();
  const { register, handleSubmit, formState, setError } = useForm<LogSettingsForm, unknown, LogSettings>({
    resolver: shopResolver(logSettingsSchema),
    defaultValues: settings,
  });
  useServerFieldErrors(save.error, setError);
  return (
    <Form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
      <ErrorAlert error={save.error} />
      <SuccessAlert show={save.isSuccess}>Updated! Older entries are removed within the hour.</SuccessAlert>
      <Card body className="mb-3">
        <Form.Group controlId="log-retention">
          <Form.Label>Keep changes for (days)</Form.Label>
          <Form.Control
            type="number"
            min={7}
            max={730}
            className="w-auto"
            isInvalid={!!formState.errors.retention_days}
            {...register('retention_days')}
          />
          <Form.Control.Feedback type="invalid">
            {formState.errors.retention_days?.message}
          </Form.Control.Feedback>
          <Form.Text>Entries older than this are deleted automatically.</Form.Text>
        </Form.Group>
      </Card>
      <Button type="submit" disabled={save.isPending}>
        Save
      </Button>
    </Form>
  );
}

/** How long the activity log is kept. */
export function RetentionCard() {
  const settings = useLogSettings();
  if (settings.isPending) return <LoadingBlocks lines={2} />;
  if (settings.isError) return <ErrorAlert error={settings.error} />;
  return <RetentionForm settings={settings.data} />;
}
