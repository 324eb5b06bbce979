import type { RequestContext } from '../../platform/context';
import { formatMoney } from '../checkout/money-format';
import { enqueueEmail } from '../notifications/outbox';
import { currencyByCode } from '../store-settings/shop-currency';
import { formatGiftCardCode, maskedGiftCard } from './codes';
import type { GiftCardRow } from './queries';

/**
 * The receiver's e-mail: who sends it, their message, the amount, the code
 * and how to spend it, in the shop's name. The code exists only here (the
 * shop keeps its hash), so this is queued in the transaction that made it.
 */
export async function enqueueGiftCardEmail(
  ctx: RequestContext,
  card: GiftCardRow,
  code: string,
  origin: string,
): Promise<void> {
  const currency = await currencyByCode(ctx, card.currencyCode);
  const amount = formatMoney(card.balanceMinor, currency);
  const shop = ctx.shop.name;
  const from = card.senderName || shop;
  const where = origin ? `${shop} (${origin})` : shop;
  await enqueueEmail(ctx, {
    to: card.receiverEmail,
    subject: `${shop} - ${from} sent you a ${amount} gift card`,
    text: [
      `Hello ${card.receiverName},`,
      '',
      `${from} has sent you a gift card of ${amount} to spend at ${shop}.`,
      ...(card.message ? ['', `Message from ${from}:`, card.message] : []),
      '',
      `Your gift card code: ${formatGiftCardCode(code)}`,
      `Amount: ${amount}`,
      '',
      'How to redeem it:',
      `  1. Choose what you like at ${where} and go to the checkout.`,
      '  2. Enter the code under "Apply a gift card".',
      '  3. The card pays as much of the order as it holds; you pay the rest, if any, as usual.',
      'What you do not spend stays on the card for your next order.',
      '',
      'Keep this code safe: whoever has it can spend the card.',
      ...(origin ? ['', origin] : []),
    ].join('\n'),
  });
}

/** Tells the buyer that the cards they bought have gone out (when that happens after the order confirmation). */
export async function enqueueGiftCardsSentNotice(
  ctx: RequestContext,
  order: { ref: string; email: string; firstname: string; currencyCode: string },
  cards: readonly GiftCardRow[],
): Promise<void> {
  if (cards.length === 0) return;
  const currency = await currencyByCode(ctx, order.currencyCode);
  await enqueueEmail(ctx, {
    to: order.email,
    subject: `${ctx.shop.name} - Your gift card${cards.length === 1 ? ' has' : 's have'} been sent`,
    text: [
      `Hello ${order.firstname},`,
      '',
      `Your payment for order ${order.ref} has been received, so we have sent:`,
      ...cards.map(
        (card) =>
          `  A ${formatMoney(card.balanceMinor, currency)} gift card (${maskedGiftCard(card.codeLast4)}) to ${card.receiverName} <${card.receiverEmail}>`,
      ),
      '',
      `Thank you for shopping at ${ctx.shop.name}.`,
    ].join('\n'),
  });
}
