import { schema } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { shopsWithDueReminders } from './abandoned-worker';

// Issue 37: the reminder job asks one question of all shops and visits only those with a cart due.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

async function shopWithReminders(subdomain: string, delays: string | null, status = 'active') {
  const db = t.database.db;
  const [shop] = await db
    .insert(schema.shops)
    .values({ subdomain, name: subdomain, currencyCode: 'USD', status })
    .returning({ id: schema.shops.id });
  const shopId = shop!.id;
  await db
    .insert(schema.shopSettings)
    .values([
      { shopId, key: 'config_abandoned_cart_auto', value: '1' },
      ...(delays === null ? [] : [{ shopId, key: 'config_abandoned_cart_delays', value: delays }]),
    ]);
  return shopId;
}

/** A guest cart with one line and a typed e-mail, idle `hours`, having had `step` reminders. */
async function idleCart(shopId: number, email: string, hours: number, step = 0) {
  const rows = await t.database.db.execute(sql`
    WITH product AS (
      INSERT INTO products (shop_id, sku, price_minor) VALUES (${shopId}, ${email}, 1000) RETURNING id),
    cart AS (
      INSERT INTO carts (shop_id, token_hash, email, recovery_step, updated_at)
      VALUES (${shopId}, ${`${email}-${shopId}`}, ${email}, ${step}, now() - make_interval(hours => ${hours}))
      RETURNING id)
    INSERT INTO cart_items (shop_id, cart_id, product_id, quantity, line_key)
    SELECT ${shopId}, cart.id, (SELECT id FROM product), 1, 'line' FROM cart RETURNING cart_id`);
  return Number(rows.rows[0]!.cart_id);
}

const dueShopIds = async () => (await shopsWithDueReminders(t.database.db)).map((shop) => shop.id).sort();

describe('the abandoned-cart reminder pass', () => {
  it('picks only the shops with a reminder due, whatever the number that switched them on', async () => {
    const quiet = [];
    for (let n = 0; n < 40; n += 1) quiet.push(await shopWithReminders(`quiet-${n}`, '24'));
    // Carts too fresh, already reminded, without an address or with no lines are not due.
    await idleCart(quiet[0]!, 'fresh@example.com', 2);
    await idleCart(quiet[1]!, 'reminded@example.com', 50, 1);
    const due = await shopWithReminders('due-one', '1,24');
    await idleCart(due, 'second@example.com', 30, 1);
    const defaults = await shopWithReminders('due-default', null);
    await idleCart(defaults, 'default@example.com', 25);
    const unsubscribed = await shopWithReminders('unsubscribed', '24');
    await idleCart(unsubscribed, 'gone@example.com', 30);
    await t.database.db
      .insert(schema.marketingUnsubscribes)
      .values({ shopId: unsubscribed, email: 'gone@example.com' });
    const paused = await shopWithReminders('paused-shop', '24', 'paused');
    await idleCart(paused, 'paused@example.com', 30);

    expect(await dueShopIds()).toEqual([due, defaults].sort());
  });
});
