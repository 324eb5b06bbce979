import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useCategories } from '../api/taxonomy';

/** product/category/all: every category with its path, product count and status. */
export default function CategoryListPage() {
  const categories = useCategories();
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Categories</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Category
        </Link>
      </div>
      <ErrorAlert error={categories.error} />
      {!categories.data && !categories.error && <LoadingBlocks lines={6} />}
      {categories.data && (
        <Table responsive hover size="sm" className="align-middle">
          <thead>
            <tr>
              <th>Image</th>
              <th>Name</th>
              <th>Products</th>
              <th>Status</th>
              <th>Sort order</th>
            </tr>
          </thead>
          <tbody>
            {categories.data.map((c) => (
              <tr key={c.id}>
                <td>
                  <img src={c.image} alt="" width={40} height={40} className="rounded border" />
                </td>
                <td>
                  <Link to={`../${c.id}`} relative="path">
                    {c.name}
                  </Link>
                </td>
                <td>{c.products}</td>
                <td>
                  {c.status === 1 ? <Badge bg="success">Shown</Badge> : <Badge bg="secondary">Hidden</Badge>}
                </td>
                <td>{c.sort_order}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
