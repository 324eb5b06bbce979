import type { ActivityResponse } from '@emporia/contracts/logs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';

let t: TestApp;
let owner: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  owner = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, payload?: object) =>
  t.app.inject({ method, url, headers: owner, ...(payload ? { payload } : {}) });
const lastChange = async (area: string) => {
  const log = (await call('GET', `/api/v1/admin/logs/activity?area=${area}`)).json() as ActivityResponse;
  return log.data[0]!.changes[0]!;
};
const saved = async (url: string, change: (current: Record<string, unknown>) => object) => {
  const current = (await call('GET', url)).json().data as Record<string, unknown>;
  const response = await call('PUT', url, change(current));
  expect(response.statusCode, response.body).toBe(200);
};

describe('services add before → after to the activity log', () => {
  it('for a category, a coupon, the general settings, a staff member and the social links', async () => {
    const categories = (await call('GET', '/api/v1/admin/categories')).json().data as {
      id: number;
      sort_order: number;
    }[];
    const category = categories[0]!;
    await saved(`/api/v1/admin/categories/${category.id}`, (c) => ({ ...c, sort_order: 77 }));
    expect(await lastChange('categories')).toMatchObject({
      entity: 'category',
      id: String(category.id),
      fields: expect.arrayContaining([{ field: 'sort_order', before: category.sort_order, after: 77 }]),
    });

    const coupons = (await call('GET', '/api/v1/admin/discounts')).json().data as {
      id: number;
      name: string;
    }[];
    const coupon = coupons[0]!;
    await saved(`/api/v1/admin/discounts/${coupon.id}`, (c) => ({ ...c, name: 'Renamed by the log test' }));
    expect((await lastChange('discounts')).fields).toContainEqual({
      field: 'name',
      before: coupon.name,
      after: 'Renamed by the log test',
    });

    await saved('/api/v1/admin/settings/general', (s) => ({ ...s, telephone: '+1 555 0100' }));
    expect(await lastChange('settings')).toMatchObject({
      entity: 'setting',
      id: 'general',
      fields: [{ field: 'telephone', before: expect.anything(), after: '+1 555 0100' }],
    });

    const clerk = await signedInAdmin(t, 'demo', ['orders']);
    const renamed = await call('PUT', `/api/v1/admin/users/${clerk.admin.id}`, { name: 'Counter Clerk' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect((await lastChange('users')).fields).toEqual([
      { field: 'name', before: 'Test Admin', after: 'Counter Clerk' },
    ]);

    await call('PUT', '/api/v1/admin/settings/social', { x: 'https://x.com/emporia' });
    expect(await lastChange('settings')).toMatchObject({
      id: 'social',
      fields: [{ field: 'x', before: '', after: 'https://x.com/emporia' }],
    });
  });
});
