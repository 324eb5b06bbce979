import type { ProductDetails, Review } from '@emporia/contracts/catalog';
import type { AdminReview } from '@emporia/contracts/catalog-admin';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { expectCatalogRefused, productIdByName } from '../../../test/catalog';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
});
afterAll(() => t.close());

const details = async (slug: string) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/storefront/product/${slug}`,
        headers: hostOf('demo'),
      })
    ).json() as {
      data: ProductDetails;
    }
  ).data;
const reviewsOf = async (id: number) =>
  (
    (
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/storefront/product/${id}/reviews`,
        headers: hostOf('demo'),
      })
    ).json() as {
      data: { reviews: Review[]; total: number };
    }
  ).data;

describe('writing reviews', () => {
  it('refuses a bad rating, a missing author or a short text and writes nothing', async () => {
    const id = await productIdByName(t, 'Camp Sandal');
    const url = `/api/v1/storefront/product/${id}/reviews`;
    const good = { author: 'Kim', rating: 4, text: 'Comfortable straight out of the box.' };
    for (const bad of [
      { ...good, rating: 6 },
      { ...good, rating: 0 },
      { ...good, author: '' },
      { ...good, text: 'meh' },
    ]) {
      await expectCatalogRefused(
        t,
        () => t.app.inject({ method: 'POST', url, headers: hostOf('demo'), payload: bad }),
        400,
      );
    }
    await expectCatalogRefused(
      t,
      () =>
        t.app.inject({
          method: 'POST',
          url: '/api/v1/storefront/product/999999/reviews',
          headers: hostOf('demo'),
          payload: good,
        }),
      404,
    );
  });

  it('holds a new review for moderation: not shown, not counted, until approved', async () => {
    const id = await productIdByName(t, 'Camp Sandal');
    const before = await details('camp-sandal');
    const written = await t.app.inject({
      method: 'POST',
      url: `/api/v1/storefront/product/${id}/reviews`,
      headers: hostOf('demo'),
      payload: { author: 'Kim', rating: 1, text: 'The strap broke on the first day.' },
    });
    expect(written.statusCode).toBe(201);
    const reviewId = (written.json() as { data: { id: number } }).data.id;
    expect((await reviewsOf(id)).reviews.map((r) => r.id)).not.toContain(reviewId);
    expect((await details('camp-sandal')).total_reviews).toBe(before.total_reviews);

    const pending = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/reviews?status=pending', headers: admin })
    ).json() as {
      data: AdminReview[];
    };
    expect(pending.data.map((r) => r.id)).toContain(reviewId);

    const approved = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reviews/${reviewId}/approve`,
      headers: admin,
    });
    expect((approved.json() as { data: AdminReview }).data.status).toBe('approved');
    const after = await details('camp-sandal');
    expect(after.total_reviews).toBe(before.total_reviews + 1);
    const expectedMean = (before.rating * before.total_reviews + 1) / (before.total_reviews + 1);
    expect(after.rating).toBeCloseTo(Math.round(expectedMean * 10) / 10, 5);
    expect((await reviewsOf(id)).reviews[0]!.id).toBe(reviewId);

    await t.app.inject({ method: 'POST', url: `/api/v1/admin/reviews/${reviewId}/reject`, headers: admin });
    expect((await details('camp-sandal')).total_reviews).toBe(before.total_reviews);
    expect((await reviewsOf(id)).reviews.map((r) => r.id)).not.toContain(reviewId);
  });
});

describe('admin reviews', () => {
  it('an admin writes an approved review that counts at once, and deletes it', async () => {
    const id = await productIdByName(t, 'Belay Device');
    const before = await details('belay-device');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/reviews',
      headers: admin,
      payload: { product_id: id, author: 'Shop staff', rating: 5, text: 'Our guides use this every day.' },
    });
    expect(created.statusCode).toBe(201);
    const review = (created.json() as { data: AdminReview }).data;
    expect(review.product_name).toBe('Belay Device');
    expect((await details('belay-device')).total_reviews).toBe(before.total_reviews + 1);
    await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/reviews/${review.id}`, headers: admin });
    expect((await details('belay-device')).total_reviews).toBe(before.total_reviews);
  });

  it('needs the catalog permission and stays inside the shop', async () => {
    const orders = await signedInAdmin(t, 'demo', ['orders']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/reviews', headers: orders.headers }))
        .statusCode,
    ).toBe(403);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/reviews', headers: hostOf('demo') }))
        .statusCode,
    ).toBe(401);
    const outdoorsAdmin = await signedInAdmin(t, 'outdoors', ['catalog']);
    const demoReviews = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/reviews', headers: admin })
    ).json() as {
      data: AdminReview[];
    };
    const foreign = demoReviews.data[0]!.id;
    const attempt = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/reviews/${foreign}/approve`,
      headers: outdoorsAdmin.headers,
    });
    expect(attempt.statusCode).toBe(404);
  });
});
