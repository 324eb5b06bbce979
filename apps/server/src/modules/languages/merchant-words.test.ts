import { schema } from '@emporia/db';
import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

// The merchant's own short texts (brand names, menu labels, banner words) follow the shopper's
// language like products and categories do, and fall back to the default when untranslated.
let t: TestApp;
let demo: Awaited<ReturnType<typeof signedInAdmin>>;
let outdoors: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  demo = await signedInAdmin(t, 'demo', ['settings', 'catalog', 'appearance']);
  outdoors = await signedInAdmin(t, 'outdoors', ['settings', 'catalog', 'appearance']);
  const added = await call('POST', '/api/v1/admin/settings/languages', { code: 'fr' });
  expect(added.statusCode, added.body).toBe(200);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (method: Method, url: string, payload?: object, headers = demo.headers) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const french = { ...hostOf('demo'), cookie: 'language=fr' };
const configIn = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers })).json().data;

/** A brand of the demo shop that has products, with its products' first category. */
async function brandWithProducts() {
  const [row] = await t.database.db
    .select({ id: schema.manufacturers.id, name: schema.manufacturers.name, slug: schema.manufacturers.slug })
    .from(schema.products)
    .innerJoin(schema.manufacturers, eq(schema.manufacturers.id, schema.products.manufacturerId))
    .innerJoin(schema.shops, eq(schema.shops.id, schema.products.shopId))
    .where(and(eq(schema.shops.subdomain, 'demo'), isNotNull(schema.products.manufacturerId)))
    .limit(1);
  return row!;
}

describe('the merchant’s words in other languages', () => {
  it('names a brand in French on its page, in product details and in search filters; English stays', async () => {
    const brand = await brandWithProducts();
    const saved = await call('PUT', `/api/v1/admin/manufacturers/${brand.id}`, {
      name: brand.name,
      slug: brand.slug,
      name_translations: { fr: 'Marque Française' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.name_translations).toEqual({ fr: 'Marque Française' });

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/manufacturer/${brand.slug}?locale=fr`,
      headers: hostOf('demo'),
    });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.manufacturer).toMatchObject({
      name: brand.name,
      name_translations: { fr: 'Marque Française' },
    });
    const product = page.json().data.products[0].translations[0] as { name: string; slug: string };
    const details = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/product/${product.slug}`,
      headers: hostOf('demo'),
    });
    expect(details.json().data.manufacturer.name_translations).toEqual({ fr: 'Marque Française' });

    const search = async (locale: string) =>
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/demo/advanced-search?keyword=${encodeURIComponent(product.name.split(' ')[0] ?? product.name)}&locale=${locale}`,
          headers: hostOf('demo'),
        })
      ).json();
    const names = (body: unknown) => JSON.stringify(body);
    expect(names(await search('fr'))).toContain('Marque Française');
    expect(names(await search('en'))).not.toContain('Marque Française');
  });

  it('shows menu labels and brand links in French to a shopper who chose French, the default to others', async () => {
    const brand = await brandWithProducts();
    const saved = await call('PUT', '/api/v1/admin/menus/main-menu', {
      items: [
        { kind: 'heading', label: 'Sale', label_translations: { fr: 'Soldes' } },
        { kind: 'manufacturer', target_id: brand.id },
        { kind: 'page', page: 'contact-us', label: 'Write to us' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.items[0].label_translations).toEqual({ fr: 'Soldes' });

    const inFrench = (await configIn(french)).menus.header.map((link: { label: string }) => link.label);
    expect(inFrench).toEqual(['Soldes', 'Marque Française', 'Write to us']);
    const inEnglish = (await configIn(hostOf('demo'))).menus.header.map(
      (link: { label: string }) => link.label,
    );
    expect(inEnglish).toEqual(['Sale', brand.name, 'Write to us']);

    // The server-rendered page carries the same menu in its boot data.
    const html = (await t.app.inject({ method: 'GET', url: '/', headers: french })).body;
    expect(html).toContain('Soldes');
  });

  it('words a top bar in French and keeps its English text for English readers', async () => {
    const bar = await call('POST', '/api/v1/admin/banners', {
      title: 'Shipping bar',
      placement: 'top_bar',
      text: 'Free shipping over $50',
      text_translations: { fr: 'Livraison offerte dès 50 $' },
    });
    expect(bar.statusCode, bar.body).toBe(201);
    const textOf = async (headers: Record<string, string>) =>
      (await configIn(headers)).banners.find((b: { id: number }) => b.id === bar.json().data.id)?.text;
    expect(await textOf(french)).toBe('Livraison offerte dès 50 $');
    expect(await textOf(hostOf('demo'))).toBe('Free shipping over $50');
  });

  it('refuses a language that is not on the list or a text too long, naming the field, and writes nothing', async () => {
    const brand = await brandWithProducts();
    const unknown = await call('PUT', `/api/v1/admin/manufacturers/${brand.id}`, {
      name: brand.name,
      name_translations: { xx: 'Nope' },
    });
    expect(unknown.statusCode).toBe(400);
    expect(Object.keys(unknown.json().fields ?? {}).join()).toContain('name_translations');
    const long = await call('POST', '/api/v1/admin/banners', {
      title: 'Long',
      placement: 'top_bar',
      text: 'Short',
      text_translations: { fr: 'x'.repeat(201) },
    });
    expect(long.statusCode).toBe(400);
    const listed = (await call('GET', '/api/v1/admin/banners')).json().data as { title: string }[];
    expect(listed.map((b) => b.title)).not.toContain('Long');
  });

  it('keeps shops apart: another shop’s storefront never shows these words', async () => {
    const other = await configIn({ ...hostOf('outdoors'), cookie: 'language=fr' });
    expect(JSON.stringify(other)).not.toContain('Soldes');
    expect(JSON.stringify(other)).not.toContain('Livraison offerte');
    const brand = await brandWithProducts();
    const foreign = await call('GET', `/api/v1/admin/manufacturers/${brand.id}`, undefined, outdoors.headers);
    expect(foreign.statusCode).toBe(404);
  });
});
