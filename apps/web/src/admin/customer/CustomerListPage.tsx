import type { AdminCustomerListQuery, AdminCustomerRow } from '@emporia/contracts/admin-customers';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useConfirm } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { type Column, DataTable, useRowSelection } from '../ui/DataTable';
import { FilterSelect, ListFilters } from '../ui/ListFilters';
import { type ListState, useListState } from '../ui/list-state';
import { StatusDeleteActions } from '../ui/StatusDeleteActions';
import { useCustomerBulkAction, useCustomerGroups, useCustomers, useInviteCustomers } from './api';
import { CustomerGroupsCard } from './CustomerGroupsCard';

const columns: Column<AdminCustomerRow>[] = [
  {
    key: 'name',
    header: 'Name',
    sort: 'name',
    cell: (customer) => (
      <Link to={`../${customer.id}`} relative="path">
        {customer.firstname} {customer.lastname}
      </Link>
    ),
  },
  { key: 'email', header: 'Email', sort: 'email', cell: (customer) => customer.email },
  {
    key: 'status',
    header: 'Status',
    sort: 'status',
    cell: (customer) => (
      <Badge bg={customer.status === 'active' ? 'success' : 'secondary'}>
        {customer.status === 'active' ? 'Active' : 'Disabled'}
      </Badge>
    ),
  },
  {
    key: 'date_added',
    header: 'Date Added',
    sort: 'date_added',
    cell: (customer) => new Date(customer.date_added).toLocaleDateString(),
  },
  { key: 'group', header: 'Group', cell: (customer) => customer.customer_group?.name ?? '—' },
  {
    key: 'password',
    header: 'Password',
    cell: (customer) =>
      customer.password_state === 'set' ? (
        'Set'
      ) : customer.password_state === 'invited' ? (
        <Badge bg="info" title={`Invited ${new Date(customer.invited_at ?? '').toLocaleString()}`}>
          Invited
        </Badge>
      ) : (
        <Badge bg="warning" text="dark">
          No password
        </Badge>
      ),
  },
];

const statusFilter = [
  ['', 'Any status'],
  ['active', 'Active'],
  ['disabled', 'Disabled'],
] as const;

function CustomerFilters({ state }: { state: ListState }) {
  const groups = useCustomerGroups();
  return (
    <ListFilters
      state={state}
      noun="customers"
      placeholder="Search by name, email or telephone"
      searchWidth={6}
    >
      <Col xs={6} md={3}>
        <FilterSelect state={state} name="status" label="Status" options={statusFilter} />
      </Col>
      <Col xs={6} md={3}>
        <FilterSelect
          state={state}
          name="customer_group_id"
          label="Customer group"
          options={[['', 'Any group'], ...(groups.data ?? []).map((g) => [String(g.id), g.name] as const)]}
        />
      </Col>
    </ListFilters>
  );
}

const customerActions = [
  ['active', 'Enable'],
  ['disabled', 'Disable'],
] as const;

/**
 * customer/all: search, filter by status and group, sort (click a heading) and page; state lives
 * in the URL. Ticked customers are enabled or disabled together (disabled ones are signed out).
 */
export default function CustomerListPage() {
  const state = useListState({ sort: 'date_added', order: 'desc' });
  const query: AdminCustomerListQuery = {
    search: state.get('search'),
    status: state.get('status') as AdminCustomerListQuery['status'],
    customer_group_id: state.get('customer_group_id'),
    sort: state.sort as AdminCustomerListQuery['sort'],
    order: state.order,
    page: state.page,
    per_page: 20,
  };
  const customers = useCustomers(query);
  const selection = useRowSelection(customers.data?.data);
  const bulk = useCustomerBulkAction();
  const [message, setMessage] = useState('');
  const invite = useInviteCustomers();
  const { ask, dialog } = useConfirm();
  const sendInvitations = async () => {
    const chosen = selection.ids.length > 0 ? selection.ids : undefined;
    const yes = await ask({
      title: 'Send invitations?',
      body: `${chosen ? 'The selected customers' : 'Every active customer'} without a password (for example, brought from Shopify) will get an e-mail with a link to set one. Those invited in the last day are left out.`,
      action: 'Send invitations',
    });
    if (!yes) return;
    invite.mutate(chosen ? { customer_ids: chosen } : { all_without_password: true }, {
      onSuccess: (answer) => setMessage(answer.message),
    });
  };
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Customers</PageHeading>
        <div className="d-flex gap-2">
          <Button
            variant="outline-secondary"
            onClick={() => void sendInvitations()}
            disabled={invite.isPending}
          >
            Send invitations
          </Button>
          <Link className="btn btn-primary" to="../new" relative="path">
            Add Customer
          </Link>
        </div>
      </div>
      <ErrorAlert error={invite.error} />
      {dialog}
      <Row className="g-4">
        <Col xl={9}>
          <CustomerFilters state={state} />
          <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
            {message}
          </SuccessAlert>
          <DataTable
            label="Customers"
            noun={['customer', 'customers']}
            columns={columns}
            state={state}
            data={customers.data}
            error={customers.error}
            rowName={(customer) => `${customer.firstname} ${customer.lastname}`}
            selection={selection}
            bulkActions={
              <StatusDeleteActions
                selection={selection}
                bulk={bulk}
                statuses={customerActions}
                noun={['customer', 'customers']}
                onDone={setMessage}
              />
            }
            empty="No customers found."
          />
        </Col>
        <Col xl={3}>
          <CustomerGroupsCard />
        </Col>
      </Row>
    </>
  );
}
