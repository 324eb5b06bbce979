import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { deliveredHead } from '../../../test/page-head';

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['appearance']);
});
afterAll(() => t.close());

const url = (route: string) => `/api/v1/admin/meta-templates/${route}`;
const call = (
  method: 'GET' | 'PUT' | 'DELETE',
  path: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url: path, headers, ...(payload ? { payload } : {}) });

describe('meta templates', () => {
  it('lists every kind of page with its built-in templates and placeholders', async () => {
    const list = await call('GET', '/api/v1/admin/meta-templates');
    expect(list.statusCode, list.body).toBe(200);
    expect(list.json().data.map((m: { route: string }) => m.route)).toEqual([
      'home',
      'category',
      'manufacturer',
      'product',
      'blog',
      'article',
      'search',
      'page',
    ]);
    const product = list.json().data.find((m: { route: string }) => m.route === 'product');
    expect(product).toMatchObject({ edited: false, title: '', default_title: '{name} | {shop}' });
    expect(product.placeholders.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(['{name}', '{shop}', '{price}', '{category}']),
    );
  });

  it('saves a template the page head follows at once, and deleting it brings the default back', async () => {
    const before = await deliveredHead(t, '/summit-2-person-tent');
    expect(before.title).toBe('Summit 2-Person Tent | Emporia Gear Co.');
    const saved = await call('PUT', url('product'), {
      title: 'Buy {name} for {price} – {category} | {shop}',
      description: '{name} by {manufacturer}: {description}',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.edited).toBe(true);
    const after = await deliveredHead(t, '/summit-2-person-tent');
    expect(after.title).toMatch(/^Buy Summit 2-Person Tent for \$[\d,.]+ – \S.* \| Emporia Gear Co\.$/);
    expect(after.description).toMatch(/^Summit 2-Person Tent by /);
    expect(after.social['og:description']).toBe(after.description);
    // The storefront titles the pages it opens itself with the same template.
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('demo'),
    });
    expect(config.json().data.title_templates).toEqual({
      product: 'Buy {name} for {price} – {category} | {shop}',
    });
    // Another shop keeps its own.
    const other = await deliveredHead(t, '/', 'outdoors');
    expect(other.title).not.toContain('Buy');

    const restored = await call('DELETE', url('product'));
    expect(restored.json().data.edited).toBe(false);
    expect((await deliveredHead(t, '/summit-2-person-tent')).title).toBe(before.title);
  });

  it('refuses placeholders the page does not fill, by field, and bad input', async () => {
    for (const [route, payload, field] of [
      ['product', { title: '{name} for {keyword}', description: '' }, 'title'],
      ['search', { title: '{keyword}', description: 'Find {price}' }, 'description'],
      ['home', { title: '', description: '' }, 'title'],
      ['home', { title: 'x'.repeat(301), description: '' }, 'title'],
    ] as const) {
      const body = await expectRefused(t, () => call('PUT', url(route), payload), 400);
      expect(Object.keys(body.fields ?? {})).toContain(field);
    }
    const body = await expectRefused(
      t,
      () => call('PUT', url('product'), { title: '{nam} | {shop}', description: '' }),
      400,
    );
    expect(body.fields?.title).toContain('{nam}');
    expect(body.fields?.title).toContain('{price}');
    expect((await call('GET', url('checkout'))).statusCode).toBe(400);
  });

  it('keeps each shop’s templates to itself', async () => {
    await call('PUT', url('home'), { title: 'Welcome to {shop}', description: '' });
    const other = await signedInAdmin(t, 'outdoors', ['appearance']);
    expect((await call('GET', url('home'), undefined, other.headers)).json().data.edited).toBe(false);
    await call('DELETE', url('home'), undefined, other.headers);
    expect((await call('GET', url('home'))).json().data.title).toBe('Welcome to {shop}');
    await call('DELETE', url('home'));
  });

  it('is for staff with the appearance permission', async () => {
    expect((await call('GET', '/api/v1/admin/meta-templates', undefined, hostOf('demo'))).statusCode).toBe(
      401,
    );
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect(
      (await call('GET', '/api/v1/admin/meta-templates', undefined, catalogOnly.headers)).statusCode,
    ).toBe(403);
    expect(
      (await call('PUT', url('home'), { title: '{shop}', description: '' }, catalogOnly.headers)).statusCode,
    ).toBe(403);
    expect((await call('DELETE', url('home'), undefined, catalogOnly.headers)).statusCode).toBe(403);
  });
});
