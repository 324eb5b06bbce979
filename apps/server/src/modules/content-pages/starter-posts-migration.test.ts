import { readFileSync } from 'node:fs';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** The statements of migration 0053 that convert a shop's starter blog posts into pages. */
const conversion = readFileSync(
  new URL('../../../../../packages/db/migrations/0053_content_pages.sql', import.meta.url),
  'utf8',
)
  .split(/^-- Existing shops.*$/m)[1]!
  .split('--> statement-breakpoint')
  .map((statement) => statement.replace(/^--.*$/gm, '').trim())
  .filter(Boolean);

describe('migration 0053: a shop made before pages had their own type', () => {
  it('gets its starter posts as pages, its menus pointing at them, and the posts’ addresses moving there', async () => {
    const db = t.database.db;
    const [shop] = await db
      .insert(schema.shops)
      .values({ subdomain: 'older-shop', name: 'Older Shop', currencyCode: 'USD' })
      .returning({ id: schema.shops.id });
    const shopId = shop!.id;
    // What sign-up wrote before (issue 17), the contact post renamed once, plus a real post.
    const posts = await db
      .insert(schema.newsArticles)
      .values([
        {
          shopId,
          title: 'About us',
          slug: 'about-us',
          summary: 'Who we are at Older Shop.',
          body: '<p>Hi.</p>',
        },
        { shopId, title: 'Contact', slug: 'contact', summary: 'How to reach us.', body: '<p>Write.</p>' },
        {
          shopId,
          title: 'Shipping & returns',
          slug: 'shipping-returns',
          summary: 'Delivery times and our return policy.',
          body: '<p>Two days.</p>',
          translations: {
            de: {
              title: 'Versand',
              summary: '',
              body: '<p>Zwei Tage.</p>',
              body_text: '',
              seo_title: '',
              seo_description: '',
            },
          },
        },
        {
          shopId,
          title: 'Our first season',
          slug: 'about-us-2',
          summary: 'A real post.',
          body: '<p>Yes.</p>',
        },
      ])
      .returning({ id: schema.newsArticles.id, slug: schema.newsArticles.slug });
    const contactPost = posts.find((p) => p.slug === 'contact')!.id;
    await db.insert(schema.newsArticleOldSlugs).values({ shopId, slug: 'reach-us', articleId: contactPost });
    const [footer] = await db
      .insert(schema.menus)
      .values({ shopId, handle: 'footer' })
      .returning({ id: schema.menus.id });
    await db.insert(schema.menuItems).values([
      { shopId, menuId: footer!.id, position: 0, kind: 'page', page: 'contact-us', label: 'Contact Us' },
      {
        shopId,
        menuId: footer!.id,
        position: 1,
        kind: 'page',
        page: 'return-exchange',
        label: 'Shipping & Returns',
      },
      { shopId, menuId: footer!.id, position: 2, kind: 'page', page: 'blog', label: 'About Us' },
      { shopId, menuId: footer!.id, position: 3, kind: 'article', targetId: contactPost, label: '' },
    ]);

    for (const statement of conversion) await db.execute(sql.raw(statement));

    const pages = await db.select().from(schema.contentPages).where(eq(schema.contentPages.shopId, shopId));
    expect(pages.map((p) => [p.handle, p.title, p.status]).sort()).toEqual([
      ['about-us', 'About us', 'published'],
      ['contact', 'Contact', 'published'],
      ['shipping-returns', 'Shipping & returns', 'published'],
    ]);
    expect(pages.find((p) => p.handle === 'shipping-returns')!.translations).toEqual({
      de: { title: 'Versand', handle: '', body: '<p>Zwei Tage.</p>', seo_title: '', seo_description: '' },
    });
    const left = await db
      .select({ slug: schema.newsArticles.slug })
      .from(schema.newsArticles)
      .where(eq(schema.newsArticles.shopId, shopId));
    expect(left).toEqual([{ slug: 'about-us-2' }]);
    const idOf = (handle: string) => pages.find((p) => p.handle === handle)!.id;
    const items = await db
      .select()
      .from(schema.menuItems)
      .where(and(eq(schema.menuItems.shopId, shopId), eq(schema.menuItems.menuId, footer!.id)))
      .orderBy(schema.menuItems.position);
    expect(items.map((i) => [i.kind, i.targetId, i.page])).toEqual([
      ['page', null, 'contact-us'],
      ['content_page', idOf('shipping-returns'), null],
      ['content_page', idOf('about-us'), null],
      ['content_page', idOf('contact'), null],
    ]);
    const [old] = await db
      .select()
      .from(schema.contentPageOldHandles)
      .where(eq(schema.contentPageOldHandles.shopId, shopId));
    expect(old).toMatchObject({ handle: 'reach-us', pageId: idOf('contact') });

    const host = { host: 'older-shop.localhost' };
    for (const [from, to] of [
      ['/article/about-us', '/pages/about-us'],
      ['/article/reach-us', '/pages/contact'],
      ['/pages/reach-us', '/pages/contact'],
    ]) {
      const answer = await t.app.inject({ method: 'GET', url: from!, headers: host });
      expect(answer.statusCode, from).toBe(301);
      expect(answer.headers.location).toBe(to);
    }
  });
});
