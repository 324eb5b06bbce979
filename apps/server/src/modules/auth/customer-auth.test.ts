import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectRefused, linkIn } from '../../../test/accounts';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { cartHandoffs } from './cart-handoff';
import { signInLimits } from './sign-in-limits';

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
let serial = 0;
const newEmail = () => `shopper${++serial}.${Date.now()}@example.com`;
const registration = (email: string, extra: Record<string, unknown> = {}) => ({
  firstname: 'Robin',
  lastname: 'Hiker',
  email,
  telephone: '+1 555 0100',
  password: 'trail-mix-42',
  confirm: 'trail-mix-42',
  newsletter: true,
  sms_opt_in: false,
  cart: [{ id: 7, cart_quantity: 2, attributes: [], images: [], meta: {} }],
  ...extra,
});
const post = (url: string, payload: unknown, headers: Record<string, string> = demo) =>
  t.app.inject({ method: 'POST', url, headers, payload: payload as object });
const profileOf = (token: string, host = demo) =>
  t.app.inject({
    method: 'GET',
    url: '/api/v1/storefront/account/profile',
    headers: { ...host, authorization: `Bearer ${token}` },
  });

describe('register', () => {
  it('creates the account, answers data.token and that token works', async () => {
    const email = newEmail();
    const res = await post('/api/v1/storefront/register', registration(email.toUpperCase()));
    expect(res.statusCode).toBe(201);
    const { data } = res.json();
    expect(data.token).toMatch(/^[A-Za-z0-9_-]{40,}$/);
    expect(data.customer).toMatchObject({ firstname: 'Robin', email });
    const profile = await profileOf(data.token);
    expect(profile.json().data).toMatchObject({
      email,
      newsletter: true,
      sms_opt_in: false,
      telephone: '+1 555 0100',
    });
    const [row] = await t.database.db
      .select()
      .from(schema.customers)
      .where(eq(schema.customers.id, data.customer.id));
    expect(row!.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('welcomes the new customer by e-mail with the link to their account', async () => {
    const email = newEmail();
    expect((await post('/api/v1/storefront/register', registration(email))).statusCode).toBe(201);
    const welcome = await smtp.waitFor((m) => m.to.includes(email));
    expect(welcome.subject).toBe('Welcome to Emporia Gear Co.');
    expect(welcome.text).toContain('Hello Robin,');
    expect(welcome.text).toContain(`You sign in with ${email}.`);
    expect(linkIn(welcome.text)).toBe('http://demo.localhost/account');
    expect(welcome.html).toContain('<a href="http://demo.localhost/account">');
  });

  it('hands the guest cart to the cart area in the same step', async () => {
    const seen: unknown[] = [];
    const handoff = async (_ctx: unknown, customerId: number, cart: unknown, event: string) =>
      void seen.push({ customerId, cart, event });
    cartHandoffs.push(handoff);
    try {
      const res = await post('/api/v1/storefront/register', registration(newEmail()));
      expect(seen).toEqual([
        { customerId: res.json().data.customer.id, cart: registration('').cart, event: 'register' },
      ]);
    } finally {
      cartHandoffs.splice(cartHandoffs.indexOf(handoff), 1);
    }
  });

  it('refuses bad input with a clear 400 and writes nothing', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ firstname: undefined }, 'firstname'],
      [{ email: 'not-an-email' }, 'email'],
      [{ email: 42 }, 'email'],
      [{ password: 'short', confirm: 'short' }, 'password'],
      [{ confirm: 'something-else' }, 'confirm'],
      [{ newsletter: 'yes' }, 'newsletter'],
      [{ cart: [{ id: 'x', cart_quantity: 1 }] }, 'cart.0.id'],
      [{ telephone: '<script>' }, 'telephone'],
    ];
    for (const [change, field] of cases) {
      const body = await expectRefused(
        t,
        () => post('/api/v1/storefront/register', registration(newEmail(), change)),
        400,
      );
      expect(Object.keys(body.fields ?? {}), JSON.stringify(change)).toContain(field);
    }
    const noBody = await expectRefused(
      t,
      () => t.app.inject({ method: 'POST', url: '/api/v1/storefront/register', headers: demo }),
      400,
    );
    expect(noBody.message).toBeTruthy();
  });

  it('refuses an e-mail already registered at this shop (409), but the same e-mail may register at another shop', async () => {
    const email = newEmail();
    expect((await post('/api/v1/storefront/register', registration(email))).statusCode).toBe(201);
    const again = await expectRefused(
      t,
      () => post('/api/v1/storefront/register', registration(email.toUpperCase())),
      409,
    );
    expect(again.message).toMatch(/already exists/);
    expect(
      (await post('/api/v1/storefront/register', registration(email), hostOf('outdoors'))).statusCode,
    ).toBe(201);
  });
});

