import type { ImportedProduct } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { shopIdOf } from '../../../test/checkout';
import type { RequestContext } from '../../kernel/context';
import { toShop } from '../../kernel/tenancy/shop';
import { applyProductChunk } from './chunk';
import { reasonOf } from './service';

// Issue 35: a chunk of an import is one transaction with a savepoint per product. These hold it to
// what the merchant sees: the good products land (searchable), a bad one is a report line and
// leaves nothing behind, a re-import updates by SKU, and the plan's product limit still holds.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

async function contextOf(shopId: number): Promise<RequestContext> {
  const [row] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.id, shopId));
  return { shop: toShop(row!), actor: { kind: 'platform' }, db: t.database.db };
}

const options = {
  importId: 0,
  locale: 'en',
  origin: 'http://demo.localhost',
  update_existing: true,
  publish: true,
};

function product(handle: string, overrides: Partial<ImportedProduct> = {}): ImportedProduct {
  return {
    row: 2,
    handle,
    sku: handle.toUpperCase(),
    name: `Chunk ${handle}`,
    description_html: '<p>Warm.</p>',
    short_description_html: '',
    published: true,
    categories: [['Chunk outerwear']],
    manufacturer: 'Chunkworks',
    tags: [],
    options: ['Size'],
    variants: ['S', 'M'].map((size, i) => ({
      row: 2 + i,
      barcode: '',
      sku: `${handle.toUpperCase()}-${size}`,
      options: { Size: size },
      price_minor: 2000 + i * 100,
      compare_at_minor: null,
      stock: 3,
      grams: 500,
      picture: '',
    })),
    price_minor: null,
    compare_at_minor: null,
    stock: null,
    grams: null,
    length: null,
    width: null,
    height: null,
    pictures: [],
    seo_title: '',
    seo_description: '',
    old_path: `/products/${handle}`,
    old_category_paths: [],
    ...overrides,
  };
}

const bySku = async (ctx: RequestContext, skus: string[]) =>
  ctx.db
    .select({ id: schema.products.id, sku: schema.products.sku, quantity: schema.products.quantity })
    .from(schema.products)
    .where(and(eq(schema.products.shopId, ctx.shop.id), inArray(schema.products.sku, skus)));

describe('a chunk of imported products', () => {
  it('lands the good products searchable and leaves nothing of one that cannot be saved', async () => {
    const ctx = await contextOf(await shopIdOf(t, 'demo'));
    // The shop already sells a product whose SKU the second product's variant wants.
    const held = (
      await ctx.db.select().from(schema.products).where(eq(schema.products.shopId, ctx.shop.id))
    )[0]!;
    const bad = product('chunk-bad');
    bad.variants[1]!.sku = held.sku;
    const results = await applyProductChunk(
      ctx,
      [product('chunk-one'), bad, product('chunk-two')],
      options,
      reasonOf,
    );
    const outcomes = results.map((r) => ('reason' in r ? r.reason : r.applied.outcome));
    expect(outcomes[0]).toBe('made');
    expect(outcomes[1]).toContain(`The SKU ${held.sku} is already used by another product.`);
    expect(outcomes[2]).toBe('made');
    const made = await bySku(ctx, [
      'CHUNK-ONE',
      'CHUNK-ONE-S',
      'CHUNK-ONE-M',
      'CHUNK-TWO',
      'CHUNK-BAD',
      'CHUNK-BAD-S',
    ]);
    expect(made.map((m) => m.sku).sort()).toEqual(['CHUNK-ONE', 'CHUNK-ONE-M', 'CHUNK-ONE-S', 'CHUNK-TWO']);
    // A configurable product has what its variants have.
    expect(made.find((m) => m.sku === 'CHUNK-ONE')?.quantity).toBe(6);
    const slugs = await ctx.db
      .select({ slug: schema.productTranslations.slug })
      .from(schema.productTranslations)
      .where(
        and(
          eq(schema.productTranslations.shopId, ctx.shop.id),
          inArray(schema.productTranslations.slug, ['chunk-one', 'chunk-bad', 'chunk-two']),
        ),
      );
    expect(slugs.map((s) => s.slug).sort()).toEqual(['chunk-one', 'chunk-two']);
    // The search rows were refreshed once for the chunk: both made products have theirs.
    const indexed = await t.database.db.execute(
      sql`SELECT sku FROM search_products WHERE shop_id = ${ctx.shop.id} AND sku LIKE 'CHUNK-%' ORDER BY sku`,
    );
    expect(indexed.rows.map((r) => r.sku)).toEqual(['CHUNK-ONE', 'CHUNK-TWO']);

    // Again: the products the shop has now are updated by SKU, not made twice.
    const again = await applyProductChunk(
      ctx,
      [product('chunk-one', { name: 'Chunk chunk-one renamed' }), product('chunk-three')],
      options,
      reasonOf,
    );
    expect(again.map((r) => ('reason' in r ? r.reason : r.applied.outcome))).toEqual(['updated', 'made']);
    const [count] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.products)
      .where(and(eq(schema.products.shopId, ctx.shop.id), eq(schema.products.sku, 'CHUNK-ONE')));
    expect(count?.n).toBe(1);
  });

  it('holds the plan’s product limit: the products past it are report lines', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops',
      headers: { authorization: `Bearer ${platformToken}` },
      payload: { subdomain: 'chunkplan', name: 'Chunk plan' },
    });
    expect(created.statusCode, created.body).toBe(201);
    const ctx = await contextOf(created.json().data.id);
    const [before] = await ctx.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.products)
      .where(and(eq(schema.products.shopId, ctx.shop.id), sql`parent_id IS NULL`));
    // The trial plan holds 50 products.
    const room = 50 - before!.n;
    const batch = Array.from({ length: room + 2 }, (_, i) =>
      product(`plan-${i}`, { variants: [], price_minor: 500 }),
    );
    const results = await applyProductChunk(ctx, batch, options, reasonOf);
    const refused = results.filter((r) => 'reason' in r);
    expect(results.length - refused.length).toBe(room);
    expect(refused).toHaveLength(2);
    for (const r of refused) expect('reason' in r && r.reason).toMatch(/plan/i);
  });

  it('bounded in time, saves its first products and leaves the rest untouched (PGlite steps)', async () => {
    const ctx = await contextOf(await shopIdOf(t, 'demo'));
    const batch = [product('bound-one'), product('bound-two'), product('bound-three')];
    // No time at all still saves one product, so a step always moves the import on.
    const results = await applyProductChunk(ctx, batch, options, reasonOf, 0);
    expect(results.map((r) => r.product.handle)).toEqual(['bound-one']);
    expect((await bySku(ctx, ['BOUND-ONE', 'BOUND-TWO', 'BOUND-THREE'])).map((p) => p.sku)).toEqual([
      'BOUND-ONE',
    ]);
  });
});
