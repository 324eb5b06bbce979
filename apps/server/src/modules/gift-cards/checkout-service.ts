import type { RequestContext } from '../../kernel/context';
import { notFound, validationFailed } from '../../kernel/errors';
import { formatMoney } from '../../kernel/money-format';
import type { CartChange } from '../cart';
import { type CartOwner, cartViewOf, findCart, priceCart, updateCart } from '../cart';
import { maskedGiftCard } from '../totals';
import { giftCardCodeHash } from './codes';
import { findCardByHash } from './queries';
import { giftCardsForGiftCardsMessage, tenderProblem } from './tenders';
import { assertGiftCardTriesLeft, recordWrongGiftCardCode } from './throttle';

/** At most this many cards pay one order. */
export const giftCardsPerOrder = 5;

const refuse = (message: string) => validationFailed(message, { code: message });

/**
 * The checkout's 'Apply a gift card': the code is checked here (never in the
 * browser), wrong codes count against the client's address, and the card is
 * remembered on the cart. It pays min(its balance, the order total after
 * discounts, tax and shipping); the payment method pays the rest.
 */
export async function applyGiftCard(
  ctx: RequestContext,
  owner: CartOwner,
  code: string,
  clientAddress: string,
): Promise<CartChange> {
  const cart = await findCart(ctx, owner);
  await assertGiftCardTriesLeft(ctx, clientAddress);
  const card = await findCardByHash(ctx.db, ctx.shop.id, giftCardCodeHash(code));
  if (!card) {
    await recordWrongGiftCardCode(ctx, clientAddress);
    throw refuse('This gift card code is not valid. Please check it and try again.');
  }
  const problem = tenderProblem(card, { code: ctx.shop.currencyCode });
  if (problem) throw refuse(problem);
  if (!cart) throw refuse('Add products to your cart before using a gift card.');
  const ids = cart.giftCardIds.includes(card.id) ? cart.giftCardIds : [...cart.giftCardIds, card.id];
  if (ids.length > giftCardsPerOrder)
    throw refuse(`You can use up to ${giftCardsPerOrder} gift cards on one order.`);

  const priced = await priceCart(ctx, { ...cart, giftCardIds: ids });
  if (priced.lines.length === 0) throw refuse('Add products to your cart before using a gift card.');
  if (priced.lines.some((line) => line.isDigital)) throw refuse(giftCardsForGiftCardsMessage);
  await updateCart(ctx.db, ctx.shop.id, cart.id, { giftCardIds: ids });

  // What it pays shows as a total line: shipping chosen at checkout may still change it.
  return {
    message: `Gift card ${maskedGiftCard(card.codeLast4)} holding ${formatMoney(card.balanceMinor, priced.currency)} has been applied to your order.`,
    cart: cartViewOf(priced),
  };
}

/** Takes a card off the cart again (nothing is charged to it until the order is placed). */
export async function removeGiftCard(
  ctx: RequestContext,
  owner: CartOwner,
  cardId: number,
): Promise<CartChange> {
  const cart = await findCart(ctx, owner);
  if (!cart?.giftCardIds.includes(cardId)) throw notFound('This gift card is not applied to your cart.');
  const giftCardIds = cart.giftCardIds.filter((id) => id !== cardId);
  await updateCart(ctx.db, ctx.shop.id, cart.id, { giftCardIds });
  return {
    message: 'The gift card has been removed from your order.',
    cart: cartViewOf(await priceCart(ctx, { ...cart, giftCardIds })),
  };
}
