import { schema } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { shopIdOf } from '../../../test/checkout';
import { customerMatches, orderMatches, productMatches, searchPatterns } from './queries';

let t: TestApp;
let owner: Record<string, string>;
let demoId: number;
let outdoorsId: number;
// A word no seeded record holds, so each test finds exactly what it made.
const word = `zq${Math.random().toString(36).slice(2, 7)}`;

beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInAdmin(t, 'demo')).headers;
  demoId = await shopIdOf(t, 'demo');
  outdoorsId = await shopIdOf(t, 'outdoors');
});
afterAll(async () => t.close());

let serial = 0;
const next = () => {
  serial += 1;
  return serial;
};

async function order(shopId: number, fields: { ref?: string; email?: string } = {}) {
  const n = next();
  const [row] = await t.database.db
    .insert(schema.orders)
    .values({
      shopId,
      ref: fields.ref ?? `${word.toUpperCase()}R${n}`.slice(0, 12),
      email: fields.email ?? `${word}.order${n}@example.com`,
      firstname: 'Robin',
      lastname: 'Buyer',
      paymentMethod: 'moneyorder',
      currencyCode: 'USD',
      subtotalMinor: 2500,
      totalMinor: 2500,
    })
    .returning();
  return row!;
}

async function product(
  shopId: number,
  fields: { sku?: string; name?: string; parentId?: number; status?: number },
) {
  const n = next();
  const [row] = await t.database.db
    .insert(schema.products)
    .values({
      shopId,
      sku: fields.sku ?? `${word}-SKU-${n}`,
      priceMinor: 1000,
      parentId: fields.parentId ?? null,
      status: fields.status ?? 1,
    })
    .returning();
  await t.database.db.insert(schema.productTranslations).values({
    shopId,
    productId: row!.id,
    locale: 'en',
    name: fields.name ?? `Plain thing ${n}`,
    slug: fields.parentId ? null : `search-${word}-${n}`,
  });
  return row!;
}

async function customer(shopId: number, fields: { email?: string; firstname?: string; lastname?: string }) {
  const n = next();
  const [row] = await t.database.db
    .insert(schema.customers)
    .values({
      shopId,
      email: fields.email ?? `${word}.customer${n}@example.com`,
      firstname: fields.firstname ?? 'Casey',
      lastname: fields.lastname ?? `Shopper${n}`,
    })
    .returning();
  return row!;
}

