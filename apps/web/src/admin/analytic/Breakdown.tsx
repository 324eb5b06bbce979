import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

export interface BreakdownRow {
  name: string;
  visitors: number;
  count: number;
}

const csvCell = (value: string | number) => {
  const text = String(value);
  // A leading = + - @ would run as a formula in a spreadsheet; quotes keep commas in place.
  const safe = /^[=+\-@]/.test(text) ? `'${text}` : text;
  return `"${safe.replaceAll('"', '""')}"`;
};

/** A table as a CSV file, made in the browser from what is shown (header line first). */
export function downloadCsv(title: string, lines: (string | number)[][]) {
  const blob = new Blob([`${lines.map((line) => line.map(csvCell).join(',')).join('\r\n')}\r\n`], {
    type: 'text/csv',
  });
  const link = document.createElement('a');
  link.href = URL.createObjectURL(blob);
  link.download = `${title.toLowerCase().replaceAll(' ', '-')}.csv`;
  link.click();
  URL.revokeObjectURL(link.href);
}

/**
 * A dashboard table in a card: its title, a CSV download of exactly what it shows, and a
 * sentence instead of an empty table when the period has nothing.
 */
export function TableCard({
  title,
  csv,
  children,
}: {
  title: string;
  /** The header line, then one line per row; none when the period has nothing. */
  csv: (string | number)[][];
  children: ReactNode;
}) {
  return (
    <Card className="h-100" as="section" aria-label={title}>
      <Card.Header className="d-flex align-items-center justify-content-between py-1">
        <h2 className="h6 mb-0">{title}</h2>
        {csv.length > 1 && (
          <Button
            variant="link"
            size="sm"
            className="p-0"
            onClick={() => downloadCsv(title, csv)}
            aria-label={`Download ${title} as CSV`}
          >
            CSV
          </Button>
        )}
      </Card.Header>
      {csv.length > 1 ? (
        <Table size="sm" className="mb-0 align-middle" responsive>
          {children}
        </Table>
      ) : (
        <Card.Body className="text-body-secondary small">Nothing in this period yet.</Card.Body>
      )}
    </Card>
  );
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
    <TableCard
      title={title}
      csv={[[title, 'Visitors', countLabel], ...rows.map((r) => [r.name, r.visitors, r.count])]}
    >
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
    </TableCard>
  );
}
