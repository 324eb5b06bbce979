import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { productIdByName } from '../../../test/catalog';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  // The coupon editor's role: discounts, without the catalog permission.
  headers = (await signedInAdmin(t, 'demo', ['discounts'])).headers;
});
afterAll(() => t.close());

const get = (url: string, as = headers) => t.app.inject({ method: 'GET', url, headers: as });
type Choice = { id: number; name: string; detail: string };

describe('the coupon form’s pickers', () => {
  it('find products by name or SKU and name the chosen ones, for a discounts-only role', async () => {
    const found = (await get('/api/v1/admin/discounts/choices/products?q=chalk')).json().data as Choice[];
    expect(found.map((c) => c.name)).toContain('Chalk Bag');
    expect(found.every((c) => c.detail.startsWith('SKU '))).toBe(true);
    const id = await productIdByName(t, 'Chalk Bag');
    const named = (await get(`/api/v1/admin/discounts/choices/products?ids=${id}`)).json().data as Choice[];
    expect(named).toEqual([{ id, name: 'Chalk Bag', detail: expect.stringMatching(/^SKU /) }]);
  });

  it('find categories by their path', async () => {
    const all = (await get('/api/v1/admin/discounts/choices/categories')).json().data as Choice[];
    expect(all.length).toBeGreaterThan(1);
    const one = all[0]!;
    const found = (
      await get(`/api/v1/admin/discounts/choices/categories?q=${encodeURIComponent(one.name)}`)
    ).json().data as Choice[];
    expect(found.map((c) => c.id)).toContain(one.id);
    const named = (await get(`/api/v1/admin/discounts/choices/categories?ids=${one.id}`)).json()
      .data as Choice[];
    expect(named).toEqual([one]);
  });

  it('show only this shop’s records, only to roles that edit coupons', async () => {
    const outdoors = (await signedInAdmin(t, 'outdoors', ['discounts'])).headers;
    const id = await productIdByName(t, 'Chalk Bag');
    expect((await get(`/api/v1/admin/discounts/choices/products?ids=${id}`, outdoors)).json().data).toEqual(
      [],
    );
    const catalog = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
    expect((await get('/api/v1/admin/discounts/choices/products?q=chalk', catalog)).statusCode).toBe(403);
    expect((await get('/api/v1/admin/discounts/choices/products?ids=abc')).statusCode).toBe(400);
  });
});
