import type { RequestContext } from '../../kernel/context';
import { formatMoney } from '../../kernel/money-format';
import { enqueueTemplatedEmail } from '../email-layouts';
import { currencyByCode } from '../store-settings';
import { maskedGiftCard } from '../totals';
import { formatGiftCardCode } from './codes';
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
  await enqueueTemplatedEmail(ctx, 'gift-card', {
    to: card.receiverEmail,
    origin,
    values: {
      receiver: { name: card.receiverName },
      sender: { name: from },
      card: { amount, code: formatGiftCardCode(code), message: card.message ?? '' },
      where,
    },
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
  await enqueueTemplatedEmail(ctx, 'gift-cards-sent', {
    to: order.email,
    origin: '',
    values: {
      customer: { firstname: order.firstname },
      order: { ref: order.ref },
      cards: cards.map((card) => ({
        amount: formatMoney(card.balanceMinor, currency),
        masked_code: maskedGiftCard(card.codeLast4),
        receiver_name: card.receiverName,
        receiver_email: card.receiverEmail,
      })),
      several: cards.length > 1,
    },
  });
}
