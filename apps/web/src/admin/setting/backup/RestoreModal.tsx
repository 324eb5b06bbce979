import { type Backup, type BackupRestore, backupRestoreSchema } from '@emporia/contracts/backup';
import { useMutation } from '@tanstack/react-query';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../../app/form-errors';
import { adminHttp } from '../../../app/http';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { shopAdminUrl, shopStorefrontUrl } from './backup-api';

type Restored = { shop_id: number; subdomain: string; rows: number; pictures: number };
type RestoreForm = { target: 'this' | 'new'; subdomain: string; name: string };

/** Restore a kept backup over this shop (after a warning) or into a new shop at its own subdomain. */
export function RestoreModal({ backup, onClose }: { backup: Backup; onClose(): void }) {
  const restore = useMutation({
    mutationFn: async (input: BackupRestore) =>
      (
        await adminHttp.post<{ data: Restored }>(
          `/api/v1/admin/backups/${encodeURIComponent(backup.name)}/restore`,
          input,
        )
      ).data.data,
    onSuccess: (_done, input) => {
      // Everything this page shows may have changed: start the admin afresh.
      if (input.target === 'this') window.location.reload();
    },
  });
  const { register, handleSubmit, watch, formState, setError } = useForm<RestoreForm>({
    resolver: shopResolver(backupRestoreSchema) as never,
    defaultValues: { target: 'new', subdomain: '', name: '' },
  });
  useServerFieldErrors(restore.error, setError);
  const target = watch('target');
  const done = restore.data && restore.variables?.target === 'new' ? restore.data : undefined;
  return (
    <Modal show onHide={onClose} aria-labelledby="restore-backup-title">
      <Form noValidate onSubmit={handleSubmit((form) => restore.mutate(form as BackupRestore))}>
        <Modal.Header closeButton>
          <Modal.Title id="restore-backup-title">Restore backup</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={restore.error} />
          {done ? (
            <Alert variant="success">
              Restored {done.rows} records and {done.pictures} pictures into the new shop.{' '}
              <Alert.Link href={shopAdminUrl(done.subdomain)}>Open its admin</Alert.Link> or{' '}
              <Alert.Link href={shopStorefrontUrl(done.subdomain)}>visit its storefront</Alert.Link>.
            </Alert>
          ) : (
            <>
              <p className="small text-body-secondary">
                Backup of {new Date(backup.created_at).toLocaleString()}
              </p>
              <Form.Check
                type="radio"
                id="restore-new"
                value="new"
                label="Into a new shop"
                {...register('target')}
              />
              <Form.Check
                type="radio"
                id="restore-this"
                value="this"
                label="Over this shop, replacing everything in it"
                className="mb-3"
                {...register('target')}
              />
              {target === 'new' ? (
                <>
                  <Form.Group className="mb-3" controlId="restore-subdomain">
                    <Form.Label>Subdomain of the new shop</Form.Label>
                    <Form.Control
                      isInvalid={!!formState.errors.subdomain}
                      aria-describedby="restore-subdomain-help"
                      {...register('subdomain')}
                    />
                    <Form.Control.Feedback type="invalid">
                      {formState.errors.subdomain?.message}
                    </Form.Control.Feedback>
                    <Form.Text id="restore-subdomain-help">
                      The new shop starts on the 14-day trial with its limits, and counts as one of your
                      plan’s extra shops.
                    </Form.Text>
                  </Form.Group>
                  <Form.Group className="mb-3" controlId="restore-name">
                    <Form.Label>Name of the new shop</Form.Label>
                    <Form.Control isInvalid={!!formState.errors.name} {...register('name')} />
                    <Form.Control.Feedback type="invalid">
                      {formState.errors.name?.message}
                    </Form.Control.Feedback>
                  </Form.Group>
                </>
              ) : (
                <Alert variant="warning">
                  Everything in this shop — products, customers, orders, content and settings — is replaced by
                  the backup. Changes made since it was taken are lost.
                </Alert>
              )}
            </>
          )}
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Close
          </Button>
          {!done && (
            <Button
              type="submit"
              variant={target === 'this' ? 'danger' : 'primary'}
              disabled={restore.isPending}
            >
              {restore.isPending ? 'Restoring…' : 'Restore'}
            </Button>
          )}
        </Modal.Footer>
      </Form>
    </Modal>
  );
}
