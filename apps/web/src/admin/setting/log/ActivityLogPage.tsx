import type { ActivityEntry, ActivityQuery } from '@emporia/contracts/logs';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Tab from 'react-bootstrap/Tab';
import Tabs from 'react-bootstrap/Tabs';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { type Column, DataTable } from '../../ui/DataTable';
import { useListState } from '../../ui/list-state';
import { ActivityFilters } from './ActivityFilters';
import { ErrorLogCard } from './ErrorLogCard';
import { exportActivityCsv, useActivity } from './logs-api';
import { RetentionCard } from './RetentionCard';

const show = (value: unknown) =>
  value === null || value === undefined ? '—' : typeof value === 'string' ? value : JSON.stringify(value);

function Changes({ entry }: { entry: ActivityEntry }) {
  const fields = entry.changes.flatMap((c) => c.fields.map((f) => ({ ...f, entity: c.entity })));
  if (entry.changes.length > 0 && fields.length === 0)
    return <span className="text-body-secondary">No change</span>;
  if (fields.length === 0)
    return <span className="text-body-secondary">{entry.entity_id ? `#${entry.entity_id}` : '—'}</span>;
  return (
    <ul className="list-unstyled mb-0 small">
      {fields.map((f) => (
        <li key={`${f.entity}-${f.field}`}>
          <span className="fw-semibold">{f.field || f.entity}</span>:{' '}
          <del className="text-danger">{show(f.before)}</del> →{' '}
          <ins className="text-success text-decoration-none">{show(f.after)}</ins>
        </li>
      ))}
    </ul>
  );
}

const actions: Record<string, string> = {
  POST: 'Created / ran',
  PUT: 'Saved',
  PATCH: 'Changed',
  DELETE: 'Deleted',
};

const columns: Column<ActivityEntry>[] = [
  { key: 'at', header: 'When', className: 'text-nowrap', cell: (e) => new Date(e.at).toLocaleString() },
  { key: 'actor', header: 'Staff member', cell: (e) => e.actor || 'Removed staff member' },
  {
    key: 'what',
    header: 'What',
    cell: (e) => (
      <>
        <div>
          {actions[e.method] ?? e.method} · {e.area}
          {e.entity_id && ` #${e.entity_id}`}
        </div>
        <code className="small text-body-secondary">{e.route}</code>
      </>
    ),
  },
  { key: 'changes', header: 'Before → after', cell: (e) => <Changes entry={e} /> },
  { key: 'ip', header: 'Address', className: 'text-nowrap', cell: (e) => e.ip },
];

/** setting/log: who changed what in the admin (filterable, exportable), the shop's errors, and retention. */
export default function ActivityLogPage() {
  const state = useListState({ sort: 'at', order: 'desc' });
  const query: ActivityQuery = {
    q: state.get('search'),
    admin_id: state.get('admin_id'),
    area: state.get('area'),
    date_from: state.get('date_from'),
    date_to: state.get('date_to'),
    page: state.page,
    per_page: 25,
  };
  const list = useActivity(query);
  const [exportError, setExportError] = useState<unknown>();
  const download = async () => {
    setExportError(undefined);
    try {
      const { page: _page, per_page: _perPage, ...filters } = query;
      const url = URL.createObjectURL(new Blob([await exportActivityCsv(filters)], { type: 'text/csv' }));
      Object.assign(document.createElement('a'), { href: url, download: 'activity-log.csv' }).click();
      URL.revokeObjectURL(url);
    } catch (error) {
      setExportError(error);
    }
  };
  return (
    <>
      <PageHeading>Activity Log</PageHeading>
      <p className="text-body-secondary">
        Every change made in the admin: who made it, when, from which address, and what it was before and
        after. Passwords, keys and card numbers are never kept.
      </p>
      <Tabs defaultActiveKey="changes" className="mb-3" mountOnEnter>
        <Tab eventKey="changes" title="Changes">
          <div className="d-flex justify-content-end mb-2">
            <Button variant="outline-secondary" onClick={() => void download()}>
              Export CSV
            </Button>
          </div>
          <ErrorAlert error={exportError} />
          <ActivityFilters state={state} meta={list.data?.meta} />
          <DataTable
            label="Activity log"
            noun={['change', 'changes']}
            columns={columns}
            state={state}
            data={list.data}
            error={list.error}
            rowName={(e) => `${e.method} ${e.route}`}
            empty="No change matches these filters."
          />
        </Tab>
        <Tab eventKey="errors" title="Errors">
          <ErrorLogCard />
        </Tab>
        <Tab eventKey="retention" title="Retention">
          <RetentionCard />
        </Tab>
      </Tabs>
    </>
  );
}
