import Badge from 'react-bootstrap/Badge';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useManufacturers } from '../api/taxonomy';

/** product/manufacturer/all */
export default function ManufacturerListPage() {
  const manufacturers = useManufacturers();
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Manufacturers</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Manufacturer
        </Link>
      </div>
      <ErrorAlert error={manufacturers.error} />
      {!manufacturers.data && !manufacturers.error && <LoadingBlocks lines={6} />}
      {manufacturers.data && (
        <Table responsive hover size="sm" className="align-middle">
          <thead>
            <tr>
              <th>Logo</th>
              <th>Name</th>
              <th>Slug</th>
              <th>Products</th>
              <th>Status</th>
            </tr>
          </thead>
          <tbody>
            {manufacturers.data.map((m) => (
              <tr key={m.id}>
                <td>
                  <img src={m.logo} alt="" width={40} height={40} className="rounded border" />
                </td>
                <td>
                  <Link to={`../${m.id}`} relative="path">
                    {m.name}
                  </Link>
                </td>
                <td>{m.slug}</td>
                <td>{m.products}</td>
                <td>
                  {m.status === 1 ? <Badge bg="success">Shown</Badge> : <Badge bg="secondary">Hidden</Badge>}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
    </>
  );
}
