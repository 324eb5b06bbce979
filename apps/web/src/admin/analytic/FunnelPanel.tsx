import type { AnalyticsDashboard } from '@emporia/contracts/analytics';
import ProgressBar from 'react-bootstrap/ProgressBar';
import { TableCard } from './Breakdown';

/** Sessions → product views → add to cart → checkout → purchase, with each step's conversion. */
export function FunnelPanel({ funnel }: { funnel: AnalyticsDashboard['funnel'] }) {
  const sessions = funnel[0]?.visits ?? 0;
  return (
    <TableCard
      title="Commerce funnel"
      csv={[['Step', 'Visits', 'Conversion %'], ...funnel.map((step) => [step.step, step.visits, step.rate])]}
    >
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col" className="text-end">
            Visits
          </th>
          <th scope="col" className="text-end">
            Conversion
          </th>
          <th scope="col" className="w-25">
            <span className="visually-hidden">Share of sessions</span>
          </th>
        </tr>
      </thead>
      <tbody>
        {funnel.map((step) => (
          <tr key={step.step}>
            <td>{step.step}</td>
            <td className="text-end">{step.visits}</td>
            <td className="text-end">{step.rate}%</td>
            <td>
              <ProgressBar
                now={sessions ? (step.visits / sessions) * 100 : 0}
                style={{ height: 8 }}
                aria-label={`${step.step}: share of sessions`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
