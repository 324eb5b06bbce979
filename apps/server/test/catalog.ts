// Helpers for the catalogue API tests (imported by *.test.ts only).
import { sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { TestApp } from './app';

/** Every table a catalogue call may write. */
const catalogTables = [
  'products',
  'product_translations',
  'product_categories',
  'product_images',
  'product_variant_values',
  'product_quantity_discounts',
  'product_group_prices',
  'product_reviews',
  'product_options',
  'product_option_values',
  'categories',
  'category_translations',
  'manufacturers',
  'customer_groups',
  'restock_subscriptions',
  'outbox_emails',
] as const;

export async function catalogSnapshot(t: TestApp): Promise<Record<string, string>> {
  const result: Record<string, string> = {};
  for (const table of catalogTables) {
    const content =
      table === 'outbox_emails' ? sql`''` : sql`coalesce(md5(string_agg(x::text, ',' order by x::text)), '')`;
    const { rows } = await t.database.db.execute(
      sql`select count(*)::text || ':' || ${content} as f from ${sql.identifier(table)} x`,
    );
    result[table] = String(rows[0]?.f);
  }
  return result;
}

/** Runs a bad call, asserts its status and that no catalogue table changed; returns the error body. */
export async function expectCatalogRefused(
  t: TestApp,
  call: () => Promise<{ statusCode: number; json(): unknown }>,
  status: number,
): Promise<{ message: string; code: string; fields?: Record<string, string> }> {
  const before = await catalogSnapshot(t);
  const response = await call();
  expect(response.statusCode).toBe(status);
  const body = response.json() as { message: string; code: string; fields?: Record<string, string> };
  expect(typeof body.message).toBe('string');
  expect(await catalogSnapshot(t)).toEqual(before);
  return body;
}

/** Id of a seeded product by its English name (and shop). */
export async function productIdByName(t: TestApp, name: string, subdomain = 'demo'): Promise<number> {
  const { rows } = await t.database.db.execute(sql`
    select p.id from products p join product_translations pt on pt.product_id = p.id
    join shops s on s.id = p.shop_id
    where pt.name = ${name} and s.subdomain = ${subdomain} and p.parent_id is null`);
  const id = rows[0]?.id;
  if (typeof id !== 'number') throw new Error(`no product ${name} at ${subdomain}`);
  return id;
}
