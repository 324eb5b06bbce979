import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, linkIn } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { hashPassword } from './passwords';

let t: TestApp;
let smtp: TestSmtp;
beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const demo = hostOf('demo');
const post = (url: string, payload?: object, headers: Record<string, string> = demo) =>
  t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
const bearer = (token: string, host = demo) => ({ ...host, authorization: `Bearer ${token}` });
const me = (token: string) =>
  t.app.inject({ method: 'GET', url: '/api/v1/admin/account', headers: bearer(token) });

let serial = 0;
/** A fresh active admin of the demo shop with a known password (so tests do not share one lockout counter). */
async function adminWithPassword(password = 'base-camp-2024') {
  serial += 1;
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  const email = `staff${serial}.${Date.now()}@example.com`;
  const [admin] = await t.database.db
    .insert(schema.adminUsers)
    .values({
      shopId: shop!.id,
      email,
      name: 'Sam Staff',
      passwordHash: await hashPassword(password),
      isOwner: 1,
    })
    .returning();
  return { admin: admin!, email, password };
}

describe('admin login', () => {
  it('lets the seeded owner in with the printed password; enable_2fa is 0 without 2FA', async () => {
    const res = await post('/api/v1/admin-login', { email: 'owner@demo.example', password: 'emporia-owner' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.enable_2fa).toBe(0);
    const account = await me(data.token);
    expect(account.statusCode).toBe(200);
    expect(account.json().data).toMatchObject({ email: 'owner@demo.example', is_owner: true });
    expect(account.json().data.permissions).toContain('users');
  });

  it('refuses wrong passwords, unknown e-mails and the owner of another shop', async () => {
    const { email } = await adminWithPassword();
    expect((await post('/api/v1/admin-login', { email, password: 'not-it-at-all' })).statusCode).toBe(401);
    expect(
      (await post('/api/v1/admin-login', { email: 'nobody@example.com', password: 'x-x-x-x-x' })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v1/admin-login', { email: 'owner@outdoors.example', password: 'emporia-owner' }))
        .statusCode,
    ).toBe(401);
  });

  it('rejects malformed payloads with 400 and writes nothing', async () => {
    await expectRefused(
      t,
      () => post('/api/v1/admin-login', { email: 'owner', password: 'emporia-owner' }),
      400,
    );
    await expectRefused(t, () => post('/api/v1/admin-login', { email: 'owner@demo.example' }), 400);
    await expectRefused(
      t,
      () => post('/api/v1/admin-login', { email: ['owner@demo.example'], password: 'x' }),
      400,
    );
  });

  it('holds back the address that typed repeated wrong passwords with a clear 429', async () => {
    const { email, password } = await adminWithPassword();
    for (let i = 0; i < 5; i += 1) await post('/api/v1/admin-login', { email, password: `nope-${i}` });
    const res = await post('/api/v1/admin-login', { email, password });
    expect(res.statusCode).toBe(429);
    expect(res.json().message).toMatch(/Too many failed attempts/);
    const elsewhere = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: demo,
      payload: { email, password },
      remoteAddress: '198.51.100.7',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('refuses a disabled admin and logs out server-side', async () => {
    const { admin, email, password } = await adminWithPassword();
    const { token } = (await post('/api/v1/admin-login', { email, password })).json().data;
    expect((await post('/api/v1/admin/logout', undefined, bearer(token))).statusCode).toBe(204);
    expect((await me(token)).statusCode).toBe(401);
    await t.database.db
      .update(schema.adminUsers)
      .set({ status: 'disabled' })
      .where(eq(schema.adminUsers.id, admin.id));
    expect((await post('/api/v1/admin-login', { email, password })).statusCode).toBe(403);
  });
});

describe('two-factor sign-in', () => {
  it('asks for the authenticator code; the interim token admits nothing else; a wrong code changes nothing', async () => {
    const { email, password } = await adminWithPassword();
    const first = (await post('/api/v1/admin-login', { email, password })).json().data;
    const setup = await post('/api/v1/admin/account/2fa/setup', undefined, bearer(first.token));
    expect(setup.statusCode).toBe(200);
    const { secret, qr_code, otpauth_url } = setup.json().data;
    expect(qr_code).toMatch(/^data:image\/png;base64,/);
    expect(otpauth_url).toContain('otpauth://totp/');
    const enabled = await post(
      '/api/v1/admin/account/2fa/enable',
      { code: await generate({ secret }) },
      bearer(first.token),
    );
    expect(enabled.json().data.enable_2fa).toBe(1);

    const login = await post('/api/v1/admin-login', { email, password });
    expect(login.json().data.enable_2fa).toBe(1);
    const interim = login.json().data.token;
    expect((await me(interim)).statusCode).toBe(401);

    const wrong = await expectRefused(
      t,
      () => post('/api/v1/admin-2fa', { code: '000000' }, bearer(interim)),
      400,
    );
    expect(wrong.message).toMatch(/code is not correct/);
    await expectRefused(t, () => post('/api/v1/admin-2fa', { code: 'abc' }, bearer(interim)), 400);
    await expectRefused(t, () => post('/api/v1/admin-2fa', {}, bearer(interim)), 400);
    const current = await generate({ secret });
    await expectRefused(t, () => post('/api/v1/admin-2fa', { code: current }), 401);
    await expectRefused(t, () => post('/api/v1/admin-2fa', { code: current }, bearer(first.token)), 401);

    const done = await post('/api/v1/admin-2fa', { code: await generate({ secret }) }, bearer(interim));
    expect(done.statusCode).toBe(200);
    expect((await me(done.json().data.token)).statusCode).toBe(200);
    // The interim token was for one use.
    expect(
      (await post('/api/v1/admin-2fa', { code: await generate({ secret }) }, bearer(interim))).statusCode,
    ).toBe(401);
  });

  it('stores the authenticator secret encrypted', async () => {
    const { admin, email, password } = await adminWithPassword();
    const { token } = (await post('/api/v1/admin-login', { email, password })).json().data;
    const { secret } = (await post('/api/v1/admin/account/2fa/setup', undefined, bearer(token))).json().data;
    const [row] = await t.database.db
      .select()
      .from(schema.adminUsers)
      .where(eq(schema.adminUsers.id, admin.id));
    expect(row!.totpSecret).toMatch(/^v1:/);
    expect(row!.totpSecret).not.toContain(secret);
  });
});

describe('admin password reset', () => {
  it('mails a link to the admin reset page; the token sets a new password once and ends old sessions', async () => {
    const { email, password } = await adminWithPassword();
    const { token: session } = (await post('/api/v1/admin-login', { email, password })).json().data;
    const known = await post('/api/v1/admin-reset-password', { email });
    const unknown = await post('/api/v1/admin-reset-password', { email: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/demo\.localhost\/admin\/reset-password\?token=/);
    const token = decodeURIComponent(new URL(link).searchParams.get('token')!);

    await expectRefused(
      t,
      () => post('/api/v1/admin-reset-password/confirm', { token, password: 'short', confirm: 'short' }),
      400,
    );
    const res = await post('/api/v1/admin-reset-password/confirm', {
      token,
      password: 'summit-push-99',
      confirm: 'summit-push-99',
    });
    expect(res.statusCode).toBe(200);
    expect((await me(session)).statusCode).toBe(401);
    expect((await post('/api/v1/admin-login', { email, password: 'summit-push-99' })).statusCode).toBe(200);
    const reused = await expectRefused(
      t,
      () =>
        post('/api/v1/admin-reset-password/confirm', {
          token,
          password: 'another-one-11',
          confirm: 'another-one-11',
        }),
      400,
    );
    expect(reused.message).toMatch(/expired or has already been used/);
  });

  it('refuses an expired token and bad e-mails', async () => {
    const { email } = await adminWithPassword();
    await post('/api/v1/admin-reset-password', { email });
    const token = decodeURIComponent(
      new URL(linkIn((await smtp.waitFor((m) => m.to.includes(email))).text)).searchParams.get('token')!,
    );
    await t.database.db.update(schema.accountTokens).set({ expiresAt: new Date(Date.now() - 60_000) });
    await expectRefused(
      t,
      () =>
        post('/api/v1/admin-reset-password/confirm', {
          token,
          password: 'summit-push-99',
          confirm: 'summit-push-99',
        }),
      400,
    );
    await expectRefused(t, () => post('/api/v1/admin-reset-password', { email: 'not an email' }), 400);
  });
});
