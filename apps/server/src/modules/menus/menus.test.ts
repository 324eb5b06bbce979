import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['appearance']);
});
afterAll(() => t.close());

const api = (
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url: `/api/v1/admin/menus${path}`, headers, ...(payload ? { payload } : {}) });
const storefrontMenus = async (shop = 'demo') =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: hostOf(shop) })).json().data
    .menus as { header?: Link[]; footer?: Link[] };
type Link = { label: string; href: string | null; children: Link[] };

async function idOf(
  kind: 'category' | 'manufacturer' | 'article' | 'blog_category',
  name: string,
): Promise<number> {
  const targets = (await api('GET', '/targets')).json().data;
  const found = targets[kind].find((choice: { name: string }) => choice.name === name);
  if (!found) throw new Error(`no ${kind} ${name}`);
  return found.id;
}

describe('menus (appearance/menu)', () => {
  it('lists both menus with their item counts; the demo shop starts with its seeded ones', async () => {
    const listed = await api('GET', '');
    expect(listed.statusCode, listed.body).toBe(200);
    const [bar, block] = listed.json().data;
    expect(bar).toMatchObject({ handle: 'main-menu', kind: 'bar', configured: true, missing_count: 0 });
    expect(block).toMatchObject({ handle: 'footer', kind: 'block', configured: true });
    expect(bar.item_count).toBeGreaterThan(10);
    const header = (await storefrontMenus()).header!;
    expect(header.map((link) => link.label)).toEqual(['Shop by Category', 'Brands', 'Blog']);
    expect(header[0]!.children[0]).toMatchObject({ label: 'Camping', href: '/category/camping' });
    expect(header[0]!.children[0]!.children.map((link) => link.label)).toEqual([
      'Tents',
      'Sleeping Bags',
      'Camp Kitchen',
    ]);
    expect((await storefrontMenus()).footer!.map((column) => column.label)).toEqual([
      'Shop',
      'Customer Service',
      'About',
    ]);
  });

  it('saves a whole tree and loads it back in order, labels defaulting to the target’s name', async () => {
    const tents = await idOf('category', 'Tents');
    const brand = await idOf('manufacturer', 'Summit Peak');
    const article = (await api('GET', '/targets')).json().data.article[0];
    const saved = await api('PUT', '/main-menu', {
      items: [
        {
          kind: 'heading',
          label: 'Gear',
          children: [
            { kind: 'category', target_id: tents, children: [{ kind: 'manufacturer', target_id: brand }] },
            { kind: 'url', url: 'https://example.com/guide', label: 'Guide' },
          ],
        },
        { kind: 'article', target_id: article.id, label: '' },
        { kind: 'page', page: 'contact-us', label: 'Write to us' },
        { kind: 'url', url: '/extend/advanced-search?keyword=tent' },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const menu = saved.json().data;
    expect(menu.items[0].children[0]).toMatchObject({
      kind: 'category',
      target_id: tents,
      label: '',
      target_name: 'Tents',
      href: '/category/tents',
      missing: false,
    });
    expect(menu.items[0].children[0].children[0]).toMatchObject({
      target_name: 'Summit Peak',
      href: '/manufacturer/summit-peak',
    });
    expect((await api('GET', '/main-menu')).json().data).toEqual(menu);

    const header = (await storefrontMenus()).header!;
    expect(header).toEqual([
      {
        label: 'Gear',
        href: null,
        children: [
          {
            label: 'Tents',
            href: '/category/tents',
            children: [{ label: 'Summit Peak', href: '/manufacturer/summit-peak', children: [] }],
          },
          { label: 'Guide', href: 'https://example.com/guide', children: [] },
        ],
      },
      { label: article.name, href: expect.stringMatching(/^\/article\//), children: [] },
      { label: 'Write to us', href: '/contact-us', children: [] },
      {
        label: '/extend/advanced-search?keyword=tent',
        href: '/extend/advanced-search?keyword=tent',
        children: [],
      },
    ]);
    expect((await api('GET', '')).json().data[0].item_count).toBe(7);
  });

  it('follows a renamed slug, and hides then flags an item whose target is deleted', async () => {
    const [category] = await t.database.db
      .insert(schema.categories)
      .values({ shopId: admin.admin.shopId })
      .returning();
    await t.database.db.insert(schema.categoryTranslations).values({
      shopId: admin.admin.shopId,
      categoryId: category!.id,
      locale: 'en',
      name: 'Snowshoes',
      slug: 'snowshoes',
    });
    await api('PUT', '/main-menu', {
      items: [
        { kind: 'category', target_id: category!.id },
        { kind: 'page', page: 'blog' },
      ],
    });
    expect((await storefrontMenus()).header![0]).toMatchObject({
      label: 'Snowshoes',
      href: '/category/snowshoes',
    });

    await t.database.db
      .update(schema.categoryTranslations)
      .set({ slug: 'snow-shoes', name: 'Snow Shoes' })
      .where(eq(schema.categoryTranslations.categoryId, category!.id));
    expect((await storefrontMenus()).header![0]).toMatchObject({
      label: 'Snow Shoes',
      href: '/category/snow-shoes',
    });

    await t.database.db
      .delete(schema.categories)
      .where(and(eq(schema.categories.id, category!.id), eq(schema.categories.shopId, admin.admin.shopId)));
    expect((await storefrontMenus()).header).toEqual([
      { label: 'Learning Center', href: '/blog', children: [] },
    ]);
    const flagged = (await api('GET', '/main-menu')).json().data.items[0];
    expect(flagged).toMatchObject({ kind: 'category', target_id: category!.id, missing: true, href: null });
    expect((await api('GET', '')).json().data[0].missing_count).toBe(1);
    // Saving it again is refused with the item's place, so the merchant repoints or removes it.
    const refused = await api('PUT', '/main-menu', {
      items: [{ kind: 'category', target_id: category!.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(Object.keys(refused.json().fields)).toEqual(['items.0.target_id']);
  });

  it('links a blog topic by id: a renamed topic is followed, a draft article is hidden, a deleted topic flagged', async () => {
    const guides = await idOf('blog_category', 'Guides');
    const draft = await idOf('article', 'Packing List for a Three-Day Hike');
    const saved = await api('PUT', '/main-menu', {
      items: [
        { kind: 'blog_category', target_id: guides },
        { kind: 'article', target_id: draft },
      ],
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await storefrontMenus()).header).toEqual([
      { label: 'Guides', href: '/blog/category/guides', children: [] },
    ]);
    await t.database.db
      .update(schema.blogCategories)
      .set({ slug: 'how-to', name: 'How-To' })
      .where(eq(schema.blogCategories.id, guides));
    expect((await storefrontMenus()).header![0]).toMatchObject({
      label: 'How-To',
      href: '/blog/category/how-to',
    });
    await t.database.db.delete(schema.blogCategories).where(eq(schema.blogCategories.id, guides));
    expect((await storefrontMenus()).header).toEqual([]);
    expect((await api('GET', '/main-menu')).json().data.items[0]).toMatchObject({
      kind: 'blog_category',
      missing: true,
    });
    await api('DELETE', '/main-menu');
  });

  it('refuses bad trees with the field at fault, and writes nothing', async () => {
    const before = (await api('GET', '/main-menu')).json().data;
    const deep = { kind: 'page', page: 'home' };
    const cases: [object, string][] = [
      [{ items: [{ kind: 'url', url: 'javascript:alert(1)' }] }, 'items.0.url'],
      [{ items: [{ kind: 'url', url: '//evil.example/' }] }, 'items.0.url'],
      [{ items: [{ kind: 'url', url: 'ftp://files.example/' }] }, 'items.0.url'],
      [{ items: [{ kind: 'category' }] }, 'items.0.target_id'],
      [{ items: [{ kind: 'page', page: 'nowhere' }] }, 'items.0.page'],
      [{ items: [{ kind: 'heading', label: '' }] }, 'items.0.label'],
      [{ items: [{ kind: 'heading', label: 'x'.repeat(61) }] }, 'items.0.label'],
      [{ items: [{ kind: 'banana' }] }, 'items.0.kind'],
      [
        { items: [{ ...deep, children: [{ ...deep, children: [{ ...deep, children: [deep] }] }] }] },
        'items.0.children.0.children.0.children',
      ],
      [{ items: Array.from({ length: 101 }, () => deep) }, 'items'],
    ];
    for (const [body, field] of cases) {
      const refused = await api('PUT', '/main-menu', body);
      expect(refused.statusCode, JSON.stringify(body).slice(0, 80)).toBe(400);
      expect(Object.keys(refused.json().fields ?? {}), JSON.stringify(body).slice(0, 80)).toContain(field);
    }
    // The footer is columns of links: two levels.
    const tooDeep = await api('PUT', '/footer', {
      items: [{ kind: 'heading', label: 'Help', children: [{ ...deep, children: [deep] }] }],
    });
    expect(tooDeep.statusCode).toBe(400);
    expect(Object.keys(tooDeep.json().fields)).toEqual(['items.0.children.0.children.0']);
    expect((await api('PUT', '/sidebar', { items: [] })).statusCode).toBe(400);
    expect((await api('GET', '/main-menu')).json().data).toEqual(before);
  });

  it('keeps shops apart: another shop’s category is refused, and its storefront keeps its default links', async () => {
    const outdoorsAdmin = await signedInAdmin(t, 'outdoors', ['appearance']);
    const outdoorsCategory = (await api('GET', '/targets', undefined, outdoorsAdmin.headers)).json().data
      .category[0];
    const refused = await api('PUT', '/main-menu', {
      items: [{ kind: 'category', target_id: outdoorsCategory.id }],
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields['items.0.target_id']).toMatch(/does not exist in this shop/);
    expect(await storefrontMenus('outdoors')).toEqual({});
    expect((await api('GET', '', undefined, outdoorsAdmin.headers)).json().data[0]).toMatchObject({
      configured: false,
      item_count: 0,
    });
    // A demo admin's token does not open the outdoors shop's menus.
    expect(
      (await api('GET', '/main-menu', undefined, { ...admin.headers, host: 'outdoors.localhost' }))
        .statusCode,
    ).toBe(401);
  });

  it('forgets a menu: the storefront falls back to its default links', async () => {
    const reset = await api('DELETE', '/footer');
    expect(reset.json().data).toMatchObject({ configured: false, items: [] });
    expect((await storefrontMenus()).footer).toBeUndefined();
  });

  it('is for staff with the appearance permission', async () => {
    expect((await api('GET', '', undefined, hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await api('GET', '', undefined, catalogOnly.headers)).statusCode).toBe(403);
    expect((await api('PUT', '/main-menu', { items: [] }, catalogOnly.headers)).statusCode).toBe(403);
  });
});
