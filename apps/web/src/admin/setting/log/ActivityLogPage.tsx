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
import { ActivitySentence } from './ActivitySentence';
import { ErrorLogCard } from './ErrorLogCard';
import { exportActivityCsv, useActivity } from './logs-api';
import { RetentionCard } from './RetentionCard';

// Three columns, the sentence taking the room: the table fits a 1366 px screen beside the menu.
const columns: Column<ActivityEntry>[] = [
  {
    key: 'at',
    header: 'When',
    className: 'text-nowrap small',
    cell: (e) => new Date(e.at).toLocaleString(),
  },
  { key: 'what', header: 'What happened', cell: (e) => <ActivitySentence entry={e} /> },
  { key: 'ip', header: 'Address', className: 'small text-break', cell: (e) => e.ip },
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
        after. Previews, test mails and saves that changed nothing are not listed. Passwords, keys and card
        numbers are never kept.
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
            rowName={(e) => e.summary.text}
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
