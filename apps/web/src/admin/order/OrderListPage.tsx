import type { AdminOrderListQuery, AdminOrderRow } from '@emporia/contracts/admin-orders';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { formatMoney } from '../../ui/format-money';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useStaffPermissions } from '../access/staff-permissions';
import { permissionAt } from '../layout/admin-menu';
import { BulkDialog } from '../ui/BulkDialog';
import { type Column, DataTable, type RowSelection, useRowSelection } from '../ui/DataTable';
import { type ListState, useListState } from '../ui/list-state';
import { useChangeOrdersStatus, useOrders } from './api/orders';
import { OrderStatusOptions } from './OrderStatusOptions';
import { PaymentsNeedingAttention } from './PaymentsNeedingAttention';

const filterNames = ['status_id', 'date_from', 'date_to', 'customer', 'total_min', 'total_max'] as const;

function useColumns(): Column<AdminOrderRow>[] {
  const { adminPath, storefront } = useShopConfig();
  const money = (amount: number) => formatMoney(amount, storefront.shop.currency);
  return [
    {
      key: 'ref',
      header: 'Order',
      sort: 'ref',
      cell: (order) => (
        <>
          <Link to={`${adminPath}/order/${order.id}`}>{order.ref}</Link>
          {order.imported ? (
            // History brought from another platform: not sales, never e-mailed (issue 35).
            <Badge
              bg="secondary"
              className="ms-2"
              title={`Order ${order.imported.number} of ${order.imported.from}`}
            >
              Imported
            </Badge>
          ) : null}
        </>
      ),
    },
    {
      key: 'customer',
      header: 'Customer',
      sort: 'customer',
      cell: (order) => (
        <>
          {order.customer}
          <div className="small text-body-secondary">{order.email}</div>
        </>
      ),
    },
    { key: 'status', header: 'Status', sort: 'status', cell: (order) => order.status.name },
    {
      key: 'total',
      header: 'Total',
      sort: 'total',
      className: 'text-end text-nowrap',
      cell: (order) => money(order.order_total),
    },
    {
      key: 'date_added',
      header: 'Date Added',
      sort: 'date_added',
      cell: (order) => new Date(order.date_added).toLocaleString(),
    },
  ];
}

function OrderFilters({ state }: { state: ListState }) {
  const field = (name: (typeof filterNames)[number], label: string, props: Record<string, unknown> = {}) => (
    <>
      <Form.Label htmlFor={`filter-${name}`}>{label}</Form.Label>
      <Form.Control id={`filter-${name}`} name={name} defaultValue={state.get(name) ?? ''} {...props} />
    </>
  );
  return (
    <Form
      className="bg-white border rounded p-3 mb-3"
      aria-label="Filter orders"
      onSubmit={(event) => {
        event.preventDefault();
        const data = new FormData(event.currentTarget);
        state.set(Object.fromEntries(filterNames.map((name) => [name, String(data.get(name) ?? '').trim()])));
      }}
    >
      <Row className="g-2 align-items-end">
        <Col md={2}>
          <Form.Label htmlFor="filter-status_id">Status</Form.Label>
          <Form.Select id="filter-status_id" name="status_id" defaultValue={state.get('status_id') ?? ''}>
            <option value="">All</option>
            <OrderStatusOptions />
          </Form.Select>
        </Col>
        <Col md={2}>{field('date_from', 'Date from', { type: 'date' })}</Col>
        <Col md={2}>{field('date_to', 'Date to', { type: 'date' })}</Col>
        <Col md={2}>{field('customer', 'Customer', { placeholder: 'Name, e-mail or ref' })}</Col>
        <Col md={1}>{field('total_min', 'Total from', { type: 'number', step: '0.01', min: 0 })}</Col>
        <Col md={1}>{field('total_max', 'Total to', { type: 'number', step: '0.01', min: 0 })}</Col>
        <Col md={2}>
          <Button type="submit" className="w-100">
            Filter
          </Button>
        </Col>
      </Row>
    </Form>
  );
}

