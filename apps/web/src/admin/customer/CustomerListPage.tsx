import Badge from 'react-bootstrap/Badge';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Pagination from 'react-bootstrap/Pagination';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useCustomers } from './api';
import { CustomerGroupsCard } from './CustomerGroupsCard';

type Sort = 'name' | 'email' | 'date_added' | 'status';
interface ListQuery {
  search?: string;
  sort: Sort;
  order: 'asc' | 'desc';
  page: number;
  per_page: number;
}
const columns: { sort: Sort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'email', label: 'Email' },
  { sort: 'status', label: 'Status' },
  { sort: 'date_added', label: 'Date Added' },
];

/** customer/all: search, sort (click a heading) and page through customers; state lives in the URL. */
export default function CustomerListPage() {
  const [params, setParams] = useSearchParams();
  const query: ListQuery = {
    search: params.get('search') ?? undefined,
    sort: (params.get('sort') as Sort | null) ?? 'date_added',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: Number(params.get('page') ?? 1) || 1,
    per_page: 20,
  };
  const customers = useCustomers(query);
  const change = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    setParams(merged);
  };
  const pages = customers.data
    ? Math.max(1, Math.ceil(customers.data.meta.total / customers.data.meta.per_page))
    : 1;

  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Customers</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Customer
        </Link>
      </div>
      <Row className="g-4">
        <Col xl={9}>
          <Form
            className="mb-3"
            role="search"
            onSubmit={(event) => {
              event.preventDefault();
              const search = new FormData(event.currentTarget).get('search');
              change({
                search: typeof search === 'string' && search.trim() ? search.trim() : undefined,
                page: undefined,
              });
            }}
          >
            <Form.Control
              name="search"
              type="search"
              placeholder="Search by name, email or telephone"
              aria-label="Search customers"
              defaultValue={query.search}
            />
          </Form>
          <ErrorAlert error={customers.error} />
          {customers.isPending && <LoadingBlocks lines={6} />}
          {customers.data && (
            <>
              <Table responsive hover className="bg-white">
                <thead>
                  <tr>
                    {columns.map((column) => (
                      <th key={column.sort}>
                        <button
                          type="button"
                          className="btn btn-link p-0 text-decoration-none text-body fw-semibold"
                          onClick={() =>
                            change({
                              sort: column.sort,
                              order: query.sort === column.sort && query.order === 'asc' ? 'desc' : 'asc',
                              page: undefined,
                            })
                          }
                        >
                          {column.label}
                          {query.sort === column.sort ? (query.order === 'asc' ? ' ▲' : ' ▼') : ''}
                        </button>
                      </th>
                    ))}
                    <th>Group</th>
                  </tr>
                </thead>
                <tbody>
                  {customers.data.data.map((customer) => (
                    <tr key={customer.id}>
                      <td>
                        <Link to={`../${customer.id}`} relative="path">
                          {customer.firstname} {customer.lastname}
                        </Link>
                      </td>
                      <td>{customer.email}</td>
                      <td>
                        <Badge bg={customer.status === 'active' ? 'success' : 'secondary'}>
                          {customer.status === 'active' ? 'Active' : 'Disabled'}
                        </Badge>
                      </td>
                      <td>{new Date(customer.date_added).toLocaleDateString()}</td>
                      <td>{customer.customer_group?.name ?? '—'}</td>
                    </tr>
                  ))}
                  {customers.data.data.length === 0 && (
                    <tr>
                      <td colSpan={5} className="text-body-secondary">
                        No customers found.
                      </td>
                    </tr>
                  )}
                </tbody>
              </Table>
              <div className="d-flex justify-content-between align-items-center">
                <span className="small text-body-secondary">{customers.data.meta.total} customers</span>
                <Pagination className="mb-0">
                  <Pagination.Prev
                    disabled={query.page <= 1}
                    onClick={() => change({ page: String(query.page - 1) })}
                  />
                  <Pagination.Item active>{`${query.page} / ${pages}`}</Pagination.Item>
                  <Pagination.Next
                    disabled={query.page >= pages}
                    onClick={() => change({ page: String(query.page + 1) })}
                  />
                </Pagination>
              </div>
            </>
          )}
        </Col>
        <Col xl={3}>
          <CustomerGroupsCard />
        </Col>
      </Row>
    </>
  );
}
