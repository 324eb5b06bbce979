import type { AdminProductListQuery } from '@emporia/contracts/catalog-admin';
import { useState } from 'react';
import Badge from 'react-bootstrap/Badge';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { Link, useSearchParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useMoney } from '../../../ui/Price';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import { useProducts, useSetProductsStatus } from '../api/products';
import { useCategories, useManufacturers } from '../api/taxonomy';
import { AdminPager } from '../shared/AdminPager';
import { CsvCard } from './CsvCard';

type Sort = NonNullable<AdminProductListQuery['sort']>;
const columns: { sort: Sort; label: string }[] = [
  { sort: 'name', label: 'Name' },
  { sort: 'sku', label: 'SKU' },
  { sort: 'price', label: 'Price' },
  { sort: 'quantity', label: 'Quantity' },
  { sort: 'status', label: 'Status' },
  { sort: 'date_added', label: 'Date Added' },
];

/** product/all: search, filters, sort by heading, pages, and switching many products on or off. */
export default function ProductListPage() {
  const [params, setParams] = useSearchParams();
  const money = useMoney();
  const categories = useCategories();
  const manufacturers = useManufacturers();
  const number = (key: string) => (params.get(key) ? Number(params.get(key)) : undefined);
  const query: AdminProductListQuery = {
    search: params.get('search') ?? undefined,
    status: number('status'),
    type: (params.get('type') as AdminProductListQuery['type']) ?? undefined,
    stock: (params.get('stock') as AdminProductListQuery['stock']) ?? undefined,
    category_id: number('category_id'),
    manufacturer_id: number('manufacturer_id'),
    sort: (params.get('sort') as Sort | null) ?? 'id',
    order: params.get('order') === 'asc' ? 'asc' : 'desc',
    page: number('page') ?? 1,
    per_page: 25,
  };
  const products = useProducts(query);
  const bulk = useSetProductsStatus();
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const change = (next: Record<string, string | undefined>) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, value);
      else merged.delete(key);
    }
    if (!('page' in next)) merged.delete('page');
    setParams(merged);
  };
  const rows = products.data?.data ?? [];
  const allSelected = rows.length > 0 && rows.every((r) => selected.has(r.id));

  return (
    <>
      <div className="d-flex justify-content-between align-items-start">
        <PageHeading>Products</PageHeading>
        <Link className="btn btn-primary" to="../new" relative="path">
          Add Product
        </Link>
      </div>
      <Form
        className="mb-3"
        onSubmit={(event) => {
          event.preventDefault();
          change({ search: (new FormData(event.currentTarget).get('search') as string) || undefined });
        }}
      >
        <Row className="g-2">
          <Col md={4}>
            <Form.Control
              name="search"
              placeholder="Search by name or SKU"
              aria-label="Search products"
              defaultValue={query.search}
            />
          </Col>
          <Col xs={6} md={2}>
            <Form.Select
              aria-label="Status"
              value={params.get('status') ?? ''}
              onChange={(e) => change({ status: e.target.value || undefined })}
            >
              <option value="">Any status</option>
              <option value="1">Enabled</option>
              <option value="0">Disabled</option>
            </Form.Select>
          </Col>
          <Col xs={6} md={2}>
            <Form.Select
              aria-label="Type"
              value={query.type ?? ''}
              onChange={(e) => change({ type: e.target.value || undefined })}
            >
              <option value="">Any type</option>
              <option value="simple">Simple</option>
              <option value="configurable">Configurable</option>
            </Form.Select>
          </Col>
          <Col xs={6} md={2}>
            <Form.Select
              aria-label="Stock"
              value={query.stock ?? ''}
              onChange={(e) => change({ stock: e.target.value || undefined })}
            >
              <option value="">Any stock</option>
              <option value="in">In stock</option>
              <option value="out">Out of stock</option>
            </Form.Select>
          </Col>
          <Col xs={6} md={2}>
            <Button type="submit" variant="outline-primary" className="w-100">
              Search
            </Button>
          </Col>
          <Col xs={6} md={3}>
            <Form.Select
              aria-label="Category"
              value={params.get('category_id') ?? ''}
              onChange={(e) => change({ category_id: e.target.value || undefined })}
            >
              <option value="">Any category</option>
              {categories.data?.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Col>
          <Col xs={6} md={3}>
            <Form.Select
              aria-label="Manufacturer"
              value={params.get('manufacturer_id') ?? ''}
              onChange={(e) => change({ manufacturer_id: e.target.value || undefined })}
            >
              <option value="">Any manufacturer</option>
              {manufacturers.data?.map((m) => (
                <option key={m.id} value={m.id}>
                  {m.name}
                </option>
              ))}
            </Form.Select>
          </Col>
        </Row>
      </Form>
      <div className="d-flex gap-2 align-items-center mb-2">
        <span className="small text-body-secondary">{selected.size} selected</span>
        {[
          [1, 'Enable'],
          [0, 'Disable'],
        ].map(([status, label]) => (
          <Button
            key={label}
            size="sm"
            variant="outline-secondary"
            disabled={!selected.size || bulk.isPending}
            onClick={() =>
              bulk.mutate(
                { ids: [...selected], status: Number(status) },
                { onSuccess: () => setSelected(new Set()) },
              )
            }
          >
            {label}
          </Button>
        ))}
      </div>
      <SuccessAlert show={Boolean(bulk.data)}>{bulk.data?.message}</SuccessAlert>
      <ErrorAlert error={products.error ?? bulk.error} />
      {!products.data && !products.error && <LoadingBlocks lines={8} />}
      {products.data && (
        <Table responsive hover size="sm" className="align-middle admin-products">
          <thead>
            <tr>
              <th>
                <Form.Check
                  aria-label="Select all"
                  checked={allSelected}
                  onChange={() => setSelected(allSelected ? new Set() : new Set(rows.map((r) => r.id)))}
                />
              </th>
              <th>Image</th>
              {columns.map((column) => (
                <th key={column.sort}>
                  <Button
                    variant="link"
                    className="p-0 text-reset fw-semibold text-decoration-none"
                    onClick={() =>
                      change({
                        sort: column.sort,
                        order: query.sort === column.sort && query.order === 'asc' ? 'desc' : 'asc',
                      })
                    }
                  >
                    {column.label}
                    {query.sort === column.sort ? (query.order === 'asc' ? ' ▲' : ' ▼') : ''}
                  </Button>
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {rows.map((row) => (
              <tr key={row.id}>
                <td>
                  <Form.Check
                    aria-label={`Select ${row.name}`}
                    checked={selected.has(row.id)}
                    onChange={() => {
                      const next = new Set(selected);
                      if (next.has(row.id)) next.delete(row.id);
                      else next.add(row.id);
                      setSelected(next);
                    }}
                  />
                </td>
                <td>
                  <img src={row.image} alt="" width={40} height={40} className="rounded border" />
                </td>
                <td>
                  <Link to={`../${row.id}`} relative="path">
                    {row.name}
                  </Link>
                  {row.type === 'configurable' && (
                    <Badge bg="info" className="ms-2">
                      {row.children} variants
                    </Badge>
                  )}
                </td>
                <td>{row.sku}</td>
                <td>
                  {row.sale_price !== null ? (
                    <>
                      <del className="text-body-secondary">{money(row.price)}</del> {money(row.sale_price)}
                    </>
                  ) : (
                    money(row.price)
                  )}
                </td>
                <td className={row.quantity <= 0 ? 'text-danger' : ''}>{row.quantity}</td>
                <td>
                  {row.status === 1 ? (
                    <Badge bg="success">Enabled</Badge>
                  ) : (
                    <Badge bg="secondary">Disabled</Badge>
                  )}
                </td>
                <td>{new Date(row.date_added).toLocaleDateString()}</td>
                <td className="text-end">
                  {row.type === 'configurable' && (
                    <Link
                      to={`../children-products/${row.id}`}
                      relative="path"
                      className="btn btn-sm btn-outline-secondary"
                    >
                      Variants
                    </Link>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <AdminPager meta={products.data?.meta} onPage={(page) => change({ page: String(page) })} />
      <CsvCard />
    </>
  );
}
