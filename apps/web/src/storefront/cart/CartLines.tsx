import type { Cart, CartItem } from '@emporia/contracts/cart';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { StorefrontHook } from '../../modules/storefront-hooks';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { formatMoney } from '../../ui/format-money';
import { useRemoveCartItem } from './api/remove-cart-item';
import { useUpdateCartItem } from './api/update-cart-item';

function QuantityCell({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const [quantity, setQuantity] = useState(String(item.cart_quantity));
  useEffect(() => setQuantity(String(item.cart_quantity)), [item.cart_quantity]);
  return (
    <>
      <Form
        onSubmit={(event) => {
          event.preventDefault();
          update.mutate({ key: item.key, quantity: Number(quantity) });
        }}
      >
        <InputGroup size="sm" style={{ maxWidth: '11rem' }}>
          <Form.Control
            type="number"
            inputMode="numeric"
            aria-label={t('cart.quantity_of', { name: item.name })}
            value={quantity}
            onChange={(event) => setQuantity(event.target.value)}
          />
          <Button type="submit" variant="outline-primary" disabled={update.isPending}>
            {t('cart.update')}
          </Button>
          <Button
            variant="outline-danger"
            disabled={remove.isPending}
            onClick={() => remove.mutate(item.key)}
            aria-label={t('cart.remove_item', { name: item.name })}
          >
            ×
          </Button>
        </InputGroup>
      </Form>
      <ErrorAlert error={update.error ?? remove.error} className="mt-2 mb-0 small p-2" />
    </>
  );
}

/** The cart's lines; editable on the cart page, read-only and narrower in the checkout's summary. */
export function CartLines({ cart, editable }: { cart: Cart; editable: boolean }) {
  const { t } = useTranslation();
  const money = (amount: number) => formatMoney(amount, cart.currency);
  return (
    <Table responsive className="cart-lines align-middle">
      <thead>
        <tr>
          <th scope="col">{t('cart.product')}</th>
          <th scope="col">{t('cart.quantity')}</th>
          {editable && (
            <th scope="col" className="text-end">
              {t('cart.price')}
            </th>
          )}
          <th scope="col" className="text-end">
            {t('cart.line_total')}
          </th>
        </tr>
      </thead>
      <tbody>
        {cart.items.map((item) => (
          <tr key={item.key} data-testid="cart-line">
            <td>
              <div className="d-flex gap-2 align-items-start">
                {item.images[0] && (
                  <img
                    src={item.images[0].thumbnail}
                    alt=""
                    width={56}
                    height={56}
                    className="rounded border"
                  />
                )}
                <div>
                  {item.slug ? <Link to={`/${item.slug}`}>{item.name}</Link> : <span>{item.name}</span>}
                  <div className="small text-body-secondary">{item.sku}</div>
                  {item.attributes.map((a) => (
                    <div key={a.name} className="small">
                      {a.name}: {a.value}
                    </div>
                  ))}
                  <StorefrontHook slot="cart-item-lines" item={item} />
                  {!item.in_stock && <div className="small text-danger">{t('cart.not_in_stock')}</div>}
                </div>
              </div>
            </td>
            <td>{editable ? <QuantityCell item={item} /> : item.cart_quantity}</td>
            {editable && (
              <td className="text-end text-nowrap">
                {money(item.price)}
                {item.price < item.base_price && (
                  <del className="d-block small text-body-secondary">{money(item.base_price)}</del>
                )}
              </td>
            )}
            <td className="text-end text-nowrap">{money(item.total)}</td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
