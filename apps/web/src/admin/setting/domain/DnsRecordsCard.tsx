import type { DnsCheck, DnsRecord } from '@emporia/contracts/domains';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

/** The records to create at the DNS host, and after a check what each one holds. */
export function DnsRecordsCard({ records, checks }: { records: DnsRecord[]; checks?: DnsCheck[] }) {
  // The host's check is a CNAME or an A record, whichever DNS holds: it goes with the second row.
  const checkOf = (record: DnsRecord) =>
    checks?.find((c) => (record.type === 'TXT' ? c.type === 'TXT' : c.type !== 'TXT'));
  return (
    <Card body className="mb-3">
      <Card.Title as="h2" className="h5">
        DNS records to create
      </Card.Title>
      <p className="text-body-secondary small">
        Add these records where your domain’s DNS is managed, then check them. DNS changes can take up to an
        hour to show.
      </p>
      <Table className="align-middle mb-0" aria-label="DNS records">
        <thead>
          <tr>
            <th>Type</th>
            <th>Name</th>
            <th>Value</th>
            {checks && <th>Found</th>}
          </tr>
        </thead>
        <tbody>
          {records.map((record) => {
            const check = checkOf(record);
            return (
              <tr key={`${record.type} ${record.name}`}>
                <td>{record.type}</td>
                <td className="text-break">
                  <code>{record.name}</code>
                </td>
                <td className="text-break">
                  <code>{record.value}</code>
                </td>
                {checks && (
                  <td className={check?.ok ? 'text-success' : 'text-danger'}>
                    {check
                      ? `${check.ok ? '✓ ' : '✗ '}${check.type}: ${check.found.join(', ') || 'nothing'}`
                      : ''}
                  </td>
                )}
              </tr>
            );
          })}
        </tbody>
      </Table>
    </Card>
  );
}
