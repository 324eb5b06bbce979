import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { installedApp, registerApp } from '../../test/apps';
import { signedInAdmin } from '../../test/auth';

/**
 * Dated Admin API versions and cursor pages (ADR 0121): what an app sees at /api/2026-07 and
 * /api/2026-10, the version each answer names, and a cursor walk that neither repeats nor skips.
 */
let t: TestApp;
let staff: Record<string, string>;
let shopId: number;
beforeAll(async () => {
  t = await createTestApp();
  staff = (await signedInAdmin(t)).headers;
  const [shop] = await t.database.db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.subdomain, 'demo'));
  shopId = shop!.id;
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string> = staff) =>
  t.app.inject({ method: 'GET', url, headers });

/** The link of `rel` in an answer's Link header, as a path to inject. */
function linkOf(header: unknown, rel: string): string | undefined {
  const found = String(header ?? '')
    .split(/,\s*(?=<)/)
    .find((link) => link.endsWith(`rel="${rel}"`) || link.includes(`rel="${rel}";`));
  const target = found && /^<([^>]+)>/.exec(found)?.[1];
  if (!target) return undefined;
  const url = new URL(target);
  return url.pathname + url.search;
}

let serial = 0;
async function addCustomer() {
  serial += 1;
  const [row] = await t.database.db
    .insert(schema.customers)
    .values({ shopId, email: `walk${serial}@example.com`, firstname: 'Walk', lastname: `Er${serial}` })
    .returning({ id: schema.customers.id });
  return row!.id;
}

describe('dated versions', () => {
  it('names the version served on every Admin API answer, v1 being 2026-07', async () => {
    expect((await get('/api/v1/admin/products')).headers['emporia-api-version']).toBe('2026-07');
    expect((await get('/api/2026-07/admin/products')).headers['emporia-api-version']).toBe('2026-07');
    expect((await get('/api/2026-10/admin/products')).headers['emporia-api-version']).toBe('2026-10');
    const byHeader = await get('/api/v1/admin/products', { ...staff, 'emporia-api-version': '2026-10' });
    expect(byHeader.headers['emporia-api-version']).toBe('2026-10');
    // The path's version wins over the header.
    const both = await get('/api/2026-07/admin/products', { ...staff, 'emporia-api-version': '2026-10' });
    expect(both.headers['emporia-api-version']).toBe('2026-07');
    // A refused request says it too; the storefront API is not versioned.
    const anonymous = await get('/api/2026-10/admin/products', { host: 'demo.localhost' });
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.headers['emporia-api-version']).toBe('2026-10');
    const storefront = await get('/api/v1/storefront/product/locking-carabiner', { host: 'demo.localhost' });
    expect(storefront.statusCode).toBe(200);
    expect(storefront.headers['emporia-api-version']).toBeUndefined();
  });

  it('refuses a version that does not exist with 400 and a code, in the path or the header', async () => {
    const inPath = await get('/api/2025-01/admin/products');
    expect(inPath.statusCode).toBe(400);
    expect(inPath.json()).toMatchObject({ code: 'UNKNOWN_API_VERSION' });
    expect(inPath.json().message).toContain('2026-07, 2026-10');
    const inHeader = await get('/api/v1/admin/products', { ...staff, 'emporia-api-version': 'latest' });
    expect(inHeader.statusCode).toBe(400);
    expect(inHeader.json().code).toBe('UNKNOWN_API_VERSION');
    // Only dated Admin API paths are rewritten: other paths stay unknown.
    expect(
      (await get('/api/2026-10/storefront/product/locking-carabiner', { host: 'demo.localhost' })).statusCode,
    ).toBe(404);
  });

  it('pages lists by number in 2026-07 and by cursor in 2026-10', async () => {
    for (const list of ['products', 'orders', 'customers', 'discounts', 'gift-cards', 'redirects']) {
      const old = await get(`/api/2026-07/admin/${list}`);
      expect(old.statusCode, old.body).toBe(200);
      expect(Object.keys(old.json().meta).sort()).toEqual(['page', 'per_page', 'total']);
      const dated = await get(`/api/2026-10/admin/${list}?limit=1`);
      expect(dated.statusCode, dated.body).toBe(200);
      const meta = dated.json().meta;
      expect(Object.keys(meta).sort()).toEqual(['limit', 'next_page_info', 'previous_page_info']);
      expect(dated.json().data.length).toBeLessThanOrEqual(1);
      expect(meta.previous_page_info).toBeNull();
    }
  });

  it('marks page numbers in 2026-10 deprecated, with a sunset and a link to the changelog', async () => {
    const deprecated = await get('/api/2026-10/admin/customers?page=1&per_page=5');
    expect(deprecated.statusCode).toBe(200);
    expect(deprecated.json().meta).toMatchObject({ page: 1, per_page: 5 });
    expect(deprecated.headers.deprecation).toMatch(/^@\d+$/);
    expect(new Date(String(deprecated.headers.sunset)).getTime()).toBeGreaterThan(
      Number(String(deprecated.headers.deprecation).slice(1)) * 1000 + 364 * 24 * 3600 * 1000,
    );
    expect(deprecated.headers.link).toContain('rel="deprecation"');
    const current = await get('/api/2026-07/admin/customers?page=1&per_page=5');
    expect(current.headers.deprecation).toBeUndefined();
    expect(current.headers.sunset).toBeUndefined();
  });

  it('serves an app at a dated path under its scopes', async () => {
    const app = await registerApp(t, { name: 'Versioned' });
    const { headers } = await installedApp(t, app, 'read_products');
    const products = await get('/api/2026-10/admin/products?limit=2', headers);
    expect(products.statusCode, products.body).toBe(200);
    expect(products.headers['emporia-api-version']).toBe('2026-10');
    expect((await get('/api/2026-10/admin/customers', headers)).statusCode).toBe(403);
  });

  it('serves an app the version it chose when a call names none', async () => {
    const app = await registerApp(t, { name: 'Pinned' });
    const { headers } = await installedApp(t, app, 'read_products');
    expect((await get('/api/v1/admin/products', headers)).headers['emporia-api-version']).toBe('2026-07');
    await t.database.db
      .update(schema.apps)
      .set({ apiVersion: '2026-10' })
      .where(eq(schema.apps.clientId, app.client_id));
    const chosen = await get('/api/v1/admin/products', headers);
    expect(chosen.headers['emporia-api-version']).toBe('2026-10');
    expect(chosen.json().meta).toHaveProperty('next_page_info');
    // A version the call names wins over the app's choice.
    const named = await get('/api/v1/admin/products', { ...headers, 'emporia-api-version': '2026-07' });
    expect(named.headers['emporia-api-version']).toBe('2026-07');
    expect(named.json().meta).toHaveProperty('total');
    expect((await get('/api/2026-07/admin/products', headers)).headers['emporia-api-version']).toBe(
      '2026-07',
    );
  });
});

