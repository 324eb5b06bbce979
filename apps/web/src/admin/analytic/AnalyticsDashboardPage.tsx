import { type AnalyticsDashboard, type AnalyticsRange, analyticsRanges } from '@emporia/contracts/analytics';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import Card from 'react-bootstrap/Card';
import Col from 'react-bootstrap/Col';
import Row from 'react-bootstrap/Row';
import { useSearchParams } from 'react-router';
import { adminHttp } from '../../app/http';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { Breakdown } from './Breakdown';
import { type DefinedFigure, DefinitionLink, FigureDefinitions } from './FigureDefinitions';
import { FunnelPanel } from './FunnelPanel';
import { ProductPerformancePanel } from './ProductPerformancePanel';
import { type RangeChoice, RangePicker } from './RangePicker';
import { TrafficPanel } from './TrafficPanel';

const isRange = (value: string | null): value is AnalyticsRange =>
  (analyticsRanges as readonly (string | null)[]).includes(value);

const duration = (seconds: number) =>
  seconds >= 60 ? `${Math.floor(seconds / 60)}m ${seconds % 60}s` : `${seconds}s`;

/** "+25% vs previous period"; lower is better for the bounce rate. */
function Change({
  now,
  before,
  lowerIsBetter = false,
}: {
  now: number;
  before: number;
  lowerIsBetter?: boolean;
}) {
  if (before === 0) return <span className="text-body-secondary">{now === 0 ? 'No change' : 'New'}</span>;
  const change = Math.round(((now - before) / before) * 100);
  const good = lowerIsBetter ? change < 0 : change > 0;
  return (
    <span className={change === 0 ? 'text-body-secondary' : good ? 'text-success' : 'text-danger'}>
      {change > 0 ? '+' : ''}
      {change}% vs previous period
    </span>
  );
}

function Metric(props: {
  title: string;
  value: string;
  now: number;
  before: number;
  lowerIsBetter?: boolean;
  defined?: DefinedFigure;
}) {
  return (
    <Card body className="h-100" as="section" aria-label={props.title}>
      <h2 className="h6 text-body-secondary mb-1">
        {props.title}
        {props.defined && <DefinitionLink figure={props.defined} />}
      </h2>
      <div className="fs-4 fw-semibold">{props.value}</div>
      <div className="small">
        <Change now={props.now} before={props.before} lowerIsBetter={props.lowerIsBetter} />
      </div>
    </Card>
  );
}

