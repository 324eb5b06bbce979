import type { UseMutationResult } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { BulkDialog } from './BulkDialog';
import type { RowSelection } from './DataTable';

/** One bulk request of a list: `POST …/status` with the new status, or `POST …/delete`. */
export interface BulkRequest<S> {
  action: 'status' | 'delete';
  ids: number[];
  status?: S;
}

/**
 * A list's usual bulk actions: a button per status (applied at once) and Delete
 * (after asking, with `warning` saying what deleting does; no warning, no Delete), each one request.
 */
export function StatusDeleteActions<S>({
  selection,
  bulk,
  statuses = [],
  noun,
  warning,
  onDone,
}: {
  selection: RowSelection;
  bulk: UseMutationResult<{ message: string }, Error, BulkRequest<S>>;
  statuses?: readonly (readonly [status: S, label: string])[];
  /** What a row is, e.g. ["review", "reviews"], for the dialog's title. */
  noun: [string, string];
  warning?: ReactNode;
  onDone: (message: string) => void;
}) {
  const [confirming, setConfirming] = useState(false);
  const n = selection.ids.length;
  const done = (result: { message: string }) => {
    setConfirming(false);
    selection.clear();
    onDone(result.message);
  };
  return (
    <>
      {statuses.map(([status, label]) => (
        <Button
          key={label}
          size="sm"
          variant="outline-secondary"
          disabled={bulk.isPending}
          onClick={() => bulk.mutate({ action: 'status', ids: selection.ids, status }, { onSuccess: done })}
        >
          {label}
        </Button>
      ))}
      {warning && (
        <Button size="sm" variant="outline-danger" onClick={() => setConfirming(true)}>
          Delete
        </Button>
      )}
      {!confirming && <ErrorAlert error={bulk.error} className="py-1 px-2 mb-0 small w-100" />}
      <BulkDialog
        show={confirming}
        title={`Delete ${n} ${noun[n === 1 ? 0 : 1]}?`}
        confirm="Delete"
        danger
        pending={bulk.isPending}
        error={bulk.error}
        onHide={() => {
          setConfirming(false);
          bulk.reset();
        }}
        onConfirm={() => bulk.mutate({ action: 'delete', ids: selection.ids }, { onSuccess: done })}
      >
        {warning}
      </BulkDialog>
    </>
  );
}
