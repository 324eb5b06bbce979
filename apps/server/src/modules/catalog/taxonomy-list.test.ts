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
