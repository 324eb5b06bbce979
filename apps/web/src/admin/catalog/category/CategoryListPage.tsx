import type { AdminCategory } from '@emporia/contracts/catalog-admin';
import Badge from 'react-bootstrap/Badge';
import { Link } from 'react-router';
import type { Column } from '../../ui/DataTable';
import { categoryList } from '../api/taxonomy';
import { NamedListPage } from '../shared/NamedListPage';

const columns: Column<AdminCategory>[] = [
  {
    key: 'image',
    header: 'Image',
    cell: (c) => <img src={c.image} alt="" width={40} height={40} className="rounded border" />,
  },
  {
    key: 'name',
    header: 'Name',
    sort: 'name',
    cell: (c) => (
      <Link to={`../${c.id}`} relative="path">
        {c.name}
      </Link>
    ),
  },
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
