import type { AdminOrder } from '@emporia/contracts/admin-orders';
import type { CheckoutAddressForm } from '@emporia/contracts/checkout';
import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { useNavigate, useParams } from 'react-router';
import { useShopConfig } from '../../app/shop-config';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { useEditOrder, useOrder } from './api/orders';
import { AddressFields, emptyAddress, type Line, LinesEditor, ShippingPicker } from './OrderForms';

function EditForm({ order }: { order: AdminOrder }) {
  const { adminPath } = useShopConfig();
  const navigate = useNavigate();
  const edit = useEditOrder(order.id);
  const [lines, setLines] = useState<Line[]>(
    order.items
      .filter((i) => i.product_id !== null)
      .map((i) => ({
        product_id: i.product_id!,
        quantity: i.quantity,
        meta: i.meta,
        label: `${i.name} (${i.sku})`,
      })),
  );
  const [moving, setMoving] = useState(false);
  const [address, setAddress] = useState<CheckoutAddressForm>({ ...emptyAddress });
  const [shipping, setShipping] = useState<string | null>(null);
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        edit.mutate(
          {
            lines: lines.map(({ product_id, quantity, meta }) => ({ product_id, quantity, meta })),
            address: moving ? address : null,
            shipping_method: moving ? shipping : null,
          },
          { onSuccess: () => navigate(`${adminPath}/order/${order.id}`) },
        );
      }}
    >
      <ErrorAlert error={edit.error} />
      <Card body className="mb-3">
        <h2 className="h6">Lines</h2>
        <p className="small text-body-secondary">
          Lines already in the order keep the price they were sold at.
        </p>
        <LinesEditor lines={lines} onChange={setLines} />
      </Card>
      <Card body className="mb-3">
        <Form.Check
          id="move-order"
          className="mb-3"
          label="Change the shipping address and method"
          checked={moving}
          onChange={(e) => setMoving(e.target.checked)}
        />
        {moving && (
          <>
            <AddressFields value={address} onChange={setAddress} />
            <ShippingPicker lines={lines} address={address} value={shipping} onChange={setShipping} />
          </>
        )}
      </Card>
      <Button type="submit" disabled={edit.isPending}>
        Save Order
      </Button>
    </Form>
  );
}

/** order/{id}/edit: lines, address and shipping; totals and stock follow. */
export default function OrderEditPage() {
  const id = Number(useParams().id);
  const order = useOrder(id);
  return (
    <>
      <PageHeading>Edit Order {order.data?.ref ?? ''}</PageHeading>
      {order.isPending ? (
        <LoadingBlocks lines={6} />
      ) : order.isError ? (
        <ErrorAlert error={order.error} />
      ) : (
        <EditForm order={order.data} />
      )}
    </>
  );
}
