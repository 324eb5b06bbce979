// The blog's supporting endpoints: changing topics and authors, author pictures, removing a
// cover and the article form's product picker — each kept to its shop and to writers.
import type { AdminArticle } from '@emporia/contracts/blog';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { productIdByName } from '../../../test/catalog';

let t: TestApp;
let writer: Record<string, string>;
let stranger: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  writer = (await signedInAdmin(t, 'demo', ['appearance'])).headers;
  stranger = (await signedInAdmin(t, 'outdoors', ['appearance'])).headers;
});
afterAll(() => t.close());

const call = (method: 'POST' | 'PUT' | 'DELETE' | 'GET', url: string, payload?: object, headers = writer) =>
  t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });
const upload = (url: string, body: Buffer, headers = writer) =>
  t.app.inject({ method: 'PUT', url, headers: { ...headers, 'content-type': 'image/png' }, payload: body });
const storefront = (url: string) => t.app.inject({ method: 'GET', url, headers: hostOf('demo') });

type Setup = {
  categories: { id: number; name: string; slug: string; description: string }[];
  authors: { id: number; name: string; slug: string; bio: string; picture: string }[];
};
const setup = async (headers = writer): Promise<Setup> =>
  (await call('GET', '/api/v1/admin/blog', undefined, headers)).json().data;
const picture = () =>
  sharp({ create: { width: 400, height: 400, channels: 3, background: '#336699' } })
    .png()
    .toBuffer();

