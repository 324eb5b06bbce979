import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { generate } from 'otplib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { linkIn } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { postFrom, registeredShopper } from '../../../test/sign-in';
import { encryptSecret } from '../../kernel/secrets';
import { hashPassword } from './passwords';
import { newTotpSecret } from './totp';

// The e-mailed sign-in link: the way in that works while wrong passwords hold an address back (ADR 0018).

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
const password = 'trail-mix-42';
const stranger = '203.0.113.60';
let serial = 0;
const unique = (name: string) => `${name}${++serial}.${Date.now()}@example.com`;

/** The sign-in links mailed to `email` (a new account's welcome mail is not one). */
const mailsTo = (email: string) =>
  smtp.messages.filter((m) => m.to.includes(email) && m.subject.startsWith('Your sign-in link'));

const newCustomer = () => registeredShopper(t, password, 'linked');

async function newAdmin(fields: Partial<typeof schema.adminUsers.$inferInsert> = {}) {
  const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, 'demo'));
  const email = unique('staff');
  const [admin] = await t.database.db
    .insert(schema.adminUsers)
    .values({
      shopId: shop!.id,
      email,
      name: 'Sam Staff',
      passwordHash: await hashPassword(password),
      ...fields,
    })
    .returning();
  return admin!;
}

/** Wrong passwords from the stranger's address until it is held back. */
async function holdBack(url: string, payload: object) {
  for (let i = 0; i < 6; i += 1) await postFrom(t, stranger, url, payload, demo);
  const held = await postFrom(t, stranger, url, payload, demo);
  expect(held.statusCode).toBe(429);
}

describe('storefront sign-in link', () => {
  it('arrives by e-mail and signs the customer in from an address that is held back; it works once', async () => {
    const email = await newCustomer();
    await holdBack('/api/v1/storefront/login', { email, password: 'wrong-guess', cart: [] });
    expect(
      (await postFrom(t, stranger, '/api/v1/storefront/login', { email, password, cart: [] }, demo))
        .statusCode,
    ).toBe(429);

    const asked = await postFrom(t, stranger, '/api/v1/storefront/sign_in_link', { email }, demo);
    const unknown = await postFrom(
      t,
      stranger,
      '/api/v1/storefront/sign_in_link',
      { email: unique('ghost') },
      demo,
    );
    expect(asked.statusCode).toBe(200);
    expect(asked.json()).toEqual(unknown.json());
    expect(asked.json().data.message).toMatch(/we have sent a sign-in link/);

    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your sign-in link'));
    expect(mail.subject).toBe('Your sign-in link for Emporia Gear Co.');
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/demo\.localhost\/auth\/callback\?code=[A-Za-z0-9_%-]+$/);
    const code = decodeURIComponent(new URL(link).searchParams.get('code')!);

    const signedIn = await postFrom(t, stranger, '/api/v1/storefront/authenticate', { code, cart: [] }, demo);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().data.customer.email).toBe(email);
    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/account/profile',
      headers: { ...demo, authorization: `Bearer ${signedIn.json().data.token}` },
    });
    expect(profile.statusCode).toBe(200);

    const again = await postFrom(t, stranger, '/api/v1/storefront/authenticate', { code, cart: [] }, demo);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/expired or has already been used/);
    // Having proved who they are, the owner's own address is no longer held back.
    expect(
      (await postFrom(t, stranger, '/api/v1/storefront/login', { email, password, cart: [] }, demo))
        .statusCode,
    ).toBe(200);
  });

  it('sends at most three links per account a quarter hour, and only the newest works', async () => {
    const email = await newCustomer();
    for (let i = 0; i < 5; i += 1) {
      expect(
        (await postFrom(t, stranger, '/api/v1/storefront/sign_in_link', { email }, demo)).statusCode,
      ).toBe(200);
    }
    await smtp.waitFor(() => mailsTo(email).length >= 3);
    await new Promise((resolve) => setTimeout(resolve, 500));
    const mails = mailsTo(email);
    expect(mails).toHaveLength(3);
    const codes = mails.map((m) => decodeURIComponent(new URL(linkIn(m.text)).searchParams.get('code')!));
    const [first, , newest] = codes;
    // Mails may arrive in any order: exactly one code still works.
    const answers = await Promise.all(
      [first!, newest!, codes[1]!].map((code) =>
        postFrom(t, stranger, '/api/v1/storefront/authenticate', { code, cart: [] }, demo),
      ),
    );
    expect(answers.filter((a) => a.statusCode === 200)).toHaveLength(1);
  });

  it('expires after a quarter hour and refuses bad codes with a clear 4xx', async () => {
    const email = await newCustomer();
    await postFrom(t, stranger, '/api/v1/storefront/sign_in_link', { email }, demo);
    const code = decodeURIComponent(
      new URL(
        linkIn(
          (await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Your sign-in link'))).text,
        ),
      ).searchParams.get('code')!,
    );
    await t.database.db
      .update(schema.accountTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.accountTokens.purpose, 'customer_mailed_sign_in'));
    expect(
      (await postFrom(t, stranger, '/api/v1/storefront/authenticate', { code, cart: [] }, demo)).statusCode,
    ).toBe(401);
    expect(
      (await postFrom(t, stranger, '/api/v1/storefront/sign_in_link', { email: 'nope' }, demo)).statusCode,
    ).toBe(400);
    expect((await postFrom(t, stranger, '/api/v1/storefront/sign_in_link', {}, demo)).statusCode).toBe(400);
  });
});

