import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { SuccessAlert } from '../../../ui/SuccessAlert';
import type { AdminProductHookProps } from '../product-hooks';
import { type ProductShippingBox, useProductShippingBox } from './api/product-shipping-box';
import { useSaveProductShippingBox } from './api/save-product-shipping-box';

function Fields({ productId, current }: { productId: number; current: ProductShippingBox }) {
  const [shipAlone, setShipAlone] = useState(current.ship_alone === 1);
  const [boxId, setBoxId] = useState(current.box_id === null ? '' : String(current.box_id));
  const save = useSaveProductShippingBox();
  return (
    <Card className="mb-4" as="section" aria-labelledby="shipping-box-fields">
      <Card.Header className="bg-white">
        <h2 id="shipping-box-fields" className="h6 mb-0">
          Shipping Box
        </h2>
      </Card.Header>
      <Card.Body>
        <SuccessAlert show={save.isSuccess}>Updated!</SuccessAlert>
        <ErrorAlert error={save.error} />
        <Form.Check
          className="mb-3"
          id="shipping-box-ship-alone"
          label="Ships on its own, in its own packaging"
          checked={shipAlone}
          onChange={(e) => setShipAlone(e.target.checked)}
        />
        <Form.Group className="mb-3" controlId="shipping-box-box">
          <Form.Label>Ships In</Form.Label>
          <Form.Select value={boxId} disabled={shipAlone} onChange={(e) => setBoxId(e.target.value)}>
            <option value="">Any box it fits</option>
            {current.boxes.map((b) => (
              <option key={b.id} value={String(b.id)}>
                {b.name}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
        <Button
          variant="outline-primary"
          disabled={save.isPending}
          onClick={() =>
            save.mutate({
              productId,
              fields: { ship_alone: shipAlone ? 1 : 0, box_id: boxId ? Number(boxId) : null },
            })
          }
        >
          Save Shipping Box
        </Button>
      </Card.Body>
    </Card>
  );
}

/**
 * Admin product form hook: the product's shipping-box fields, shown only when
 * the Advanced Shipper's shipping_box_status is 1. Saved on their own, so the
 * product form needs no knowledge of them.
 */
export default function ShippingBoxFields({ productId }: AdminProductHookProps) {
  const current = useProductShippingBox(productId);
  if (productId === null) return null;
  if (current.error) return <ErrorAlert error={current.error} />;
  if (current.data?.shipping_box_status !== 1) return null;
  return <Fields key={productId} productId={productId} current={current.data} />;
}
