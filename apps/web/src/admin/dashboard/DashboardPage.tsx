import type { Dashboard } from '@emporia/contracts/admin-orders';
import Alert from 'react-bootstrap/Alert';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useDashboard } from '../order/api/orders';
import { OnboardingChecklist } from './OnboardingChecklist';

function Figures({
  title,
  values,
}: {
  title: string;
  values: { today: string | number; last_7_days: string | number; last_30_days: string | number };
}) {
  return (
    <Card body className="h-100" as="section" aria-label={title}>
      <h2 className="h6 text-body-secondary">{title}</h2>
      <div className="fs-3 fw-semibold" data-testid={`${title}-today`}>
        {values.today}
      </div>
      <div className="small text-body-secondary">today</div>
      <div className="d-flex gap-4 mt-2 small">
        <span>7 days: {values.last_7_days}</span>
        <span>30 days: {values.last_30_days}</span>
      </div>
    </Card>
  );
}

/**
 * The admin dashboard: sales, orders and new customers; products running low;
 * the latest orders. The server sends only the cards the viewer's role may
 * see, and the page shows what it got.
 */
export default function DashboardPage() {
  const { adminPath } = useShopConfig();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingBlocks lines={8} />;
  if (dashboard.isError) return <ErrorAlert error={dashboard.error} />;
  const d = dashboard.data;
  const money = (amount: number) => formatMoney(amount, d.currency);
  const figures = [
    d.sales && {
      title: 'Sales',
      values: {
        today: money(d.sales.today),
        last_7_days: money(d.sales.last_7_days),
        last_30_days: money(d.sales.last_30_days),
      },
    },
    d.orders && { title: 'Orders', values: d.orders },
    d.new_customers && { title: 'New Customers', values: d.new_customers },
  ].filter((card) => !!card);
  if (figures.length === 0 && !d.latest_orders && !d.low_stock) {
    return (
      <>
        <PageHeading>Dashboard</PageHeading>
        <OnboardingChecklist />
        <Alert variant="info">
          Your role has no dashboard figures. Use the menu to open the pages you work with, or ask the shop
          owner for more access.
        </Alert>
      </>
    );
  }
  return (
    <>
      <PageHeading>Dashboard</PageHeading>
      <OnboardingChecklist />
      {figures.length > 0 && (
        <Row className="g-3 mb-4">
          {figures.map((card) => (
            <Col md={4} key={card.title}>
              <Figures title={card.title} values={card.values} />
            </Col>
          ))}
          {d.sales && (
            // Counted as the Analytics page counts Revenue (ADR 0110).
            <Col xs={12} className="small text-body-secondary mt-1">
              Sales are what the orders’ lines sold for after discounts, without tax and shipping; cancelled
              orders are left out.
            </Col>
          )}
        </Row>
      )}
      <Row className="g-3">
        {d.latest_orders && (
          <Col lg={8}>
            <LatestOrders orders={d.latest_orders} money={money} adminPath={adminPath} />
          </Col>
        )}
        {d.low_stock && (
          <Col lg={4}>
            <LowStock products={d.low_stock} adminPath={adminPath} />
          </Col>
        )}
      </Row>
    </>
  );
}

function LatestOrders({
  orders,
  money,
  adminPath,
}: {
  orders: NonNullable<Dashboard['latest_orders']>;
  money: (amount: number) => string;
  adminPath: string;
}) {
  return (
    <Card body>
      <div className="d-flex justify-content-between">
        <h2 className="h6">Latest Orders</h2>
        <Link to={`${adminPath}/order/all`}>All orders</Link>
      </div>
      <Table size="sm" hover>
        <thead>
          <tr>
            <th>Order</th>
            <th>Customer</th>
            <th>Status</th>
            <th className="text-end">Total</th>
            <th>Date</th>
          </tr>
        </thead>
        <tbody>
          {orders.map((o) => (
            <tr key={o.id}>
              <td>
                <Link to={`${adminPath}/order/${o.id}`}>{o.ref}</Link>
              </td>
              <td>{o.customer}</td>
              <td>{o.status.name}</td>
              <td className="text-end">{money(o.order_total)}</td>
              <td>{new Date(o.date_added).toLocaleDateString()}</td>
            </tr>
          ))}
          {orders.length === 0 && (
            <tr>
              <td colSpan={5} className="text-body-secondary">
                No orders yet.
              </td>
            </tr>
          )}
        </tbody>
      </Table>
    </Card>
  );
}

function LowStock({
  products,
  adminPath,
}: {
  products: NonNullable<Dashboard['low_stock']>;
  adminPath: string;
}) {
  return (
    <Card body>
      <h2 className="h6">Low Stock</h2>
      {products.length === 0 ? (
        <p className="small text-body-secondary mb-0">Every product has more than a few units in stock.</p>
      ) : (
        <Table size="sm">
          <tbody>
            {products.map((p) => (
              <tr key={p.id}>
                <td>
                  <Link to={`${adminPath}/product/${p.id}`}>{p.name}</Link>
                  <div className="small text-body-secondary">{p.sku}</div>
                </td>
                <td className={`text-end ${p.quantity === 0 ? 'text-danger' : ''}`}>{p.quantity}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
