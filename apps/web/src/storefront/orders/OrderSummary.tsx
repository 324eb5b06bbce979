import type { Order } from '@emporia/contracts/orders';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useTranslation } from '../../app/translation';
import { usePaymentMethodName } from '../../ui/method-names';
import { OrderPostalAddress } from '../../ui/PostalAddress';
import { useMoneyIn } from '../../ui/Price';
import { TotalsTable } from '../cart/TotalsTable';
import { StorefrontHook } from '../extensions/storefront-hooks';
import { OrderLineName } from './OrderLineName';

/**
 * The billing address the shopper gave at checkout; without one the bill goes to the buyer at the
 * shipping address (Shopify's "Same as shipping address"), or, when nothing ships, to their name and e-mail.
 */
function BillingBlock({ order }: { order: Order }) {
  const { t } = useTranslation();
  if (order.billing_address)
    return (
      <div data-testid="billing-address">
        <OrderPostalAddress address={order.billing_address} />
      </div>
    );
  return (
    <address className="mb-0" data-testid="billing-address">
      {order.firstname} {order.lastname}
      <br />
      {order.shipping_address ? t('orders.same_as_shipping') : order.email}
    </address>
  );
}

/** An order's lines, totals, addresses and methods, as on the success page, the invoice and tracking. */
export function OrderSummary({ order }: { order: Order }) {
  const { t, i18n } = useTranslation();
  const moneyIn = useMoneyIn();
  const money = (amount: number) => moneyIn(amount, order.currency);
  const paymentMethodName = usePaymentMethodName();
  return (
    <>
      <Row className="mb-3 g-3">
        <Col sm={6}>
          <h2 className="h6">{t('orders.order_details')}</h2>
          <div>
            {t('orders.reference')}: <strong data-testid="order-ref">{order.ref}</strong>
          </div>
          <div>
            {t('orders.date')}: {new Date(order.date_added).toLocaleDateString(i18n.language)}
          </div>
          <div>
            {t('orders.status')}: <span data-testid="order-status">{order.status.name}</span>
          </div>
          <div>
            {t('orders.payment_method')}: {paymentMethodName(order.payment_method.code)}
          </div>
          {order.shipping_method && (
            <div>
              {t('orders.shipping_method')}: {order.shipping_method.title}
            </div>
          )}
          <div>{order.email}</div>
        </Col>
        {order.shipping_address && (
          <Col sm={3}>
            <h2 className="h6">{t('orders.shipping_address')}</h2>
            <OrderPostalAddress address={order.shipping_address} />
          </Col>
        )}
        <Col sm={3}>
          <h2 className="h6">{t('orders.billing_address')}</h2>
          <BillingBlock order={order} />
        </Col>
      </Row>
      <Table responsive className="align-middle">
        <thead>
          <tr>
            <th scope="col">{t('cart.product')}</th>
            <th scope="col">{t('cart.sku')}</th>
            <th scope="col" className="text-end">
              {t('cart.quantity')}
            </th>
            <th scope="col" className="text-end">
              {t('cart.price')}
            </th>
            <th scope="col" className="text-end">
              {t('cart.line_total')}
            </th>
          </tr>
        </thead>
        <tbody>
          {order.items.map((item) => (
            <tr key={item.id}>
              <OrderLineName item={item}>
                <StorefrontHook slot="cart-item-lines" item={item} />
              </OrderLineName>
              <td>{item.sku}</td>
              <td className="text-end">{item.quantity}</td>
              <td className="text-end text-nowrap">{money(item.price)}</td>
              <td className="text-end text-nowrap">{money(item.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <Row className="justify-content-end">
        <Col md={6} lg={5}>
          <TotalsTable lines={order.total_lines} currency={order.currency} />
        </Col>
      </Row>
      {order.comment && (
        <p className="mt-3">
          <strong>{t('orders.comment')}:</strong> {order.comment}
        </p>
      )}
    </>
  );
}
