import type { Order } from '@emporia/contracts/orders';
import type { RequestContext } from '../../platform/context';
import { toMinor } from '../catalog/money';
import { formatMoney } from '../checkout/money-format';
import { cardStatesByLine } from '../gift-cards/queries';
import { enqueueEmail } from '../notifications/outbox';
import { orderKeyOf } from './order-pass';
import { findOrderById } from './queries';
import { orderViewOf } from './view';

const money = (order: Order, amount: number) => formatMoney(toMinor(amount), order.currency);

type GiftCardStates = Awaited<ReturnType<typeof cardStatesByLine>>;

/** Whether a gift-card line's cards went out by e-mail or wait for the payment. */
function giftCardNote(states: GiftCardStates | undefined, itemId: number): string {
  const state = states?.get(itemId);
  if (!state) return '';
  if (state.waiting === 0 && state.sent > 0) return ': sent by e-mail';
  if (state.waiting > 0) return ': we e-mail it as soon as your payment has been received';
  return '';
}

function orderSummary(order: Order, giftCards?: GiftCardStates): string[] {
  const lines = order.items.map((item) => {
    const options = item.options ? ` (${item.options})` : '';
    const gift = item.meta.gc_receiver_name
      ? `\n    Gift card for ${item.meta.gc_receiver_name} <${item.meta.gc_email_to ?? ''}>${giftCardNote(giftCards, item.id)}`
      : '';
    return `  ${item.quantity} × ${item.name}${options} — ${money(order, item.total)}${gift}`;
  });
  const totals = order.total_lines.map((t) => `  ${t.title}: ${money(order, t.value)}`);
  const address = order.shipping_address;
  const shipTo = address
    ? [
        '',
        'Shipping address:',
        `  ${address.firstname} ${address.lastname}`,
        ...(address.company ? [`  ${address.company}`] : []),
        `  ${address.address_1}${address.address_2 ? `, ${address.address_2}` : ''}`,
        `  ${address.city}${address.zone ? `, ${address.zone}` : ''} ${address.postcode}`.trimEnd(),
        `  ${address.country}`,
      ]
    : [];
  return [
    'Items:',
    ...lines,
    '',
    ...totals,
    ...shipTo,
    ...(order.shipping_method ? ['', `Shipping method: ${order.shipping_method.title}`] : []),
  ];
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
    ? await cardStatesByLine(ctx.db, ctx.shop.id, orderId)
    : undefined;
  await enqueueEmail(ctx, {
    to: order.email,
    subject: `${ctx.shop.name} - Order ${order.ref} received`,
    text: [
      `Hello ${order.firstname},`,
      '',
      `Thank you for your order at ${ctx.shop.name}. Your order reference is ${order.ref}.`,
      `Status: ${order.status.name}`,
      '',
      ...orderSummary(order, giftCards),
      ...(order.payment_method.code === 'moneyorder'
        ? [
            '',
            `Please send your money order of ${money(order, order.order_total)} payable to ${ctx.shop.name}, quoting ${order.ref}.`,
          ]
        : []),
      ...(order.comment ? ['', `Your comment: ${order.comment}`] : []),
      '',
      `Track your order: ${orderPageLink(ctx, origin, 'track-order', order.ref)}`,
      `Invoice: ${orderPageLink(ctx, origin, 'invoice', order.ref)}`,
    ].join('\n'),
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
  await enqueueEmail(ctx, {
    to: order.email,
    subject: `${ctx.shop.name} - Order ${order.ref} update`,
    text: [
      `Hello ${order.firstname},`,
      '',
      `Your order ${order.ref} has been updated to the following status: ${statusName}.`,
      ...(comment ? ['', 'The comments for your order are:', comment] : []),
      '',
      `Track your order: ${orderPageLink(ctx, origin, 'track-order', order.ref)}`,
    ].join('\n'),
  });
}
