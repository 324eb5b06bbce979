import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let headers: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  headers = (await signedInAdmin(t, 'demo', ['discounts'])).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'POST', url: string, payload?: object, as = headers) =>
  t.app.inject({ method, url, headers: as, ...(payload ? { payload } : {}) });
const coupon = async (code: string) =>
  (
    await call('POST', '/api/v1/admin/discounts', {
      name: `Coupon ${code}`,
      code,
      type: 'percent',
      value: 10,
    })
  ).json().data.id as number;
const codes = async (query: string) =>
  ((await call('GET', `/api/v1/admin/discounts?${query}`)).json().data as { code: string }[]).map(
    (c) => c.code,
  );

describe('the discount list', () => {
  it('sorts by an allowed column, filters by status, and enables, disables and deletes in bulk, all or none', async () => {
    const a = await coupon('LISTAAA');
    const b = await coupon('LISTBBB');
    expect(await codes('search=LIST&sort=code&order=asc')).toEqual(['LISTAAA', 'LISTBBB']);
    expect(await codes('search=LIST&sort=code&order=desc')).toEqual(['LISTBBB', 'LISTAAA']);
    expect((await call('GET', '/api/v1/admin/discounts?sort=percent_milli')).statusCode).toBe(400);

    const off = await call('POST', '/api/v1/admin/discounts/status', { ids: [a, b], status: false });
    expect(off.json()).toEqual({ message: '2 discounts updated.' });
    expect(await codes('search=LIST&status=disabled&sort=code&order=asc')).toEqual(['LISTAAA', 'LISTBBB']);
    expect(await codes('search=LIST&status=enabled')).toEqual([]);

    const refused = await call('POST', '/api/v1/admin/discounts/delete', { ids: [a, 987_654] });
    expect(refused.statusCode).toBe(404);
    expect(await codes('search=LIST')).toHaveLength(2);
    const outdoors = (await signedInAdmin(t, 'outdoors', ['discounts'])).headers;
    expect((await call('POST', '/api/v1/admin/discounts/delete', { ids: [a] }, outdoors)).statusCode).toBe(
      404,
    );
    const catalog = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
    expect((await call('POST', '/api/v1/admin/discounts/delete', { ids: [a] }, catalog)).statusCode).toBe(
      403,
    );
    expect((await call('POST', '/api/v1/admin/discounts/delete', { ids: [a, b] })).json()).toEqual({
      message: '2 discounts deleted.',
    });
    expect(await codes('search=LIST')).toEqual([]);
  });
});
