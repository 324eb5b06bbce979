import { type BackupSchedule, backupScheduleSchema } from '@emporia/contracts/backup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { adminHttp } from '../../../app/http';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { backupsKey } from './backup-api';

/** Daily backups on or off and how many days they are kept. */
export function BackupScheduleCard({ schedule }: { schedule: BackupSchedule }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (form: BackupSchedule) =>
      (await adminHttp.put<{ data: BackupSchedule }>('/api/v1/admin/backups/schedule', form)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
  const { register, handleSubmit, formState, setError } = useForm<BackupSchedule>({
    resolver: shopResolver(backupScheduleSchema),
    defaultValues: schedule,
  });
  useServerFieldErrors(save.error, setError);
  return (
    <Card body className="mb-3">
      <Card.Title as="h2" className="h5">
        Daily backups
      </Card.Title>
      <Form noValidate onSubmit={handleSubmit((form) => save.mutate(form))}>
        <ErrorAlert error={save.error} />
        <SuccessAlert show={save.isSuccess}>Updated! The schedule is saved.</SuccessAlert>
        <Form.Check
          type="switch"
          id="backup-daily"
          className="mb-3"
          label="Back the shop up every day"
          {...register('daily')}
        />
        <Form.Group className="mb-3" controlId="backup-keep-days" style={{ maxWidth: '14rem' }}>
          <Form.Label>Keep daily backups for (days)</Form.Label>
          <Form.Control
            type="number"
            min={1}
            max={365}
            isInvalid={!!formState.errors.keep_days}
            {...register('keep_days', { valueAsNumber: true })}
          />
          <Form.Control.Feedback type="invalid">{formState.errors.keep_days?.message}</Form.Control.Feedback>
        </Form.Group>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
