import {
  type BackupScheduleAnswer,
  type BackupScheduleForm,
  backupScheduleSchema,
} from '@emporia/contracts/backup';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { adminHttp } from '../../../app/http';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { backupsKey } from './backup-api';

type TextField = 's3_endpoint' | 's3_bucket' | 's3_region' | 's3_access_key_id' | 's3_secret_access_key';
const bucketFields: { name: TextField; label: string; placeholder?: string }[] = [
  { name: 's3_endpoint', label: 'Bucket service address', placeholder: 'https://s3.eu-west-1.amazonaws.com' },
  { name: 's3_bucket', label: 'Bucket' },
  { name: 's3_region', label: 'Region', placeholder: 'us-east-1' },
  { name: 's3_access_key_id', label: 'Access key id' },
  { name: 's3_secret_access_key', label: 'Secret access key' },
];

/** Daily backups on or off, how many days they are kept, and a bucket they are copied to. */
export function BackupScheduleCard({ schedule }: { schedule: BackupScheduleAnswer }) {
  const queryClient = useQueryClient();
  const save = useMutation({
    mutationFn: async (form: BackupScheduleForm) =>
      (await adminHttp.put<{ data: BackupScheduleAnswer }>('/api/v1/admin/backups/schedule', form)).data.data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: backupsKey }),
  });
  const { register, handleSubmit, formState, setError } = useForm<BackupScheduleForm>({
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
        <p className="small text-body-secondary mb-2">
          Daily backups are kept here; to keep a copy elsewhere too, name an S3-compatible bucket (Amazon S3,
          MinIO, Cloudflare R2, …). Leave the address empty for none.
        </p>
        <Row>
          {bucketFields.map((field) => (
            <Form.Group as={Col} md={6} key={field.name} className="mb-3" controlId={`backup-${field.name}`}>
              <Form.Label>{field.label}</Form.Label>
              <Form.Control
                type={field.name === 's3_secret_access_key' ? 'password' : 'text'}
                autoComplete="off"
                placeholder={
                  field.name === 's3_secret_access_key' && schedule.s3_secret_set
                    ? 'A value is saved — type to replace it'
                    : field.placeholder
                }
                isInvalid={!!formState.errors[field.name]}
                {...register(field.name)}
              />
              <Form.Control.Feedback type="invalid">
                {formState.errors[field.name]?.message}
              </Form.Control.Feedback>
            </Form.Group>
          ))}
        </Row>
        <Button type="submit" disabled={save.isPending}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
