import type {
  AdminProductListQuery,
  AdminProductRow,
  ProductBulkCategory,
} from '@emporia/contracts/catalog-admin';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import { Link } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { PageHeading } from '../../../ui/PageHeading';
import { useMoney } from '../../../ui/Price';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { BulkDialog } from '../../ui/BulkDialog';
import { type Column, DataTable, type RowSelection, useRowSelection } from '../../ui/DataTable';
import { FilterSelect, ListFilters } from '../../ui/ListFilters';
import { type ListState, useListState } from '../../ui/list-state';
import {
  useDeleteProducts,
  useProducts,
  useSetProductsCategory,
  useSetProductsStatus,
} from '../api/products';
import { useCategories, useManufacturers } from '../api/taxonomy';
import { CsvCard } from './CsvCard';

function useColumns(): Column<AdminProductRow>[] {
  const money = useMoney();
  return [
    {
      key: 'image',
      header: 'Image',
      cell: (row) => <img src={row.image} alt="" width={40} height={40} className="rounded border" />,
    },
    {
      key: 'name',
      header: 'Name',
      sort: 'name',
      cell: (row) => (
        <>
          <Link to={`../${row.id}`} relative="path">
            {row.name}
          </Link>
          {row.type === 'configurable' && (
            <Badge bg="info" className="ms-2">
              {row.children} variants
            </Badge>
          )}
        </>
      ),
    },
    { key: 'sku', header: 'SKU', sort: 'sku', cell: (row) => row.sku },
    {
      key: 'price',
      header: 'Price',
      sort: 'price',
      cell: (row) =>
        row.sale_price !== null ? (
          <>
            <del className="text-body-secondary">{money(row.price)}</del> {money(row.sale_price)}
          </>
        ) : (
          money(row.price)
        ),
    },
    {
      key: 'quantity',
      header: 'Quantity',
      sort: 'quantity',
      cell: (row) => <span className={row.quantity <= 0 ? 'text-danger' : ''}>{row.quantity}</span>,
    },
    {
      key: 'status',
      header: 'Status',
      sort: 'status',
      cell: (row) =>
        row.status === 1 ? <Badge bg="success">Enabled</Badge> : <Badge bg="secondary">Disabled</Badge>,
    },
    {
      key: 'date_added',
      header: 'Date Added',
      sort: 'date_added',
      cell: (row) => new Date(row.date_added).toLocaleDateString(),
    },
    {
      key: 'actions',
      header: '',
      className: 'text-end',
      cell: (row) =>
        row.type === 'configurable' && (
          <Link
            to={`../children-products/${row.id}`}
            relative="path"
            className="btn btn-sm btn-outline-secondary"
          >
            Variants
          </Link>
        ),
    },
  ];
}

function ProductFilters({ state }: { state: ListState }) {
  const categories = useCategories();
  const manufacturers = useManufacturers();
  const select = (name: string, label: string, options: [string, string][]) => (
    <FilterSelect state={state} name={name} label={label} options={options} />
  );
  return (
    <ListFilters
      state={state}
      noun="products"
      placeholder="Search by name or SKU"
      searchWidth={4}
      className="bg-white border rounded p-3 mb-3"
    >
      <Col xs={6} md={2}>
        {select('status', 'Status', [
          ['', 'Any status'],
          ['1', 'Enabled'],
          ['0', 'Disabled'],
        ])}
      </Col>
      <Col xs={6} md={2}>
        {select('type', 'Type', [
          ['', 'Any type'],
          ['simple', 'Simple'],
          ['configurable', 'Configurable'],
        ])}
      </Col>
      <Col xs={6} md={2}>
        {select('stock', 'Stock', [
          ['', 'Any stock'],
          ['in', 'In stock'],
          ['out', 'Out of stock'],
        ])}
      </Col>
      <Col xs={6} md={2}>
        <Button type="submit" variant="outline-primary" className="w-100">
          Search
        </Button>
      </Col>
      <Col xs={6} md={3}>
        {select('category_id', 'Category', [
          ['', 'Any category'],
          ...(categories.data ?? []).map((c): [string, string] => [String(c.id), c.name]),
        ])}
      </Col>
      <Col xs={6} md={3}>
        {select('manufacturer_id', 'Manufacturer', [
          ['', 'Any manufacturer'],
          ...(manufacturers.data ?? []).map((m): [string, string] => [String(m.id), m.name]),
        ])}
      </Col>
    </ListFilters>
  );
}

