import {
  type AdminGiftCard,
  type AdminGiftCardDetail,
  type adminGiftCardListQuerySchema,
  type GiftCardMovementKind,
  type GiftCardStatus,
  type giftCardAdjustSchema,
  giftCardCodeSchema,
  type giftCardResendSchema,
  type OrderGiftCards,
} from '@emporia/contracts/gift-cards';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { conflict, notFound, validationFailed } from '../../kernel/errors';
import type { Paging, ReadPage } from '../../kernel/list-pages';
import { toDecimal, toMinor } from '../../kernel/money';
import { formatMoney } from '../../kernel/money-format';
import { currencyByCode } from '../store-settings';
import { maskedGiftCard } from '../totals';
import { giftCardCodeHash, lastFourOf, newGiftCardCode } from './codes';
import { enqueueGiftCardEmail } from './emails';
import {
  cardsOfOrder,
  findCard,
  type GiftCardRow,
  type GiftCardWithOrder,
  insertMovement,
  listCards,
  lockCard,
  movementsOfCard,
  redemptionsOfOrder,
  removeCardFromCarts,
  updateCard,
} from './queries';

export function adminGiftCardOf({ card, orderRef }: GiftCardWithOrder): AdminGiftCard {
  return {
    id: card.id,
    last4: card.codeLast4,
    receiver_name: card.receiverName,
    receiver_email: card.receiverEmail,
    sender_name: card.senderName,
    message: card.message,
    currency: card.currencyCode,
    initial: toDecimal(card.initialMinor),
    balance: toDecimal(card.balanceMinor),
    status: card.status as GiftCardStatus,
    order: card.orderId !== null && orderRef !== null ? { id: card.orderId, ref: orderRef } : null,
    issued_at: card.issuedAt?.toISOString() ?? null,
    created_at: card.createdAt.toISOString(),
  };
}

/** order/gift-card/all: a full code typed in finds its card by hash; other text searches last four, receiver, order. */
export async function listGiftCards(
  ctx: RequestContext,
  query: z.output<typeof adminGiftCardListQuerySchema>,
  paging: Paging,
): Promise<ReadPage<AdminGiftCard>> {
  const code = query.q ? giftCardCodeSchema.safeParse(query.q) : null;
  const { rows, total } = await listCards(
    ctx.db,
    ctx.shop.id,
    {
      ...(code?.success ? { codeHash: giftCardCodeHash(code.data) } : { text: query.q || undefined }),
      status: query.status,
    },
    paging,
  );
  return { data: rows.map(adminGiftCardOf), ...(total === undefined ? {} : { total }) };
}

export async function giftCardDetail(ctx: RequestContext, id: number): Promise<AdminGiftCardDetail> {
  const found = await findCard(ctx.db, ctx.shop.id, id);
  if (!found) throw notFound('This gift card does not exist.');
  const movements = await movementsOfCard(ctx.db, ctx.shop.id, id);
  return {
    ...adminGiftCardOf(found),
    movements: movements.map(({ movement, orderRef, adminName }) => ({
      id: movement.id,
      kind: movement.kind as GiftCardMovementKind,
      amount: toDecimal(movement.amountMinor),
      balance_after: toDecimal(movement.balanceAfterMinor),
      order: movement.orderId !== null && orderRef !== null ? { id: movement.orderId, ref: orderRef } : null,
      admin_name: adminName,
      note: movement.note,
      created_at: movement.createdAt.toISOString(),
    })),
  };
}

const adminIdOf = (ctx: RequestContext) => (ctx.actor.kind === 'admin' ? ctx.actor.adminId : null);

/** Runs a staff change on the locked card (an issued one: pending and void cards have nothing to change). */
async function changeCard(
  ctx: RequestContext,
  id: number,
  change: (tx: RequestContext, card: GiftCardRow) => Promise<void>,
): Promise<AdminGiftCardDetail> {
  await inTransaction(ctx, async (tx) => {
    const card = await lockCard(tx.db, tx.shop.id, id);
    if (!card) throw notFound('This gift card does not exist.');
    if (card.status === 'pending')
      throw conflict('This gift card has not been issued yet: its order is not paid.');
    if (card.status === 'void')
      throw conflict('This gift card was voided with its order and cannot be changed.');
    await change(tx, card);
  });
  return giftCardDetail(ctx, id);
}

