import { useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import { useTranslation } from '../app/translation';
import { type CartAddProduct, useCartAddProduct } from './api/cart-add-product';
import { QuantityInput, QuantityProblem, useQuantityBox } from './quantity-box';
import { SuccessAlert } from './SuccessAlert';

/**
 * A quantity input (default 1) and an add button. What the cart would refuse
 * (0, negatives, decimals, more than the most a line holds) is refused here
 * with the reason next to the box; the cart's own refusals (stock) show there
 * too, and a success shows below (SPEC §8), one success on the page at a time.
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
  const box = useQuantityBox(1);
  const add = useCartAddProduct();
  const [done, setDone] = useState(false);
  const submit = () => {
    setDone(false);
    const quantity = box.take();
    if (quantity === null) return;
    add.mutate(
      { id: productId, cart_quantity: quantity, ...(meta ? { meta } : {}) },
      {
        // The box is what to add next: back to 1 once added; after a refusal it keeps what was
        // asked for beside the reason, so the shopper can lower it.
        onSuccess: () => {
          box.settle(1);
          setDone(true);
        },
        onError: (failure) => box.settle(quantity, failure),
      },
    );
  };
  return (
    <div className={className}>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <InputGroup size={size} className="add-to-cart">
          <QuantityInput box={box} label={t('catalog.quantity')} className="quantity-input" />
          <Button type="submit" disabled={disabled || add.isPending}>
            {label}
          </Button>
        </InputGroup>
        <QuantityProblem box={box} />
      </Form>
      <SuccessAlert show={done} className="mt-2 mb-0 small" onClose={() => setDone(false)}>
        {t('catalog.added_to_cart', { name: productName })}
      </SuccessAlert>
    </div>
  );
}