describe('admin sign-in link', () => {
  it('signs an admin in from an address that is held back, once', async () => {
    const admin = await newAdmin();
    await holdBack('/api/v1/admin-login', { email: admin.email, password: 'wrong-guess' });
    expect(
      (await postFrom(t, stranger, '/api/v1/admin-sign-in-link', { email: admin.email }, demo)).statusCode,
    ).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes(admin.email));
    expect(mail.subject).toBe('Your sign-in link for the Emporia Gear Co. admin');
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/demo\.localhost\/admin\/login\?code=/);
    const code = decodeURIComponent(new URL(link).searchParams.get('code')!);

    const used = await postFrom(t, stranger, '/api/v1/admin-sign-in-link/confirm', { code }, demo);
    expect(used.statusCode).toBe(200);
    expect(used.json().data.enable_2fa).toBe(0);
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/account',
      headers: { ...demo, authorization: `Bearer ${used.json().data.token}` },
    });
    expect(me.json().data.email).toBe(admin.email);
    const again = await postFrom(t, stranger, '/api/v1/admin-sign-in-link/confirm', { code }, demo);
    expect(again.statusCode).toBe(401);
    expect(again.json().message).toMatch(/expired or has already been used/);
    expect(
      (await postFrom(t, stranger, '/api/v1/admin-sign-in-link/confirm', { code: 'short' }, demo)).statusCode,
    ).toBe(400);
  });

  it('still asks an admin with 2FA for the code: the link replaces the password only', async () => {
    const secret = newTotpSecret();
    const admin = await newAdmin({ enable2fa: 1, totpSecret: encryptSecret(secret) });
    await postFrom(t, stranger, '/api/v1/admin-sign-in-link', { email: admin.email }, demo);
    const code = decodeURIComponent(
      new URL(linkIn((await smtp.waitFor((m) => m.to.includes(admin.email))).text)).searchParams.get('code')!,
    );
    const used = await postFrom(t, stranger, '/api/v1/admin-sign-in-link/confirm', { code }, demo);
    expect(used.json().data.enable_2fa).toBe(1);
    const pending = used.json().data.token;
    const me = (token: string) =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/admin/account',
        headers: { ...demo, authorization: `Bearer ${token}` },
      });
    expect((await me(pending)).statusCode).toBe(401);
    const done = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-2fa',
      headers: { ...demo, authorization: `Bearer ${pending}` },
      payload: { code: await generate({ secret }) },
    });
    expect(done.statusCode).toBe(200);
    expect((await me(done.json().data.token)).statusCode).toBe(200);
  });

  it('mails nothing for a disabled admin, and a disabled admin’s link no longer works', async () => {
    const admin = await newAdmin();
    await postFrom(t, stranger, '/api/v1/admin-sign-in-link', { email: admin.email }, demo);
    const code = decodeURIComponent(
      new URL(linkIn((await smtp.waitFor((m) => m.to.includes(admin.email))).text)).searchParams.get('code')!,
    );
    await t.database.db
      .update(schema.adminUsers)
      .set({ status: 'disabled' })
      .where(eq(schema.adminUsers.id, admin.id));
    expect(
      (await postFrom(t, stranger, '/api/v1/admin-sign-in-link/confirm', { code }, demo)).statusCode,
    ).toBe(401);
    await postFrom(t, stranger, '/api/v1/admin-sign-in-link', { email: admin.email }, demo);
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(mailsTo(admin.email)).toHaveLength(1);
  });
});
