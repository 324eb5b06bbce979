import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, linkIn } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

let t: TestApp;
let smtp: TestSmtp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = await signedInAdmin(t, 'demo', ['customers']);
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Record<string, string> = admin.headers,
) => t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });

describe('permissions', () => {
  it('needs an admin with the customers permission', async () => {
    expect((await call('GET', '/customers', undefined, hostOf('demo'))).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect((await call('GET', '/customers', undefined, catalogOnly.headers)).statusCode).toBe(403);
    expect((await call('POST', '/customer-groups', { name: 'X' }, catalogOnly.headers)).statusCode).toBe(403);
    // The one group list serves the group prices too, so catalogue staff may read it.
    expect((await call('GET', '/customer-groups', undefined, catalogOnly.headers)).statusCode).toBe(200);
    const customer = await signedInCustomer(t, 'demo');
    expect((await call('GET', '/customers', undefined, customer.headers)).statusCode).toBe(401);
  });
});

describe('customer list', () => {
  it('searches, sorts and pages', async () => {
    const tag = `zz${Date.now()}`;
    for (const [first, last] of [
      ['Avery', 'Zephyr'],
      ['Blake', 'Yukon'],
      ['Casey', 'Xavier'],
    ]) {
      await signedInCustomer(t, 'demo', {
        firstname: first!,
        lastname: last!,
        email: `${first!.toLowerCase()}.${tag}@example.com`,
      });
    }
    const found = await call('GET', `/customers?search=${tag}&sort=name&order=asc&per_page=2&page=1`);
    expect(found.statusCode).toBe(200);
    expect(found.json().meta).toEqual({ total: 3, page: 1, per_page: 2 });
    expect(found.json().data.map((c: { lastname: string }) => c.lastname)).toEqual(['Xavier', 'Yukon']);
    const page2 = await call('GET', `/customers?search=${tag}&sort=name&order=asc&per_page=2&page=2`);
    expect(page2.json().data.map((c: { lastname: string }) => c.lastname)).toEqual(['Zephyr']);
    const byName = await call('GET', `/customers?search=${encodeURIComponent('Blake Yukon')}`);
    expect(byName.json().data.map((c: { firstname: string }) => c.firstname)).toEqual(['Blake']);
    const pct = await call('GET', '/customers?search=%25');
    expect(pct.statusCode).toBe(200);
    expect(pct.json().data).toEqual([]);
    expect((await call('GET', '/customers?sort=password')).statusCode).toBe(400);
    expect((await call('GET', '/customers?page=0')).statusCode).toBe(400);
    expect((await call('GET', '/customers?per_page=1000')).statusCode).toBe(400);
  });

  it("never lists another shop's customers", async () => {
    const other = await signedInCustomer(t, 'outdoors', { firstname: 'Outsider' });
    const res = await call('GET', `/customers?search=${encodeURIComponent(other.customer.email)}`);
    expect(res.json().data).toEqual([]);
    expect((await call('GET', `/customers/${other.customer.id}`)).statusCode).toBe(404);
    expect((await call('PUT', `/customers/${other.customer.id}`, { status: 'disabled' })).statusCode).toBe(
      404,
    );
  });
});

describe('create, view, edit, disable', () => {
  it('creates a customer without a password and e-mails them a link to choose one', async () => {
    const email = `invited.${Date.now()}@example.com`;
    const res = await call('POST', '/customers', {
      firstname: 'Ivy',
      lastname: 'Invited',
      email,
      telephone: '555 0101',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json().data).toMatchObject({
      email,
      has_password: false,
      status: 'active',
      addresses: [],
      orders: [],
    });
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Your account at Emporia Gear Co.');
    const token = linkIn(mail.text).split('/').pop()!;
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/reset_password',
      headers: hostOf('demo'),
      payload: { token, password: 'fresh-start-1', confirm: 'fresh-start-1' },
    });
    expect(reset.statusCode).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/login',
      headers: hostOf('demo'),
      payload: { email, password: 'fresh-start-1', cart: [] },
    });
    expect(login.statusCode).toBe(200);
  });

  it('refuses bad customers and duplicates without writing', async () => {
    const existing = await signedInCustomer(t, 'demo');
    await expectRefused(
      t,
      () => call('POST', '/customers', { firstname: 'A', lastname: 'B', email: 'nope' }),
      400,
    );
    await expectRefused(t, () => call('POST', '/customers', { firstname: 'A', email: 'a@example.com' }), 400);
    await expectRefused(
      t,
      () =>
        call('POST', '/customers', {
          firstname: 'A',
          lastname: 'B',
          email: 'a2@example.com',
          password: 'short',
        }),
      400,
    );
    await expectRefused(
      t,
      () =>
        call('POST', '/customers', {
          firstname: 'A',
          lastname: 'B',
          email: 'a3@example.com',
          customer_group_id: 99999,
        }),
      422,
    );
    await expectRefused(
      t,
      () => call('POST', '/customers', { firstname: 'A', lastname: 'B', email: existing.customer.email }),
      409,
    );
    await expectRefused(t, () => call('PUT', `/customers/${existing.customer.id}`, {}), 400);
    await expectRefused(
      t,
      () => call('PUT', `/customers/${existing.customer.id}`, { status: 'banned' }),
      400,
    );
    await expectRefused(t, () => call('PUT', '/customers/99999999', { firstname: 'Z' }), 404);
  });

  it('shows the customer with addresses and orders, edits the group, and disabling signs them out', async () => {
    const group = (await call('POST', '/customer-groups', { name: `Trade ${Date.now()}` })).json().data;
    const shopper = await signedInCustomer(t, 'demo');
    const view = await call('GET', `/customers/${shopper.customer.id}`);
    expect(view.json().data).toMatchObject({ id: shopper.customer.id, addresses: [], orders: [] });
    const edited = await call('PUT', `/customers/${shopper.customer.id}`, {
      customer_group_id: group.id,
      newsletter: true,
    });
    expect(edited.json().data).toMatchObject({
      customer_group: { id: group.id, name: group.name },
      newsletter: true,
    });
    const disabled = await call('PUT', `/customers/${shopper.customer.id}`, { status: 'disabled' });
    expect(disabled.json().data.status).toBe('disabled');
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/account/profile',
      headers: shopper.headers,
    });
    expect(profile.statusCode).toBe(401);
  });

  it('sends a password reset and makes a one-time storefront sign-in link', async () => {
    const shopper = await signedInCustomer(t, 'demo', { firstname: 'Rita' });
    const sent = await call('POST', `/customers/${shopper.customer.id}/password-reset`);
    expect(sent.json().data.message).toContain(shopper.customer.email);
    const mail = await smtp.waitFor((m) => m.to.includes(shopper.customer.email));
    expect(linkIn(mail.text)).toMatch(/\/reset-password\//);

    const link = await call('POST', `/customers/${shopper.customer.id}/sign-in-link`);
    const url = new URL(link.json().data.url);
    expect(url.pathname).toBe('/auth/callback');
    const code = url.searchParams.get('code')!;
    const auth = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/authenticate',
      headers: hostOf('demo'),
      payload: { code, cart: [] },
    });
    expect(auth.statusCode).toBe(200);
    expect(auth.json().data.customer).toMatchObject({ id: shopper.customer.id, firstname: 'Rita' });
  });
});

