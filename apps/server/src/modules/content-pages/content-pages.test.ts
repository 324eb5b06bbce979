import type { AdminContentPage, ContentPageView } from '@emporia/contracts/content-pages';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { deliveredHead } from '../../../test/page-head';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['appearance', 'settings']);
});
afterAll(() => t.close());

const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const shopperGet = (url: string, subdomain = 'demo') =>
  t.app.inject({ method: 'GET', url, headers: hostOf(subdomain) });
const view = async (handle: string, locale = '') => {
  const res = await shopperGet(`/api/v1/storefront/pages/${handle}${locale ? `?locale=${locale}` : ''}`);
  return {
    status: res.statusCode,
    data: res.statusCode === 200 ? (res.json().data as ContentPageView) : undefined,
  };
};

async function create(payload: Record<string, unknown>): Promise<AdminContentPage> {
  const created = await call('POST', '/api/v1/admin/pages', payload);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

describe('pages (appearance/page, /pages/{handle})', () => {
  it('starts the demo shop with its five pages, shown at /pages/{handle} and linked from the footer', async () => {
    const list = await call('GET', '/api/v1/admin/pages?sort=title&order=asc');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((row: { title: string }) => row.title)).toEqual([
      'About us',
      'Contact',
      'Privacy policy',
      'Shipping & returns',
      'Terms of service',
    ]);
    const about = await view('about-us');
    expect(about.data).toMatchObject({ title: 'About us', handle: 'about-us' });
    expect(about.data!.body).toContain('Welcome to');
    const footer = (await shopperGet('/api/v1/storefront/config')).json().data.menus.footer as {
      children: { label: string; href: string }[];
    }[];
    const links = footer.flatMap((column) => column.children);
    for (const [label, href] of [
      ['About us', '/pages/about-us'],
      ['Shipping & returns', '/pages/shipping-returns'],
      ['Privacy policy', '/pages/privacy-policy'],
      ['Terms of service', '/pages/terms-of-service'],
    ])
      expect(links).toContainEqual({ label, href, children: [] });
    // The blog no longer carries them.
    const posts = await t.database.db
      .select({ slug: schema.newsArticles.slug })
      .from(schema.newsArticles)
      .where(eq(schema.newsArticles.shopId, admin.admin.shopId));
    expect(posts.map((p) => p.slug)).not.toContain('about-us');
  });

  it('creates a page with sanitised rich text, serves it with its meta and canonical, and edits it', async () => {
    const page = await create({
      title: 'Our Story',
      body: '<h2>Since 1999</h2><p onclick="steal()">We make <strong>tents</strong>.</p><script>alert(1)</script>',
      seo_description: 'How a garage became a gear shop.',
    });
    expect(page).toMatchObject({ handle: 'our-story', status: 'published', state: 'published' });
    expect(page.body).not.toMatch(/script|onclick/);
    expect(page.body).toContain('<strong>tents</strong>');
    const head = await deliveredHead(t, '/pages/our-story');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Our Story | Emporia Gear Co.');
    expect(head.description).toBe('How a garage became a gear shop.');
    expect(head.canonical).toBe('http://demo.localhost/pages/our-story');

    const edited = await call('PUT', `/api/v1/admin/pages/${page.id}`, {
      title: 'Our Story',
      body: '<p>Since 1999, in a garage.</p>',
      seo_title: 'The Emporia story',
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect((await view('our-story')).data).toMatchObject({ body: '<p>Since 1999, in a garage.</p>' });
    expect((await deliveredHead(t, '/pages/our-story')).title).toBe('The Emporia story | Emporia Gear Co.');
  });

  it('keeps a hidden or scheduled page from shoppers, and publishes it from the list', async () => {
    const hidden = await create({ title: 'Careers', status: 'hidden', body: '<p>We are hiring.</p>' });
    const later = await create({
      title: 'Winter Sale Terms',
      published_at: new Date(Date.now() + 86_400_000).toISOString(),
    });
    expect(later.state).toBe('scheduled');
    expect((await view('careers')).status).toBe(404);
    expect((await view('winter-sale-terms')).status).toBe(404);
    const head = await deliveredHead(t, '/pages/careers');
    expect(head.robots).toBe('noindex');
    const hiddenOnes = await call('GET', '/api/v1/admin/pages?state=hidden');
    expect(hiddenOnes.json().data.map((row: { title: string }) => row.title)).toEqual(['Careers']);

    const published = await call('POST', '/api/v1/admin/pages/status', {
      ids: [hidden.id],
      status: 'published',
    });
    expect(published.json().message).toBe('1 page published.');
    expect((await view('careers')).data?.title).toBe('Careers');
    expect((await view('winter-sale-terms')).status).toBe(404);
  });

  it('moves a renamed page’s old address, and an old blog address or a bare /{handle}, to the page (301)', async () => {
    const page = await create({ title: 'Size Guide' });
    const renamed = await call('PUT', `/api/v1/admin/pages/${page.id}`, {
      title: 'Size Guide',
      handle: 'sizes',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await view('size-guide');
    expect(old.data).toMatchObject({ handle: 'sizes', handles: ['sizes'] });
    const moved = await shopperGet('/pages/size-guide');
    expect(moved.statusCode).toBe(301);
    expect(moved.headers.location).toBe('/pages/sizes');
    for (const legacy of ['/about-us', '/article/about-us']) {
      const answer = await shopperGet(legacy);
      expect(answer.statusCode, legacy).toBe(301);
      expect(answer.headers.location).toBe('/pages/about-us');
    }
    // A handle taken back by its page is no longer old.
    await call('PUT', `/api/v1/admin/pages/${page.id}`, { title: 'Size Guide', handle: 'size-guide' });
    expect((await view('size-guide')).data?.handle).toBe('size-guide');
    expect((await view('sizes')).data?.handle).toBe('size-guide');
  });

  it('reads a translation field by field, at its own handle, with hreflang alternates and in the sitemap', async () => {
    const added = await call('POST', '/api/v1/admin/settings/languages', { code: 'fr' });
    expect(added.statusCode, added.body).toBeLessThan(300);
    const page = await create({
      title: 'Delivery',
      body: '<p>We ship everywhere.</p>',
      seo_description: 'Delivery times.',
      translations: [{ locale: 'fr', title: 'Livraison', handle: 'livraison' }],
    });
    const french = await view('delivery', 'fr');
    // The title is French; the body, not translated, is the shop's.
    expect(french.data).toMatchObject({
      title: 'Livraison',
      handle: 'livraison',
      body: '<p>We ship everywhere.</p>',
    });
    expect((await view('livraison')).data?.handles).toEqual(['delivery', 'livraison']);
    const head = await deliveredHead(t, '/pages/livraison');
    expect(head.status).toBe(200);
    expect(head.title).toBe('Livraison | Emporia Gear Co.');
    expect(head.canonical).toBe('http://demo.localhost/pages/livraison');
    expect(head.alternates).toEqual({
      en: 'http://demo.localhost/pages/delivery',
      fr: 'http://demo.localhost/pages/livraison',
      'x-default': 'http://demo.localhost/pages/delivery',
    });
    const sitemap = (await shopperGet('/sitemaps/content-pages-1.xml')).body;
    expect(sitemap).toContain('<url><loc>http://demo.localhost/pages/livraison</loc>');
    expect(sitemap).toContain(
      '<xhtml:link rel="alternate" hreflang="fr" href="http://demo.localhost/pages/livraison"/>',
    );
    expect(sitemap).toContain('<loc>http://demo.localhost/pages/about-us</loc>');
    expect(sitemap).not.toContain('/pages/winter-sale-terms'); // scheduled
    expect((await shopperGet('/sitemap.xml')).body).toContain('/sitemaps/content-pages-1.xml');
    // The menus link the page in the shopper's language.
    const saved = await call('PUT', '/api/v1/admin/menus/main-menu', {
      items: [{ kind: 'content_page', target_id: page.id }],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const frenchConfig = await t.app.inject({
      method: 'GET',
      url: '/pages/livraison',
      headers: { ...hostOf('demo'), cookie: 'language=fr' },
    });
    expect(frenchConfig.body).toContain('"href":"/pages/livraison"');
    await call('DELETE', '/api/v1/admin/menus/main-menu');
  });

  it('refuses bad input and taken handles with the field at fault, writing nothing', async () => {
    const taken = await expectRefused(
      t,
      () => call('POST', '/api/v1/admin/pages', { title: 'Another', handle: 'about-us' }),
      409,
    );
    expect(taken.fields?.handle).toMatch(/already has this address/);
    const bad = await expectRefused(
      t,
      () =>
        call('POST', '/api/v1/admin/pages', {
          title: ' ',
          handle: 'Not A Handle',
          status: 'maybe',
          published_at: 'tomorrow',
          translations: [{ locale: 'french' }],
        }),
      400,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(
      expect.arrayContaining(['title', 'handle', 'status', 'published_at', 'translations.0.locale']),
    );
    const clash = await expectRefused(
      t,
      () =>
        call('POST', '/api/v1/admin/pages', {
          title: 'Impressum',
          translations: [{ locale: 'de', title: 'Impressum', handle: 'contact' }],
        }),
      409,
    );
    expect(clash.fields?.['translations.0.handle']).toMatch(/already has this address/);
    for (const body of [[], { title: { deep: [1] } }, { title: 'x'.repeat(201) }]) {
      await expectRefused(t, () => call('POST', '/api/v1/admin/pages', body as object), 400);
    }
    await expectRefused(t, () => call('PUT', '/api/v1/admin/pages/999999', { title: 'Gone' }), 404);
    await expectRefused(t, () => call('POST', '/api/v1/admin/pages/delete', { ids: [] }), 400);
  });

  it('keeps shops apart: another shop’s page is neither shown, changed nor deleted', async () => {
    const outdoors = await signedInAdmin(t, 'outdoors', ['appearance']);
    const theirs = await call(
      'POST',
      '/api/v1/admin/pages',
      { title: 'Trail Rules', body: '<p>Stay on the trail.</p>' },
      outdoors.headers,
    );
    expect(theirs.statusCode).toBe(201);
    const id = theirs.json().data.id as number;
    expect((await view('trail-rules')).status).toBe(404);
    expect((await shopperGet('/api/v1/storefront/pages/trail-rules', 'outdoors')).statusCode).toBe(200);
    // Both shops may use the same handle.
    expect((await create({ title: 'Trail Rules' })).handle).toBe('trail-rules');
    await expectRefused(t, () => call('GET', `/api/v1/admin/pages/${id}`), 404);
    await expectRefused(t, () => call('PUT', `/api/v1/admin/pages/${id}`, { title: 'Mine now' }), 404);
    await expectRefused(t, () => call('POST', '/api/v1/admin/pages/delete', { ids: [id] }), 404);
    const refused = await call('PUT', '/api/v1/admin/menus/footer', {
      items: [{ kind: 'heading', label: 'X', children: [{ kind: 'content_page', target_id: id }] }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['items.0.children.0.target_id']).toMatch(/does not exist in this shop/);
    expect(
      (await call('GET', '/api/v1/admin/pages', undefined, outdoors.headers)).json().data,
    ).toContainEqual(expect.objectContaining({ id, title: 'Trail Rules' }));
  });

  it('deletes pages in bulk, all or none; a menu item linking one is hidden and flagged', async () => {
    const one = await create({ title: 'Press' });
    const two = await create({ title: 'Partners' });
    await call('PUT', '/api/v1/admin/menus/main-menu', {
      items: [{ kind: 'content_page', target_id: one.id }],
    });
    await expectRefused(t, () => call('POST', '/api/v1/admin/pages/delete', { ids: [one.id, 999_999] }), 404);
    const deleted = await call('POST', '/api/v1/admin/pages/delete', { ids: [one.id, two.id] });
    expect(deleted.json().message).toBe('2 pages deleted.');
    const rows = await t.database.db
      .select()
      .from(schema.contentPages)
      .where(and(eq(schema.contentPages.shopId, admin.admin.shopId), eq(schema.contentPages.title, 'Press')));
    expect(rows).toEqual([]);
    expect((await shopperGet('/api/v1/storefront/config')).json().data.menus.header).toEqual([]);
    expect((await call('GET', '/api/v1/admin/menus/main-menu')).json().data.items[0]).toMatchObject({
      kind: 'content_page',
      missing: true,
    });
    await call('DELETE', '/api/v1/admin/menus/main-menu');
  });

  it('is for staff with the appearance permission', async () => {
    expect((await shopperGet('/api/v1/admin/pages')).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await call('GET', '/api/v1/admin/pages', undefined, catalogOnly.headers)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/admin/pages', { title: 'X' }, catalogOnly.headers)).statusCode).toBe(
      403,
    );
  });
});
