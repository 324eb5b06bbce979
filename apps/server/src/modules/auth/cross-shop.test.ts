import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';

// Shop A (demo) tokens must be worthless at shop B (outdoors): every accounts endpoint answers 401 or 404.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

type Call = [method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object];

const address = { firstname: 'A', lastname: 'B', address_1: '1 Road', city: 'Town', country_id: 1 };
const customerCalls = (ids: { address: number; product: number }): Call[] => [
  ['GET', '/api/v1/storefront/account/profile'],
  [
    'PUT',
    '/api/v1/storefront/account/profile',
    {
      firstname: 'X',
      lastname: 'Y',
      email: 'x@example.com',
      telephone: '',
      newsletter: true,
      sms_opt_in: true,
    },
  ],
  [
    'PUT',
    '/api/v1/storefront/account/password',
    { current_password: 'whatever', password: 'new-pass-123', confirm: 'new-pass-123' },
  ],
  ['GET', '/api/v1/storefront/account/addresses'],
  ['POST', '/api/v1/storefront/account/addresses', address],
  ['GET', `/api/v1/storefront/account/addresses/${ids.address}`],
  ['PUT', `/api/v1/storefront/account/addresses/${ids.address}`, address],
  ['POST', `/api/v1/storefront/account/addresses/${ids.address}/default`],
  ['DELETE', `/api/v1/storefront/account/addresses/${ids.address}`],
  ['GET', '/api/v1/storefront/account/orders'],
  ['GET', '/api/v1/storefront/account/orders/ANY-1'],
  ['GET', '/api/v1/storefront/account/plugin/wishlist/list'],
  ['POST', '/api/v1/storefront/account/plugin/wishlist/add', { id: ids.product }],
  ['GET', `/api/v1/storefront/account/plugin/wishlist/delete/${ids.product}`],
  ['POST', '/api/v1/storefront/logout'],
];

const adminCalls = (ids: { customer: number; admin: number; role: number; group: number }): Call[] => [
  ['GET', '/api/v1/admin/account'],
  ['PUT', '/api/v1/admin/account', { name: 'X', email: 'x@example.com' }],
  [
    'PUT',
    '/api/v1/admin/account/password',
    { current_password: 'x', password: 'new-pass-123', confirm: 'new-pass-123' },
  ],
  ['POST', '/api/v1/admin/account/2fa/setup'],
  ['POST', '/api/v1/admin/account/2fa/enable', { code: '123456' }],
  ['POST', '/api/v1/admin/account/2fa/disable', { code: '123456' }],
  ['POST', '/api/v1/admin/logout'],
  ['GET', '/api/v1/admin/users'],
  ['POST', '/api/v1/admin/users', { name: 'X', email: 'x@example.com', role_id: ids.role }],
  ['PUT', `/api/v1/admin/users/${ids.admin}`, { status: 'disabled' }],
  ['POST', `/api/v1/admin/users/${ids.admin}/invitation`],
  ['GET', '/api/v1/admin/roles'],
  ['POST', '/api/v1/admin/roles', { name: 'X', permissions: [] }],
  ['PUT', `/api/v1/admin/roles/${ids.role}`, { name: 'X', permissions: [] }],
  ['DELETE', `/api/v1/admin/roles/${ids.role}`],
  ['GET', '/api/v1/admin/customers'],
  ['POST', '/api/v1/admin/customers', { firstname: 'X', lastname: 'Y', email: 'x@example.com' }],
  ['GET', `/api/v1/admin/customers/${ids.customer}`],
  ['PUT', `/api/v1/admin/customers/${ids.customer}`, { status: 'disabled' }],
  ['POST', `/api/v1/admin/customers/${ids.customer}/password-reset`],
  ['POST', `/api/v1/admin/customers/${ids.customer}/sign-in-link`],
  ['GET', '/api/v1/admin/customer-groups'],
  ['POST', '/api/v1/admin/customer-groups', { name: 'X' }],
  ['PUT', `/api/v1/admin/customer-groups/${ids.group}`, { name: 'X' }],
  ['DELETE', `/api/v1/admin/customer-groups/${ids.group}`],
];

describe("shop A's tokens at shop B", () => {
  it("get 401 or 404 from every customer endpoint, and change nothing at shop A's side", async () => {
    const a = await signedInCustomer(t, 'demo');
    const b = await signedInCustomer(t, 'outdoors');
    const addressOfB = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/account/addresses',
      headers: b.headers,
      payload: { ...address, country_id: await countryId('FR') },
    });
    const ids = { address: addressOfB.json().data.id as number, product: 1 };
    for (const [method, url, payload] of customerCalls(ids)) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...a.headers, ...hostOf('outdoors') },
        ...(payload ? { payload } : {}),
      });
      expect([401, 404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
    }
    // B's address survived, and A's token still works at A.
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/storefront/account/addresses/${ids.address}`,
          headers: b.headers,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/account/profile', headers: a.headers }))
        .statusCode,
    ).toBe(200);
  });

  it('get 401 or 404 from every admin endpoint, even for an owner', async () => {
    const ownerA = await signedInAdmin(t, 'demo');
    const ownerB = await signedInAdmin(t, 'outdoors');
    const customerB = await signedInCustomer(t, 'outdoors');
    const role = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/roles',
      headers: ownerB.headers,
      payload: { name: 'B role', permissions: [] },
    });
    const group = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/customer-groups',
      headers: ownerB.headers,
      payload: { name: 'B group' },
    });
    const ids = {
      customer: customerB.customer.id,
      admin: ownerB.admin.id,
      role: role.json().data.id,
      group: group.json().data.id,
    };
    for (const [method, url, payload] of adminCalls(ids)) {
      const res = await t.app.inject({
        method,
        url,
        headers: { ...ownerA.headers, ...hostOf('outdoors') },
        ...(payload ? { payload } : {}),
      });
      expect([401, 404], `${method} ${url}: ${res.body}`).toContain(res.statusCode);
      // A customer token is no admin token anywhere either.
      const asCustomer = await t.app.inject({
        method,
        url,
        headers: customerB.headers,
        ...(payload ? { payload } : {}),
      });
      expect(asCustomer.statusCode, `${method} ${url} as customer`).toBe(401);
    }
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/v1/admin/customers/${ids.customer}`,
          headers: ownerB.headers,
        })
      ).statusCode,
    ).toBe(200);
  });

  it('an interim 2FA token and a shared-wishlist id of shop A mean nothing at shop B', async () => {
    const a = await signedInCustomer(t, 'demo');
    const wished = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/plugin/wishlist/get/${a.customer.id}`,
      headers: hostOf('outdoors'),
    });
    expect(wished.statusCode).toBe(404);
    const twoFa = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-2fa',
      headers: { ...hostOf('outdoors'), authorization: `Bearer ${a.token}` },
      payload: { code: '123456' },
    });
    expect(twoFa.statusCode).toBe(401);
  });
});

async function countryId(iso: string): Promise<number> {
  const res = await t.app.inject({
    method: 'GET',
    url: '/api/v1/storefront/countries',
    headers: hostOf('demo'),
  });
  return res.json().data.find((c: { iso_code_2: string }) => c.iso_code_2 === iso).id;
}
