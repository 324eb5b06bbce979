import type { AdminManufacturer, AdminManufacturerListQuery } from '@emporia/contracts/catalog-admin';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { PageHeading } from '../../../ui/PageHeading';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { type Column, DataTable, useRowSelection } from '../../ui/DataTable';
import { type ListState, useListState } from '../../ui/list-state';
import { StatusDeleteActions } from '../../ui/StatusDeleteActions';
import { useManufacturerBulkAction, useManufacturerPage } from '../api/taxonomy';

const columns: Column<AdminManufacturer>[] = [
  {
    key: 'logo',
    header: 'Logo',
    cell: (m) => <img src={m.logo} alt="" width={40} height={40} className="rounded border" />,
  },
  {
    key: 'name',
    header: 'Name',
    sort: 'name',
    cell: (m) => (
      <Link to={`../${m.id}`} relative="path">
        {m.name}
      </Link>
    ),
  },
  { key: 'slug', header: 'Slug', cell: (m) => m.slug },
  { key: 'sort_order', header: 'Sort Order', sort: 'sort_order', cell: (m) => m.sort_order },
  { key: 'products', header: 'Products', cell: (m) => m.products },
  {
    key: 'status',
    header: 'Status',
    cell: (m) => (m.status === 1 ? <Badge bg="success">Shown</Badge> : <Badge bg="secondary">Hidden</Badge>),
  },
];

function ManufacturerFilters({ state }: { state: ListState }) {
  return (
    <Form
      className="mb-3"
      role="search"
      aria-label="Filter manufacturers"
      onSubmit={(event) => {
        event.preventDefault();
        state.set({ search: String(new FormData(event.currentTarget).get('search') ?? '').trim() });
      }}
    >
      <Row className="g-2">
        <Col md={6}>
          <Form.Control
            name="search"
            type="search"
            placeholder="Search by name"
            aria-label="Search manufacturers"
            defaultValue={state.get('search')}
          />
        </Col>
      </Row>
    </Form>
  );
}

/** product/manufacturer/all: sort by name or sort order, search by name, page, delete the ticked ones. */
export default function ManufacturerListPage() {
  const state = useListState({ sort: 'sort_order', order: 'asc' });
  const query: AdminManufacturerListQuery = {
    search: state.get('search'),
    sort: state.sort as AdminManufacturerListQuery['sort'],
    order: state.order,
    page: state.page,
  };
  const manufacturers = useManufacturerPage(query);
  const selection = useRowSelection(manufacturers.data?.data);
  const bulk = useManufacturerBulkAction();
  const [message, setMessage] = useState('');
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Manufacturers</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Manufacturer
        </Link>
      </div>
      <ManufacturerFilters state={state} />
      <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
        {message}
      </SuccessAlert>
      <DataTable
        label="Manufacturers"
        noun={['manufacturer', 'manufacturers']}
        columns={columns}
        state={state}
        data={manufacturers.data}
        error={manufacturers.error}
        rowName={(m) => m.name}
        selection={selection}
        bulkActions={
          <StatusDeleteActions
            selection={selection}
            bulk={bulk}
            noun={['manufacturer', 'manufacturers']}
            warning="Their products stay in the shop, without a manufacturer."
            onDone={setMessage}
          />
        }
        empty="No manufacturers found."
      />
    </>
  );
}
