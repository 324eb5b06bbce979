import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, linkIn } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

let t: TestApp;
let smtp: TestSmtp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  owner = await signedInAdmin(t, 'demo');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

type Headers = Record<string, string>;
const call = (
  method: 'GET' | 'POST' | 'PUT' | 'DELETE',
  url: string,
  payload?: object,
  headers: Headers = owner.headers,
) => t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });

/** Invites an admin with the role and lets them choose their password from the e-mail; returns their session headers. */
async function invitedAdmin(roleId: number) {
  const email = `staff.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const invited = await call('POST', '/users', { name: 'Nia New', email, role_id: roleId });
  expect(invited.statusCode).toBe(201);
  expect(invited.json().data).toMatchObject({ email, has_password: false, role: { id: roleId } });
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const token = new URL(linkIn(mail.text)).searchParams.get('token')!;
  const set = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin-reset-password/confirm',
    headers: hostOf('demo'),
    payload: { token, password: 'ranger-station-5', confirm: 'ranger-station-5' },
  });
  expect(set.statusCode).toBe(200);
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin-login',
    headers: hostOf('demo'),
    payload: { email, password: 'ranger-station-5' },
  });
  return {
    id: invited.json().data.id as number,
    email,
    headers: { ...hostOf('demo'), authorization: `Bearer ${login.json().data.token}` },
  };
}

describe('roles and per-section permissions', () => {
  it('creates roles whose permissions the API enforces', async () => {
    const role = await call('POST', '/roles', {
      name: `Support ${Date.now()}`,
      permissions: ['customers', 'orders'],
    });
    expect(role.statusCode).toBe(201);
    expect(role.json().data).toMatchObject({ permissions: ['customers', 'orders'], users: 0 });
    const staff = await invitedAdmin(role.json().data.id);
    expect((await call('GET', '/customers', undefined, staff.headers)).statusCode).toBe(200);
    expect((await call('GET', '/users', undefined, staff.headers)).statusCode).toBe(403);
    expect((await call('GET', '/account', undefined, staff.headers)).json().data.permissions).toEqual([
      'customers',
      'orders',
    ]);

    // Taking a permission away works on the next request.
    await call('PUT', `/roles/${role.json().data.id}`, {
      name: role.json().data.name,
      permissions: ['orders'],
    });
    expect((await call('GET', '/customers', undefined, staff.headers)).statusCode).toBe(403);
  });

  it('refuses bad roles and deleting a role in use', async () => {
    await expectRefused(t, () => call('POST', '/roles', { name: 'X', permissions: ['everything'] }), 400);
    await expectRefused(t, () => call('POST', '/roles', { name: '', permissions: [] }), 400);
    await expectRefused(t, () => call('POST', '/roles', { name: 'No perms' }), 400);
    const role = (
      await call('POST', '/roles', { name: `Busy ${Date.now()}`, permissions: ['catalog'] })
    ).json().data;
    await expectRefused(t, () => call('POST', '/roles', { name: role.name, permissions: [] }), 409);
    await invitedAdmin(role.id);
    await expectRefused(t, () => call('DELETE', `/roles/${role.id}`), 409);
    const spare = (await call('POST', '/roles', { name: `Spare ${Date.now()}`, permissions: [] })).json()
      .data;
    expect((await call('DELETE', `/roles/${spare.id}`)).statusCode).toBe(204);
  });
});

describe('admin users', () => {
  it('lists, invites, disables (ending their sessions) and enables staff', async () => {
    const role = (
      await call('POST', '/roles', { name: `Packers ${Date.now()}`, permissions: ['orders'] })
    ).json().data;
    const staff = await invitedAdmin(role.id);
    const list = (await call('GET', '/users')).json().data;
    expect(list).toContainEqual(
      expect.objectContaining({
        id: staff.id,
        has_password: true,
        status: 'active',
        role: { id: role.id, name: role.name },
      }),
    );
    expect(list).toContainEqual(expect.objectContaining({ email: 'owner@demo.example', is_owner: true }));

    const disabled = await call('PUT', `/users/${staff.id}`, { status: 'disabled' });
    expect(disabled.json().data.status).toBe('disabled');
    expect((await call('GET', '/account', undefined, staff.headers)).statusCode).toBe(401);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: hostOf('demo'),
      payload: { email: staff.email, password: 'ranger-station-5' },
    });
    expect(login.statusCode).toBe(403);
    expect((await call('PUT', `/users/${staff.id}`, { status: 'active' })).json().data.status).toBe('active');
  });

  it('refuses bad invitations and protects the owner and oneself', async () => {
    const role = (await call('POST', '/roles', { name: `Temp ${Date.now()}`, permissions: [] })).json().data;
    await expectRefused(t, () => call('POST', '/users', { name: 'A', email: 'bad', role_id: role.id }), 400);
    await expectRefused(t, () => call('POST', '/users', { name: 'A', email: 'a@example.com' }), 400);
    await expectRefused(
      t,
      () => call('POST', '/users', { name: 'A', email: 'a@example.com', role_id: 999999 }),
      422,
    );
    await expectRefused(
      t,
      () => call('POST', '/users', { name: 'A', email: 'OWNER@demo.example', role_id: role.id }),
      409,
    );
    const seededOwner = (await call('GET', '/users'))
      .json()
      .data.find((u: { email: string }) => u.email === 'owner@demo.example');
    await expectRefused(t, () => call('PUT', `/users/${seededOwner.id}`, { status: 'disabled' }), 403);
    await expectRefused(t, () => call('PUT', `/users/${owner.admin.id}`, { status: 'disabled' }), 403);
    await expectRefused(t, () => call('PUT', `/users/${seededOwner.id}`, {}), 400);
    await expectRefused(t, () => call('PUT', '/users/999999', { name: 'Ghost' }), 404);
  });
});

describe('admin account page', () => {
  it('changes the password with the current one, ending other sessions', async () => {
    const role = (await call('POST', '/roles', { name: `Self ${Date.now()}`, permissions: [] })).json().data;
    const staff = await invitedAdmin(role.id);
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: hostOf('demo'),
      payload: { email: staff.email, password: 'ranger-station-5' },
    });
    const otherHeaders = { ...hostOf('demo'), authorization: `Bearer ${other.json().data.token}` };
    await expectRefused(
      t,
      () =>
        call(
          'PUT',
          '/account/password',
          { current_password: 'wrong', password: 'new-station-6', confirm: 'new-station-6' },
          staff.headers,
        ),
      422,
    );
    await expectRefused(
      t,
      () =>
        call(
          'PUT',
          '/account/password',
          { current_password: 'ranger-station-5', password: 'tiny', confirm: 'tiny' },
          staff.headers,
        ),
      400,
    );
    const ok = await call(
      'PUT',
      '/account/password',
      { current_password: 'ranger-station-5', password: 'new-station-6', confirm: 'new-station-6' },
      staff.headers,
    );
    expect(ok.statusCode).toBe(200);
    expect((await call('GET', '/account', undefined, staff.headers)).statusCode).toBe(200);
    expect((await call('GET', '/account', undefined, otherHeaders)).statusCode).toBe(401);
  });

  it('turns 2FA on only with a correct code, and off again with one', async () => {
    const role = (await call('POST', '/roles', { name: `Twofa ${Date.now()}`, permissions: [] })).json().data;
    const staff = await invitedAdmin(role.id);
    await expectRefused(t, () => call('POST', '/account/2fa/enable', { code: '123456' }, staff.headers), 409);
    const { secret } = (await call('POST', '/account/2fa/setup', undefined, staff.headers)).json().data;
    await expectRefused(t, () => call('POST', '/account/2fa/enable', { code: '000000' }, staff.headers), 400);
    await expectRefused(t, () => call('POST', '/account/2fa/enable', { code: 'twelve' }, staff.headers), 400);
    expect((await call('GET', '/account', undefined, staff.headers)).json().data.enable_2fa).toBe(0);
    const on = await call('POST', '/account/2fa/enable', { code: await generate({ secret }) }, staff.headers);
    expect(on.json().data.enable_2fa).toBe(1);
    await expectRefused(t, () => call('POST', '/account/2fa/setup', undefined, staff.headers), 409);
    await expectRefused(
      t,
      () => call('POST', '/account/2fa/disable', { code: '000000' }, staff.headers),
      400,
    );
    const off = await call(
      'POST',
      '/account/2fa/disable',
      { code: await generate({ secret }) },
      staff.headers,
    );
    expect(off.json().data.enable_2fa).toBe(0);
  });

  it('changes own name and e-mail', async () => {
    const me = await signedInAdmin(t, 'demo');
    const res = await call(
      'PUT',
      '/account',
      { name: 'Renamed Owner', email: `renamed.${Date.now()}@example.com` },
      me.headers,
    );
    expect(res.json().data.name).toBe('Renamed Owner');
    await expectRefused(
      t,
      () => call('PUT', '/account', { name: 'X', email: 'owner@demo.example' }, me.headers),
      409,
    );
    await expectRefused(
      t,
      () => call('PUT', '/account', { name: '', email: 'x@example.com' }, me.headers),
      400,
    );
  });
});
