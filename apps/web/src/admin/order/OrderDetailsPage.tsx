import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link, useParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { usePaymentMethodName } from '../../ui/method-names';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import { useStaffPermissions } from '../access/staff-permissions';
import { OrderGiftCards } from '../gift-card/OrderGiftCards';
import { permissionAt } from '../layout/admin-menu';
import { useChangeStatus, useCloseOrder, useOrder, usePayments } from './api/orders';
import { AddressLines, BillingLines, OrderLinesTable } from './OrderDocument';
import { OrderStatusOptions } from './OrderStatusOptions';
import { PaymentActions } from './PaymentActions';

/** The platforms' own names for an imported order's origin. */
const importedPlatformNames: Record<string, string> = { shopify: 'Shopify', woocommerce: 'WooCommerce' };

function StatusForm({ orderId, current }: { orderId: number; current: number }) {
  const change = useChangeStatus(orderId);
  const [statusId, setStatusId] = useState(String(current));
  const [comment, setComment] = useState('');
  const [notify, setNotify] = useState(false);
  return (
    <Form
      aria-label="Change status"
      onSubmit={(event) => {
        event.preventDefault();
        change.mutate({ status_id: Number(statusId), comment, notify }, { onSuccess: () => setComment('') });
      }}
    >
      <ErrorAlert error={change.error} />
      <SuccessAlert show={change.isSuccess}>Updated!</SuccessAlert>
      <Form.Group className="mb-2" controlId="order-status">
        <Form.Label>Order Status</Form.Label>
        <Form.Select value={statusId} onChange={(e) => setStatusId(e.target.value)}>
          <OrderStatusOptions />
        </Form.Select>
      </Form.Group>
      <Form.Group className="mb-2" controlId="order-comment">
        <Form.Label>Comment</Form.Label>
        <Form.Control as="textarea" rows={3} value={comment} onChange={(e) => setComment(e.target.value)} />
      </Form.Group>
      <Form.Check
        className="mb-3"
        id="order-notify"
        label="Notify the customer"
        checked={notify}
        onChange={(e) => setNotify(e.target.checked)}
      />
      <Button type="submit" disabled={change.isPending}>
        Add History
      </Button>
    </Form>
  );
}

function CloseButtons({ orderId, closed }: { orderId: number; closed: boolean }) {
  const close = useCloseOrder(orderId);
  if (closed)
    return (
      <p className="small text-body-secondary mb-0">
        This order was cancelled or refunded; its stock is back.
      </p>
    );
  const run = (how: 'cancel' | 'refund') => close.mutate({ how, comment: '', notify: true });
  return (
    <>
      <ErrorAlert error={close.error} />
      <div className="d-flex gap-2">
        <ConfirmButton
          variant="outline-danger"
          disabled={close.isPending}
          question={{
            title: 'Cancel this order and put its stock back?',
            action: 'Cancel Order',
            cancel: 'Keep the order',
          }}
          onConfirm={() => run('cancel')}
        >
          Cancel Order
        </ConfirmButton>
        <ConfirmButton
          variant="outline-warning"
          disabled={close.isPending}
          question={{
            title: 'Refund this order in full and put its stock back?',
            action: 'Refund Order',
            cancel: 'Keep the order',
          }}
          onConfirm={() => run('refund')}
        >
          Refund Order
        </ConfirmButton>
      </div>
    </>
  );
}