describe('cursor pages', () => {
  it('walks a list to its end and back with no row twice or missing while rows are added', async () => {
    for (let i = 0; i < 7; i++) await addCustomer();
    const before = await t.database.db
      .select({ id: schema.customers.id })
      .from(schema.customers)
      .where(eq(schema.customers.shopId, shopId));
    const expected = before.map((r) => r.id).sort((a, b) => b - a);
    const seen: number[] = [];
    let url: string | undefined = '/api/2026-10/admin/customers?limit=3';
    let last: ReturnType<typeof JSON.parse> | undefined;
    while (url) {
      const page = await get(url);
      expect(page.statusCode, page.body).toBe(200);
      last = page;
      seen.push(...page.json().data.map((row: { id: number }) => row.id));
      // Someone adds a customer between two pages: newer rows come before the walk's start.
      await addCustomer();
      url = linkOf(page.headers.link, 'next');
      if (url) expect(url).toContain('/api/2026-10/admin/customers?');
    }
    expect(seen).toEqual(expected);
    expect(last.json().meta.next_page_info).toBeNull();
    // Back from the last page, page by page, to the first.
    const back: number[] = [];
    let previous = linkOf(last.headers.link, 'previous');
    while (previous) {
      const page = await get(previous);
      back.unshift(...page.json().data.map((row: { id: number }) => row.id));
      previous = linkOf(page.headers.link, 'previous');
    }
    const lastPage = last.json().data.map((row: { id: number }) => row.id);
    expect([...back, ...lastPage].slice(-expected.length)).toEqual(expected);
  });

  it('keeps the filters and the order in its links, and pages by id ascending when asked', async () => {
    const first = await get('/api/v1/admin/customers?limit=2&order=asc&status=active');
    expect(first.statusCode, first.body).toBe(200);
    const ids = first.json().data.map((row: { id: number }) => row.id);
    expect(ids[0]).toBeLessThan(ids[1]);
    const next = linkOf(first.headers.link, 'next');
    expect(next).toContain('status=active');
    const second = await get(next!);
    expect(second.json().data[0].id).toBeGreaterThan(ids[1]);
  });

  it('refuses a page_info it did not give out, and page numbers beside a cursor, with 400', async () => {
    for (const bad of [
      'nonsense',
      'e30',
      Buffer.from('{"d":"next","id":-4,"o":"asc"}').toString('base64url'),
    ]) {
      const answer = await get(`/api/2026-10/admin/products?page_info=${bad}`);
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().code).toBe('VALIDATION_ERROR');
      expect(answer.json().fields.page_info).toContain('Link header');
    }
    const both = await get('/api/2026-10/admin/orders?limit=2&page=2');
    expect(both.statusCode).toBe(400);
    expect(both.json().fields.page_info).toBeDefined();
  });

  it('keeps page numbers for the admin screens, with links to the neighbouring pages', async () => {
    const second = await get('/api/v1/admin/customers?page=2&per_page=2');
    expect(second.json().meta).toMatchObject({ page: 2, per_page: 2 });
    expect(linkOf(second.headers.link, 'previous')).toBe('/api/v1/admin/customers?page=1&per_page=2');
    expect(linkOf(second.headers.link, 'next')).toBe('/api/v1/admin/customers?page=3&per_page=2');
  });
});
