import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../../test/accounts';
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

const invite = (payload: object) =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/customers/invitations',
    headers: admin.headers,
    payload,
  });
const storefront = (url: string, payload: object) =>
  t.app.inject({ method: 'POST', url, headers: hostOf('demo'), payload });
const rowOf = async (email: string) => {
  const list = await t.app.inject({
    url: `/api/v1/admin/customers?search=${encodeURIComponent(email)}`,
    headers: admin.headers,
  });
  return list.json().data[0];
};

describe('invitations to set a password', () => {
  it('e-mails the chosen customers without a password a one-time link that sets it', async () => {
    const a = (await signedInCustomer(t, 'demo', { passwordHash: null, firstname: 'Amy' })).customer;
    const b = (await signedInCustomer(t, 'demo', { passwordHash: null, firstname: 'Ben' })).customer;
    const withPassword = (await signedInCustomer(t, 'demo', { passwordHash: '$argon2id$v=19$x' })).customer;
    expect((await rowOf(a.email)).password_state).toBe('none');

    const sent = await invite({ customer_ids: [a.id, b.id, withPassword.id] });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data).toEqual({ sent: 2, skipped: 1, waiting: 0 });
    expect(sent.json().message).toBe('2 invitations sent.');

    const mail = await smtp.waitFor((m) => m.to.includes(a.email));
    await smtp.waitFor((m) => m.to.includes(b.email));
    expect(mail.subject).toBe('Set your password for Emporia Gear Co.');
    expect(mail.text).toContain('Hello Amy');
    expect(smtp.messages.some((m) => m.to.includes(withPassword.email))).toBe(false);
    const row = await rowOf(a.email);
    expect(row.password_state).toBe('invited');
    expect(row.invited_at).toBeTruthy();

    const token = linkIn(mail.text).split('/').pop()!;
    const set = { token, password: 'moved-in-2026', confirm: 'moved-in-2026' };
    expect((await storefront('/api/v1/storefront/reset_password', set)).statusCode).toBe(200);
    const again = await storefront('/api/v1/storefront/reset_password', set);
    expect(again.statusCode).toBe(400);
    const login = await storefront('/api/v1/storefront/login', {
      email: a.email,
      password: 'moved-in-2026',
      cart: [],
    });
    expect(login.statusCode).toBe(200);
    expect((await rowOf(a.email)).password_state).toBe('set');

    // Invited in the last day: a second click sends nothing more.
    const repeat = await invite({ customer_ids: [b.id] });
    expect(repeat.json().data).toEqual({ sent: 0, skipped: 1, waiting: 0 });
  });

  it('invites every active customer without a password of this shop only', async () => {
    const c = (await signedInCustomer(t, 'demo', { passwordHash: null })).customer;
    const disabled = (await signedInCustomer(t, 'demo', { passwordHash: null, status: 'disabled' })).customer;
    const elsewhere = (await signedInCustomer(t, 'outdoors', { passwordHash: null })).customer;
    const all = await invite({ all_without_password: true });
    expect(all.statusCode, all.body).toBe(200);
    expect(all.json().data.sent).toBeGreaterThanOrEqual(1);
    await smtp.waitFor((m) => m.to.includes(c.email));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.some((m) => m.to.includes(disabled.email) || m.to.includes(elsewhere.email))).toBe(
      false,
    );
    const foreign = await invite({ customer_ids: [elsewhere.id] });
    expect(foreign.json().data.sent).toBe(0);
  });

  it('refuses an empty or double choice, and staff without the customers permission', async () => {
    expect((await invite({})).statusCode).toBe(400);
    expect((await invite({ customer_ids: [1], all_without_password: true })).statusCode).toBe(400);
    const other = await signedInAdmin(t, 'demo', ['catalog']);
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/customers/invitations',
      headers: other.headers,
      payload: { all_without_password: true },
    });
    expect(refused.statusCode).toBe(403);
  });
});
