// Helpers for the gift card API tests: cards with known codes and balances,
// buying gift cards through the real checkout, and reading codes from the
// e-mails the real SMTP server received.
import { schema } from '@emporia/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { giftCardCodeHash, lastFourOf, newGiftCardCode } from '../src/modules/gift-cards/codes';
import type { TestApp } from './app';
import { addToCart, guest, place, shopIdOf } from './checkout';
import type { TestSmtp } from './mail';

/** An issued card of the demo shop holding `balanceMinor`, and its code. */
export async function makeGiftCard(t: TestApp, balanceMinor: number, subdomain = 'demo') {
  const shopId = await shopIdOf(t, subdomain);
  const code = newGiftCardCode();
  const [card] = await t.database.db
    .insert(schema.giftCards)
    .values({
      shopId,
      codeHash: giftCardCodeHash(code),
      codeLast4: lastFourOf(code),
      currencyCode: 'USD',
      initialMinor: balanceMinor,
      balanceMinor,
      status: 'active',
      receiverName: 'Rita Receiver',
      receiverEmail: 'rita@example.com',
      issuedAt: new Date(),
    })
    .returning();
  await t.database.db.insert(schema.giftCardMovements).values({
    shopId,
    giftCardId: card!.id,
    kind: 'issued',
    amountMinor: balanceMinor,
    balanceAfterMinor: balanceMinor,
  });
  return { id: card!.id, code };
}

export async function cardRow(t: TestApp, id: number) {
  const [row] = await t.database.db.select().from(schema.giftCards).where(eq(schema.giftCards.id, id));
  return row!;
}

export async function cardsOfOrder(t: TestApp, orderId: number) {
  return t.database.db
    .select()
    .from(schema.giftCards)
    .where(eq(schema.giftCards.orderId, orderId))
    .orderBy(asc(schema.giftCards.id));
}

export async function ledgerOf(t: TestApp, cardId: number) {
  return t.database.db
    .select()
    .from(schema.giftCardMovements)
    .where(eq(schema.giftCardMovements.giftCardId, cardId))
    .orderBy(asc(schema.giftCardMovements.id));
}

/** The balance as the ledger adds it up; it must always equal the card's balance. */
export async function ledgerSum(t: TestApp, cardId: number): Promise<number> {
  const result = await t.database.db.execute(
    sql`SELECT coalesce(sum(amount_minor), 0)::int AS n FROM gift_card_movements WHERE gift_card_id = ${cardId}`,
  );
  return Number(result.rows[0]!.n);
}

export async function orderByRef(t: TestApp, ref: string) {
  const [row] = await t.database.db.select().from(schema.orders).where(eq(schema.orders.ref, ref));
  return row!;
}

export async function paymentOfOrder(t: TestApp, orderId: number) {
  const [row] = await t.database.db
    .select()
    .from(schema.payments)
    .where(and(eq(schema.payments.orderId, orderId)));
  return row;
}

export const giftCardMeta = (receiver: string, email: string, message = '') => ({
  gc_receiver_name: receiver,
  gc_email_to: email,
  gc_message: message,
});

/** A guest buys `quantity` gift cards of the product for one receiver; nothing ships. */
export async function buyGiftCards(
  t: TestApp,
  productId: number,
  meta: Record<string, string>,
  options: { quantity?: number; payment?: Record<string, unknown>; email?: string } = {},
) {
  const added = await addToCart(t, guest(), productId, options.quantity ?? 1, meta);
  expect(added.response.statusCode, added.response.body).toBe(200);
  const headers = guest(added.token);
  const placed = await place(t, headers, {
    email: options.email ?? 'ben.buyer@example.com',
    firstname: 'Ben',
    lastname: 'Buyer',
    payment_method: 'moneyorder',
    ...options.payment,
  });
  expect(placed.statusCode, placed.body).toBe(201);
  const order = await orderByRef(t, placed.json().data.ref);
  return { order, headers };
}

/** The code in the newest gift card e-mail to `to` (as the receiver reads it, with dashes). */
export async function codeMailedTo(smtp: TestSmtp, to: string, not: readonly string[] = []): Promise<string> {
  const mail = await smtp.waitFor(
    (m) => m.to.includes(to) && /gift card code: /.test(m.text) && !not.some((code) => m.text.includes(code)),
  );
  return /gift card code: ([A-Z0-9-]{19})/.exec(mail.text)![1]!;
}

/** Applies a code at checkout as the shopper of `headers` (from `address`, for the throttle). */
export function applyCode(t: TestApp, headers: Record<string, string>, code: string, address = '127.0.0.1') {
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/checkout/gift-cards',
    headers,
    payload: { code },
    remoteAddress: address,
  });
}
