import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { useParams } from 'react-router';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { LoadingBlocks } from '../../../ui/LoadingBlocks';
import { PageHeading } from '../../../ui/PageHeading';
import { useMoney } from '../../../ui/Price';
import { useGroupPrices, useSetGroupPrice } from '../api/group-prices';
import { useProducts } from '../api/products';

/** customer/group-pricing/{id}: the group's own prices; add a product, change or remove its price. */
export default function GroupPricingEditPage() {
  const id = Number(useParams().id);
  const prices = useGroupPrices(id);
  const setPrice = useSetGroupPrice();
  const money = useMoney();
  const [search, setSearch] = useState('');
  const [productId, setProductId] = useState('');
  const [price, setPriceText] = useState('');
  const products = useProducts({
    search: search || undefined,
    page: 1,
    per_page: 20,
    sort: 'name',
    order: 'asc',
  });
  if (!prices.data) return prices.error ? <ErrorAlert error={prices.error} /> : <LoadingBlocks lines={4} />;
  return (
    <>
      <PageHeading>Group Pricing: {prices.data.group.name}</PageHeading>
      <ErrorAlert error={setPrice.error} />
      <Table size="sm" className="align-middle">
        <thead>
          <tr>
            <th>Product</th>
            <th>SKU</th>
            <th>Regular price</th>
            <th>Group price</th>
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {prices.data.prices.map((row) => (
            <tr key={row.product_id}>
              <td>{row.name}</td>
              <td>{row.sku}</td>
              <td>{money(row.price)}</td>
              <td>
                <Form
                  className="d-flex gap-1"
                  onSubmit={(event) => {
                    event.preventDefault();
                    const value = Number(new FormData(event.currentTarget).get('price'));
                    setPrice.mutate({ id, product_id: row.product_id, price: value });
                  }}
                >
                  <Form.Control
                    size="sm"
                    name="price"
                    type="number"
                    step="0.01"
                    defaultValue={row.group_price}
                    aria-label={`Group price of ${row.name}`}
                    style={{ maxWidth: 120 }}
                  />
                  <Button size="sm" type="submit" variant="outline-primary">
                    Save
                  </Button>
                </Form>
              </td>
              <td className="text-end">
                <Button
                  size="sm"
                  variant="link"
                  className="text-danger"
                  onClick={() => setPrice.mutate({ id, product_id: row.product_id, price: null })}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <h2 className="h6 mt-4">Add a product</h2>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          if (!productId || price === '') return;
          setPrice.mutate(
            { id, product_id: Number(productId), price: Number(price) },
            { onSuccess: () => setPriceText('') },
          );
        }}
      >
        <InputGroup style={{ maxWidth: 720 }}>
          <Form.Control
            placeholder="Search products"
            aria-label="Search products"
            value={search}
            onChange={(e) => setSearch(e.target.value)}
          />
          <Form.Select aria-label="Product" value={productId} onChange={(e) => setProductId(e.target.value)}>
            <option value="">Choose a product</option>
            {products.data?.data.map((p) => (
              <option key={p.id} value={p.id}>
                {p.name} ({money(p.price)})
              </option>
            ))}
          </Form.Select>
          <Form.Control
            type="number"
            step="0.01"
            placeholder="Group price"
            aria-label="Group price"
            value={price}
            onChange={(e) => setPriceText(e.target.value)}
          />
          <Button type="submit" disabled={!productId || price === ''}>
            Add
          </Button>
        </InputGroup>
      </Form>
    </>
  );
}
