import type { UseMutationResult, UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { Link } from 'react-router';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { type Column, DataTable, useRowSelection } from '../../ui/DataTable';
import { ListFilters } from '../../ui/ListFilters';
import { type SortOrder, useListState } from '../../ui/list-state';
import { type BulkRequest, StatusDeleteActions } from '../../ui/StatusDeleteActions';
import type { PageMeta } from '../api/products';

/** Categories and manufacturers sort by the same allow-listed columns. */
/** The columns every named list starts with: its picture, and its name leading to the edit page. */
export function pictureAndName<Row extends { id: number; name: string }>(
  header: string,
  picture: (row: Row) => string,
): Column<Row>[] {
  return [
    {
      key: 'picture',
      header,
      cell: (row) => <img src={picture(row)} alt="" width={40} height={40} className="rounded border" />,
    },
    {
      key: 'name',
      header: 'Name',
      sort: 'name',
      cell: (row) => (
        <Link to={`../${row.id}`} relative="path">
          {row.name}
        </Link>
      ),
    },
  ];
}

export interface NamedListQuery {
  search?: string;
  sort: 'name' | 'sort_order';
  order: SortOrder;
  page: number;
}

/**
 * A catalogue list of named records (categories, manufacturers): sort by the headings, search by
 * name, page, and delete the ticked ones after asking; the state lives in the address.
 */
export function NamedListPage<Row extends { id: number; name: string }>({
  title,
  add,
  noun,
  columns,
  defaultSort,
  list,
  warning,
}: {
  title: string;
  add: string;
  noun: [string, string];
  columns: Column<Row>[];
  defaultSort: { sort: NamedListQuery['sort']; order: SortOrder };
  list: {
    usePage: (query: NamedListQuery) => UseQueryResult<{ data: Row[]; meta: PageMeta }>;
    useBulkAction: () => UseMutationResult<{ message: string }, Error, BulkRequest<never>>;
  };
  warning: string;
}) {
  const state = useListState(defaultSort);
  const rows = list.usePage({
    search: state.get('search'),
    sort: state.sort as NamedListQuery['sort'],
    order: state.order,
    page: state.page,
  });
  const selection = useRowSelection(rows.data?.data);
  const bulk = list.useBulkAction();
  const [message, setMessage] = useState('');
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>{title}</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          {add}
        </Link>
      </div>
      <ListFilters state={state} noun={noun[1]} placeholder="Search by name" searchWidth={6} />
      <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
        {message}
      </SuccessAlert>
      <DataTable
        label={title}
        noun={noun}
        columns={columns}
        state={state}
        data={rows.data}
        error={rows.error}
        rowName={(row) => row.name}
        selection={selection}
        bulkActions={
          <StatusDeleteActions
            selection={selection}
            bulk={bulk}
            noun={noun}
            warning={warning}
            onDone={setMessage}
          />
        }
        empty={`No ${noun[1]} found.`}
      />
    </>
  );
}
