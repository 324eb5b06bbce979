// Many orders racing to spend one gift card. On PostgreSQL (DATABASE_URL) the
// placements really run in parallel on a pool of connections, so the card's
// row lock is what keeps the balance from going below zero.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';
import { applyCode, cardRow, ledgerSum, makeGiftCard } from '../../../test/gift-cards';
import type { RequestContext } from '../../kernel/context';
import { inTransaction } from '../../kernel/context';
import { redeemGiftCards } from './ledger';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ OUTBOX_POLL_MS: '60000' }, { poolMax: 30 });
});
afterAll(async () => {
  await t.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute(query)).rows[0]!.n);

describe('one gift card, many orders at once', () => {
  it('never spends more than the card holds: 20 orders of 15.00 race for 50.00', async () => {
    const card = await makeGiftCard(t, 5000);
    // 10.00, untaxed, plus 5.00 flat rate: each order is 15.00 and the card could pay all of it.
    const product = await makeProduct(t, { priceMinor: 1000, taxable: false, quantity: 100 });
    const shoppers: Record<string, string>[] = [];
    for (let i = 0; i < 20; i += 1) {
      const headers = await guestWithCart(t, product.id, 1);
      expect((await applyCode(t, headers, card.code, `192.0.2.${i}`)).statusCode).toBe(200);
      shoppers.push(headers);
    }
    // Each shopper saw the card pay the whole order.
    const payload = await guestOrder(t, { expected_total: 0 });
    const answers = await Promise.all(
      shoppers.map((headers, i) => place(t, headers, { ...payload, email: `racer${i}@example.com` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(3);
    expect(codes.filter((c) => c === 409)).toHaveLength(17);

    const balance = (await cardRow(t, card.id)).balanceMinor;
    expect(balance).toBe(500);
    expect(await ledgerSum(t, card.id)).toBe(balance);
    const redeemed = await count(
      sql`SELECT coalesce(-sum(amount_minor), 0)::int AS n FROM gift_card_movements WHERE gift_card_id = ${card.id} AND kind = 'redeemed'`,
    );
    expect(redeemed).toBe(5000 - balance);
    // What the orders show as paid by the card is exactly what the ledger took.
    const onOrders = await count(
      sql`SELECT coalesce(-sum(t.value_minor), 0)::int AS n FROM order_totals t
          JOIN gift_card_movements m ON m.order_id = t.order_id AND m.gift_card_id = ${card.id}
          WHERE t.code = 'gift_card'`,
    );
    expect(onOrders).toBe(redeemed);
    // Every placed order redeemed the card once; every refused one wrote no order.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM gift_card_movements WHERE gift_card_id = ${card.id} AND kind = 'redeemed'`,
      ),
    ).toBe(codes.filter((c) => c === 201).length);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM orders WHERE email LIKE 'racer%@example.com' AND NOT EXISTS (
              SELECT 1 FROM gift_card_movements m WHERE m.order_id = orders.id)`,
      ),
    ).toBe(0);
    // Refused placements gave their payment back.
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM payments WHERE order_id IS NULL AND status IN ('pending', 'authorised', 'captured')`,
      ),
    ).toBe(0);
  }, 120_000);

  it('refuses to take more than a locked card holds (the check under the lock)', async () => {
    const card = await makeGiftCard(t, 1000);
    const shop = (await t.resolver.resolve('demo.localhost'))!;
    const ctx: RequestContext = { shop, actor: { kind: 'guest' }, db: t.database.db };
    const tender = [{ cardId: card.id, last4: card.code.slice(-4), balanceMinor: 1000, amountMinor: 1500 }];
    await expect(inTransaction(ctx, (tx) => redeemGiftCards(tx, 0, tender))).rejects.toMatchObject({
      statusCode: 409,
      message: `The balance of gift card ****${card.code.slice(-4)} has changed. Please review your order.`,
    });
    expect((await cardRow(t, card.id)).balanceMinor).toBe(1000);
  });
});
