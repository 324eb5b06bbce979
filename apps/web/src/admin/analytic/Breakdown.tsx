import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

export interface BreakdownRow {
  name: string;
  visitors: number;
  count: number;
}

/** One "top …" panel: a short ranked table, or a sentence when the period has none. */
export function Breakdown({
  title,
  rows,
  countLabel,
}: {
  title: string;
  rows: BreakdownRow[];
  countLabel: string;
}) {
  return (
    <Card className="h-100" as="section" aria-label={title}>
      <Card.Header as="h2" className="h6 mb-0">
        {title}
      </Card.Header>
      {rows.length === 0 ? (
        <Card.Body className="text-body-secondary small">Nothing in this period yet.</Card.Body>
      ) : (
        <Table size="sm" className="mb-0" responsive>
          <thead>
            <tr>
              <th scope="col">{title}</th>
              <th scope="col" className="text-end">
                Visitors
              </th>
              <th scope="col" className="text-end">
                {countLabel}
              </th>
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.name}>
                <td className="text-break">{row.name}</td>
                <td className="text-end">{row.visitors}</td>
                <td className="text-end">{row.count}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
