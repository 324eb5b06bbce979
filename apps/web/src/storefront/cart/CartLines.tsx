import type { Cart, CartItem } from '@emporia/contracts/cart';
import { useEffect } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import Table from 'react-bootstrap/Table';
import { Link } from 'react-router';
import { useTranslation } from '../../app/translation';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { useMoneyIn } from '../../ui/Price';
import { QuantityInput, QuantityProblem, useQuantityBox } from '../../ui/quantity-box';
import { StorefrontHook } from '../extensions/storefront-hooks';
import { useRemoveCartItem } from './api/remove-cart-item';
import { useUpdateCartItem } from './api/update-cart-item';
import './cart.css';
import { StoredPicture } from '../../ui/StoredPicture';

function QuantityCell({ item }: { item: CartItem }) {
  const { t } = useTranslation();
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const box = useQuantityBox(item.cart_quantity);
  const { settle } = box;
  // Whatever the answer, the box shows the quantity the cart really holds for this line.
  // biome-ignore lint/correctness/useExhaustiveDependencies: settle is a fresh closure each render; only the cart's quantity matters
  useEffect(() => settle(item.cart_quantity), [item.cart_quantity]);
  return (
    <div>
      <Form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          const quantity = box.take();
          if (quantity === null) return;
          update.mutate(
            { key: item.key, quantity },
            {
              onSuccess: (answer) => {
                const line = answer.cart.items.find((other) => other.key === item.key);
                settle(line?.cart_quantity ?? quantity);
              },
              onError: (failure) => settle(item.cart_quantity, failure),
            },
          );
        }}
      >
        <InputGroup size="sm" className="cart-quantity">
          <QuantityInput box={box} label={t('cart.quantity_of', { name: item.name })} />
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
        <QuantityProblem box={box} />
      </Form>
      <ErrorAlert error={remove.error} className="mt-2 mb-0 small p-2" />
    </div>
  );
}

/**
 * The cart's lines; editable on the cart page, read-only and narrower in the checkout's summary.
 * Below 576 px each line stacks (cart.css): the product on top, then quantity, price and total,
 * each labelled, so no column is cut off on a phone.
 */
export function CartLines({ cart, editable }: { cart: Cart; editable: boolean }) {
  const { t } = useTranslation();
  const moneyIn = useMoneyIn();
  const money = (amount: number) => moneyIn(amount, cart.currency);
  return (
    <Table className={`cart-lines align-middle${editable ? ' cart-lines-editable' : ''}`}>
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
            <td className="cart-line-product">
              <div className="d-flex gap-2 align-items-start">
                {item.images[0] && (
                  <StoredPicture
                    src={item.images[0].thumbnail}
                    alt=""
                    monogram={item.name}
                    width={56}
                    height={56}
                    sizes="56px"
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
            <td data-label={t('cart.quantity')}>
              {editable ? <QuantityCell item={item} /> : item.cart_quantity}
            </td>
            {editable && (
              <td className="text-end text-nowrap" data-label={t('cart.price')}>
                <div>
                  {money(item.price)}
                  {item.price < item.base_price && (
                    <del className="d-block small text-body-secondary">{money(item.base_price)}</del>
                  )}
                </div>
              </td>
            )}
            <td className="text-end text-nowrap" data-label={t('cart.line_total')}>
              {money(item.total)}
            </td>
          </tr>
        ))}
      </tbody>
    </Table>
  );
}