function Dashboard({ d }: { d: AnalyticsDashboard }) {
  // Amounts come in minor units (hundredths in every currency, as the shop keeps its books).
  const money = (minor: number) => formatMoney(minor / 100, d.currency);
  const t = d.totals;
  const p = d.previous;
  const metrics = [
    { title: 'Visitors', value: String(t.visitors), now: t.visitors, before: p.visitors },
    { title: 'Visits', value: String(t.visits), now: t.visits, before: p.visits },
    { title: 'Page views', value: String(t.pageviews), now: t.pageviews, before: p.pageviews },
    {
      title: 'Views per visit',
      value: String(t.views_per_visit),
      now: t.views_per_visit,
      before: p.views_per_visit,
    },
    {
      title: 'Bounce rate',
      value: `${t.bounce_rate}%`,
      now: t.bounce_rate,
      before: p.bounce_rate,
      lowerIsBetter: true,
    },
    {
      title: 'Visit duration',
      value: duration(t.visit_duration),
      now: t.visit_duration,
      before: p.visit_duration,
    },
    {
      title: 'Revenue',
      value: money(d.sales.revenue_minor),
      now: d.sales.revenue_minor,
      before: d.previous_sales.revenue_minor,
      defined: 'Revenue' as const,
    },
    {
      title: 'Orders',
      value: String(d.sales.orders),
      now: d.sales.orders,
      before: d.previous_sales.orders,
      defined: 'Orders' as const,
    },
    {
      title: 'Average order value',
      value: money(d.sales.average_order_value_minor),
      now: d.sales.average_order_value_minor,
      before: d.previous_sales.average_order_value_minor,
      defined: 'Average order value' as const,
    },
  ];
  const panels = [
    { title: 'Top pages', rows: d.top_pages, countLabel: 'Views' },
    { title: 'Top products', rows: d.top_products, countLabel: 'Views' },
    { title: 'Entry pages', rows: d.entry_pages, countLabel: 'Visits' },
    { title: 'Exit pages', rows: d.exit_pages, countLabel: 'Visits' },
    { title: 'Referrers', rows: d.referrers, countLabel: 'Visits' },
    { title: 'Campaigns', rows: d.campaigns, countLabel: 'Visits' },
    { title: 'Countries', rows: d.countries, countLabel: 'Visits' },
    { title: 'Devices', rows: d.devices, countLabel: 'Visits' },
    { title: 'Browsers', rows: d.browsers, countLabel: 'Visits' },
    { title: 'Downloads', rows: d.downloads, countLabel: 'Downloads' },
  ];
  return (
    <>
      <Row xs={2} md={3} xl={5} className="g-3 mb-4">
        {metrics.map((metric) => (
          <Col key={metric.title}>
            <Metric {...metric} />
          </Col>
        ))}
      </Row>
      <TrafficPanel series={d.series} money={money} />
      <Row className="g-3 mb-4">
        <Col lg={6}>
          <FunnelPanel funnel={d.funnel} />
        </Col>
        <Col lg={6}>
          <Card body className="h-100" as="section" aria-label="Abandoned carts">
            <h2 className="h6 text-body-secondary mb-1">
              Abandoned carts
              <DefinitionLink figure="Abandoned carts" />
            </h2>
            <div className="fs-4 fw-semibold">{d.abandoned_carts.visits}</div>
            <div className="small text-body-secondary">
              {d.abandoned_carts.rate}% of the visits that added to the cart left without buying; their carts
              held {money(d.abandoned_carts.value_minor)}.
            </div>
          </Card>
        </Col>
        <Col lg={12}>
          <ProductPerformancePanel
            rows={d.product_performance}
            others={d.other_products}
            total={d.sales.revenue_minor}
            money={money}
          />
        </Col>
        {panels.map((panel) => (
          <Col lg={6} key={panel.title}>
            <Breakdown {...panel} />
          </Col>
        ))}
      </Row>
      <FigureDefinitions />
    </>
  );
}

/** analytic/dashboard: the shop's own visitors, sources, funnel and sales; counted without cookies. */
export default function AnalyticsDashboardPage() {
  const [search, setSearch] = useSearchParams();
  const asked = search.get('range');
  const range: AnalyticsRange = isRange(asked) ? asked : '7d';
  const choice: RangeChoice =
    range === 'custom'
      ? { range, from: search.get('from') ?? undefined, to: search.get('to') ?? undefined }
      : { range };
  const dashboard = useQuery({
    queryKey: ['admin', 'analytics', 'dashboard', choice],
    queryFn: async () =>
      (
        await adminHttp.get<{ data: AnalyticsDashboard }>('/api/v1/admin/analytics/dashboard', {
          params: choice,
        })
      ).data.data,
    placeholderData: keepPreviousData,
  });
  return (
    <>
      <div className="d-flex flex-wrap align-items-start justify-content-between gap-2">
        <PageHeading>Analytics</PageHeading>
        <RangePicker
          value={choice}
          onChange={(next) =>
            setSearch(
              Object.fromEntries(Object.entries(next).filter(([, v]) => v !== undefined)) as Record<
                string,
                string
              >,
              { replace: true },
            )
          }
        />
      </div>
      {dashboard.isPending ? (
        <LoadingBlocks lines={10} />
      ) : dashboard.isError ? (
        <ErrorAlert error={dashboard.error} />
      ) : (
        <>
          <p className="text-body-secondary small">
            {dashboard.data.from === dashboard.data.to
              ? `${dashboard.data.from} (UTC)`
              : `${dashboard.data.from} to ${dashboard.data.to} (UTC)`}
            , compared with the period before. Visitors are counted without cookies.{' '}
            <span className="text-success fw-semibold">
              {dashboard.data.live_visitors} {dashboard.data.live_visitors === 1 ? 'visitor' : 'visitors'} in
              the last 5 minutes
            </span>
          </p>
          <Dashboard d={dashboard.data} />
        </>
      )}
    </>
  );
}
