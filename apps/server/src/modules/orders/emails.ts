import type { Order } from '@emporia/contracts/orders';
import type { RequestContext } from '../../kernel/context';
import { toMinor } from '../../kernel/money';
import { formatMoney } from '../../kernel/money-format';
import { enqueueTemplatedEmail } from '../email-layouts';
import { type GiftCardStates, giftCardStatesOf } from './gift-card-states';
import { orderKeyOf } from './order-pass';
import { findOrderById } from './queries';
import { orderViewOf } from './view';

const money = (order: Order, amount: number) => formatMoney(toMinor(amount), order.currency);

/** Whether a gift-card line's cards went out by e-mail or wait for the payment. */
function giftCardNote(states: GiftCardStates | undefined, itemId: number): string {
  const state = states?.get(itemId);
  if (!state) return '';
  if (state.waiting === 0 && state.sent > 0) return ': sent by e-mail';
  if (state.waiting > 0) return ': we e-mail it as soon as your payment has been received';
  return '';
}

/** The order's lines, totals and address as the confirmation template names them. */
function orderValues(order: Order, giftCards?: GiftCardStates) {
  const address = order.shipping_address;
  return {
    items: order.items.map((item) => ({
      quantity: item.quantity,
      name: item.name,
      options: item.options ?? '',
      total: money(order, item.total),
      gift_card: item.meta.gc_receiver_name
        ? `Gift card for ${item.meta.gc_receiver_name} <${item.meta.gc_email_to ?? ''}>${giftCardNote(giftCards, item.id)}`
        : '',
    })),
    totals: order.total_lines.map((t) => ({ title: t.title, value: money(order, t.value) })),
    ships: Boolean(address),
    shipping_address: address
      ? [
          `${address.firstname} ${address.lastname}`,
          ...(address.company ? [address.company] : []),
          `${address.address_1}${address.address_2 ? `, ${address.address_2}` : ''}`,
          `${address.city}${address.zone ? `, ${address.zone}` : ''} ${address.postcode}`.trimEnd(),
          address.country,
        ].map((line) => ({ line }))
      : [],
    shipping_method: order.shipping_method?.title ?? '',
  };
}

/** The order confirmation, queued in the placement's transaction (it leaves only if the order commits). */
export async function enqueueOrderConfirmation(
  ctx: RequestContext,
  orderId: number,
  origin: string,
): Promise<void> {
  const row = await findOrderById(ctx.db, ctx.shop.id, orderId);
  if (!row) return;
  const order = await orderViewOf(ctx, row);
  const giftCards = order.items.some((i) => i.is_digital > 0)
    ? await giftCardStatesOf(ctx, orderId)
    : undefined;
  await enqueueTemplatedEmail(ctx, 'order-confirmation', {
    to: order.email,
    origin,
    values: {
      customer: { firstname: order.firstname },
      order: {
        ref: order.ref,
        status: order.status.name,
        ...orderValues(order, giftCards),
        money_order_total: order.payment_method.code === 'moneyorder' ? money(order, order.order_total) : '',
        comment: order.comment ?? '',
        track_link: orderPageLink(ctx, origin, 'track-order', order.ref),
        invoice_link: orderPageLink(ctx, origin, 'invoice', order.ref),
      },
    },
  });
}

/** A link to one of the order's public pages that opens it without an account (the order's key). */
export function orderPageLink(
  ctx: RequestContext,
  origin: string,
  page: 'track-order' | 'invoice' | 'return-exchange',
  ref: string,
): string {
  return `${origin}/${page}/${ref}?key=${orderKeyOf(ctx.shop.id, ref)}`;
}

/** Tells the customer their order's status changed, with the staff comment when there is one. */
export async function enqueueStatusUpdate(
  ctx: RequestContext,
  order: { ref: string; email: string; firstname: string },
  statusName: string,
  comment: string,
  origin: string,
): Promise<void> {
  await enqueueTemplatedEmail(ctx, 'order-update', {
    to: order.email,
    origin,
    values: {
      customer: { firstname: order.firstname },
      order: {
        ref: order.ref,
        status: statusName,
        comment,
        track_link: orderPageLink(ctx, origin, 'track-order', order.ref),
      },
    },
  });
}
