import type { AnalyticsDashboard } from '@emporia/contracts/analytics';
import { NamedProgress } from '../ui/NamedProgress';
import { TableCard } from './Breakdown';
import { DefinitionLink } from './FigureDefinitions';

/** Sessions → product views → add to cart → checkout (visits) → purchase (orders placed), with each step's conversion. */
export function FunnelPanel({ funnel }: { funnel: AnalyticsDashboard['funnel'] }) {
  const sessions = funnel[0]?.count ?? 0;
  return (
    <TableCard
      title="Commerce funnel"
      csv={[
        ['Step', 'Visits or orders', 'Conversion %'],
        ...funnel.map((step) => [step.step, step.count, step.rate]),
      ]}
    >
      <thead>
        <tr>
          <th scope="col">Step</th>
          <th scope="col" className="text-end">
            Visits or orders
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
            <td>
              {step.step === 'Purchase' ? 'Purchase (orders)' : step.step}
              {step.step === 'Purchase' && <DefinitionLink figure="Purchase (funnel)" />}
            </td>
            <td className="text-end">{step.count}</td>
            <td className="text-end">{step.rate}%</td>
            <td>
              <NamedProgress
                now={sessions ? Math.min(100, (step.count / sessions) * 100) : 0}
                style={{ height: 8 }}
                name={`${step.step}: share of sessions`}
              />
            </td>
          </tr>
        ))}
      </tbody>
    </TableCard>
  );
}
