import type { OrderEditForm } from '@emporia/contracts/admin-orders';
import type { CheckoutAddressForm, ShippingOption } from '@emporia/contracts/checkout';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Col from 'react-bootstrap/Col';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import Row from 'react-bootstrap/Row';
import Table from 'react-bootstrap/Table';
import { useShopConfig } from '../../app/shop-config';
import { useCountryList, useZoneList } from '../../ui/api/countries';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { listProducts } from '../catalog/api/products';
import { quoteShipping } from './api/orders';

export type Line = OrderEditForm['lines'][number] & { label: string };

/** The order's lines: product id and quantity each; products are found by name or SKU. */
export function LinesEditor({ lines, onChange }: { lines: Line[]; onChange(lines: Line[]): void }) {
  const [search, setSearch] = useState('');
  const [found, setFound] = useState<{ id: number; label: string; type: string }[]>([]);
  const [error, setError] = useState<unknown>(null);
  const find = async () => {
    setError(null);
    try {
      const page = await listProducts({ search, per_page: 10 });
      setFound(page.data.map((p) => ({ id: p.id, type: p.type, label: `${p.name} (${p.sku})` })));
    } catch (e) {
      setError(e);
    }
  };
  return (
    <>
      <Table size="sm" className="bg-white align-middle" aria-label="Order lines">
        <thead>
          <tr>
            <th>Product</th>
            <th style={{ width: '8rem' }}>Product ID</th>
            <th style={{ width: '7rem' }}>Quantity</th>
            <th>
              <span className="visually-hidden">Actions</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {lines.map((line, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines are edited in place by position
            <tr key={index}>
              <td>{line.label}</td>
              <td>
                <Form.Control
                  type="number"
                  aria-label={`Product ID of line ${index + 1}`}
                  value={line.product_id || ''}
                  onChange={(e) =>
                    onChange(
                      lines.map((l, i) =>
                        i === index ? { ...l, product_id: Number(e.target.value), label: '' } : l,
                      ),
                    )
                  }
                />
              </td>
              <td>
                <Form.Control
                  type="number"
                  min={1}
                  aria-label={`Quantity of line ${index + 1}`}
                  value={line.quantity}
                  onChange={(e) =>
                    onChange(
                      lines.map((l, i) => (i === index ? { ...l, quantity: Number(e.target.value) } : l)),
                    )
                  }
                />
              </td>
              <td className="text-end">
                <Button
                  size="sm"
                  variant="outline-danger"
                  onClick={() => onChange(lines.filter((_, i) => i !== index))}
                >
                  Remove
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </Table>
      <search className="d-flex gap-2 mb-2">
        <Form.Control
          placeholder="Find a product by name or SKU"
          aria-label="Find a product"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
        />
        <Button variant="outline-secondary" onClick={() => void find()}>
          Find
        </Button>
      </search>
      <ErrorAlert error={error} />
      {found.length > 0 && (
        <ListGroup className="mb-3">
          {found.map((p) => (
            <ListGroup.Item
              key={p.id}
              action
              disabled={p.type === 'configurable'}
              onClick={() => {
                onChange([...lines, { product_id: p.id, quantity: 1, label: p.label }]);
                setFound([]);
              }}
            >
              #{p.id} {p.label}
              {p.type === 'configurable' ? ' — open the product to find its variant ids' : ''}
            </ListGroup.Item>
          ))}
        </ListGroup>
      )}
    </>
  );
}

export const emptyAddress: CheckoutAddressForm = {
  firstname: '',
  lastname: '',
  company: '',
  address_1: '',
  address_2: '',
  city: '',
  postcode: '',
  country_id: 0,
  zone_id: null,
};

/** A shipping address with country and state chosen from the lists. */
export function AddressFields({
  value,
  onChange,
}: {
  value: CheckoutAddressForm;
  onChange(value: CheckoutAddressForm): void;
}) {
  const countries = useCountryList();
  const zones = useZoneList(Number(value.country_id) || null);
  const field = (name: keyof CheckoutAddressForm, label: string) => (
    <Form.Group className="mb-2" controlId={`admin-address-${name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        value={String(value[name] ?? '')}
        onChange={(e) => onChange({ ...value, [name]: e.target.value })}
      />
    </Form.Group>
  );
  return (
    <fieldset aria-label="Shipping address">
      <Row>
        <Col sm={6}>{field('firstname', 'First Name')}</Col>
        <Col sm={6}>{field('lastname', 'Last Name')}</Col>
      </Row>
      {field('company', 'Company')}
      {field('address_1', 'Address Line 1')}
      {field('address_2', 'Address Line 2')}
      <Row>
        <Col sm={6}>{field('city', 'City')}</Col>
        <Col sm={6}>{field('postcode', 'Postcode')}</Col>
      </Row>
      <Row>
        <Col sm={6}>
          <Form.Group className="mb-2" controlId="admin-address-country">
            <Form.Label>Country</Form.Label>
            <Form.Select
              value={value.country_id || ''}
              onChange={(e) => onChange({ ...value, country_id: Number(e.target.value), zone_id: null })}
            >
              <option value="">Please select</option>
              {(countries.data ?? []).map((c) => (
                <option key={c.id} value={c.id}>
                  {c.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
        <Col sm={6}>
          <Form.Group className="mb-2" controlId="admin-address-zone">
            <Form.Label>Region</Form.Label>
            <Form.Select
              value={value.zone_id ?? ''}
              onChange={(e) =>
                onChange({ ...value, zone_id: e.target.value ? Number(e.target.value) : null })
              }
            >
              <option value="">{zones.data?.length === 0 ? 'None' : 'Please select'}</option>
              {(zones.data ?? []).map((z) => (
                <option key={z.id} value={z.id}>
                  {z.name}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
        </Col>
      </Row>
    </fieldset>
  );
}

/** Asks which methods ship the lines to the address, then lets staff pick one. */
export function ShippingPicker({
  lines,
  address,
  value,
  onChange,
}: {
  lines: Line[];
  address: CheckoutAddressForm;
  value: string | null;
  onChange(code: string | null): void;
}) {
  const { storefront } = useShopConfig();
  const [methods, setMethods] = useState<ShippingOption[] | null>(null);
  const [error, setError] = useState<unknown>(null);
  const load = async () => {
    setError(null);
    try {
      setMethods(
        await quoteShipping({
          lines: lines.map(({ product_id, quantity, meta }) => ({ product_id, quantity, meta })),
          address,
        }),
      );
    } catch (e) {
      setError(e);
    }
  };
  return (
    <div className="mb-3">
      <Button variant="outline-secondary" size="sm" onClick={() => void load()}>
        Get Shipping Methods
      </Button>
      <ErrorAlert error={error} className="mt-2" />
      {methods && methods.length === 0 && (
        <p className="mt-2 mb-0 text-body-secondary">
          No shipping method for this address (or nothing ships).
        </p>
      )}
      {methods && methods.length > 0 && (
        <Form.Select
          className="mt-2"
          aria-label="Shipping method"
          value={value ?? ''}
          onChange={(e) => onChange(e.target.value || null)}
        >
          <option value="">Choose a shipping method</option>
          {methods.map((m) => (
            <option key={m.code} value={m.code}>
              {m.title} — {formatMoney(m.cost, storefront.shop.currency)}
            </option>
          ))}
        </Form.Select>
      )}
    </div>
  );
}
