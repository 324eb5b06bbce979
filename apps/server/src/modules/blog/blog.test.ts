import type { AdminArticle, ArticlePage, BlogList } from '@emporia/contracts/blog';
import type { HomePage } from '@emporia/contracts/catalog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { deliveredHead, jsonLdOf } from '../../../test/page-head';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['appearance']);
});
afterAll(() => t.close());

const get = async <T>(url: string, subdomain = 'demo') => {
  const response = await t.app.inject({ method: 'GET', url, headers: hostOf(subdomain) });
  return { status: response.statusCode, data: (response.json() as { data: T }).data, response };
};
const call = (
  method: 'POST' | 'PUT' | 'DELETE' | 'GET',
  url: string,
  payload?: object,
  headers = admin.headers,
) => t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const posts = async (url = '/api/v1/storefront/blog/posts') => (await get<BlogList>(url)).data;
const titlesOf = (list: BlogList) => list.posts.map((p) => p.title);

async function write(payload: Record<string, unknown>): Promise<AdminArticle> {
  const created = await call('POST', '/api/v1/admin/articles', payload);
  expect(created.statusCode, created.body).toBe(201);
  return created.json().data;
}

describe('the Learning Center for shoppers', () => {
  it('lists published posts newest first with author, topics and reading time; drafts and scheduled posts stay hidden', async () => {
    const list = await posts();
    expect(titlesOf(list)[0]).toBe('Spring Trail Season Is Here');
    expect(titlesOf(list)).not.toContain('Packing List for a Three-Day Hike'); // draft
    expect(titlesOf(list)).not.toContain('Winter Camping: Our First-Timer Checklist'); // scheduled
    expect(list.total).toBe(6);
    const first = list.posts[0]!;
    expect(first.author).toEqual({ name: 'Maya Torres', slug: 'maya-torres' });
    expect(first.categories).toEqual([{ name: 'Trail News', slug: 'trail-news' }]);
    expect(first.reading_minutes).toBeGreaterThanOrEqual(1);
    expect(first.image).toMatch(/^\/storage\//);
    expect(list.categories.map((c) => [c.slug, c.posts])).toEqual([
      ['guides', 3],
      ['trail-news', 2],
      ['care-and-repair', 2],
    ]);
  });

  it('has a page per topic and per author, and unknown ones are not found', async () => {
    const care = await posts('/api/v1/storefront/blog/category/care-and-repair');
    expect(care.category).toMatchObject({ name: 'Care & Repair' });
    expect(titlesOf(care)).toEqual(['Re-Proofing Your Rain Jacket', 'Caring for Your Tent After a Wet Trip']);
    const sam = await posts('/api/v1/storefront/blog/author/sam-okafor');
    expect(sam.author).toMatchObject({ name: 'Sam Okafor', bio: expect.stringContaining('repair bench') });
    expect(sam.author?.picture).toMatch(/^\/storage\//);
    expect(titlesOf(sam)).not.toContain('Packing List for a Three-Day Hike');
    expect((await get('/api/v1/storefront/blog/category/made-up')).status).toBe(404);
    expect((await get('/api/v1/storefront/blog/author/made-up')).status).toBe(404);
  });

  it('searches the articles with the shop language’s word forms', async () => {
    const bags = await posts('/api/v1/storefront/blog/search?keyword=sleeping%20bags');
    expect(titlesOf(bags)).toEqual(['How to Choose a Sleeping Bag']);
    // "mildew" is only in the body of the tent-care article.
    expect(titlesOf(await posts('/api/v1/storefront/blog/search?keyword=mildew'))).toEqual([
      'Caring for Your Tent After a Wet Trip',
    ]);
    expect((await posts('/api/v1/storefront/blog/search?keyword=snowshoe%20yeti')).posts).toEqual([]);
    expect((await posts('/api/v1/storefront/blog/search?keyword=100%25')).total).toBe(0);
    expect((await get<BlogList>('/api/v1/storefront/blog/search?keyword=draft')).data.posts).toEqual([]);
  });

  it('shows an article with its body, picked products, neighbours and related posts', async () => {
    const { status, data } = await get<ArticlePage>(
      '/api/v1/storefront/article/how-to-choose-a-sleeping-bag',
    );
    expect(status).toBe(200);
    expect(data.body).toContain('<h2>Temperature ratings</h2>');
    expect(data.author).toMatchObject({ name: 'Maya Torres', bio: expect.any(String) });
    expect(data.related_products.map((p) => p.translations[0]!.name)).toEqual([
      'Backcountry Bivy',
      'Summit 2-Person Tent',
    ]);
    expect(data.previous).toEqual({ title: 'Meet the New Ridge Runner', slug: 'meet-the-new-ridge-runner' });
    expect(data.next).toEqual({ title: 'Spring Trail Season Is Here', slug: 'spring-trail-season-is-here' });
    expect(data.related_posts).toHaveLength(3);
    // Another guide first: it shares the topic.
    expect(data.related_posts[0]!.categories.map((c) => c.slug)).toContain('guides');
    expect((await get('/api/v1/storefront/article/packing-list-for-a-three-day-hike')).status).toBe(404);
    expect((await get('/api/v1/storefront/article/winter-camping-our-first-timer-checklist')).status).toBe(
      404,
    );
    // Another shop has no such article.
    expect((await get('/api/v1/storefront/article/how-to-choose-a-sleeping-bag', 'outdoors')).status).toBe(
      404,
    );
  });

  it('describes articles and blog pages in the delivered head', async () => {
    const page = await deliveredHead(t, '/article/how-to-choose-a-sleeping-bag');
    expect(page.title).toBe('How to Choose a Sleeping Bag | Emporia Gear Co.');
    expect(page.description).toBe('Temperature ratings, fill types and fit, explained.');
    expect(page.social['og:type']).toBe('article');
    expect(jsonLdOf(page, 'BlogPosting')).toMatchObject({
      headline: 'How to Choose a Sleeping Bag',
      author: { '@type': 'Person', name: 'Maya Torres' },
      articleSection: ['Guides'],
    });
    const topic = await deliveredHead(t, '/blog/category/guides?page=1');
    expect(topic.title).toBe('Guides – Learning Center | Emporia Gear Co.');
    expect(topic.canonical).toBe('http://demo.localhost/blog/category/guides');
    expect((await deliveredHead(t, '/blog/search?keyword=tent')).robots).toBe('noindex');
    // The page-not-found page (a browser-rendered test app does not redirect).
    expect((await deliveredHead(t, '/blog/author/made-up')).robots).toBe('noindex');
  });
});

describe('writing articles in the admin', () => {
  it('publishes a new article with sanitised text, topics, author and products; the home page and search show it', async () => {
    const setup = (await call('GET', '/api/v1/admin/blog')).json().data;
    const guides = setup.categories.find((c: { slug: string }) => c.slug === 'guides');
    const maya = setup.authors.find((a: { slug: string }) => a.slug === 'maya-torres');
    const bottle = (await get<{ products: { id: number }[] }>('/api/v1/storefront/search?keyword=bottle'))
      .data;
    const article = await write({
      title: 'Hydration on Long Hikes',
      summary: 'How much water to carry, and where to refill.',
      body: '<p>Drink before you are thirsty.</p><script>alert(1)</script><img src="x" onerror="alert(1)">',
      status: 'published',
      author_id: maya.id,
      category_ids: [guides.id],
      product_ids: bottle?.products?.length ? [bottle.products[0]!.id] : [],
      seo_title: 'Water on the trail',
    });
    expect(article.slug).toBe('hydration-on-long-hikes');
    expect(article.state).toBe('published');
    expect(article.body).not.toContain('script');
    expect(article.body).not.toContain('onerror');

    expect(titlesOf(await posts())[0]).toBe('Hydration on Long Hikes');
    const home = (await get<HomePage>('/api/v1/storefront/home')).data;
    expect(home.latest_news[0]!.title).toBe('Hydration on Long Hikes');
    expect(titlesOf(await posts('/api/v1/storefront/blog/search?keyword=thirsty'))).toEqual([
      'Hydration on Long Hikes',
    ]);
    const head = await deliveredHead(t, '/article/hydration-on-long-hikes');
    expect(head.title).toBe('Water on the trail | Emporia Gear Co.');
  });

  it('reads in the shopper’s language where the article is translated, else in the shop’s', async () => {
    const article = await write({
      title: 'Packing a Rucksack',
      body: '<p>Heavy things close to your back.</p>',
      status: 'published',
      translations: [
        {
          locale: 'de',
          title: 'Einen Rucksack packen',
          body: '<p>Schweres nah an den Rücken.</p><script>alert(1)</script>',
          summary: 'Was wohin gehört.',
        },
        { locale: 'fr', title: '' },
      ],
    });
    expect(article.translations).toEqual([
      expect.objectContaining({ locale: 'de', title: 'Einen Rucksack packen' }),
    ]);
    const german = await get<ArticlePage>(`/api/v1/storefront/article/${article.slug}?locale=de`);
    expect(german.data).toMatchObject({ title: 'Einen Rucksack packen', summary: 'Was wohin gehört.' });
    expect(german.data.body).toBe('<p>Schweres nah an den Rücken.</p>');
    expect((await get<ArticlePage>(`/api/v1/storefront/article/${article.slug}?locale=fr`)).data.title).toBe(
      'Packing a Rucksack',
    );
    expect((await get<ArticlePage>(`/api/v1/storefront/article/${article.slug}`)).data.title).toBe(
      'Packing a Rucksack',
    );
    const found = await posts('/api/v1/storefront/blog/search?keyword=R%C3%BCcken&locale=de');
    expect(titlesOf(found)).toEqual(['Einen Rucksack packen']);
    expect((await get('/api/v1/storefront/blog/posts?locale=not%20a%20language')).status).toBe(400);
  });

  it('schedules an article: hidden until its time, then shown by itself', async () => {
    const at = new Date(Date.now() + 2500).toISOString();
    const article = await write({ title: 'Gear Swap Weekend', status: 'published', published_at: at });
    expect(article.state).toBe('scheduled');
    expect(titlesOf(await posts())).not.toContain('Gear Swap Weekend');
    expect((await get('/api/v1/storefront/article/gear-swap-weekend')).status).toBe(404);
    const listed = (await call('GET', '/api/v1/admin/articles?state=scheduled')).json();
    expect(listed.data.map((a: { title: string }) => a.title)).toContain('Gear Swap Weekend');

    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect(titlesOf(await posts())[0]).toBe('Gear Swap Weekend');
    expect((await get<HomePage>('/api/v1/storefront/home')).data.latest_news[0]!.title).toBe(
      'Gear Swap Weekend',
    );
    expect((await get('/api/v1/storefront/article/gear-swap-weekend')).status).toBe(200);
  });

  it('keeps the old address of a renamed article working with a permanent redirect', async () => {
    const article = await write({ title: 'Choosing Trekking Poles', status: 'published' });
    const renamed = await call('PUT', `/api/v1/admin/articles/${article.id}`, {
      title: 'Choosing Trekking Poles',
      slug: 'trekking-poles-guide',
      status: 'published',
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    const old = await get<ArticlePage>('/api/v1/storefront/article/choosing-trekking-poles');
    expect(old.data.slug).toBe('trekking-poles-guide');
    const page = await t.app.inject({
      method: 'GET',
      url: '/article/choosing-trekking-poles',
      headers: hostOf('demo'),
    });
    expect(page.statusCode).toBe(301);
    expect(page.headers.location).toBe('/article/trekking-poles-guide');
  });

  it('refuses a taken slug, bad fields and another shop’s choices, writing nothing', async () => {
    const clash = await expectRefused(
      t,
      () => call('POST', '/api/v1/admin/articles', { title: 'X', slug: 'how-to-choose-a-sleeping-bag' }),
      409,
    );
    expect(clash.fields?.slug).toMatch(/already/);
    const bad = await expectRefused(
      t,
      () =>
        call('POST', '/api/v1/admin/articles', { title: ' ', slug: 'Not A Slug', published_at: 'tomorrow' }),
      400,
    );
    expect(Object.keys(bad.fields ?? {})).toEqual(expect.arrayContaining(['title', 'slug', 'published_at']));
    const outdoors = await signedInAdmin(t, 'outdoors', ['appearance']);
    const theirs = await call(
      'POST',
      '/api/v1/admin/blog/categories',
      { name: 'Their Topic' },
      outdoors.headers,
    );
    expect(theirs.statusCode).toBe(201);
    const theirTopic = theirs.json().data.categories[0].id;
    const refused = await expectRefused(
      t,
      () => call('POST', '/api/v1/admin/articles', { title: 'Borrowed', category_ids: [theirTopic] }),
      400,
    );
    expect(refused.fields?.category_ids).toBeTruthy();
  });

  it('keeps each shop’s articles to itself and to staff with the appearance permission', async () => {
    const mine = (await call('GET', '/api/v1/admin/articles')).json().data[0];
    const outdoors = await signedInAdmin(t, 'outdoors', ['appearance']);
    expect(
      (await call('GET', `/api/v1/admin/articles/${mine.id}`, undefined, outdoors.headers)).statusCode,
    ).toBe(404);
    await expectRefused(
      t,
      () => call('DELETE', `/api/v1/admin/articles/${mine.id}`, undefined, outdoors.headers),
      404,
    );
    const clerk = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await call('GET', '/api/v1/admin/articles', undefined, clerk.headers)).statusCode).toBe(403);
    await expectRefused(t, () => call('POST', '/api/v1/admin/articles', { title: 'No' }, clerk.headers), 403);
  });

  it('takes a cover picture checked by its content', async () => {
    const article = await write({ title: 'Camp Coffee', status: 'draft' });
    const png = await sharp({ create: { width: 800, height: 450, channels: 3, background: '#884422' } })
      .png()
      .toBuffer();
    const covered = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/articles/${article.id}/cover`,
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: png,
    });
    expect(covered.statusCode, covered.body).toBe(200);
    expect(covered.json().data.image).toMatch(/^\/storage\/.*news/);
    const fake = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/articles/${article.id}/cover`,
      headers: { ...admin.headers, 'content-type': 'image/png' },
      payload: Buffer.from('<?php echo "not a picture"; ?>'),
    });
    expect(fake.statusCode).toBe(422);
  });

  it('manages topics and authors; deleting a topic keeps its articles', async () => {
    const added = await call('POST', '/api/v1/admin/blog/categories', { name: 'Family Trips', position: 5 });
    expect(added.statusCode, added.body).toBe(201);
    const topic = added.json().data.categories.find((c: { slug: string }) => c.slug === 'family-trips');
    const article = await write({ title: 'Hiking With Kids', status: 'published', category_ids: [topic.id] });
    expect(titlesOf(await posts('/api/v1/storefront/blog/category/family-trips'))).toEqual([
      'Hiking With Kids',
    ]);
    const clash = await call('POST', '/api/v1/admin/blog/categories', { name: 'Guides' });
    expect(clash.statusCode).toBe(409);
    const removed = await call('DELETE', `/api/v1/admin/blog/categories/${topic.id}`);
    expect(removed.statusCode).toBe(200);
    expect((await get('/api/v1/storefront/blog/category/family-trips')).status).toBe(404);
    expect((await get(`/api/v1/storefront/article/${article.slug}`)).status).toBe(200);

    const author = await call('POST', '/api/v1/admin/blog/authors', { name: 'Lee Park', bio: 'Paddler.' });
    expect(author.statusCode, author.body).toBe(201);
    expect(author.json().data.authors.map((a: { slug: string }) => a.slug)).toContain('lee-park');
    const badUser = await call('POST', '/api/v1/admin/blog/authors', {
      name: 'Ghost',
      admin_user_id: 999999,
    });
    expect(badUser.statusCode).toBe(400);
  });
});