type Dialog = 'delete' | 'category' | null;

/** Enable, disable, change category and delete the ticked products, each in one request. */
function ProductBulkActions({
  selection,
  onDone,
}: {
  selection: RowSelection;
  onDone: (message: string) => void;
}) {
  const categories = useCategories();
  const status = useSetProductsStatus();
  const remove = useDeleteProducts();
  const move = useSetProductsCategory();
  const [dialog, setDialog] = useState<Dialog>(null);
  const [category, setCategory] = useState('');
  const [mode, setMode] = useState<NonNullable<ProductBulkCategory['mode']>>('replace');
  const n = selection.ids.length;
  const done = (result: { message: string }) => {
    setDialog(null);
    selection.clear();
    onDone(result.message);
  };
  const close = () => {
    setDialog(null);
    remove.reset();
    move.reset();
  };
  return (
    <>
      {(
        [
          [1, 'Enable'],
          [0, 'Disable'],
        ] as const
      ).map(([value, label]) => (
        <Button
          key={label}
          size="sm"
          variant="outline-secondary"
          disabled={status.isPending}
          onClick={() => status.mutate({ ids: selection.ids, status: value }, { onSuccess: done })}
        >
          {label}
        </Button>
      ))}
      <Button size="sm" variant="outline-secondary" onClick={() => setDialog('category')}>
        Change category
      </Button>
      <Button size="sm" variant="outline-danger" onClick={() => setDialog('delete')}>
        Delete
      </Button>
      <ErrorAlert error={status.error} className="py-1 px-2 mb-0 small w-100" />
      <BulkDialog
        show={dialog === 'delete'}
        title={`Delete ${n} product${n === 1 ? '' : 's'}?`}
        confirm="Delete"
        danger
        pending={remove.isPending}
        error={remove.error}
        onHide={close}
        onConfirm={() => remove.mutate({ ids: selection.ids }, { onSuccess: done })}
      >
        The products and their variants are deleted for good. Orders keep their lines.
      </BulkDialog>
      <BulkDialog
        show={dialog === 'category'}
        title={`Change the category of ${n} product${n === 1 ? '' : 's'}`}
        confirm="Apply"
        pending={move.isPending}
        error={move.error}
        onHide={close}
        onConfirm={() =>
          move.mutate({ ids: selection.ids, category_id: Number(category), mode }, { onSuccess: done })
        }
      >
        <Form.Group className="mb-3" controlId="bulk-category">
          <Form.Label>Category</Form.Label>
          <Form.Select value={category} onChange={(e) => setCategory(e.target.value)}>
            <option value="">Choose a category</option>
            {categories.data?.map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        {(
          [
            ['replace', 'Make it their only category'],
            ['add', 'Add it to their categories'],
            ['remove', 'Take them out of it'],
          ] as const
        ).map(([value, label]) => (
          <Form.Check
            key={value}
            type="radio"
            id={`bulk-category-${value}`}
            name="bulk-category-mode"
            label={label}
            checked={mode === value}
            onChange={() => setMode(value)}
          />
        ))}
      </BulkDialog>
    </>
  );
}

/** product/all: search, filters, sort by heading, pages, and bulk actions on the ticked products. */
export default function ProductListPage() {
  const state = useListState({ sort: 'id', order: 'desc' });
  const number = (key: string) => (state.get(key) ? Number(state.get(key)) : undefined);
  const query: AdminProductListQuery = {
    search: state.get('search'),
    status: number('status'),
    type: state.get('type') as AdminProductListQuery['type'],
    stock: state.get('stock') as AdminProductListQuery['stock'],
    category_id: number('category_id'),
    manufacturer_id: number('manufacturer_id'),
    sort: state.sort as AdminProductListQuery['sort'],
    order: state.order,
    page: state.page,
    per_page: 25,
  };
  const products = useProducts(query);
  const selection = useRowSelection(products.data?.data);
  const [message, setMessage] = useState('');
  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Products</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Product
        </Link>
      </div>
      <ProductFilters state={state} />
      <SuccessAlert show={Boolean(message)} onClose={() => setMessage('')}>
        {message}
      </SuccessAlert>
      <DataTable
        label="Products"
        noun={['product', 'products']}
        columns={useColumns()}
        state={state}
        data={products.data}
        error={products.error}
        rowName={(row) => row.name}
        selection={selection}
        bulkActions={<ProductBulkActions selection={selection} onDone={setMessage} />}
        empty="No products match these filters."
      />
      <CsvCard />
    </>
  );
}