describe('topics', () => {
  it('renames a topic; its page moves to the new slug and a taken name is refused', async () => {
    const added = (await call('POST', '/api/v1/admin/blog/categories', { name: 'River Trips' })).json()
      .data as Setup;
    const topic = added.categories.find((c) => c.slug === 'river-trips')!;
    const changed = await call('PUT', `/api/v1/admin/blog/categories/${topic.id}`, {
      name: 'Paddling',
      slug: 'paddling',
      description: 'Canoes and kayaks.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json().data as Setup).categories).toContainEqual(
      expect.objectContaining({
        id: topic.id,
        name: 'Paddling',
        slug: 'paddling',
        description: 'Canoes and kayaks.',
      }),
    );
    expect((await storefront('/api/v1/storefront/blog/category/paddling')).statusCode).toBe(200);
    expect((await storefront('/api/v1/storefront/blog/category/river-trips')).statusCode).toBe(404);

    const other = (await setup()).categories.find((c) => c.id !== topic.id)!;
    await expectRefused(
      t,
      () => call('PUT', `/api/v1/admin/blog/categories/${topic.id}`, { name: 'Same', slug: other.slug }),
      409,
    );
    const blank = await expectRefused(
      t,
      () => call('PUT', `/api/v1/admin/blog/categories/${topic.id}`, { name: '' }),
      400,
    );
    expect(blank.fields?.name).toBeTruthy();
  });

  it('keeps another shop’s topics out of reach', async () => {
    const topic = (await setup()).categories[0]!;
    expect((await setup(stranger)).categories.map((c) => c.id)).not.toContain(topic.id);
    await expectRefused(
      t,
      () => call('PUT', `/api/v1/admin/blog/categories/${topic.id}`, { name: 'Taken Over' }, stranger),
      404,
    );
    await expectRefused(
      t,
      () => call('DELETE', `/api/v1/admin/blog/categories/${topic.id}`, undefined, stranger),
      404,
    );
    expect((await setup()).categories.find((c) => c.id === topic.id)?.name).toBe(topic.name);
  });
});

describe('authors', () => {
  it('changes an author’s name and bio, takes a picture checked by its content, and deletes them', async () => {
    const added = (
      await call('POST', '/api/v1/admin/blog/authors', { name: 'Robin Vale', bio: 'Climber.' })
    ).json().data as Setup;
    const author = added.authors.find((a) => a.slug === 'robin-vale')!;
    const changed = await call('PUT', `/api/v1/admin/blog/authors/${author.id}`, {
      name: 'Robin Vale-Hart',
      slug: 'robin-vale-hart',
      bio: 'Climber and guide.',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((changed.json().data as Setup).authors).toContainEqual(
      expect.objectContaining({ id: author.id, name: 'Robin Vale-Hart', bio: 'Climber and guide.' }),
    );
    const page = await storefront('/api/v1/storefront/blog/author/robin-vale-hart');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Climber and guide.');

    const pictured = await upload(`/api/v1/admin/blog/authors/${author.id}/picture`, await picture());
    expect(pictured.statusCode, pictured.body).toBe(200);
    const withPicture = (pictured.json().data as Setup).authors.find((a) => a.id === author.id)!;
    expect(withPicture.picture).toMatch(/^\/storage\//);
    const served = await t.app.inject({ method: 'GET', url: withPicture.picture, headers: hostOf('demo') });
    expect(served.statusCode).toBe(200);
    await expectRefused(
      t,
      () =>
        upload(`/api/v1/admin/blog/authors/${author.id}/picture`, Buffer.from('<script>alert(1)</script>')),
      422,
    );

    const removed = await call('DELETE', `/api/v1/admin/blog/authors/${author.id}`);
    expect(removed.statusCode).toBe(200);
    expect((removed.json().data as Setup).authors.map((a) => a.id)).not.toContain(author.id);
    expect((await storefront('/api/v1/storefront/blog/author/robin-vale-hart')).statusCode).toBe(404);
  });

  it('keeps another shop’s authors out of reach', async () => {
    const author = (await setup()).authors[0]!;
    await expectRefused(
      t,
      () => call('PUT', `/api/v1/admin/blog/authors/${author.id}`, { name: 'Impostor' }, stranger),
      404,
    );
    const png = await picture();
    await expectRefused(
      t,
      () => upload(`/api/v1/admin/blog/authors/${author.id}/picture`, png, stranger),
      404,
    );
    await expectRefused(
      t,
      () => call('DELETE', `/api/v1/admin/blog/authors/${author.id}`, undefined, stranger),
      404,
    );
    const clerk = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
    await expectRefused(
      t,
      () => call('PUT', `/api/v1/admin/blog/authors/${author.id}`, { name: 'No' }, clerk),
      403,
    );
    expect((await setup()).authors.find((a) => a.id === author.id)?.name).toBe(author.name);
  });
});

describe('covers and picked products', () => {
  it('removes an article’s cover; another shop cannot', async () => {
    const created = await call('POST', '/api/v1/admin/articles', {
      title: 'Stove Care',
      status: 'published',
    });
    const article = created.json().data as AdminArticle;
    const covered = await upload(`/api/v1/admin/articles/${article.id}/cover`, await picture());
    const cover = (covered.json().data as AdminArticle).image;
    expect(cover).toMatch(/^\/storage\/.*news/);
    await expectRefused(
      t,
      () => call('DELETE', `/api/v1/admin/articles/${article.id}/cover`, undefined, stranger),
      404,
    );
    const uncovered = await call('DELETE', `/api/v1/admin/articles/${article.id}/cover`);
    expect(uncovered.statusCode, uncovered.body).toBe(200);
    expect((uncovered.json().data as AdminArticle).image).toBe('');
    // The shopper sees the shop's stand-in picture, not the removed cover.
    const page = (await storefront(`/api/v1/storefront/article/${article.slug}`)).json().data;
    expect(page.image).not.toBe(cover);
    expect(page.image).not.toMatch(/news/);
  });

  it('finds this shop’s products for the article form, for writers only', async () => {
    const found = (await call('GET', '/api/v1/admin/articles/choices/products?q=stove')).json().data as {
      id: number;
      name: string;
    }[];
    expect(found.map((c) => c.name)).toContain('Backpacking Stove');
    const id = await productIdByName(t, 'Backpacking Stove');
    const named = (await call('GET', `/api/v1/admin/articles/choices/products?ids=${id}`)).json().data;
    expect(named).toEqual([{ id, name: 'Backpacking Stove', detail: expect.any(String) }]);
    expect(
      (await call('GET', `/api/v1/admin/articles/choices/products?ids=${id}`, undefined, stranger)).json()
        .data,
    ).toEqual([]);
    const clerk = (await signedInAdmin(t, 'demo', ['orders'])).headers;
    expect(
      (await call('GET', '/api/v1/admin/articles/choices/products?q=stove', undefined, clerk)).statusCode,
    ).toBe(403);
    expect((await call('GET', '/api/v1/admin/articles/choices/products?ids=abc')).statusCode).toBe(400);
  });
});