/** Staff add to or take off a balance, with the reason in the ledger; never below zero. */
export const adjustGiftCard = (
  ctx: RequestContext,
  id: number,
  input: z.output<typeof giftCardAdjustSchema>,
) =>
  changeCard(ctx, id, async (tx, card) => {
    const amountMinor = toMinor(input.amount);
    const balanceMinor = card.balanceMinor + amountMinor;
    if (balanceMinor < 0) {
      const currency = await currencyByCode(tx, card.currencyCode);
      const message = `The card holds ${formatMoney(card.balanceMinor, currency)}; it cannot go below zero.`;
      throw validationFailed(message, { amount: message });
    }
    await updateCard(tx.db, tx.shop.id, card.id, { balanceMinor });
    await insertMovement(tx.db, tx.shop.id, {
      giftCardId: card.id,
      kind: 'adjusted',
      amountMinor,
      balanceAfterMinor: balanceMinor,
      adminId: adminIdOf(tx),
      note: input.reason,
    });
  });

/** Disabled cards pay nothing until enabled again; the balance stays. */
export const setGiftCardEnabled = (ctx: RequestContext, id: number, enabled: boolean, reason: string) =>
  changeCard(ctx, id, async (tx, card) => {
    const wanted = enabled ? 'active' : 'disabled';
    if (card.status === wanted)
      throw conflict(`This gift card is ${enabled ? 'enabled' : 'disabled'} already.`);
    await updateCard(tx.db, tx.shop.id, card.id, { status: wanted });
    await insertMovement(tx.db, tx.shop.id, {
      giftCardId: card.id,
      kind: enabled ? 'enabled' : 'disabled',
      amountMinor: 0,
      balanceAfterMinor: card.balanceMinor,
      adminId: adminIdOf(tx),
      note: reason,
    });
  });

/**
 * Sends the card's e-mail again. The shop keeps no code to send, so a new one
 * is made and sent (to a corrected address if staff give one); the old code
 * stops working at once, even in carts it was applied to.
 */
export const resendGiftCard = (
  ctx: RequestContext,
  id: number,
  input: z.output<typeof giftCardResendSchema>,
  origin: string,
) =>
  changeCard(ctx, id, async (tx, card) => {
    if (card.status !== 'active') throw conflict('Enable the gift card before sending it again.');
    const code = newGiftCardCode();
    const row = await updateCard(tx.db, tx.shop.id, card.id, {
      codeHash: giftCardCodeHash(code),
      codeLast4: lastFourOf(code),
      receiverEmail: input.email ?? card.receiverEmail,
    });
    await removeCardFromCarts(tx.db, tx.shop.id, card.id);
    await insertMovement(tx.db, tx.shop.id, {
      giftCardId: card.id,
      kind: 'resent',
      amountMinor: 0,
      balanceAfterMinor: card.balanceMinor,
      adminId: adminIdOf(tx),
      note: `New code ${maskedGiftCard(row.codeLast4)} e-mailed to ${row.receiverEmail}; the code ${maskedGiftCard(card.codeLast4)} no longer works.`,
    });
    await enqueueGiftCardEmail(tx, row, code, card.origin || origin);
  });

/** The admin order page: cards the order bought, and what it paid with cards (and got back). */
export async function giftCardsOfOrder(ctx: RequestContext, orderId: number): Promise<OrderGiftCards> {
  const [issued, redeemed] = await Promise.all([
    cardsOfOrder(ctx.db, ctx.shop.id, orderId),
    redemptionsOfOrder(ctx.db, ctx.shop.id, orderId),
  ]);
  return {
    issued: issued.map(adminGiftCardOf),
    redeemed: redeemed.map((r) => ({
      gift_card_id: r.giftCardId,
      last4: r.last4,
      amount: toDecimal(r.redeemedMinor),
      credited: toDecimal(r.creditedMinor),
    })),
  };
}
