import type { CheckoutAddressForm } from '@emporia/contracts/checkout';
import { paymentMethodIds } from '@emporia/contracts/payments';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import ListGroup from 'react-bootstrap/ListGroup';
import { useNavigate } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { usePaymentMethodName } from '../../ui/method-names';
import { PageHeading } from '../../ui/PageHeading';
import { listCustomers } from '../customer/api';
import { useCreateOrder } from './api/orders';
import { AddressFields, emptyAddress, type Line, LinesEditor, ShippingPicker } from './OrderForms';

/** order/new: staff make an order for a customer, priced and checked like a checkout. */
export default function OrderNewPage() {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  const create = useCreateOrder();
  const methodName = usePaymentMethodName();
  const [search, setSearch] = useState('');
  const [customers, setCustomers] = useState<{ id: number; label: string }[]>([]);
  const [customer, setCustomer] = useState<{ id: number; label: string } | null>(null);
  const [lines, setLines] = useState<Line[]>([]);
  const [address, setAddress] = useState<CheckoutAddressForm>({ ...emptyAddress });
  const [shipping, setShipping] = useState<string | null>(null);
  const [payment, setPayment] = useState<string>('moneyorder');
  const [coupon, setCoupon] = useState('');
  const [comment, setComment] = useState('');
  const findCustomers = async () => {
    const page = await listCustomers({ search, per_page: 10 });
    setCustomers(page.data.map((c) => ({ id: c.id, label: `${c.firstname} ${c.lastname} <${c.email}>` })));
  };
  return (
    <>
      <PageHeading>Create Order</PageHeading>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          create.mutate(
            {
              customer_id: customer?.id ?? 0,
              lines: lines.map(({ product_id, quantity, meta }) => ({ product_id, quantity, meta })),
              address: address.country_id ? address : null,
              shipping_method: shipping,
              payment_method: payment as 'moneyorder',
              ...(coupon.trim() ? { coupon_code: coupon.trim() } : {}),
              comment,
            },
            { onSuccess: (order) => navigate(`${adminPath}/order/${order.id}`) },
          );
        }}
      >
        <ErrorAlert error={create.error} />
        <Card body className="mb-3">
          <h2 className="h6">Customer</h2>
          {customer ? (
            <div className="d-flex gap-2 align-items-center">
              <span>{customer.label}</span>
              <Button size="sm" variant="outline-secondary" onClick={() => setCustomer(null)}>
                Change
              </Button>
            </div>
          ) : (
            <>
              <search className="d-flex gap-2">
                <Form.Control
                  placeholder="Name or e-mail"
                  aria-label="Find a customer"
                  value={search}
                  onChange={(e) => setSearch(e.target.value)}
                />
                <Button variant="outline-secondary" onClick={() => void findCustomers()}>
                  Find
                </Button>
              </search>
              <ListGroup className="mt-2">
                {customers.map((c) => (
                  <ListGroup.Item key={c.id} action onClick={() => setCustomer(c)}>
                    {c.label}
                  </ListGroup.Item>
                ))}
              </ListGroup>
            </>
          )}
        </Card>
        <Card body className="mb-3">
          <h2 className="h6">Lines</h2>
          <LinesEditor lines={lines} onChange={setLines} />
        </Card>
        <Card body className="mb-3">
          <h2 className="h6">Shipping</h2>
          <AddressFields value={address} onChange={setAddress} />
          <ShippingPicker lines={lines} address={address} value={shipping} onChange={setShipping} />
        </Card>
        <Card body className="mb-3">
          <Form.Group className="mb-2" controlId="new-order-payment">
            <Form.Label>Payment Method</Form.Label>
            <Form.Select value={payment} onChange={(e) => setPayment(e.target.value)}>
              {paymentMethodIds.map((m) => (
                <option key={m} value={m}>
                  {methodName(m)}
                </option>
              ))}
            </Form.Select>
          </Form.Group>
          <Form.Group className="mb-2" controlId="new-order-coupon">
            <Form.Label>Coupon Code</Form.Label>
            <Form.Control value={coupon} onChange={(e) => setCoupon(e.target.value)} />
          </Form.Group>
          <Form.Group controlId="new-order-comment">
            <Form.Label>Comment</Form.Label>
            <Form.Control
              as="textarea"
              rows={2}
              value={comment}
              onChange={(e) => setComment(e.target.value)}
            />
          </Form.Group>
        </Card>
        <Button type="submit" disabled={create.isPending || !customer || lines.length === 0}>
          Create Order
        </Button>
      </Form>
    </>
  );
}
