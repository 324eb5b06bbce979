import Badge from 'react-bootstrap/Badge';
import Form from 'react-bootstrap/Form';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useRestock } from '../api/reviews';
import { AdminPager } from '../shared/AdminPager';

/** product/restock: who waits for which product, and who has been told it is back. */
export default function RestockPage() {
  const [params, setParams] = useSearchParams();
  const status = params.get('status') ?? undefined;
  const page = Number(params.get('page') ?? 1) || 1;
  const list = useRestock({ status, page, per_page: 25 });
  return (
    <>
      <PageHeading>Restock Notifications</PageHeading>
      <Form.Select
        className="w-auto mb-3"
        aria-label="Status"
        value={status ?? ''}
        onChange={(event) => setParams(event.target.value ? { status: event.target.value } : {})}
      >
        <option value="">All subscriptions</option>
        <option value="waiting">Waiting</option>
        <option value="notified">Notified</option>
      </Form.Select>
      <ErrorAlert error={list.error} />
      {!list.data && !list.error && <LoadingBlocks lines={6} />}
      {list.data && (
        <Table responsive size="sm" className="align-middle restock-table">
          <thead>
            <tr>
              <th>Product</th>
              <th>SKU</th>
              <th>In stock</th>
              <th>Name</th>
              <th>Email</th>
              <th>Status</th>
              <th>Subscribed</th>
              <th>Notified</th>
            </tr>
          </thead>
          <tbody>
            {list.data.data.length === 0 && (
              <tr>
                <td colSpan={8} className="text-body-secondary">
                  Nobody is waiting for a product.
                </td>
              </tr>
            )}
            {list.data.data.map((row) => (
              <tr key={row.id}>
                <td>
                  <Link to={`../${row.product_id}`} relative="path">
                    {row.product_name}
                  </Link>
                </td>
                <td>{row.sku}</td>
                <td>{row.quantity}</td>
                <td>{row.name}</td>
                <td>{row.email}</td>
                <td>
                  <Badge bg={row.status === 'notified' ? 'success' : 'warning'}>{row.status}</Badge>
                </td>
                <td>{new Date(row.created_at).toLocaleString()}</td>
                <td>{row.notified_at ? new Date(row.notified_at).toLocaleString() : ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <AdminPager
        meta={list.data?.meta}
        onPage={(next) => setParams({ ...(status ? { status } : {}), page: String(next) })}
      />
    </>
  );
}
