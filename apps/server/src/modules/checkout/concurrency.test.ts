// Concurrent buyers against one stock, and a placement retried many times at
// once. On PostgreSQL (DATABASE_URL) the requests really run in parallel on a
// pool of connections, so the row locks and the unique key are what is tested.
import { type Database, openDatabase } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openTestDatabase, platformToken, type TestApp } from '../../../test/app';
import { addToCart, guest, guestOrder, makeProduct, place, stockOf } from '../../../test/checkout';
import { buildApp } from '../../app';
import { readConfig } from '../../config';

let t: TestApp;

beforeAll(async () => {
  const copy = await openTestDatabase();
  // The harness's pool is small; two hundred buyers need connections to race on.
  const database: Database = copy.url ? await openDatabase({ url: copy.url, poolMax: 40 }) : copy.database;
  const config = readConfig({
    DATA_DIR: copy.dataDir,
    EMPORIA_SECRET_KEY: '0123456789abcdef'.repeat(4),
    OUTBOX_POLL_MS: '60000',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '0',
    SHOP_CACHE_SECONDS: '60',
    PLATFORM_ADMIN_TOKEN: platformToken,
  });
  const built = await buildApp({ database, config, logger: false });
  await built.app.ready();
  t = {
    ...built,
    database,
    config,
    close: async () => {
      await built.app.close();
      if (database !== copy.database) await database.close();
      await copy.drop();
    },
  };
});
afterAll(async () => {
  await t.close();
});

const count = async (query: ReturnType<typeof sql>) =>
  Number((await t.database.db.execute(query)).rows[0]!.n);

describe('concurrent checkouts', () => {
  it('sells exactly the stock to 200 buyers racing for 50 units', async () => {
    const product = await makeProduct(t, { name: 'Limited Edition Tent', priceMinor: 10_000, quantity: 50 });
    const buyers: Record<string, string>[] = [];
    for (let i = 0; i < 200; i += 1) {
      const added = await addToCart(t, guest(), product.id, 1);
      expect(added.response.statusCode).toBe(200);
      buyers.push(guest(added.token));
    }
    const payload = await guestOrder(t);
    const answers = await Promise.all(
      buyers.map((headers, i) => place(t, headers, { ...payload, email: `buyer${i}@example.com` })),
    );
    const codes = answers.map((a) => a.statusCode);
    expect(codes.filter((c) => c === 201)).toHaveLength(50);
    expect(codes.filter((c) => c === 409)).toHaveLength(150);
    expect(await stockOf(t, product.id)).toBe(0);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM order_items WHERE product_id = ${product.id}`),
    ).toBe(50);
    expect(
      await count(
        sql`SELECT coalesce(sum(quantity), 0)::int AS n FROM order_items WHERE product_id = ${product.id}`,
      ),
    ).toBe(50);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM orders o WHERE NOT EXISTS (SELECT 1 FROM order_items i WHERE i.order_id = o.id)`,
      ),
    ).toBe(0);
    expect(await count(sql`SELECT count(*)::int AS n FROM products WHERE quantity < 0`)).toBe(0);
    const refused = answers.find((a) => a.statusCode === 409)!;
    expect(refused.json().message).toBe(
      'Sorry: Limited Edition Tent is out of stock. Please update your cart.',
    );
  }, 120_000);

  it('makes one order of the same Idempotency-Key sent 20 times at once', async () => {
    const product = await makeProduct(t, { priceMinor: 2_500, quantity: 10 });
    const added = await addToCart(t, guest(), product.id, 2);
    const headers = guest(added.token);
    const payload = await guestOrder(t);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => place(t, headers, payload, 'same-key-for-all-20')),
    );
    expect(answers.map((a) => a.statusCode).every((c) => c === 200 || c === 201)).toBe(true);
    expect(answers.filter((a) => a.statusCode === 201)).toHaveLength(1);
    expect(new Set(answers.map((a) => a.json().data.ref)).size).toBe(1);
    expect(
      await count(sql`SELECT count(*)::int AS n FROM orders WHERE idempotency_key = 'same-key-for-all-20'`),
    ).toBe(1);
    expect(
      await count(
        sql`SELECT count(*)::int AS n FROM payments WHERE idempotency_key = 'order:same-key-for-all-20'`,
      ),
    ).toBe(1);
    expect(await stockOf(t, product.id)).toBe(8);
  }, 60_000);
});