/** Change the status of the ticked orders (one request) or print their invoices or packing slips. */
function OrderBulkActions({
  selection,
  onDone,
}: {
  selection: RowSelection;
  onDone: (message: string) => void;
}) {
  const { adminPath } = useShopConfig();
  const change = useChangeOrdersStatus();
  const [open, setOpen] = useState(false);
  const [statusId, setStatusId] = useState('');
  const [comment, setComment] = useState('');
  const [notify, setNotify] = useState(false);
  const n = selection.ids.length;
  const ids = selection.ids.join(',');
  const close = () => {
    setOpen(false);
    change.reset();
  };
  return (
    <>
      <Button size="sm" variant="outline-secondary" onClick={() => setOpen(true)}>
        Change status
      </Button>
      <Link className="btn btn-sm btn-outline-secondary" to={`${adminPath}/order/invoice?ids=${ids}`}>
        Print invoices
      </Link>
      <Link className="btn btn-sm btn-outline-secondary" to={`${adminPath}/order/packingslip?ids=${ids}`}>
        Print packing slips
      </Link>
      <BulkDialog
        show={open}
        title={`Change the status of ${n} order${n === 1 ? '' : 's'}`}
        confirm="Change status"
        pending={change.isPending}
        error={change.error}
        onHide={close}
        onConfirm={() =>
          change.mutate(
            { ids: selection.ids, status_id: Number(statusId), comment, notify },
            {
              onSuccess: (result) => {
                setOpen(false);
                setComment('');
                selection.clear();
                onDone(result.message);
              },
            },
          )
        }
      >
        <Form.Group className="mb-3" controlId="bulk-status">
          <Form.Label>New status</Form.Label>
          <Form.Select value={statusId} onChange={(e) => setStatusId(e.target.value)}>
            <option value="">Choose a status</option>
            <OrderStatusOptions />
          </Form.Select>
        </Form.Group>
        <Form.Group className="mb-3" controlId="bulk-status-comment">
          <Form.Label>Comment (each order's history keeps it)</Form.Label>
          <Form.Control as="textarea" rows={2} value={comment} onChange={(e) => setComment(e.target.value)} />
        </Form.Group>
        <Form.Check
          id="bulk-status-notify"
          label="E-mail each customer"
          checked={notify}
          onChange={(e) => setNotify(e.target.checked)}
        />
      </BulkDialog>
    </>
  );
}

/** order/all: filter, sort by heading and page; change the status of or print the ticked orders. */
export default function OrderListPage() {
  const { adminPath } = useShopConfig();
  const staff = useStaffPermissions();
  const state = useListState({ sort: 'date_added', order: 'desc' });
  const query: AdminOrderListQuery = {
    ...Object.fromEntries(filterNames.flatMap((name) => (state.get(name) ? [[name, state.get(name)]] : []))),
    sort: state.sort as AdminOrderListQuery['sort'],
    order: state.order,
    page: state.page,
    per_page: 20,
  };
  const orders = useOrders(query);
  const selection = useRowSelection(orders.data?.data);
  const [message, setMessage] = useState('');
  return (
    <>
      <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
        <PageHeading>Orders</PageHeading>
        {staff.may(permissionAt('order/new')) && (
          <Link className="btn btn-primary" to={`${adminPath}/order/new`}>
            Add Order
          </Link>
        )}
      </div>
      <OrderFilters state={state} />
      <PaymentsNeedingAttention />
      <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
        {message}
      </SuccessAlert>
      <DataTable
        label="Orders"
        noun={['order', 'orders']}
        columns={useColumns()}
        state={state}
        data={orders.data}
        error={orders.error}
        rowName={(order) => `order ${order.ref}`}
        selection={selection}
        bulkActions={<OrderBulkActions selection={selection} onDone={setMessage} />}
        empty="No orders found."
      />
    </>
  );
}
