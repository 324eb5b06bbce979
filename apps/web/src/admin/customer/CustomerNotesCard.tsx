import type { AdminCustomer } from '@emporia/contracts/admin-customers';
import Badge from 'react-bootstrap/Badge';
import Card from 'react-bootstrap/Card';

/**
 * What another platform's export said of the customer (Shopify's Note, Tags and Tax Exempt), kept
 * by an import. Shown only when there is something; the tax flag says plainly that checkout does
 * not apply it, so staff do not promise a customer tax-free orders.
 */
export function CustomerNotesCard({ customer }: { customer: AdminCustomer }) {
  if (!customer.note && !customer.tags.length && !customer.tax_exempt) return null;
  return (
    <Card className="mb-4">
      <Card.Header>Notes and tags</Card.Header>
      <Card.Body className="d-grid gap-2">
        {customer.note && (
          <div>
            <div className="small text-body-secondary">Note</div>
            <div style={{ whiteSpace: 'pre-wrap' }}>{customer.note}</div>
          </div>
        )}
        {customer.tags.length > 0 && (
          <div>
            <div className="small text-body-secondary">Tags</div>
            <ul className="list-inline mb-0" aria-label="Tags">
              {customer.tags.map((tag) => (
                <li key={tag} className="list-inline-item">
                  <Badge bg="secondary">{tag}</Badge>
                </li>
              ))}
            </ul>
          </div>
        )}
        {customer.tax_exempt && (
          <div>
            <Badge bg="warning" text="dark">
              Tax exempt
            </Badge>{' '}
            <span className="small text-body-secondary">
              as imported; checkout still charges tax unless the shop’s tax rules exempt this customer.
            </span>
          </div>
        )}
      </Card.Body>
    </Card>
  );
}
