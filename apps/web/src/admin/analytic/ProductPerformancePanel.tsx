import type { AnalyticsDashboard } from '@emporia/contracts/analytics';
import { TableCard } from './Breakdown';
import { DefinitionLink } from './FigureDefinitions';

/**
 * Products by revenue, then page views and visits that put them in the cart; the products sold
 * beyond the ten and a total row, so the column adds up to the Revenue card.
 */
export function ProductPerformancePanel({
  rows,
  others,
  total,
  money,
}: {
  rows: AnalyticsDashboard['product_performance'];
  others: AnalyticsDashboard['other_products'];
  total: number;
  money: (minor: number) => string;
}) {
  const units = rows.reduce((n, r) => n + r.units, others.units);
  const csv = [
    ['Product', 'SKU', 'Views', 'Added to cart', 'Units sold', 'Revenue'],
    ...rows.map((r) => [r.name, r.sku, r.views, r.adds, r.units, (r.revenue_minor / 100).toFixed(2)]),
    ...(others.products > 0
      ? [
          [
            `Other products (${others.products})`,
            '',
            '',
            '',
            others.units,
            (others.revenue_minor / 100).toFixed(2),
          ],
        ]
      : []),
  ];
  return (
    <TableCard title="Products by revenue" csv={csv}>
      <thead>
        <tr>
          <th scope="col">
            Product
            <DefinitionLink figure="Products by revenue" />
          </th>
          <th scope="col" className="text-end">
            Views
          </th>
          <th scope="col" className="text-end">
            Added to cart
          </th>
          <th scope="col" className="text-end">
            Units sold
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
            <td className="text-end">{row.units}</td>
            <td className="text-end text-nowrap">{money(row.revenue_minor)}</td>
          </tr>
        ))}
        {others.products > 0 && (
          <tr>
            <td>Other products ({others.products})</td>
            <td />
            <td />
            <td className="text-end">{others.units}</td>
            <td className="text-end text-nowrap">{money(others.revenue_minor)}</td>
          </tr>
        )}
      </tbody>
      <tfoot>
        <tr className="fw-semibold">
          <th scope="row">Total</th>
          <td />
          <td />
          <td className="text-end">{units}</td>
          <td className="text-end text-nowrap">{money(total)}</td>
        </tr>
      </tfoot>
    </TableCard>
  );
}
