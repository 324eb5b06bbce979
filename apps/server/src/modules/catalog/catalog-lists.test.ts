import type { AdminReview } from '@emporia/contracts/catalog-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { productIdByName } from '../../../test/catalog';

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

const review = async (productId: number, author: string, rating: number) =>
  (
    await call('POST', '/api/v1/admin/reviews', {
      product_id: productId,
      author,
      rating,
      text: 'Written for the review list test.',
      status: 'pending',
    })
  ).json().data.id as number;
const listed = async (query: string) =>
  (
    (await call('GET', `/api/v1/admin/reviews?product_id=${product}&${query}`)).json().data as AdminReview[]
  ).map((r) => `${r.author} ${r.rating} ${r.status}`);
/** What shoppers see: only approved reviews count. */
const shownReviews = async () =>
  (
    await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/product/chalk-bag',
      headers: hostOf('demo'),
    })
  ).json().data.total_reviews as number;

let product: number;

describe('the review list', () => {
  it('sorts by an allowed column, filters by status and rating, and approves, rejects and deletes in bulk, all or none', async () => {
    product = await productIdByName(t, 'Chalk Bag');
    const a = await review(product, 'Ann', 2);
    const b = await review(product, 'Bob', 5);
    expect(await listed('status=pending&sort=rating&order=asc')).toEqual(['Ann 2 pending', 'Bob 5 pending']);
    expect(await listed('status=pending&sort=rating&order=desc')).toEqual(['Bob 5 pending', 'Ann 2 pending']);
    expect(await listed('status=pending&rating=5')).toEqual(['Bob 5 pending']);
    expect((await call('GET', '/api/v1/admin/reviews?sort=author')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/admin/reviews?rating=6')).statusCode).toBe(400);
    expect((await call('GET', '/api/v1/admin/reviews?sort=product&order=asc')).statusCode).toBe(200);

    const approved = await call('POST', '/api/v1/admin/reviews/status', { ids: [a, b], status: 'approved' });
    expect(approved.json()).toEqual({ message: '2 reviews updated.' });
    expect(await listed('status=approved&sort=rating&order=asc')).toEqual([
      'Ann 2 approved',
      'Bob 5 approved',
    ]);
    expect(await listed('status=pending')).toEqual([]);
    expect(await shownReviews()).toBe(2);

    const refused = await call('POST', '/api/v1/admin/reviews/status', {
      ids: [a, 987_654],
      status: 'rejected',
    });
    expect(refused.statusCode).toBe(404);
    expect(await listed('status=approved')).toHaveLength(2);
    const outdoors = (await signedInAdmin(t, 'outdoors', ['catalog'])).headers;
    expect((await call('POST', '/api/v1/admin/reviews/delete', { ids: [a] }, outdoors)).statusCode).toBe(404);
    const orders = (await signedInAdmin(t, 'demo', ['orders'])).headers;
    expect((await call('POST', '/api/v1/admin/reviews/delete', { ids: [a] }, orders)).statusCode).toBe(403);
    expect((await call('POST', '/api/v1/admin/reviews/delete', { ids: [] })).statusCode).toBe(400);

    expect(
      (await call('POST', '/api/v1/admin/reviews/status', { ids: [b], status: 'rejected' })).json(),
    ).toEqual({
      message: '1 review updated.',
    });
    expect(await listed('sort=status&order=asc')).toEqual(['Ann 2 approved', 'Bob 5 rejected']);
    expect(await shownReviews()).toBe(1);
    expect((await call('POST', '/api/v1/admin/reviews/delete', { ids: [a, b] })).json()).toEqual({
      message: '2 reviews deleted.',
    });
    expect(await listed('')).toEqual([]);
  });
});
