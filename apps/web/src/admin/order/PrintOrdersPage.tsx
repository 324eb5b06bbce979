import Button from 'react-bootstrap/Button';
import { useMatches, useSearchParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { usePaymentMethodName } from '../../ui/method-names';
import { useOrderBatch } from './api/orders';
import { AddressLines, BillingLines, OrderLinesTable, PackagesTable } from './OrderDocument';

/**
 * order/invoice and order/packingslip (?ids=1,2,…): one printable page per
 * order; the packing slip leaves the prices out.
 */
export default function PrintOrdersPage() {
  const { shopName } = useShopConfig();
  const methodName = usePaymentMethodName();
  const [params] = useSearchParams();
  const matches = useMatches();
  const slip = matches.some((m) => m.pathname.endsWith('/packingslip'));
  const ids = (params.get('ids') ?? '')
    .split(',')
    .map(Number)
    .filter((n) => Number.isInteger(n) && n > 0);
  const orders = useOrderBatch(ids);
  const title = slip ? 'Packing Slip' : 'Invoice';
  if (ids.length === 0) return <p>Choose orders on the order list first.</p>;
  return (
    <div className="print-orders">
      <div className="d-flex justify-content-between align-items-center mb-3 d-print-none">
        <h1 className="h3 mb-0">{slip ? 'Packing Slips' : 'Invoices'}</h1>
        <Button onClick={() => window.print()}>Print</Button>
      </div>
      <ErrorAlert error={orders.error} />
      {orders.isPending && <LoadingBlocks lines={6} />}
      {orders.data?.map((order) => (
        <article
          key={order.id}
          className="bg-white border rounded p-4 mb-4"
          style={{ breakAfter: 'page' }}
          aria-label={`${title} ${order.ref}`}
        >
          <div className="d-flex justify-content-between mb-3">
            <div>
              <h2 className="h4 mb-0">
                {title} {order.ref}
              </h2>
              <div className="text-body-secondary">{shopName}</div>
            </div>
            <div className="text-end small">
              <div>Date: {new Date(order.date_added).toLocaleDateString()}</div>
              <div>Payment: {methodName(order.payment_method.code)}</div>
              <div>Shipping: {order.shipping_method?.title ?? '—'}</div>
            </div>
          </div>
          <div className="row mb-3">
            <div className="col">
              <strong>Customer</strong>
              <div>
                {order.firstname} {order.lastname}
              </div>
              <div>{order.email}</div>
              <div>{order.telephone}</div>
            </div>
            <div className="col">
              <strong>Ship To</strong>
              <AddressLines address={order.shipping_address} />
            </div>
            {!slip && (
              <div className="col" data-testid="bill-to">
                <strong>Bill To</strong>
                <div>
                  <BillingLines order={order} />
                </div>
              </div>
            )}
          </div>
          <OrderLinesTable order={order} prices={!slip} />
          {slip && order.packages.length > 0 && (
            <>
              <h3 className="h6 mt-3">Packages</h3>
              <PackagesTable order={order} />
            </>
          )}
          {order.comment && <p className="mb-0">Comment: {order.comment}</p>}
        </article>
      ))}
    </div>
  );
}
