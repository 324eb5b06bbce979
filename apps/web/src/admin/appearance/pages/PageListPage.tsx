import type { AdminContentPageListQuery, AdminContentPageRow } from '@emporia/contracts/content-pages';
import { useState } from 'react';
import Col from 'react-bootstrap/Col';
import { Link } from 'react-router';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { RecordHeading } from '../../catalog/shared/RecordPage';
import { type Column, DataTable, useRowSelection } from '../../ui/DataTable';
import { FilterSelect, ListFilters } from '../../ui/ListFilters';
import { useListState } from '../../ui/list-state';
import { StatusDeleteActions } from '../../ui/StatusDeleteActions';
import { PublishStateBadge } from '../publishing';
import { useContentPageBulkAction, useContentPages } from './pages-api';

const when = (iso: string) =>
  new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

const columns: Column<AdminContentPageRow>[] = [
  {
    key: 'title',
    header: 'Title',
    sort: 'title',
    cell: (page) => (
      <Link to={`../${page.id}`} relative="path" className="fw-semibold">
        {page.title}
      </Link>
    ),
  },
  { key: 'handle', header: 'Address', sort: 'handle', cell: (page) => <code>/pages/{page.handle}</code> },
  {
    key: 'languages',
    header: 'Translations',
    cell: (page) => page.languages.map((code) => code.toUpperCase()).join(', ') || '—',
  },
  { key: 'state', header: 'State', cell: (page) => <PublishStateBadge state={page.state} /> },
  {
    key: 'published_at',
    header: 'Published',
    sort: 'published_at',
    cell: (page) => (page.state === 'hidden' ? '—' : when(page.published_at)),
  },
  { key: 'updated_at', header: 'Last change', sort: 'updated_at', cell: (page) => when(page.updated_at) },
];

const stateFilter = [
  ['', 'Every state'],
  ['published', 'Published'],
  ['scheduled', 'Scheduled'],
  ['hidden', 'Hidden'],
] as const;

const pageActions = [
  ['published', 'Publish'],
  ['hidden', 'Hide'],
] as const;

/** appearance/page/all: the shop's own pages (About us, Contact, policies), searchable, sorted, in bulk. */
export default function PageListPage() {
  const state = useListState({ sort: 'updated_at', order: 'desc' });
  const query: AdminContentPageListQuery = {
    keyword: state.get('search'),
    state: state.get('state') as AdminContentPageListQuery['state'],
    sort: state.sort as AdminContentPageListQuery['sort'],
    order: state.order,
    page: state.page,
  };
  const pages = useContentPages(query);
  const selection = useRowSelection(pages.data?.data);
  const bulk = useContentPageBulkAction();
  const [message, setMessage] = useState('');
  return (
    <>
      <RecordHeading title="Pages">
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Page
        </Link>
      </RecordHeading>
      <p className="text-body-secondary">
        Pages that are not products or blog posts: About us, Contact, your policies. Each is at{' '}
        <code>/pages/…</code>; link them from the footer or the header in{' '}
        <Link to="../../menu/index" relative="path">
          Menus
        </Link>
        .
      </p>
      <ListFilters state={state} noun="pages" placeholder="Search by title or address" searchWidth={8}>
        <Col md={4}>
          <FilterSelect state={state} name="state" label="State" options={stateFilter} />
        </Col>
      </ListFilters>
      <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
        {message}
      </SuccessAlert>
      <DataTable
        label="Pages"
        noun={['page', 'pages']}
        columns={columns}
        state={state}
        data={pages.data}
        error={pages.error}
        rowName={(page) => page.title}
        selection={selection}
        bulkActions={
          <StatusDeleteActions
            selection={selection}
            bulk={bulk}
            statuses={pageActions}
            noun={['page', 'pages']}
            warning="Shoppers can no longer open them; menu items that link them are hidden and flagged in Menus."
            onDone={setMessage}
          />
        }
        empty="No pages found."
      />
    </>
  );
}
