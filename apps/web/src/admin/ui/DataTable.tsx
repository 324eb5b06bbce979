import { type ReactNode, useState } from 'react';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { AdminPager } from '../catalog/shared/AdminPager';
import type { ListState } from './list-state';
import './data-table.css';

export interface Column<Row> {
  key: string;
  header: string;
  /** The server's sort key: the heading becomes a sort button. */
  sort?: string;
  cell: (row: Row) => ReactNode;
  className?: string;
}

/** Which rows are ticked; ticks on rows no longer shown (another page, a filter) do not count. */
export function useRowSelection(rows: { id: number }[] | undefined) {
  const [ticked, setTicked] = useState<Set<number>>(new Set());
  const shown = new Set((rows ?? []).map((r) => r.id));
  const ids = [...ticked].filter((id) => shown.has(id));
  return {
    ids,
    has: (id: number) => ticked.has(id) && shown.has(id),
    toggle: (id: number) =>
      setTicked((current) => {
        const next = new Set(current);
        if (next.has(id)) next.delete(id);
        else next.add(id);
        return next;
      }),
    setAll: (on: boolean) => setTicked(on ? shown : new Set()),
    clear: () => setTicked(new Set()),
  };
}
export type RowSelection = ReturnType<typeof useRowSelection>;

interface Props<Row extends { id: number }> {
  /** Names the table for assistive technology, e.g. "Products". */
  label: string;
  /** What a row is, for the count and the tick boxes, e.g. ["product", "products"]. */
  noun: [string, string];
  columns: Column<Row>[];
  state: ListState;
  data: { data: Row[]; meta: { total: number; page: number; per_page: number } } | undefined;
  error: unknown;
  /** How a row is named beside its tick box, e.g. its name or reference. */
  rowName: (row: Row) => string;
  /** With a selection the rows get tick boxes and `bulkActions` show while some are ticked. */
  selection?: RowSelection;
  bulkActions?: ReactNode;
  empty: string;
}

/**
 * The admin's list table: headings that sort on the server, tick boxes with a bar of bulk
 * actions, a pager and the count, and an end to loading in rows, an empty line or the error.
 * Filters sit above it on each page and write to the same address (`useListState`).
 */
export function DataTable<Row extends { id: number }>({
  label,
  noun,
  columns,
  state,
  data,
  error,
  rowName,
  selection,
  bulkActions,
  empty,
}: Props<Row>) {
  const rows = data?.data;
  const allTicked = !!rows?.length && rows.every((row) => selection?.has(row.id));
  const span = columns.length + (selection ? 1 : 0);
  return (
    <div className="data-table">
      {selection && selection.ids.length > 0 && (
        <div className="data-table-bulk" role="toolbar" aria-label="Bulk actions">
          <span className="fw-semibold">{selection.ids.length} selected</span>
          {bulkActions}
          <button type="button" className="btn btn-link btn-sm ms-auto" onClick={selection.clear}>
            Clear selection
          </button>
        </div>
      )}
      <ErrorAlert error={error} />
      {!data && !error && <LoadingBlocks lines={8} />}
      {rows && (
        <Table responsive hover className="bg-white align-middle mb-2" aria-label={label}>
          <thead>
            <tr>
              {selection && (
                <th className="data-table-tick">
                  <Form.Check
                    aria-label={`Select all ${noun[1]} on this page`}
                    checked={allTicked}
                    onChange={() => selection.setAll(!allTicked)}
                  />
                </th>
              )}
              {columns.map((column) => {
                const sorted = column.sort !== undefined && state.sort === column.sort;
                return (
                  <th
                    key={column.key}
                    className={column.className}
                    aria-sort={sorted ? (state.order === 'asc' ? 'ascending' : 'descending') : undefined}
                  >
                    {column.sort ? (
                      <button
                        type="button"
                        className="data-table-sort"
                        onClick={() => state.toggleSort(column.sort!)}
                      >
                        {column.header}
                        <span aria-hidden="true" className={sorted ? '' : 'data-table-sort-idle'}>
                          {sorted && state.order === 'desc' ? ' ▼' : ' ▲'}
                        </span>
                      </button>
                    ) : (
                      // A column of buttons has no words of its own; its header still names it (axe empty-table-header).
                      column.header || <span className="visually-hidden">Actions</span>
                    )}
                  </th>
                );
              })}
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id} className={selection?.has(row.id) ? 'table-active' : undefined}>
                {selection && (
                  <td className="data-table-tick">
                    <Form.Check
                      aria-label={`Select ${rowName(row)}`}
                      checked={selection.has(row.id)}
                      onChange={() => selection.toggle(row.id)}
                    />
                  </td>
                )}
                {columns.map((column) => (
                  <td key={column.key} className={column.className}>
                    {column.cell(row)}
                  </td>
                ))}
              </tr>
            ))}
            {rows.length === 0 && (
              <tr>
                <td colSpan={span} className="text-body-secondary py-4 text-center">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      )}
      {data && (
        <div className="d-flex justify-content-between align-items-center flex-wrap gap-2">
          <span className="small text-body-secondary">
            {data.meta.total} {data.meta.total === 1 ? noun[0] : noun[1]}
          </span>
          <AdminPager meta={data.meta} onPage={(page) => state.set({ page: String(page) })} />
        </div>
      )}
    </div>
  );
}
