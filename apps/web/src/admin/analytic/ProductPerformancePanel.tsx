import type { AnalyticsDashboard } from '@emporia/contracts/analytics';
import { TableCard } from './Breakdown';

/** Products by revenue, then page views and visits that put them in the cart. */
export function ProductPerformancePanel({
  rows,
  money,
}: {
  rows: AnalyticsDashboard['product_performance'];
  money: (amount: number) => string;
}) {
  const csv = [
    ['Product', 'SKU', 'Views', 'Added to cart', 'Revenue'],
    ...rows.map((r) => [r.name, r.sku, r.views, r.adds, r.revenue]),
  ];
  return (
    <TableCard title="Products by revenue" csv={csv}>
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
    </TableCard>
  );
}
