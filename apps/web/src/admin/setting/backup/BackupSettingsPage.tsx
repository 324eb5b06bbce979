import type { Backup } from '@emporia/contracts/backup';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { adminHttp } from '../../../app/http';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { BackupScheduleCard } from './BackupScheduleCard';
import {
  type BackupOverview,
  backupsKey,
  downloadBackup,
  fetchBackups,
  readableSize,
  uploadBackup,
} from './backup-api';
import { RestoreModal } from './RestoreModal';

const kindNames: Record<Backup['kind'], string> = {
  manual: 'Made by hand',
  daily: 'Daily',
  upload: 'Uploaded',
};

function BackupList({ overview }: { overview: BackupOverview }) {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: backupsKey });
  const [restoring, setRestoring] = useState<Backup>();
  const [error, setError] = useState<unknown>();
  const create = useMutation({
    mutationFn: async () => (await adminHttp.post<{ data: Backup }>('/api/v1/admin/backups')).data.data,
    onSuccess: refresh,
  });
  const upload = useMutation({ mutationFn: uploadBackup, onSuccess: refresh });
  const remove = useMutation({
    mutationFn: async (name: string) => adminHttp.delete(`/api/v1/admin/backups/${encodeURIComponent(name)}`),
    onSuccess: refresh,
  });
  return (
    <Card body className="mb-3">
      <Card.Title as="h2" className="h5">
        Backups
      </Card.Title>
      <p className="text-body-secondary small">
        A backup holds the whole shop — catalogue, pictures, customers, orders, content and settings — in one
        archive. Saved passwords and keys stay sealed inside it.
      </p>
      <ErrorAlert error={create.error ?? upload.error ?? remove.error ?? error} />
      <SuccessAlert show={create.isSuccess}>The backup is ready to download.</SuccessAlert>
      <SuccessAlert show={upload.isSuccess}>
        The backup was uploaded and checked. Restore it below.
      </SuccessAlert>
      <div className="d-flex flex-wrap gap-3 align-items-end mb-3">
        <Button onClick={() => create.mutate()} disabled={create.isPending}>
          {create.isPending ? 'Backing up…' : 'Back up now'}
        </Button>
        <Form.Group controlId="backup-upload">
          <Form.Label className="small mb-1">Upload a backup (.tar.gz)</Form.Label>
          <Form.Control
            type="file"
            accept=".gz,application/gzip"
            disabled={upload.isPending}
            onChange={(event) => {
              const file = (event.target as HTMLInputElement).files?.[0];
              if (file) upload.mutate(file);
            }}
          />
        </Form.Group>
        {upload.isPending && (
          <span role="status" className="small text-body-secondary">
            Uploading and checking the backup…
          </span>
        )}
      </div>
      {overview.backups.length === 0 ? (
        <p className="mb-0">No backups yet. Back the shop up now, or switch daily backups on below.</p>
      ) : (
        <Table responsive hover size="sm" className="mb-0 align-middle">
          <thead>
            <tr>
              <th>Taken</th>
              <th>Kind</th>
              <th>Size</th>
              <th className="text-end">Actions</th>
            </tr>
          </thead>
          <tbody>
            {overview.backups.map((backup) => (
              <tr key={backup.name}>
                <td>{new Date(backup.created_at).toLocaleString()}</td>
                <td>{kindNames[backup.kind]}</td>
                <td>{readableSize(backup.size)}</td>
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => downloadBackup(backup.name).catch(setError)}
                  >
                    Download
                  </Button>{' '}
                  <Button size="sm" variant="outline-primary" onClick={() => setRestoring(backup)}>
                    Restore
                  </Button>{' '}
                  <Button size="sm" variant="outline-danger" onClick={() => remove.mutate(backup.name)}>
                    Delete
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      {restoring && <RestoreModal backup={restoring} onClose={() => setRestoring(undefined)} />}
    </Card>
  );
}

/** setting/backup: make, download, upload and restore backups of the shop; daily backups. */
export default function BackupSettingsPage() {
  const overview = useQuery({ queryKey: backupsKey, queryFn: fetchBackups });
  return (
    <>
      <PageHeading>Backup</PageHeading>
      {overview.isPending ? (
        <LoadingBlocks lines={6} />
      ) : overview.isError ? (
        <ErrorAlert error={overview.error} />
      ) : (
        <>
          <BackupList overview={overview.data} />
          <BackupScheduleCard schedule={overview.data.schedule} />
        </>
      )}
    </>
  );
}