describe('customer groups', () => {
  it('creates, renames, lists with counts and deletes only empty groups', async () => {
    const name = `Wholesale Plus ${Date.now()}`;
    const created = await call('POST', '/customer-groups', { name });
    expect(created.statusCode).toBe(201);
    const id = created.json().data.id;
    await expectRefused(t, () => call('POST', '/customer-groups', { name: name.toUpperCase() }), 409);
    await expectRefused(t, () => call('POST', '/customer-groups', { name: '' }), 400);
    await expectRefused(t, () => call('POST', '/customer-groups', { name: 5 }), 400);
    expect((await call('PUT', `/customer-groups/${id}`, { name: `${name} Renamed` })).json().data.name).toBe(
      `${name} Renamed`,
    );

    await signedInCustomer(t, 'demo', { customerGroupId: id });
    const listed = (await call('GET', '/customer-groups'))
      .json()
      .data.find((g: { id: number }) => g.id === id);
    expect(listed).toMatchObject({ customers: 1, prices: 0 });
    const busy = await expectRefused(t, () => call('DELETE', `/customer-groups/${id}`), 409);
    expect(busy.message).toMatch(/1 customer is in this group/);

    const empty = (await call('POST', '/customer-groups', { name: `Empty ${Date.now()}` })).json().data;
    expect((await call('DELETE', `/customer-groups/${empty.id}`)).statusCode).toBe(204);
    await expectRefused(t, () => call('DELETE', `/customer-groups/${empty.id}`), 404);
  });
});

describe('bulk enable and disable', () => {
  it('disables the chosen customers all or none, signs them out, and enables them again', async () => {
    const tag = `bulk${Date.now()}`;
    const a = await signedInCustomer(t, 'demo', { firstname: 'Ada', email: `ada.${tag}@example.com` });
    const b = await signedInCustomer(t, 'demo', { firstname: 'Bo', email: `bo.${tag}@example.com` });
    const ids = [a.customer.id, b.customer.id];
    const statuses = async () =>
      (await call('GET', `/customers?search=${tag}&sort=name&order=asc`))
        .json()
        .data.map((c: { firstname: string; status: string }) => `${c.firstname} ${c.status}`);
    const profile = async (headers: Record<string, string>) =>
      (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/account/profile', headers })).statusCode;

    expect(
      (await call('POST', '/customers/status', { ids: [a.customer.id, 987_654], status: 'disabled' }))
        .statusCode,
    ).toBe(404);
    const outdoors = await signedInAdmin(t, 'outdoors', ['customers']);
    expect(
      (await call('POST', '/customers/status', { ids, status: 'disabled' }, outdoors.headers)).statusCode,
    ).toBe(404);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    expect(
      (await call('POST', '/customers/status', { ids, status: 'disabled' }, catalogOnly.headers)).statusCode,
    ).toBe(403);
    expect((await call('POST', '/customers/status', { ids: [], status: 'disabled' })).statusCode).toBe(400);
    expect(await statuses()).toEqual(['Ada active', 'Bo active']);
    expect(await profile(a.headers)).toBe(200);

    const off = await call('POST', '/customers/status', { ids, status: 'disabled' });
    expect(off.json()).toEqual({ message: '2 customers updated.' });
    expect(await statuses()).toEqual(['Ada disabled', 'Bo disabled']);
    expect(await profile(a.headers)).toBe(401);
    expect(await profile(b.headers)).toBe(401);
    expect(
      (await call('POST', '/customers/status', { ids: [b.customer.id], status: 'active' })).json(),
    ).toEqual({
      message: '1 customer updated.',
    });
    expect(await statuses()).toEqual(['Ada disabled', 'Bo active']);
  });
});
