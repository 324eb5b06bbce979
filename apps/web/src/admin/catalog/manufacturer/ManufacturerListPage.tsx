import type { AdminManufacturer } from '@emporia/contracts/catalog-admin';
import Badge from 'react-bootstrap/Badge';
import type { Column } from '../../ui/DataTable';
import { manufacturerList } from '../api/taxonomy';
import { NamedListPage, pictureAndName } from '../shared/NamedListPage';

const columns: Column<AdminManufacturer>[] = [
  ...pictureAndName<AdminManufacturer>('Logo', (m) => m.logo),
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