/** order/{id}: the order, its history with a status change form, cancel and refund, and its payments. */
export default function OrderDetailsPage() {
  const { adminPath } = useShopConfig();
  const id = Number(useParams().id);
  const order = useOrder(id);
  const payments = usePayments(id);
  const staff = useStaffPermissions();
  const methodName = usePaymentMethodName();
  if (order.isPending) return <LoadingBlocks lines={8} />;
  if (order.isError) return <ErrorAlert error={order.error} />;
  const o = order.data;
  const money = (amount: number) => formatMoney(amount, o.currency);
  return (
    <>
      <div className="d-flex justify-content-between align-items-start flex-wrap gap-2">
        <div>
          <PageHeading>Order {o.ref}</PageHeading>
          {o.imported && (
            <p className="text-body-secondary">
              Imported from {importedPlatformNames[o.imported.from] ?? o.imported.from}, order{' '}
              {o.imported.number} there: history, not placed in this shop.
            </p>
          )}
        </div>
        <div className="d-flex gap-2">
          <Link className="btn btn-outline-secondary" to={`${adminPath}/order/invoice?ids=${o.id}`}>
            Invoice
          </Link>
          <Link className="btn btn-outline-secondary" to={`${adminPath}/order/packingslip?ids=${o.id}`}>
            Packing Slip
          </Link>
          <Link className="btn btn-outline-secondary" to={`${adminPath}/order/${o.id}/return`}>
            Returns ({o.returns.length})
          </Link>
          {staff.may(permissionAt(`order/${o.id}/edit`)) && (
            <Link
              className={`btn btn-primary ${o.stock_restored ? 'disabled' : ''}`}
              to={`${adminPath}/order/${o.id}/edit`}
            >
              Edit
            </Link>
          )}
        </div>
      </div>
      <Row className="g-3 mb-3">
        <Col md={6} xl={3}>
          <Card body className="h-100">
            <h2 className="h6">Customer</h2>
            <div>
              {o.firstname} {o.lastname}{' '}
              {!o.customer_id ? (
                '(guest)'
              ) : staff.may('customers') ? (
                <Link to={`${adminPath}/customer/${o.customer_id}`}>(account)</Link>
              ) : (
                '(account)'
              )}
            </div>
            <div>{o.email}</div>
            <div>{o.telephone}</div>
            <div className="mt-2 small text-body-secondary">
              Placed {new Date(o.date_added).toLocaleString()}{' '}
              {o.source === 'admin' ? 'by staff' : 'in the shop'}
            </div>
          </Card>
        </Col>
        <Col md={6} xl={3}>
          <Card body className="h-100">
            <h2 className="h6">Shipping Address</h2>
            <AddressLines address={o.shipping_address} />
            <div className="mt-2">{o.shipping_method?.title}</div>
          </Card>
        </Col>
        <Col md={6} xl={3}>
          <Card body className="h-100" data-testid="admin-billing-address">
            <h2 className="h6">Billing Address</h2>
            <BillingLines order={o} />
          </Card>
        </Col>
        <Col md={6} xl={3}>
          <Card body className="h-100">
            <h2 className="h6">Status</h2>
            <div className="fs-5" data-testid="admin-order-status">
              {o.status.name}
            </div>
            <div>Payment: {methodName(o.payment_method.code)}</div>
            {o.refunded > 0 && <div>Refunded: {money(o.refunded)}</div>}
            {o.comment && <div className="mt-2">Customer comment: {o.comment}</div>}
          </Card>
        </Col>
      </Row>
      <OrderLinesTable order={o} />
      <Row className="g-3 mt-1">
        <Col lg={7}>
          <Card body>
            <h2 className="h6">History</h2>
            <Table size="sm">
              <thead>
                <tr>
                  <th>Date</th>
                  <th>Status</th>
                  <th>Comment</th>
                  <th>Notified</th>
                </tr>
              </thead>
              <tbody>
                {o.history.map((h, index) => (
                  // biome-ignore lint/suspicious/noArrayIndexKey: history entries never reorder
                  <tr key={index}>
                    <td className="text-nowrap">{new Date(h.date_added).toLocaleString()}</td>
                    <td>{h.status.name}</td>
                    <td>{h.comment}</td>
                    <td>{h.notify ? 'Yes' : 'No'}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
            <h2 className="h6 mt-3">Payments</h2>
            <ErrorAlert error={payments.error} />
            <Table size="sm">
              <tbody>
                {(payments.data ?? []).map((p) => (
                  <tr key={p.id}>
                    <td>{methodName(p.method)}</td>
                    <td>{p.status}</td>
                    <td className="text-end">{money(p.amount)}</td>
                    <td className="small text-body-secondary">{p.provider_reference}</td>
                    <td>
                      <PaymentActions payment={p} />
                    </td>
                  </tr>
                ))}
                {payments.data?.length === 0 && (
                  <tr>
                    <td className="text-body-secondary">No payment (nothing to pay).</td>
                  </tr>
                )}
              </tbody>
            </Table>
            <OrderGiftCards orderId={o.id} currency={o.currency.code} />
          </Card>
        </Col>
        <Col lg={5}>
          <Card body className="mb-3">
            <StatusForm orderId={o.id} current={o.status.id} />
          </Card>
          <Card body>
            <CloseButtons orderId={o.id} closed={o.stock_restored} />
          </Card>
        </Col>
      </Row>
    </>
  );
}
