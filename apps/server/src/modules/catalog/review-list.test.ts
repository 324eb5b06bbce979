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
