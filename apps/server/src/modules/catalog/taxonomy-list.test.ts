import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, as = headers) =>
  t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
const names = async (url: string) =>
  ((await call('GET', url)).json().data as { name: string }[]).map((m) => m.name);

describe('the manufacturer list', () => {
  it('sorts by name or sort order, filters by name, pages, and deletes in bulk, all or none', async () => {
    const make = async (name: string, sort_order: number) =>
      (await call('POST', '/api/v1/admin/manufacturers', { name, sort_order })).json().data.id as number;
    const a = await make('Quillon Alpha', 2);
    const b = await make('Quillon Beta', 1);
    const list = '/api/v1/admin/manufacturers?search=quillon';
    expect(await names(`${list}&sort=name&order=asc`)).toEqual(['Quillon Alpha', 'Quillon Beta']);
    expect(await names(`${list}&sort=sort_order&order=asc`)).toEqual(['Quillon Beta', 'Quillon Alpha']);
    const second = await call('GET', `${list}&sort=name&order=asc&page=2&per_page=1`);
    expect(second.json()).toMatchObject({ data: [{ name: 'Quillon Beta' }], meta: { total: 2, page: 2 } });
    expect((await call('GET', '/api/v1/admin/manufacturers?sort=slug')).statusCode).toBe(400);
    // Without a page the product form gets every manufacturer.
    expect((await names('/api/v1/admin/manufacturers')).length).toBeGreaterThan(2);

    const url = '/api/v1/admin/manufacturers/delete';
    expect((await call('POST', url, { ids: [a, 987_654] })).statusCode).toBe(404);
    const outdoors = (await signedInAdmin(t, 'outdoors', ['catalog'])).headers;
    expect((await call('POST', url, { ids: [a] }, outdoors)).statusCode).toBe(404);
    const orders = (await signedInAdmin(t, 'demo', ['orders'])).headers;
    expect((await call('POST', url, { ids: [a] }, orders)).statusCode).toBe(403);
    expect(await names(list)).toHaveLength(2);
    expect((await call('POST', url, { ids: [a, b] })).json()).toEqual({
      message: '2 manufacturers deleted.',
    });
    expect(await names(list)).toEqual([]);
  });
});

describe('the category list', () => {
  it('sorts by name or sort order, filters by name, pages, and deletes in bulk, all or none', async () => {
    const make = async (name: string, sort_order: number, parent_id: number | null = null) =>
      (
        await call('POST', '/api/v1/admin/categories', {
          parent_id,
          sort_order,
          translations: [{ locale: 'en', name }],
        })
      ).json().data.id as number;
    const a = await make('Vellum Alpha', 2);
    const b = await make('Vellum Beta', 1);
    const child = await make('Vellum Child', 0, b);
    const list = '/api/v1/admin/categories?search=vellum';
    expect(await names(`${list}&sort=name&order=asc`)).toEqual([
      'Vellum Alpha',
      'Vellum Beta',
      'Vellum Beta > Vellum Child',
    ]);
    expect(await names(`${list}&sort=sort_order&order=desc`)).toEqual([
      'Vellum Alpha',
      'Vellum Beta',
      'Vellum Beta > Vellum Child',
    ]);
    expect(await names(`${list}&sort=sort_order&order=asc`)).toEqual([
      'Vellum Beta > Vellum Child',
      'Vellum Beta',
      'Vellum Alpha',
    ]);
    const second = await call('GET', `${list}&sort=name&order=asc&page=2&per_page=2`);
    expect(second.json()).toMatchObject({
      data: [{ name: 'Vellum Beta > Vellum Child' }],
      meta: { total: 3, page: 2 },
    });
    expect((await call('GET', '/api/v1/admin/categories?sort=products')).statusCode).toBe(400);

    const url = '/api/v1/admin/categories/delete';
    expect((await call('POST', url, { ids: [a, 987_654] })).statusCode).toBe(404);
    const outdoors = (await signedInAdmin(t, 'outdoors', ['catalog'])).headers;
    expect((await call('POST', url, { ids: [a] }, outdoors)).statusCode).toBe(404);
    const orders = (await signedInAdmin(t, 'demo', ['orders'])).headers;
    expect((await call('POST', url, { ids: [a] }, orders)).statusCode).toBe(403);
    expect(await names(list)).toHaveLength(3);
    expect((await call('POST', url, { ids: [a, b] })).json()).toEqual({ message: '2 categories deleted.' });
    // As one at a time: the subcategory moves to the top.
    expect(await names(list)).toEqual(['Vellum Child']);
    expect((await call('POST', url, { ids: [child] })).json()).toEqual({ message: '1 category deleted.' });
  });
});
