import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Redirect } from '@emporia/contracts/redirects';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { loadWebBuild } from '../storefront-pages/web-build';

/** The least of apps/web/dist page delivery needs, so storefront addresses are served. */
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-dist-'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Emporia</title><!--emporia-head--></head><body><!--emporia-boot--><div id="root"></div></body></html>',
  );
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({ 'index.html': { file: 'assets/index.js', isEntry: true } }),
  );
  return dir;
}

let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({}, { webBuild: loadWebBuild(fakeDist()) });
  admin = await signedInAdmin(t, 'demo', ['catalog']);
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: admin.headers, ...(payload ? { payload } : {}) });
const visit = (url: string, subdomain = 'demo') =>
  t.app.inject({ method: 'GET', url, headers: hostOf(subdomain) });

async function created(from: string, to: string, status?: number): Promise<Redirect> {
  const response = await call('POST', '/api/v1/admin/redirects', { from, to, ...(status ? { status } : {}) });
  expect(response.statusCode, response.body).toBe(201);
  return response.json().data;
}

describe('URL redirects in the admin', () => {
  it('adds, lists by search, changes and deletes a redirect, keyed by its normalised old address', async () => {
    const made = await created('/Old-Shop/Blue-Shirt/?utm=x', '/blue-shirt');
    expect(made).toMatchObject({ from: '/old-shop/blue-shirt', to: '/blue-shirt', status: 301, hits: 0 });
    const again = await call('POST', '/api/v1/admin/redirects', { from: '/old-shop/blue-shirt/', to: '/x' });
    expect(again.statusCode).toBe(409);
    expect(again.json().fields.from).toMatch(/already has a redirect/);

    const found = await call('GET', '/api/v1/admin/redirects?search=blue-sh&per_page=5');
    expect(found.json()).toMatchObject({ meta: { total: 1, page: 1, per_page: 5 } });
    expect(found.json().data[0].id).toBe(made.id);

    const changed = await call('PUT', `/api/v1/admin/redirects/${made.id}`, {
      from: '/old-shop/blue-shirt',
      to: 'https://example.com/shirts',
      status: 302,
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ to: 'https://example.com/shirts', status: 302 });

    expect((await call('DELETE', `/api/v1/admin/redirects/${made.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/admin/redirects/${made.id}`)).statusCode).toBe(404);
  });

  it('refuses reserved, malformed and looping addresses with a reason and writes nothing', async () => {
    const cases: [object, string, RegExp][] = [
      [{ from: 'no-slash', to: '/a' }, 'from', /start with \//],
      [{ from: '/admin/products', to: '/a' }, 'from', /admin cannot/],
      [{ from: '/api/v1/products', to: '/a' }, 'from', /API cannot/],
      [{ from: '/', to: '/a' }, 'from', /home page/],
      [{ from: '/a', to: 'http://example.com/' }, 'to', /https/],
      [{ from: '/a', to: '//evil.example/' }, 'to', /https/],
      [{ from: '/same', to: '/SAME/' }, 'to', /is the old one/],
      [{ from: '/a', to: '/b', status: 307 }, 'status', /301/],
    ];
    for (const [body, field, message] of cases) {
      const response = await call('POST', '/api/v1/admin/redirects', body);
      expect([400, 422], JSON.stringify(body)).toContain(response.statusCode);
      expect(response.json().fields?.[field], JSON.stringify(body)).toMatch(message);
    }
    await created('/loop-a', '/loop-b');
    await created('/loop-b', '/loop-c');
    const loop = await call('POST', '/api/v1/admin/redirects', { from: '/loop-c', to: '/loop-a?x=1' });
    expect(loop.statusCode).toBe(422);
    expect(loop.json().fields.to).toMatch(/circle/);
    const list = await call('GET', '/api/v1/admin/redirects?search=loop');
    expect(list.json().meta.total).toBe(2);
  });

  it('exports CSV and imports it back; a file with bad rows names them and saves none', async () => {
    const imported = await call('POST', '/api/v1/admin/redirects/import', {
      csv: '\uFEFFfrom,to,status\r\n/products/red-hat,/red-hat,301\r\n/collections/hats,/category/hats,302\r\n/pages/about,/pages/about-us,\r\n',
    });
    expect(imported.statusCode, imported.body).toBe(200);
    expect(imported.json().data).toEqual({ created: 3, updated: 0 });

    const csv = (await call('GET', '/api/v1/admin/redirects/export.csv')).body;
    expect(csv).toContain('from,to,status');
    expect(csv).toContain('/collections/hats,/category/hats,302');
    const back = await call('POST', '/api/v1/admin/redirects/import', { csv });
    expect(back.json().data.created).toBe(0);
    expect(back.json().data.updated).toBeGreaterThanOrEqual(3);

    const bad = await call('POST', '/api/v1/admin/redirects/import', {
      csv: 'from,to,status\n/fine-one,/somewhere\n/admin/x,/y\n/ok-two,/z,404\n/fine-one,/twice\n',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().fields).toMatchObject({ row_4: expect.stringMatching(/301 or 302/) });
    const rows = await call('POST', '/api/v1/admin/redirects/import', {
      csv: 'from,to\n/fine-one,/somewhere\n/admin/x,/y\n/fine-one,/twice\n',
    });
    expect(rows.json().fields).toEqual({
      row_3: 'The admin cannot be redirected.',
      row_4: 'The old address /fine-one is given twice.',
    });
    expect((await call('GET', '/api/v1/admin/redirects?search=fine-one')).json().meta.total).toBe(0);
    const headerless = await call('POST', '/api/v1/admin/redirects/import', { csv: 'a,b\n/x,/y\n' });
    expect(headerless.statusCode).toBe(422);
  });

  it('is found by the admin top bar’s search', async () => {
    await created('/blog/old-trail-guide', '/article/trail-guide');
    const found = await call('GET', '/api/v1/admin/search?q=old-trail');
    expect(found.json().data.redirects).toEqual([
      expect.objectContaining({ from: '/blog/old-trail-guide', to: '/article/trail-guide' }),
    ]);
  });

  it('is closed to staff without the catalog permission', async () => {
    const other = await signedInAdmin(t, 'demo', ['orders']);
    const response = await t.app.inject({ url: '/api/v1/admin/redirects', headers: other.headers });
    expect(response.statusCode).toBe(403);
  });
});

describe('URL redirects on the storefront', () => {
  it('answers an old address with 301 and Location, keeping the query, and counts the hit', async () => {
    const made = await created('/product/old-tent', '/tent-2000');
    const response = await visit('/Product/Old-Tent/?colour=green&size=2');
    expect(response.statusCode).toBe(301);
    expect(response.headers.location).toBe('/tent-2000?colour=green&size=2');
    await visit('/product/old-tent');
    const row = (await call('GET', `/api/v1/admin/redirects/${made.id}`)).json().data;
    expect(row.hits).toBe(2);
  });

  it('uses a saved change at once, answers 302 when asked, and sends to other sites', async () => {
    const made = await created('/collections/winter', '/category/winter');
    expect((await visit('/collections/winter')).headers.location).toBe('/category/winter');
    await call('PUT', `/api/v1/admin/redirects/${made.id}`, {
      from: '/collections/winter',
      to: 'https://old.example.com/winter?from=emporia',
      status: 302,
    });
    const moved = await visit('/collections/winter?page=2');
    expect(moved.statusCode).toBe(302);
    expect(moved.headers.location).toBe('https://old.example.com/winter?from=emporia&page=2');
    await call('DELETE', `/api/v1/admin/redirects/${made.id}`);
    expect((await visit('/collections/winter')).statusCode).toBe(200);
  });

  it('never applies one shop’s redirect to another shop, and leaves living pages alone', async () => {
    await created('/only-in-demo/page', '/somewhere');
    expect((await visit('/only-in-demo/page')).statusCode).toBe(301);
    expect((await visit('/only-in-demo/page', 'outdoors')).statusCode).toBe(200);
    const lookup = await t.app.inject({
      url: '/api/v1/redirects/lookup?path=%2Fonly-in-demo%2Fpage%3Fa%3D1',
      headers: hostOf('outdoors'),
    });
    expect(lookup.json()).toEqual({ data: null });
    const asked = await t.app.inject({
      url: '/api/v1/redirects/lookup?path=%2Fonly-in-demo%2Fpage%3Fa%3D1',
      headers: hostOf('demo'),
    });
    expect(asked.json()).toEqual({ data: { location: '/somewhere?a=1', status: 301 } });
    // A product that lives at the address wins over a redirect from it.
    await created('/trailblazer-rain-jacket', '/somewhere');
    expect((await visit('/trailblazer-rain-jacket')).statusCode).toBe(200);
  });

  it('keeps a renamed category’s old address, and renaming back makes no loop', async () => {
    const made = await call('POST', '/api/v1/admin/categories', {
      translations: [{ locale: 'en', name: 'Moving Tarps', slug: 'moving-tarps' }],
    });
    expect(made.statusCode, made.body).toBe(201);
    const id = made.json().data.id;
    const rename = (slug: string) =>
      call('PUT', `/api/v1/admin/categories/${id}`, {
        parent_id: null,
        translations: [{ locale: 'en', name: 'Moving Tarps', slug }],
      });
    expect((await rename('tarps-moved')).statusCode).toBe(200);
    const old = await visit('/category/moving-tarps?page=2');
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/category/tarps-moved?page=2');
    expect((await rename('moving-tarps')).statusCode).toBe(200);
    expect((await visit('/category/moving-tarps')).statusCode).toBe(200);
    expect((await visit('/category/tarps-moved')).headers.location).toBe('/category/moving-tarps');
  });
});
