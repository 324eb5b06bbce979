import { isTranslated } from '@emporia/contracts/translated';
import { schema } from '@emporia/db';
import { isTranslatedSql } from '@emporia/db/translated-sql';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { productIdByName } from '../../../test/catalog';
import { headOf } from '../../../test/page-head';

// Issue 32: a French name alone must not hide the rest. Every translated content type reads each
// untranslated field — missing, null, empty or only whitespace — from the shop's default language
// (ADR 0107), in the storefront API, in the delivered page and in search.
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['settings', 'catalog', 'appearance']);
  const added = await call('POST', '/api/v1/admin/settings/languages', { code: 'fr' });
  expect(added.statusCode, added.body).toBe(200);
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT';
const call = (method: Method, url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const french = { ...hostOf('demo'), cookie: 'language=fr' };
// biome-ignore lint/suspicious/noExplicitAny: answers are checked by value
const data = async (url: string, headers: Record<string, string> = hostOf('demo')): Promise<any> => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};
/** The delivered page's HTML and its boot data (config and preloaded answers). */
async function page(url: string, headers: Record<string, string> = hostOf('demo')) {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode).toBe(200);
  const boot = JSON.parse(/id="emporia-boot">(.*?)<\/script>/.exec(response.body)![1]!);
  return { html: response.body, head: headOf(response.body), boot };
}
// biome-ignore lint/suspicious/noExplicitAny: answers are checked by value
type Loose = Record<string, any>;
const inLocale = (list: Loose[], locale: string): Loose => list.find((e) => e.locale === locale)!;
/** A French tab as the admin form sends it when only the name was typed: every other box empty. */
const nameOnly = (name: string, slug = '') => ({
  locale: 'fr',
  name,
  slug,
  description: '',
  meta_title: '',
  meta_description: '',
});
/** The French row of a product or category translation table, as stored. */
async function storedFrench(table: 'productTranslations' | 'categoryTranslations', id: number) {
  const t2 = schema[table];
  const owner = 'productId' in t2 ? t2.productId : t2.categoryId;
  const [row] = await t.database.db
    .select()
    .from(t2)
    .where(and(eq(owner, id), eq(t2.locale, 'fr')));
  return row;
}
const demoShopId = async () =>
  (await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo')))[0]!.id;

describe('untranslated fields read the default language, field by field', () => {
  it('a product with only its French name: the API, the French page and French search show the English rest', async () => {
    const id = await productIdByName(t, 'Ridgeline Headlamp');
    const product = (await call('GET', `/api/v1/admin/products/${id}`)).json().data;
    const english = inLocale(product.translations, 'en') as Record<string, string>;
    // A word the English stemmer shortens ("moonlight") and the French keeps whole: found in
    // French only through the French document.
    const description = '<p>Bright enough for moonlighting on the ridge.</p>';
    const saved = await call('PUT', `/api/v1/admin/products/${id}`, {
      ...product,
      translations: [{ ...english, description }, nameOnly('Lampe frontale Ridgeline')],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Stored as absent, not "".
    expect(await storedFrench('productTranslations', id)).toMatchObject({
      description: null,
      metaTitle: null,
      metaDescription: null,
    });

    const details = await data(`/api/v1/storefront/product/${english.slug}`);
    const fr = inLocale(details.translations, 'fr');
    // The SEO title follows the French name it would describe; the SEO description the English
    // description the page shows.
    expect(fr).toMatchObject({
      name: 'Lampe frontale Ridgeline',
      description,
      meta_title: '',
      meta_description: english.meta_description,
    });
    expect(inLocale(details.translations, 'en').description).toBe(description);

    // The French address's page: its head and preloaded answer carry the English description.
    const delivered = await page(`/${fr.slug}`);
    expect(delivered.head.description).toBe(english.meta_description);
    expect(delivered.head.social['og:title']).toBe('Lampe frontale Ridgeline');
    expect(inLocale(delivered.boot.preload[0].data.translations, 'fr').description).toBe(description);

    // Search in French finds it by the English description's word and names it in French.
    const search = await t.app.inject({
      method: 'GET',
      url: '/api/v1/demo/advanced-search?keyword=moonlighting&locale=fr',
      headers: hostOf('demo'),
    });
    const found = search.json();
    expect(found.products.map((p: { store_product_id: number }) => p.store_product_id)).toContain(id);
    const hit = found.products.find((p: { store_product_id: number }) => p.store_product_id === id);
    expect(inLocale(hit.translations, 'fr').name).toBe('Lampe frontale Ridgeline');
  });

  it('a blank stored translation (whitespace, "") reads the default whatever wrote it', async () => {
    const id = await productIdByName(t, 'Summit 2-Person Tent');
    const shopId = await demoShopId();
    await t.database.db.execute(sql`INSERT INTO product_translations
      (shop_id, product_id, locale, name, slug, description, meta_title, meta_description)
      VALUES (${shopId}, ${id}, 'fr', ${' \t'}, 'tente-summit', ${'  '}, '', ${'\u00a0'})`);
    const details = await data('/api/v1/storefront/product/summit-2-person-tent');
    const en = inLocale(details.translations, 'en');
    expect(inLocale(details.translations, 'fr')).toMatchObject({
      name: en.name,
      description: en.description,
      meta_title: en.meta_title,
      meta_description: en.meta_description,
    });
    // Listings' cards too.
    const category = await data('/api/v1/storefront/category/tents');
    const card = category.products.find((p: { id: number }) => p.id === id);
    expect(inLocale(card.translations, 'fr').name).toBe(en.name);
  });

  it('a variant with only its French name keeps it; a variant without one shows its English name', async () => {
    const parentId = await productIdByName(t, 'Trailblazer Rain Jacket');
    const shopId = await demoShopId();
    const children = await t.database.db
      .select({ id: schema.products.id })
      .from(schema.products)
      .where(and(eq(schema.products.shopId, shopId), eq(schema.products.parentId, parentId)))
      .orderBy(schema.products.id);
    const [named, blank] = [children[0]!.id, children[1]!.id];
    await t.database.db.execute(sql`INSERT INTO product_translations (shop_id, product_id, locale, name)
      VALUES (${shopId}, ${named}, 'fr', 'Veste rouge S'), (${shopId}, ${blank}, 'fr', '  ')`);
    const details = await data('/api/v1/storefront/product/trailblazer-rain-jacket');
    const child = (childId: number) => details.children.find((c: { id: number }) => c.id === childId);
    expect(inLocale(child(named).translations, 'fr').name).toBe('Veste rouge S');
    expect(inLocale(child(blank).translations, 'fr').name).toBe(
      inLocale(child(blank).translations, 'en').name,
    );
  });

  it('a category with only its French name: the API and its French page show the English description', async () => {
    const [row] = await t.database.db
      .select()
      .from(schema.categoryTranslations)
      .where(
        and(eq(schema.categoryTranslations.slug, 'tents'), eq(schema.categoryTranslations.locale, 'en')),
      );
    const categoryId = row!.categoryId;
    const current = (await call('GET', `/api/v1/admin/categories/${categoryId}`)).json().data;
    const saved = await call('PUT', `/api/v1/admin/categories/${categoryId}`, {
      parent_id: current.parent_id,
      status: current.status,
      sort_order: current.sort_order,
      translations: [
        {
          locale: 'en',
          name: row!.name,
          slug: row!.slug,
          description: row!.description,
          meta_title: 'Tents for every trip',
          meta_description: '',
        },
        // An editor's empty paragraph and a space are no translation either.
        { ...nameOnly('Tentes', 'tentes'), description: '<p></p>', meta_title: ' ' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await storedFrench('categoryTranslations', categoryId)).toMatchObject({
      description: null,
      metaTitle: null,
    });

    const listing = await data('/api/v1/storefront/category/tentes');
    expect(inLocale(listing.category.translations, 'fr')).toMatchObject({
      name: 'Tentes',
      description: row!.description,
      meta_title: '',
    });
    const delivered = await page('/category/tentes');
    expect(delivered.head.social['og:title']).toBe('Tentes');
    expect(delivered.head.description).toContain('Everything for tents');
  });

  it('a brand whose French name is blank is named in English', async () => {
    const shopId = await demoShopId();
    const [brand] = await t.database.db
      .update(schema.manufacturers)
      .set({ nameTranslations: { fr: '   ' } })
      .where(and(eq(schema.manufacturers.shopId, shopId), eq(schema.manufacturers.name, 'Summit Peak')))
      .returning();
    const listing = await data(`/api/v1/storefront/manufacturer/${brand!.slug}?locale=fr`);
    // The blank entry is not handed out: the storefront reads the name.
    expect(listing.manufacturer.name_translations).toEqual({});
    expect(listing.products[0].manufacturer.name_translations).toEqual({});
  });

  it('an article with only its French title: the API and the French page show the rest in English', async () => {
    const created = await call('POST', '/api/v1/admin/articles', {
      title: 'Packing for a Night Out',
      summary: 'What goes in the bag, and what stays home.',
      body: '<p>Start with the shelter, then the sleeping bag.</p>',
      status: 'published',
      translations: [{ locale: 'fr', title: 'Préparer son sac', summary: '', body: '<p></p>' }],
    });
    expect(created.statusCode, created.body).toBe(201);
    const article = created.json().data;
    const [stored] = await t.database.db
      .select({ translations: schema.newsArticles.translations })
      .from(schema.newsArticles)
      .where(eq(schema.newsArticles.id, article.id));
    expect(stored!.translations).toEqual({ fr: { title: 'Préparer son sac' } });

    const read = await data(`/api/v1/storefront/article/${article.slug}?locale=fr`);
    expect(read).toMatchObject({
      title: 'Préparer son sac',
      summary: 'What goes in the bag, and what stays home.',
    });
    expect(read.body).toContain('Start with the shelter');
    const list = await data('/api/v1/storefront/blog/posts?locale=fr');
    expect(list.posts.find((p: { id: number }) => p.id === article.id).summary).toBe(
      'What goes in the bag, and what stays home.',
    );

    // The page a French shopper is sent: its preloaded article is the French one, filled in.
    const delivered = await page(`/article/${article.slug}`, french);
    const preloaded = delivered.boot.preload[0];
    expect(preloaded.key).toEqual(['blog', 'article', article.slug, 'fr']);
    expect(preloaded.data).toMatchObject({ title: 'Préparer son sac' });
    expect(preloaded.data.body).toContain('Start with the shelter');
    expect(delivered.head.description).toBe('What goes in the bag, and what stays home.');
  });

  it('banner words and menu labels left blank in French read the default in the config and the page', async () => {
    const shopId = await demoShopId();
    const [banner] = await t.database.db
      .update(schema.banners)
      .set({ altTextTranslations: { fr: ' ' }, textTranslations: { fr: 'Nouveautés' } })
      .where(eq(schema.banners.shopId, shopId))
      .returning();
    const [item] = await t.database.db
      .update(schema.menuItems)
      .set({ labelTranslations: { fr: '\u00a0 ' } })
      .where(and(eq(schema.menuItems.shopId, shopId), eq(schema.menuItems.label, 'Brands')))
      .returning();
    expect(item).toBeDefined();

    const config = await data('/api/v1/storefront/config', french);
    const shown = config.banners.find((b: { id: number }) => b.id === banner!.id);
    expect(shown.alt).toBe(banner!.altText);
    expect(shown.text).toBe('Nouveautés');
    const labels = [...config.menus.header, ...config.menus.footer].map(
      (link: { label: string }) => link.label,
    );
    expect(labels).toContain('Brands');

    const delivered = await page('/', french);
    const boot = delivered.boot.storefront;
    expect(boot.banners.find((b: { id: number }) => b.id === banner!.id).alt).toBe(banner!.altText);
    expect(JSON.stringify(boot.menus)).toContain('"Brands"');
  });

  it('JavaScript and SQL agree on what is blank', async () => {
    const samples = ['', ' ', '\t\n\r', '\u00a0', '\u2003\u3000\ufeff', 'a', ' b ', '\u200b', 'é'];
    for (const value of samples) {
      const { rows } = await t.database.db.execute(
        sql`SELECT ${isTranslatedSql(sql`${value}::text`)} AS written`,
      );
      expect(rows[0]!.written, JSON.stringify(value)).toBe(isTranslated(value));
    }
    const { rows } = await t.database.db.execute(sql`SELECT ${isTranslatedSql(sql`NULL::text`)} AS written`);
    expect(rows[0]!.written).toBe(false);
  });
});