describe('login and logout', () => {
  it('logs in with the right password only, and logout revokes the token server-side', async () => {
    const email = newEmail();
    await post('/api/v1/storefront/register', registration(email));
    const wrong = await post('/api/v1/storefront/login', { email, password: 'wrong-password', cart: [] });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().message).toBe('The e-mail address or password is incorrect.');
    const unknown = await post('/api/v1/storefront/login', {
      email: newEmail(),
      password: 'trail-mix-42',
      cart: [],
    });
    expect(unknown.statusCode).toBe(401);
    expect(unknown.json().message).toBe(wrong.json().message);

    const res = await post('/api/v1/storefront/login', {
      email: ` ${email.toUpperCase()} `,
      password: 'trail-mix-42',
      cart: [],
    });
    expect(res.statusCode).toBe(200);
    const { token, customer } = res.json().data;
    expect(customer.email).toBe(email);
    expect((await profileOf(token)).statusCode).toBe(200);

    const out = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/logout',
      headers: { ...demo, authorization: `Bearer ${token}` },
    });
    expect(out.statusCode).toBe(204);
    expect((await profileOf(token)).statusCode).toBe(401);
  });

  it('restores the saved cart through the cart area after login', async () => {
    const email = newEmail();
    await post('/api/v1/storefront/register', registration(email));
    const events: string[] = [];
    const handoff = async (_ctx: unknown, _id: number, _cart: unknown, event: string) =>
      void events.push(event);
    cartHandoffs.push(handoff);
    try {
      await post('/api/v1/storefront/login', {
        email,
        password: 'trail-mix-42',
        cart: [{ id: 3, cart_quantity: 1 }],
      });
      expect(events).toEqual(['login']);
    } finally {
      cartHandoffs.splice(cartHandoffs.indexOf(handoff), 1);
    }
  });

  it('does not let a customer of one shop log in at another with the same e-mail', async () => {
    const email = newEmail();
    await post('/api/v1/storefront/register', registration(email));
    const elsewhere = await post(
      '/api/v1/storefront/login',
      { email, password: 'trail-mix-42', cart: [] },
      hostOf('outdoors'),
    );
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses a disabled account even with the right password', async () => {
    const email = newEmail();
    const { data } = (await post('/api/v1/storefront/register', registration(email))).json();
    await t.database.db
      .update(schema.customers)
      .set({ status: 'disabled' })
      .where(eq(schema.customers.id, data.customer.id));
    const res = await post('/api/v1/storefront/login', { email, password: 'trail-mix-42', cart: [] });
    expect(res.statusCode).toBe(403);
    expect((await profileOf(data.token)).statusCode).toBe(401);
  });

  it('rejects malformed login payloads without writing', async () => {
    await expectRefused(t, () => post('/api/v1/storefront/login', { email: 'nope', password: 'x' }), 400);
    await expectRefused(t, () => post('/api/v1/storefront/login', { email: newEmail() }), 400);
    await expectRefused(
      t,
      () => post('/api/v1/storefront/login', { email: newEmail(), password: 12345678 }),
      400,
    );
  });

  it('slows down password guessing from one address with a clear 429, even for the right password', async () => {
    const email = newEmail();
    await post('/api/v1/storefront/register', registration(email));
    for (let i = 0; i < signInLimits.freePerPair; i += 1) {
      expect(
        (await post('/api/v1/storefront/login', { email, password: `guess-${i}`, cart: [] })).statusCode,
      ).toBe(401);
    }
    const blocked = await post('/api/v1/storefront/login', { email, password: 'trail-mix-42', cart: [] });
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json()).toMatchObject({ code: 'TOO_MANY_REQUESTS' });
    expect(blocked.json().message).toMatch(
      /Too many failed attempts\. Please wait \d+ seconds? and try again/,
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('slows down guessing from one address across accounts', async () => {
    const headers = { ...demo, 'x-forwarded-for': '203.0.113.9' };
    // Without TRUST_PROXY the header is ignored: use a private app whose requests come from one address.
    const own = await createTestApp({ TRUST_PROXY: 'true' });
    try {
      const attempt = (email: string) =>
        own.app.inject({
          method: 'POST',
          url: '/api/v1/storefront/login',
          headers,
          payload: { email, password: 'whatever-1', cart: [] },
        });
      for (let i = 0; i < signInLimits.perAddress; i += 1) {
        expect((await attempt(`nobody${i}@example.com`)).statusCode).toBe(401);
      }
      expect((await attempt('someone-else@example.com')).statusCode).toBe(429);
      const otherAddress = await own.app.inject({
        method: 'POST',
        url: '/api/v1/storefront/login',
        headers: { ...demo, 'x-forwarded-for': '198.51.100.4' },
        payload: { email: 'someone-else@example.com', password: 'whatever-1', cart: [] },
      });
      expect(otherAddress.statusCode).toBe(401);
    } finally {
      await own.close();
    }
  });
});

