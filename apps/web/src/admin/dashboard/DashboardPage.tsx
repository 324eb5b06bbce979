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

/** The admin dashboard: sales, orders and new customers; products running low; the latest orders. */
export default function DashboardPage() {
  const { adminPath } = useShopConfig();
  const dashboard = useDashboard();
  if (dashboard.isPending) return <LoadingBlocks lines={8} />;
  if (dashboard.isError) return <ErrorAlert error={dashboard.error} />;
  const d = dashboard.data;
  const money = (amount: number) => formatMoney(amount, d.currency);
  return (
    <>
      <PageHeading>Dashboard</PageHeading>
      <Row className="g-3 mb-4">
        <Col md={4}>
          <Figures
            title="Sales"
            values={{
              today: money(d.sales.today),
              last_7_days: money(d.sales.last_7_days),
              last_30_days: money(d.sales.last_30_days),
            }}
          />
        </Col>
        <Col md={4}>
          <Figures title="Orders" values={d.orders} />
        </Col>
        <Col md={4}>
          <Figures title="New Customers" values={d.new_customers} />
        </Col>
      </Row>
      <Row className="g-3">
        <Col lg={8}>
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
                {d.latest_orders.map((o) => (
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
                {d.latest_orders.length === 0 && (
                  <tr>
                    <td colSpan={5} className="text-body-secondary">
                      No orders yet.
                    </td>
                  </tr>
                )}
              </tbody>
            </Table>
          </Card>
        </Col>
        <Col lg={4}>
          <Card body>
            <h2 className="h6">Low Stock</h2>
            <Table size="sm">
              <tbody>
                {d.low_stock.map((p) => (
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
          </Card>
        </Col>
      </Row>
    </>
  );
}
