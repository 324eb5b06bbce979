import {
  type DeliveryLogEntry,
  type DeliveryStatus,
  deliveryStatuses,
} from '@emporia/contracts/email-settings';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import Stack from 'react-bootstrap/Stack';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { AdminPager } from '../../catalog/shared/AdminPager';
import { type LogFilter, useDeliveryLog, useRetryDelivery } from './api';

const statusLabels: Record<DeliveryStatus, string> = { queued: 'Queued', sent: 'Sent', failed: 'Failed' };
const statusColours: Record<DeliveryStatus, string> = {
  queued: 'secondary',
  sent: 'success',
  failed: 'danger',
};
const when = (iso: string) => new Date(iso).toLocaleString();

function Outcome({ entry }: { entry: DeliveryLogEntry }) {
  const retries = Math.max(0, entry.attempts - 1);
  return (
    <>
      {entry.sent_at && <div className="small">Sent {when(entry.sent_at)}</div>}
      {entry.status === 'failed' && entry.last_error && (
        <code className="small text-break">{entry.last_error}</code>
      )}
      {retries > 0 && (
        <div className="small text-body-secondary">
          Retried {retries} {retries === 1 ? 'time' : 'times'}
        </div>
      )}
      {entry.next_attempt_at && entry.status === 'failed' && (
        <div className="small text-body-secondary">Next attempt {when(entry.next_attempt_at)}</div>
      )}
    </>
  );
}

/** Every mail of the shop with its status, newest first; failed ones can be tried again now. */
export function DeliveryLogCard() {
  const [filter, setFilter] = useState<LogFilter>({ status: '', q: '', page: 1 });
  const log = useDeliveryLog(filter);
  const retry = useRetryDelivery();
  return (
    <Card body className="mb-3">
      <Card.Title as="h2" className="h5">
        Delivery Log
      </Card.Title>
      <Stack direction="horizontal" gap={2} className="mb-3 flex-wrap">
        <Form.Select
          aria-label="Status"
          style={{ maxWidth: '12rem' }}
          value={filter.status}
          onChange={(e) => setFilter({ ...filter, status: e.target.value as DeliveryStatus | '', page: 1 })}
        >
          <option value="">All statuses</option>
          {deliveryStatuses.map((s) => (
            <option key={s} value={s}>
              {statusLabels[s]}
            </option>
          ))}
        </Form.Select>
        <Form.Control
          type="search"
          aria-label="Search by recipient"
          placeholder="Search by recipient"
          style={{ maxWidth: '20rem' }}
          value={filter.q}
          onChange={(e) => setFilter({ ...filter, q: e.target.value, page: 1 })}
        />
      </Stack>
      <ErrorAlert error={log.error ?? retry.error} />
      {log.isPending && <LoadingBlocks lines={4} />}
      {log.data && (
        <>
          <Table responsive className="align-middle small">
            <thead>
              <tr>
                <th>Recipient</th>
                <th>Subject</th>
                <th>Status</th>
                <th>Outcome</th>
                <th>Queued</th>
                <th>
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {log.data.data.map((entry) => (
                <tr key={entry.id}>
                  <td>{entry.to}</td>
                  <td>{entry.subject}</td>
                  <td>
                    <Badge bg={statusColours[entry.status]}>{statusLabels[entry.status]}</Badge>
                  </td>
                  <td>
                    <Outcome entry={entry} />
                  </td>
                  <td className="text-nowrap">{when(entry.created_at)}</td>
                  <td>
                    {entry.status === 'failed' && (
                      <Button
                        size="sm"
                        variant="outline-secondary"
                        disabled={retry.isPending}
                        onClick={() => retry.mutate(entry.id)}
                      >
                        Retry Now
                      </Button>
                    )}
                  </td>
                </tr>
              ))}
              {log.data.data.length === 0 && (
                <tr>
                  <td colSpan={6} className="text-body-secondary">
                    {filter.status || filter.q ? 'No e-mails match.' : 'No e-mails sent yet.'}
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
          <AdminPager meta={log.data.meta} onPage={(page) => setFilter({ ...filter, page })} />
        </>
      )}
    </Card>
  );
}
