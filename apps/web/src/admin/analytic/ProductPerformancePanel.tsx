import type { AnalyticsDashboard } from '@emporia/contracts/analytics';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import { downloadCsv } from './Breakdown';

const title = 'Products';

/** Products by revenue, then page views and visits that put them in the cart. */
export function ProductPerformancePanel({
  rows,
  money,
}: {
  rows: AnalyticsDashboard['product_performance'];
  money: (amount: number) => string;
}) {
  return (
    <Card className="h-100" as="section" aria-label="Products by revenue">
      <Card.Header className="d-flex align-items-center justify-content-between py-1">
        <h2 className="h6 mb-0">Products by revenue</h2>
        {rows.length > 0 && (
          <Button
            variant="link"
            size="sm"
            className="p-0"
            aria-label="Download Products by revenue as CSV"
            onClick={() =>
              downloadCsv(title, [
                ['Product', 'SKU', 'Views', 'Added to cart', 'Revenue'],
                ...rows.map((r) => [r.name, r.sku, r.views, r.adds, r.revenue]),
              ])
            }
          >
            CSV
          </Button>
        )}
      </Card.Header>
      {rows.length === 0 ? (
        <Card.Body className="text-body-secondary small">Nothing in this period yet.</Card.Body>
      ) : (
        <Table size="sm" className="mb-0" responsive>
          <thead>
            <tr>
              <th scope="col">Product</th>
              <th scope="col" className="text-end">
                Views
              </th>
              <th scope="col" className="text-end">
                Added to cart
              </th>
              <th scope="col" className="text-end">
                Revenue
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.sku}>
                <td className="text-break">
                  {row.name} <span className="text-body-secondary small">{row.sku}</span>
                </td>
                <td className="text-end">{row.views}</td>
                <td className="text-end">{row.adds}</td>
                <td className="text-end text-nowrap">{money(row.revenue)}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
