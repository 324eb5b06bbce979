import type { AdminManufacturer } from '@emporia/contracts/catalog-admin';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import type { Column } from '../../ui/DataTable';
import { manufacturerList } from '../api/taxonomy';
import { NamedListPage } from '../shared/NamedListPage';

const columns: Column<AdminManufacturer>[] = [
  {
    key: 'logo',
    header: 'Logo',
    cell: (m) => <img src={m.logo} alt="" width={40} height={40} className="rounded border" />,
  },
  {
    key: 'name',
    header: 'Name',
    sort: 'name',
    cell: (m) => (
      <Link to={`../${m.id}`} relative="path">
        {m.name}
      </Link>
    ),
  },
  { key: 'slug', header: 'Slug', cell: (m) => m.slug },
  { key: 'sort_order', header: 'Sort Order', sort: 'sort_order', cell: (m) => m.sort_order },
  { key: 'products', header: 'Products', cell: (m) => m.products },
  {
    key: 'status',
    header: 'Status',
    cell: (m) => (m.status === 1 ? <Badge bg="success">Shown</Badge> : <Badge bg="secondary">Hidden</Badge>),
  },
];

/** product/manufacturer/all: sort by name or sort order, search by name, page, delete the ticked ones. */
export default function ManufacturerListPage() {
  return (
    <NamedListPage
      title="Manufacturers"
      add="Add Manufacturer"
      noun={['manufacturer', 'manufacturers']}
      columns={columns}
      defaultSort={{ sort: 'sort_order', order: 'asc' }}
      list={manufacturerList}
      warning="Their products stay in the shop, without a manufacturer."
    />
  );
}
