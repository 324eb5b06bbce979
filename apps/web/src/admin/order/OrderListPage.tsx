import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useStaffPermissions } from '../access/staff-permissions';
import { AdminPager } from '../catalog/shared/AdminPager';
import { permissionAt } from '../layout/admin-menu';
import { useOrderStatuses } from './api/order-statuses';
import { useOrders } from './api/orders';
import { PaymentsNeedingAttention } from './PaymentsNeedingAttention';

const filterNames = ['status_id', 'date_from', 'date_to', 'customer', 'total_min', 'total_max'] as const;

/** order/all: filter by status, dates, customer and total; page; pick orders to print. */
export default function OrderListPage() {
  const { adminPath, storefront } = useShopConfig();
  const [params, setParams] = useSearchParams();
  const statuses = useOrderStatuses();
  const [picked, setPicked] = useState<number[]>([]);
  const staff = useStaffPermissions();
  const query = {
    ...Object.fromEntries(
      filterNames.flatMap((name) => (params.get(name) ? [[name, params.get(name)!]] : [])),
    ),
    page: Number(params.get('page') ?? 1) || 1,
    per_page: 20,
  };
  const orders = useOrders(query);
  const money = (amount: number) => formatMoney(amount, storefront.shop.currency);
  const toggle = (id: number) =>
    setPicked((list) => (list.includes(id) ? list.filter((x) => x !== id) : [...list, id]));

  return (
    <>
      <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
        <PageHeading>Orders</PageHeading>
        <div className="d-flex gap-2">
          <Link
            className={`btn btn-outline-secondary ${picked.length ? '' : 'disabled'}`}
            to={`${adminPath}/order/invoice?ids=${picked.join(',')}`}
          >
            Print Invoices
          </Link>
          <Link
            className={`btn btn-outline-secondary ${picked.length ? '' : 'disabled'}`}
            to={`${adminPath}/order/packingslip?ids=${picked.join(',')}`}
          >
            Print Packing Slips
          </Link>
          {staff.may(permissionAt('order/new')) && (
            <Link className="btn btn-primary" to={`${adminPath}/order/new`}>
              Add Order
            </Link>
          )}
        </div>
      </div>
      <Form
        className="bg-white border rounded p-3 mb-3"
        aria-label="Filter orders"
        onSubmit={(event) => {
          event.preventDefault();
          const data = new FormData(event.currentTarget);
          const next = new URLSearchParams();
          for (const name of filterNames) {
            const value = data.get(name);
            if (typeof value === 'string' && value.trim()) next.set(name, value.trim());
          }
          setParams(next);
        }}
      >
        <Row className="g-2 align-items-end">
          <Col md={2}>
            <Form.Label htmlFor="filter-status">Status</Form.Label>
            <Form.Select id="filter-status" name="status_id" defaultValue={params.get('status_id') ?? ''}>
              <option value="">All</option>
              {(statuses.data ?? []).map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="filter-from">Date from</Form.Label>
            <Form.Control
              id="filter-from"
              type="date"
              name="date_from"
              defaultValue={params.get('date_from') ?? ''}
            />
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="filter-to">Date to</Form.Label>
            <Form.Control
              id="filter-to"
              type="date"
              name="date_to"
              defaultValue={params.get('date_to') ?? ''}
            />
          </Col>
          <Col md={2}>
            <Form.Label htmlFor="filter-customer">Customer</Form.Label>
            <Form.Control
              id="filter-customer"
              name="customer"
              placeholder="Name, e-mail or ref"
              defaultValue={params.get('customer') ?? ''}
            />
          </Col>
          <Col md={1}>
            <Form.Label htmlFor="filter-min">Total from</Form.Label>
            <Form.Control
              id="filter-min"
              type="number"
              step="0.01"
              min={0}
              name="total_min"
              defaultValue={params.get('total_min') ?? ''}
            />
          </Col>
          <Col md={1}>
            <Form.Label htmlFor="filter-max">Total to</Form.Label>
            <Form.Control
              id="filter-max"
              type="number"
              step="0.01"
              min={0}
              name="total_max"
              defaultValue={params.get('total_max') ?? ''}
            />
          </Col>
          <Col md={2}>
            <Button type="submit" className="w-100">
              Filter
            </Button>
          </Col>
        </Row>
      </Form>
      <PaymentsNeedingAttention />
      <ErrorAlert error={orders.error} />
      {orders.isPending && <LoadingBlocks lines={6} />}
      {orders.data && (
        <>
          <Table responsive hover className="bg-white align-middle">
            <thead>
              <tr>
                <th aria-label="Select" />
                <th>Order</th>
                <th>Customer</th>
                <th>Status</th>
                <th className="text-end">Total</th>
                <th>Date Added</th>
              </tr>
            </thead>
            <tbody>
              {orders.data.data.map((order) => (
                <tr key={order.id}>
                  <td>
                    <Form.Check
                      aria-label={`Select order ${order.ref}`}
                      checked={picked.includes(order.id)}
                      onChange={() => toggle(order.id)}
                    />
                  </td>
                  <td>
                    <Link to={`${adminPath}/order/${order.id}`}>{order.ref}</Link>
                  </td>
                  <td>
                    {order.customer}
                    <div className="small text-body-secondary">{order.email}</div>
                  </td>
                  <td>{order.status.name}</td>
                  <td className="text-end text-nowrap">{money(order.order_total)}</td>
                  <td>{new Date(order.date_added).toLocaleString()}</td>
                </tr>
              ))}
              {orders.data.data.length === 0 && (
                <tr>
                  <td colSpan={6} className="text-body-secondary">
                    No orders found.
                  </td>
                </tr>
              )}
            </tbody>
          </Table>
          <div className="d-flex justify-content-between align-items-center">
            <span className="small text-body-secondary">{orders.data.meta.total} orders</span>
            <AdminPager
              meta={orders.data.meta}
              onPage={(page) => {
                const next = new URLSearchParams(params);
                next.set('page', String(page));
                setParams(next);
              }}
            />
          </div>
        </>
      )}
    </>
  );
}
