import { useState } from 'react';
import Alert from 'react-bootstrap/Alert';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from 'react-i18next';
import { type CartAddProduct, useCartAddProduct } from './api/cart-add-product';
import { ErrorAlert } from './ErrorAlert';

/**
 * A quantity input (default 1, no client-side bound: SPEC §5) and an add
 * button; the cart's answer shows below as a success or danger alert (SPEC §8).
 */
export function AddToCart({
  productId,
  productName,
  label,
  size,
  disabled,
  meta,
  className = '',
}: {
  productId: number;
  productName: string;
  label: string;
  size?: 'sm' | 'lg';
  disabled?: boolean;
  meta?: CartAddProduct['meta'];
  className?: string;
}) {
  const { t } = useTranslation();
  const [quantity, setQuantity] = useState('1');
  const add = useCartAddProduct();
  const [done, setDone] = useState(false);
  const submit = () => {
    setDone(false);
    add.mutate(
      { id: productId, cart_quantity: Number(quantity) || 1, ...(meta ? { meta } : {}) },
      { onSuccess: () => setDone(true) },
    );
  };
  return (
    <div className={className}>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <InputGroup size={size} className="add-to-cart">
          <Form.Control
            type="number"
            inputMode="numeric"
            aria-label={t('catalog.quantity')}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
            className="quantity-input"
          />
          <Button type="submit" disabled={disabled || add.isPending}>
            {label}
          </Button>
        </InputGroup>
      </Form>
      {done && (
        <Alert variant="success" className="mt-2 mb-0 small" dismissible onClose={() => setDone(false)}>
          {t('catalog.added_to_cart', { name: productName })}
        </Alert>
      )}
      <ErrorAlert error={add.error} className="mt-2 mb-0 small" />
    </div>
  );
}
