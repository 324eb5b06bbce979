import type { AnalyticsDashboard } from '@emporia/contracts/analytics';
import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';
import ToggleButton from 'react-bootstrap/ToggleButton';
import ToggleButtonGroup from 'react-bootstrap/ToggleButtonGroup';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { downloadCsv } from './Breakdown';

const TrafficChart = lazy(() => import('./TrafficChart'));

/**
 * The time series as a chart, or as a table for screen readers and exact numbers, with each
 * period's orders and revenue (counted as the Orders and Revenue cards).
 */
export function TrafficPanel({
  series,
  money,
}: {
  series: AnalyticsDashboard['series'];
  money: (minor: number) => string;
}) {
  const [view, setView] = useState<'chart' | 'table'>('chart');
  return (
    <Card as="section" aria-label="Traffic" className="mb-4">
      <Card.Header className="d-flex align-items-center justify-content-between">
        <h2 className="h6 mb-0 me-auto">Traffic</h2>
        <Button
          variant="link"
          size="sm"
          className="p-0 me-3"
          aria-label="Download Traffic as CSV"
          onClick={() =>
            downloadCsv('Traffic', [
              ['Period', 'Visitors', 'Page views', 'Orders', 'Revenue'],
              ...series.map((point) => [
                point.label,
                point.visitors,
                point.pageviews,
                point.orders,
                (point.revenue_minor / 100).toFixed(2),
              ]),
            ])
          }
        >
          CSV
        </Button>
        <ToggleButtonGroup type="radio" name="traffic-view" size="sm" value={view} onChange={setView}>
          <ToggleButton id="traffic-chart" value="chart" variant="outline-secondary">
            Chart
          </ToggleButton>
          <ToggleButton id="traffic-table" value="table" variant="outline-secondary">
            Table
          </ToggleButton>
        </ToggleButtonGroup>
      </Card.Header>
      <Card.Body>
        {view === 'chart' ? (
          <Suspense fallback={<LoadingBlocks lines={6} />}>
            <TrafficChart series={series} />
          </Suspense>
        ) : (
          <Table size="sm" className="mb-0" aria-label="Traffic by period">
            <thead>
              <tr>
                <th scope="col">Period</th>
                <th scope="col" className="text-end">
                  Visitors
                </th>
                <th scope="col" className="text-end">
                  Page views
                </th>
                <th scope="col" className="text-end">
                  Orders
                </th>
                <th scope="col" className="text-end">
                  Revenue
                </th>
              </tr>
            </thead>
            <tbody>
              {series.map((point) => (
                <tr key={point.label}>
                  <td>{point.label}</td>
                  <td className="text-end">{point.visitors}</td>
                  <td className="text-end">{point.pageviews}</td>
                  <td className="text-end">{point.orders}</td>
                  <td className="text-end text-nowrap">{money(point.revenue_minor)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        )}
      </Card.Body>
    </Card>
  );
}
