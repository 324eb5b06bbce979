import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { makeProduct, shopIdOf } from '../../../test/checkout';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { rowsOf } from '../../kernel/sql-lists';
import { newGuestCartWithLine } from './queries';

// A shopper's add commits without waiting for the write-ahead log's flush (ADR 0137); the order
// placed from the cart, and any transaction someone opened, still waits for it.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function syncCommitIn(db: Db): Promise<string> {
  const [row] = await rowsOf<{ synchronous_commit: string }>(db.execute(sql`SHOW synchronous_commit`));
  return row!.synchronous_commit;
}

let carts = 0;
/** A new guest's first add of a new product (made first: PGlite has one connection, the add's). */
async function addAsNewGuest(db: Db, product: { id: number }, shopId: number): Promise<void> {
  await newGuestCartWithLine(db, {
    shopId,
    productId: product.id,
    quantity: 1,
    meta: {},
    lineKey: String(product.id),
    tokenHash: `commit-test-${++carts}`,
  });
}

describe("an add to cart's commit", () => {
  it('does not wait for the flush, in its own transaction only', async () => {
    const db = t.database.db;
    const product = await makeProduct(t, { name: 'Flushless Mug', priceMinor: 900, quantity: 9 });
    const shopId = await shopIdOf(t);
    expect(await syncCommitIn(db)).toBe('on');
    // drizzle's own transaction stands for the add's implicit one: the server never opens it, so
    // the statement sees no transaction of ours and relaxes the commit of the one it runs in.
    const during = await db.transaction(async (tx) => {
      await addAsNewGuest(tx as unknown as Db, product, shopId);
      return syncCommitIn(tx as unknown as Db);
    });
    expect(during).toBe('off');
    expect(await syncCommitIn(db)).toBe('on');
  });

  it('leaves a transaction the server opened (an order placement) waiting for the flush', async () => {
    const product = await makeProduct(t, { name: 'Order Mug', priceMinor: 900, quantity: 9 });
    const shopId = await shopIdOf(t);
    const ctx = { db: t.database.db } as RequestContext;
    const during = await inTransaction(ctx, async (tx) => {
      await addAsNewGuest(tx.db, product, shopId);
      return syncCommitIn(tx.db);
    });
    expect(during).toBe('on');
  });
});
