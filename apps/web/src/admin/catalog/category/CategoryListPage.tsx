import type { AdminCategory } from '@emporia/contracts/catalog-admin';
import Badge from 'react-bootstrap/Badge';
import type { Column } from '../../ui/DataTable';
import { categoryList } from '../api/taxonomy';
import { NamedListPage, pictureAndName } from '../shared/NamedListPage';

const columns: Column<AdminCategory>[] = [
  ...pictureAndName<AdminCategory>('Image', (c) => c.image),
  { key: 'products', header: 'Products', cell: (c) => c.products },
  {
    key: 'status',
    header: 'Status',
    cell: (c) => (c.status === 1 ? <Badge bg="success">Shown</Badge> : <Badge bg="secondary">Hidden</Badge>),
  },
  { key: 'sort_order', header: 'Sort Order', sort: 'sort_order', cell: (c) => c.sort_order },
];

/** product/category/all: every category with its path; sort, search by name, page, delete the ticked ones. */
export default function CategoryListPage() {
  return (
    <NamedListPage
      title="Categories"
      add="Add Category"
      noun={['category', 'categories']}
      columns={columns}
      defaultSort={{ sort: 'name', order: 'asc' }}
      list={categoryList}
      warning="Their products stay in the shop; their subcategories move to the top."
    />
  );
}
