import type { ImportSummary } from '@emporia/contracts/imports';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Table from 'react-bootstrap/Table';

const sourceNames = { shopify: 'Shopify', woocommerce: 'WooCommerce', emporia: 'Emporia CSV' } as const;

function StateBadge({ item }: { item: ImportSummary }) {
  if (item.state === 'failed') return <Badge bg="danger">Failed</Badge>;
  if (item.state === 'queued') return <Badge bg="secondary">Waiting</Badge>;
  if (item.state === 'running')
    return (
      <Badge bg="primary">{`Running ${item.total ? Math.round((item.processed / item.total) * 100) : 0}%`}</Badge>
    );
  return item.dry_run ? (
    <Badge bg="light" text="dark">
      Preview
    </Badge>
  ) : (
    <Badge bg="success">Done</Badge>
  );
}

/** The shop's past imports, newest first; each opens to its progress or report. */
export function PastImports({ items, onOpen }: { items: ImportSummary[]; onOpen: (id: number) => void }) {
  return (
    <Card className="mt-4">
      <Card.Header as="h2" className="h6 mb-0">
        Past imports
      </Card.Header>
      {items.length === 0 ? (
        <Card.Body>
          <p className="mb-0 text-body-secondary">No imports yet. The files you import are listed here.</p>
        </Card.Body>
      ) : (
        <Table responsive hover size="sm" className="mb-0 align-middle">
          <thead>
            <tr>
              <th>Started</th>
              <th>Source</th>
              <th>File</th>
              <th>State</th>
              <th className="text-end">Made</th>
              <th className="text-end">Updated</th>
              <th className="text-end">Skipped</th>
              <th>
                <span className="visually-hidden">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {items.map((item) => (
              <tr key={item.id}>
                <td className="text-nowrap">{new Date(item.created_at).toLocaleString()}</td>
                <td>
                  {sourceNames[item.source]} {item.kind}
                </td>
                <td className="text-break">{item.file_name}</td>
                <td>
                  <StateBadge item={item} />
                </td>
                <td className="text-end">{item.made}</td>
                <td className="text-end">{item.updated}</td>
                <td className="text-end">{item.skipped}</td>
                <td className="text-end">
                  <Button
                    size="sm"
                    variant="outline-secondary"
                    onClick={() => onOpen(item.id)}
                    aria-label={`Open import ${item.id}`}
                  >
                    Open
                  </Button>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </Card>
  );
}
