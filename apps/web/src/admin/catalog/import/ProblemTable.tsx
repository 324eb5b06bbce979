import type { ImportRowError } from '@emporia/contracts/imports';
import Table from 'react-bootstrap/Table';

/** Every row that could not be imported, with its line in the file and why. */
export function ProblemTable({ rows, caption }: { rows: ImportRowError[]; caption: string }) {
  if (!rows.length) return null;
  return (
    <Table size="sm" bordered responsive className="align-middle">
      <caption className="caption-top">{caption}</caption>
      <thead>
        <tr>
          <th style={{ width: '6rem' }}>Row</th>
          <th>Why</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((problem, index) => (
          // The same row can have several reasons; the list never reorders.
          // biome-ignore lint/suspicious/noArrayIndexKey: see above
          <tr key={index}>
            <td>{problem.row || '—'}</td>
            <td>{problem.reason}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
