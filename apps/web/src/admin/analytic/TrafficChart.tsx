import type { AnalyticsDashboard } from '@emporia/contracts/analytics';
import { Area, AreaChart, CartesianGrid, Legend, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';

// SVG attributes take no CSS variables: Bootstrap's primary and info colours, written out.
/** Visitors and page views over the range; loaded on its own so only this page pays for recharts. */
export default function TrafficChart({ series }: { series: AnalyticsDashboard['series'] }) {
  return (
    <div style={{ height: 260 }} role="img" aria-label="Visitors and page views over time">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={series} margin={{ top: 8, right: 16, bottom: 0, left: -16 }}>
          <CartesianGrid strokeDasharray="3 3" vertical={false} />
          <XAxis
            dataKey="label"
            tickFormatter={(label: string) => (label.length === 10 ? label.slice(5) : label)}
          />
          <YAxis allowDecimals={false} />
          <Tooltip />
          <Legend />
          <Area
            type="monotone"
            dataKey="pageviews"
            name="Page views"
            stroke="#0dcaf0"
            fill="#0dcaf0"
            fillOpacity={0.15}
            isAnimationActive={false}
          />
          <Area
            type="monotone"
            dataKey="visitors"
            name="Visitors"
            stroke="#0d6efd"
            fill="#0d6efd"
            fillOpacity={0.25}
            isAnimationActive={false}
          />
        </AreaChart>
      </ResponsiveContainer>
    </div>
  );
}