describe('forgot and reset password', () => {
  it('answers the same whether or not the e-mail exists, and mails a single-use link that signs the customer out everywhere', async () => {
    const email = newEmail();
    const { data } = (await post('/api/v1/storefront/register', registration(email))).json();
    const known = await post('/api/v1/storefront/forgot_password', { email });
    const unknown = await post('/api/v1/storefront/forgot_password', { email: newEmail() });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(known.json()).toEqual(unknown.json());

    const mail = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Reset'));
    expect(mail.subject).toBe('Reset your password at Emporia Gear Co.');
    const link = linkIn(mail.text);
    expect(link).toMatch(/^http:\/\/demo\.localhost\/reset-password\/[A-Za-z0-9_-]+$/);
    const token = link.split('/').pop()!;

    await expectRefused(
      t,
      () => post('/api/v1/storefront/reset_password', { token, password: 'short', confirm: 'short' }),
      400,
    );
    await expectRefused(
      t,
      () =>
        post('/api/v1/storefront/reset_password', {
          token,
          password: 'new-boots-77',
          confirm: 'other-boots-77',
        }),
      400,
    );
    const done = await post('/api/v1/storefront/reset_password', {
      token,
      password: 'new-boots-77',
      confirm: 'new-boots-77',
    });
    expect(done.statusCode).toBe(200);
    expect((await profileOf(data.token)).statusCode).toBe(401);
    expect(
      (await post('/api/v1/storefront/login', { email, password: 'trail-mix-42', cart: [] })).statusCode,
    ).toBe(401);
    expect(
      (await post('/api/v1/storefront/login', { email, password: 'new-boots-77', cart: [] })).statusCode,
    ).toBe(200);

    const reused = await expectRefused(
      t,
      () =>
        post('/api/v1/storefront/reset_password', {
          token,
          password: 'third-boots-88',
          confirm: 'third-boots-88',
        }),
      400,
    );
    expect(reused.message).toMatch(/expired or has already been used/);
  });

  it('refuses an expired link and a link of another shop', async () => {
    const email = newEmail();
    await post('/api/v1/storefront/register', registration(email));
    await post('/api/v1/storefront/forgot_password', { email });
    const reset = await smtp.waitFor((m) => m.to.includes(email) && m.subject.startsWith('Reset'));
    const token = linkIn(reset.text).split('/').pop()!;
    const payload = { token, password: 'new-boots-77', confirm: 'new-boots-77' };
    await expectRefused(t, () => post('/api/v1/storefront/reset_password', payload, hostOf('outdoors')), 400);
    await t.database.db.update(schema.accountTokens).set({ expiresAt: new Date(Date.now() - 1000) });
    await expectRefused(t, () => post('/api/v1/storefront/reset_password', payload), 400);
    await expectRefused(
      t,
      () => post('/api/v1/storefront/reset_password', { ...payload, token: 'x'.repeat(43) }),
      400,
    );
    await expectRefused(
      t,
      () => post('/api/v1/storefront/reset_password', { password: 'new-boots-77', confirm: 'new-boots-77' }),
      400,
    );
  });

  it('rejects a malformed e-mail without sending anything', async () => {
    await expectRefused(
      t,
      () => post('/api/v1/storefront/forgot_password', { email: 'robin at example' }),
      400,
    );
    await expectRefused(t, () => post('/api/v1/storefront/forgot_password', {}), 400);
  });
});

describe('authenticate (one-time sign-in code of /auth/callback)', () => {
  it('exchanges a code once for a customer token', async () => {
    const email = newEmail();
    const { data } = (await post('/api/v1/storefront/register', registration(email))).json();
    const { issueAccountToken } = await import('./account-tokens');
    const { token: code } = await issueAccountToken(
      { shop: { id: await shopIdOf('demo') } as never, actor: { kind: 'guest' }, db: t.database.db },
      'customer_sign_in',
      data.customer.id,
    );
    const res = await post('/api/v1/storefront/authenticate', { code, cart: [] });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.customer.email).toBe(email);
    expect((await profileOf(res.json().data.token)).statusCode).toBe(200);
    const again = await expectRefused(
      t,
      () => post('/api/v1/storefront/authenticate', { code, cart: [] }),
      401,
    );
    expect(again.message).toMatch(/expired or has already been used/);
    await expectRefused(t, () => post('/api/v1/storefront/authenticate', { cart: [] }), 400);
  });
});

async function shopIdOf(subdomain: string) {
  const [shop] = await t.database.db
    .select({ id: schema.shops.id })
    .from(schema.shops)
    .where(eq(schema.shops.subdomain, subdomain));
  return shop!.id;
}
