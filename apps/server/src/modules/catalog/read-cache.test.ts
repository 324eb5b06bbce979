import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it, vi } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { keptReadsOf } from './read-cache';

// Issue 37: finished storefront reads are kept within CATALOG_READ_CACHE_MB, not by a count of
// entries: a server asked for the pages of thousands of shops holds what fits, the most recent.
let t: TestApp;
beforeAll(async () => {
  // About 30 KB: a dozen product pages do not fit (each weighs three times its JSON).
  vi.stubEnv('CATALOG_READ_CACHE_MB', '0.03');
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
  vi.unstubAllEnvs();
});

it('keeps finished reads within their budget, the least recently used leaving first', async () => {
  const { rows } = (await t.database.db.execute(sql`
    SELECT t.slug FROM product_translations t JOIN shops s ON s.id = t.shop_id
    WHERE s.subdomain = 'demo' AND t.locale = 'en' AND t.slug IS NOT NULL ORDER BY t.product_id LIMIT 12`)) as unknown as {
    rows: { slug: string }[];
  };
  expect(rows).toHaveLength(12);
  const product = (slug: string) =>
    t.app.inject({ method: 'GET', url: `/api/v1/storefront/product/${slug}`, headers: hostOf('demo') });
  const first = rows[0]!.slug;
  for (const { slug } of rows) {
    expect((await product(slug)).statusCode).toBe(200);
    // The first page is asked again after every other one: it stays the most recently used.
    expect((await product(first)).statusCode).toBe(200);
  }
  // This app's own store: other test files' apps may share the process (and /api/v1/health's sum).
  const gauge = keptReadsOf(t.database.db);
  expect(gauge.budget_bytes).toBe(Math.round(0.03 * 1024 * 1024));
  expect(gauge.bytes).toBeLessThanOrEqual(gauge.budget_bytes);
  expect(gauge.entries, JSON.stringify(gauge)).toBeGreaterThan(1);
  expect(gauge.entries, JSON.stringify(gauge)).toBeLessThan(12);

  // The kept first page answers without the database: renamed behind the cache's back, it still
  // shows the old name (no write was recorded); an early page that left is read afresh.
  const earlyButLeft = rows[1]!.slug;
  await t.database.db.execute(sql`
    UPDATE product_translations SET name = name || ' (renamed)'
    WHERE slug IN (${first}, ${earlyButLeft})`);
  expect((await product(first)).json().data.translations[0].name).not.toContain('(renamed)');
  expect((await product(earlyButLeft)).json().data.translations[0].name).toContain('(renamed)');
});