const search = async (q: string, headers = owner) => {
  const response = await t.app.inject({
    method: 'GET',
    url: `/api/v1/admin/search?q=${encodeURIComponent(q)}`,
    headers,
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
const idsOf = (rows: { id: number }[] | undefined) => (rows ?? []).map((r) => r.id);

describe('admin search', () => {
  it('finds an order by its reference (with or without #, any case) and by the start of its e-mail', async () => {
    const placed = await order(demoId, { ref: `${word.toUpperCase().slice(0, 6)}ABCD12`.slice(0, 12) });
    expect(idsOf((await search(placed.ref)).orders)).toEqual([placed.id]);
    expect(idsOf((await search(`#${placed.ref.slice(0, 8).toLowerCase()}`)).orders)).toContain(placed.id);
    const found = (await search(placed.email.slice(0, 12).toUpperCase())).orders;
    expect(idsOf(found)).toContain(placed.id);
    expect(found[0]).toMatchObject({ ref: placed.ref, customer: 'Robin Buyer', order_total: 25 });
    // The middle of an e-mail is not its start.
    expect(idsOf((await search(placed.email.slice(3, 14))).orders)).not.toContain(placed.id);
  });

  it('finds products by the start of their SKU and by any part of their name, disabled ones and variants too', async () => {
    const jacket = await product(demoId, { name: `Storm ${word} Jacket`, status: 0 });
    const variant = await product(demoId, {
      sku: `${word}-VAR-XL`,
      parentId: jacket.id,
      name: 'Storm Jacket XL',
    });
    const byName = await search(`${word} jack`);
    expect(byName.products).toEqual([
      expect.objectContaining({ id: jacket.id, name: `Storm ${word} Jacket`, status: 0, parent_id: null }),
    ]);
    const bySku = await search(`${word}-var`.toUpperCase());
    expect(bySku.products).toEqual([
      expect.objectContaining({ id: variant.id, parent_id: jacket.id, sku: `${word}-VAR-XL` }),
    ]);
  });

  it('finds customers by name and by the start of their e-mail', async () => {
    const robin = await customer(demoId, { firstname: 'Robin', lastname: `Hood${word}` });
    expect(idsOf((await search(`robin hood${word}`)).customers)).toEqual([robin.id]);
    expect(idsOf((await search(`hood${word}`)).customers)).toEqual([robin.id]);
    const byEmail = await search(robin.email.slice(0, 14));
    expect(byEmail.customers).toEqual([
      { id: robin.id, name: `Robin Hood${word}`, email: robin.email, status: 'active' },
    ]);
  });

  it('answers only the groups the role may open: no customers without the customers permission', async () => {
    const c = await customer(demoId, { lastname: `Only${word}` });
    const o = await order(demoId, { email: `only${word}@example.com` });
    const p = await product(demoId, { name: `Only${word} Lamp` });
    const term = `only${word}`;
    expect(idsOf((await search(term)).customers)).toEqual([c.id]);

    const ordersAndCatalog = await search(
      term,
      (await signedInAdmin(t, 'demo', ['orders', 'catalog'])).headers,
    );
    expect(ordersAndCatalog).not.toHaveProperty('customers');
    expect(idsOf(ordersAndCatalog.orders)).toEqual([o.id]);
    expect(idsOf(ordersAndCatalog.products)).toEqual([p.id]);
    expect(JSON.stringify(ordersAndCatalog)).not.toContain(c.email);

    const customersOnly = await search(term, (await signedInAdmin(t, 'demo', ['customers'])).headers);
    expect(Object.keys(customersOnly).sort()).toEqual(['currency', 'customers']);

    const nothing = await search(term, (await signedInAdmin(t, 'demo', ['settings'])).headers);
    expect(Object.keys(nothing)).toEqual(['currency']);
  });

  it('never finds another shop’s orders, products or customers', async () => {
    const term = `other${word}`;
    await order(outdoorsId, { email: `${term}@example.com` });
    await product(outdoorsId, { name: `${term} Stove`, sku: `${term}-1` });
    await customer(outdoorsId, { email: `${term}.c@example.com`, lastname: term });
    expect(await search(term)).toMatchObject({ orders: [], products: [], customers: [] });

    const outdoorsOwner = (await signedInAdmin(t, 'outdoors')).headers;
    const theirs = await search(term, outdoorsOwner);
    expect([theirs.orders.length, theirs.products.length, theirs.customers.length]).toEqual([1, 1, 1]);
    // And the other way round: the demo shop's records stay out of the outdoors shop's answers.
    const mine = await customer(demoId, { lastname: `Mine${word}` });
    expect(idsOf((await search(`mine${word}`, outdoorsOwner)).customers)).toEqual([]);
    expect(idsOf((await search(`mine${word}`)).customers)).toEqual([mine.id]);
  });

  it('lists a few results per group, takes % and _ literally, and needs two characters', async () => {
    const term = `many${word}`;
    for (let i = 0; i < 7; i += 1) await customer(demoId, { lastname: `${term}${i}` });
    expect((await search(term)).customers).toHaveLength(5);
    expect(await search('%')).toMatchObject({ orders: [], products: [], customers: [] });
    expect((await search('__')).customers).toEqual([]);
    expect((await search(`${term.slice(0, 4)}%${word}`)).customers).toEqual([]);
    expect(await search('a')).toMatchObject({ orders: [], products: [], customers: [] });
  });

  it('refuses a term longer than a search box takes, with a message', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/search?q=${'x'.repeat(201)}`,
      headers: owner,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/at most 200 characters/);
  });

  it('looks identifiers up through the shop-first prefix indexes, not by reading whole tables', async () => {
    const { db } = t.database;
    // Two shops with a few thousand of each, so the planner weighs its choices as in a real database.
    for (const shopId of [demoId, outdoorsId]) {
      await db.execute(sql`
        INSERT INTO orders (shop_id, ref, email, firstname, lastname, payment_method, currency_code, subtotal_minor, total_minor, created_at)
        SELECT ${shopId}, 'BULK' || lpad(i::text, 8, '0'), 'bulk' || i || '@example.com', 'Bulk', 'Buyer' || i,
          'moneyorder', 'USD', 100, 100, now() - i * interval '1 minute'
        FROM generate_series(1, 3000) AS i`);
      await db.execute(sql`
        INSERT INTO customers (shop_id, email, firstname, lastname)
        SELECT ${shopId}, 'bulk' || i || '@example.com', 'Bulk', 'Shopper' || i FROM generate_series(1, 3000) AS i`);
      await db.execute(sql`
        INSERT INTO products (shop_id, sku, price_minor)
        SELECT ${shopId}, 'BULK-' || i, 100 FROM generate_series(1, 3000) AS i`);
    }
    await db.execute(sql`ANALYZE orders, products, customers`);

    const patterns = searchPatterns(`abc${word}`);
    const planOf = async (query: ReturnType<typeof orderMatches>) => {
      const rows = (await db.execute(sql`EXPLAIN ${query}`)).rows as Record<string, string>[];
      return rows.map((row) => Object.values(row)[0]).join('\n');
    };
    const [orders, products, customers] = [
      await planOf(orderMatches(demoId, patterns, 5)),
      await planOf(productMatches(demoId, 'en', patterns, 5)),
      await planOf(customerMatches(demoId, patterns, 5)),
    ];
    expect(orders).toMatch(/Bitmap Index Scan on orders_ref_prefix_idx/);
    expect(orders).toMatch(/Bitmap Index Scan on orders_email_prefix_idx/);
    expect(orders).not.toMatch(/Seq Scan on orders/);
    expect(products).toMatch(/Index Scan using products_sku_prefix_idx/);
    expect(customers).toMatch(/Index Scan using customers_email_prefix_idx/);
  });
});
