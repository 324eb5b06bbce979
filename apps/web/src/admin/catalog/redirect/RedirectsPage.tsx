import type { Redirect, RedirectListQuery } from '@emporia/contracts/redirects';
import { useRef, useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import { serverFieldErrors } from '../../../app/form-errors';
import { useConfirm } from '../../../ui/ConfirmDialog';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { type Column, DataTable } from '../../ui/DataTable';
import { ListFilters } from '../../ui/ListFilters';
import { useListState } from '../../ui/list-state';
import { exportRedirectsCsv, useDeleteRedirect, useImportRedirects, useRedirects } from '../api/redirects';
import { RedirectForm } from './RedirectForm';

/** A refused CSV's rows, `row_<line>` → reason, as "Line 3: reason" in line order. */
const rowProblems = (error: unknown) =>
  Object.entries(serverFieldErrors(error))
    .map(([key, why]) => [Number(key.replace('row_', '')), why] as const)
    .filter(([line]) => Number.isFinite(line))
    .sort((a, b) => a[0] - b[0]);

/**
 * product/redirect (Catalog → URL Redirects): old addresses that send shoppers and search engines
 * on to a new page, searched, added, changed, deleted, and exchanged as CSV (from, to, status).
 */
export default function RedirectsPage() {
  const state = useListState({ sort: 'from', order: 'asc' });
  const query: RedirectListQuery = {
    search: state.get('search'),
    sort: state.sort as RedirectListQuery['sort'],
    order: state.order,
    page: state.page,
    per_page: 20,
  };
  const redirects = useRedirects(query);
  const remove = useDeleteRedirect();
  const upload = useImportRedirects();
  const { ask, dialog } = useConfirm();
  const [editing, setEditing] = useState<Redirect | 'new'>();
  const [message, setMessage] = useState('');
  const [error, setError] = useState<unknown>();
  const fileInput = useRef<HTMLInputElement>(null);

  const download = async () => {
    setError(undefined);
    try {
      const csv = await exportRedirectsCsv();
      const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv' }));
      Object.assign(document.createElement('a'), { href: url, download: 'redirects.csv' }).click();
      URL.revokeObjectURL(url);
    } catch (failure) {
      setError(failure);
    }
  };

  const importFile = async (file: File) => {
    setError(undefined);
    setMessage('');
    upload.mutate(await file.text(), {
      onSuccess: ({ created, updated }) => setMessage(`Imported: ${created} added, ${updated} updated.`),
      onError: setError,
    });
  };

  const confirmDelete = async (redirect: Redirect) => {
    const yes = await ask({
      title: 'Delete this redirect?',
      body: `${redirect.from} will show page-not-found again.`,
      action: 'Delete',
      danger: true,
    });
    if (yes) remove.mutate(redirect.id, { onSuccess: setMessage, onError: setError });
  };

  const columns: Column<Redirect>[] = [
    { key: 'from', header: 'Old address', sort: 'from', cell: (r) => <code>{r.from}</code> },
    { key: 'to', header: 'New address', sort: 'to', cell: (r) => <span className="text-break">{r.to}</span> },
    {
      key: 'status',
      header: 'Type',
      cell: (r) => <Badge bg={r.status === 301 ? 'success' : 'info'}>{r.status}</Badge>,
    },
    { key: 'hits', header: 'Visits', sort: 'hits', className: 'text-end', cell: (r) => r.hits },
    {
      key: 'actions',
      header: 'Actions',
      className: 'text-end text-nowrap',
      cell: (r) => (
        <>
          <Button size="sm" variant="link" onClick={() => setEditing(r)} aria-label={`Edit ${r.from}`}>
            Edit
          </Button>
          <Button
            size="sm"
            variant="link"
            className="text-danger"
            onClick={() => void confirmDelete(r)}
            aria-label={`Delete ${r.from}`}
          >
            Delete
          </Button>
        </>
      ),
    },
  ];
  const problems = rowProblems(error);
  const empty = state.get('search')
    ? 'No redirects match.'
    : 'No redirects yet. Add the old address of a page that moved, or import a CSV of from, to and status.';

  return (
    <>
      <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
        <PageHeading>URL Redirects</PageHeading>
        <div className="d-flex gap-2">
          <Button variant="outline-secondary" onClick={() => void download()}>
            Export CSV
          </Button>
          <Button
            variant="outline-secondary"
            onClick={() => fileInput.current?.click()}
            disabled={upload.isPending}
          >
            Import CSV
          </Button>
          <input
            ref={fileInput}
            type="file"
            accept=".csv,text/csv"
            className="d-none"
            aria-label="CSV file of redirects"
            onChange={(event) => {
              const file = event.target.files?.[0];
              event.target.value = '';
              if (file) void importFile(file);
            }}
          />
          <Button onClick={() => setEditing('new')}>Add Redirect</Button>
        </div>
      </div>
      <p className="text-body-secondary">
        When a product, category or page moves, its old address can send shoppers and search engines to the
        new one instead of page-not-found.
      </p>
      {editing && (
        <RedirectForm
          key={editing === 'new' ? 'new' : editing.id}
          editing={editing === 'new' ? undefined : editing}
          onDone={(done) => {
            setEditing(undefined);
            setMessage(done);
          }}
        />
      )}
      <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
        {message}
      </SuccessAlert>
      <ErrorAlert error={error} />
      {problems.length > 0 && (
        <ul className="text-danger" aria-label="Rows that cannot be imported">
          {problems.map(([line, why]) => (
            <li key={line}>
              Line {line}: {why}
            </li>
          ))}
        </ul>
      )}
      <ListFilters
        state={state}
        noun="redirects"
        placeholder="Search by old or new address"
        searchWidth={6}
      />
      <DataTable
        label="URL redirects"
        noun={['redirect', 'redirects']}
        columns={columns}
        state={state}
        data={redirects.data}
        error={redirects.error}
        rowName={(r) => r.from}
        empty={empty}
      />
      {dialog}
    </>
  );
}
