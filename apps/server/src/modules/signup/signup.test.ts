import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { type FakeSiteverify, startFakeSiteverify } from '../../../test/siteverify';
import { forgetStaleSignups } from './service';

// Sign-up from the platform home (issue 17, ADR 0074/0075): live subdomain check, bot check,
// rate limit, e-mailed link that makes the shop once and signs its owner in.

let t: TestApp;
let smtp: TestSmtp;
let siteverify: FakeSiteverify;
beforeAll(async () => {
  smtp = await startTestSmtp();
  siteverify = await startFakeSiteverify();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    PLATFORM_RECAPTCHA_SITE_KEY: 'test-site-key',
    PLATFORM_RECAPTCHA_SECRET_KEY: 'test-secret',
    SIGNUPS_PER_HOUR: '3',
  });
});
afterAll(async () => {
  await t.close();
  await siteverify.close();
  await smtp.close();
});

const platform = { host: 'platform.localhost:3000' };
let serial = 0;
/** Each sign-up comes from its own address, so only the rate-limit test meets the limit. */
const nextAddress = () => `198.51.100.${++serial}`;

function signUp(fields: Record<string, unknown>, remoteAddress = nextAddress()) {
  const n = ++serial;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/signup',
    headers: platform,
    remoteAddress,
    payload: {
      shop_name: `Shop ${n}`,
      subdomain: `new-shop-${n}`,
      email: `owner${n}@example.com`,
      password: 'open-sesame-42',
      country_code: 'DE',
      currency_code: 'EUR',
      grecaptcha_token: 'human',
      ...fields,
    },
  });
}

async function linkFor(email: string): Promise<string> {
  const mail = await smtp.waitFor((m) => m.to.includes(email));
  const link = /https?:\/\/\S+\/signup\/verify\?token=[\w-]+/.exec(mail.text)?.[0];
  expect(link).toBeDefined();
  return link!;
}

const open = (link: string) => {
  const url = new URL(link);
  return t.app.inject({ method: 'GET', url: url.pathname + url.search, headers: { host: url.host } });
};

const shopCount = async () =>
  Number((await t.database.db.execute(sql`select count(*)::int as n from shops`)).rows[0]?.n);

describe('the platform home', () => {
  it('is served at platform.localhost with the form and its script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/', headers: platform });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('id="signup"');
    expect(page.body).toContain('<option value="DE"');
    const script = await t.app.inject({ method: 'GET', url: '/signup.js', headers: platform });
    expect(script.headers['content-type']).toContain('javascript');
  });
  it('has no shop: a shop API asked there is not found', async () => {
    const api = await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: platform });
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ code: 'NOT_FOUND' });
    const other = await t.app.inject({ method: 'GET', url: '/cart', headers: platform });
    expect(other.statusCode).toBe(404);
  });
  it('leaves shop hosts as they were', async () => {
    const shop = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('demo'),
    });
    expect(shop.statusCode).toBe(200);
  });
});

describe('the live subdomain check', () => {
  const check = (subdomain: string) =>
    t.app.inject({
      method: 'GET',
      url: `/api/v1/signup/subdomain?subdomain=${encodeURIComponent(subdomain)}`,
      headers: platform,
    });
  it('says free, taken, reserved or invalid', async () => {
    expect((await check('brand-new-name')).json().data).toMatchObject({ available: true, reason: null });
    // 'demo' is a reserved word, but a shop holds it: it is taken (issue 32).
    expect((await check('demo')).json().data).toMatchObject({
      available: false,
      reason: 'taken',
      message: 'This subdomain is already taken. Please choose another.',
    });
    expect((await check('outdoors')).json().data).toMatchObject({ available: false, reason: 'taken' });
    expect((await check('platform')).json().data).toMatchObject({ available: false, reason: 'reserved' });
    expect((await check('-bad-')).json().data).toMatchObject({ available: false, reason: 'invalid' });
    expect((await check('a')).json().data).toMatchObject({ available: false, reason: 'invalid' });
  });
});

describe('signing up', () => {
  it('refuses a taken, reserved or invalid subdomain and writes nothing', async () => {
    const before = await t.database.db.select().from(schema.platformSignups);
    const taken = await signUp({ subdomain: 'outdoors' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json().fields.subdomain).toMatch(/taken/);
    const reserved = await signUp({ subdomain: 'www' });
    expect(reserved.statusCode).toBe(422);
    expect(reserved.json().fields.subdomain).toMatch(/reserved/);
    const invalid = await signUp({ subdomain: 'Not Valid!' });
    expect(invalid.statusCode).toBe(400);
    expect(await t.database.db.select().from(schema.platformSignups)).toHaveLength(before.length);
  });

  it('keeps no sign-up whose e-mail could not be sent', async () => {
    smtp.refuse('550 Mailbox unavailable');
    try {
      const answer = await signUp({ email: 'bounce@example.com' });
      expect(answer.statusCode).toBe(503);
      expect(answer.json().message).toMatch(/could not send/);
    } finally {
      smtp.refuse(null);
    }
    const rows = await t.database.db
      .select()
      .from(schema.platformSignups)
      .where(eq(schema.platformSignups.email, 'bounce@example.com'));
    expect(rows).toHaveLength(0);
  });

  it('refuses a robot', async () => {
    const bot = await signUp({ grecaptcha_token: 'bot-ish' });
    expect(bot.statusCode).toBe(422);
    expect(bot.json().fields).toHaveProperty('grecaptcha_token');
    const none = await signUp({ grecaptcha_token: null });
    expect(none.statusCode).toBe(422);
  });

  it('limits sign-ups per address', async () => {
    const address = '203.0.113.99';
    const answers = [];
    for (let i = 0; i < 4; i += 1) answers.push((await signUp({}, address)).statusCode);
    expect(answers).toEqual([202, 202, 202, 429]);
  });

  it('mails a link that makes the shop and signs its owner in', async () => {
    const before = await shopCount();
    const answer = await signUp({
      subdomain: 'linen-and-co',
      shop_name: 'Linen & Co',
      email: 'maker@example.com',
      sample_products: true,
    });
    expect(answer.statusCode).toBe(202);
    expect(await shopCount()).toBe(before);
    const link = await linkFor('maker@example.com');
    const opened = await open(link);
    expect(opened.statusCode).toBe(303);
    const target = new URL(opened.headers.location as string);
    expect(target.host).toBe('linen-and-co.localhost:3000');
    expect(target.pathname).toBe('/admin/login');
    const code = target.searchParams.get('code')!;

    const [shop] = await t.database.db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'linen-and-co'));
    expect(shop).toMatchObject({ currencyCode: 'EUR', status: 'active' });
    // Its pages are pages, not blog posts (issue 32).
    const pages = await t.database.db
      .select()
      .from(schema.contentPages)
      .where(eq(schema.contentPages.shopId, shop!.id));
    expect(pages.map((p) => p.handle).sort()).toEqual([
      'about-us',
      'contact',
      'privacy-policy',
      'shipping-returns',
      'terms-of-service',
    ]);
    const articles = await t.database.db
      .select()
      .from(schema.newsArticles)
      .where(eq(schema.newsArticles.shopId, shop!.id));
    expect(articles).toEqual([]);
    const products = await t.database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.shopId, shop!.id));
    expect(products).toHaveLength(2);

    const host = { host: 'linen-and-co.localhost:3000' };
    const signedIn = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-sign-in-link/confirm',
      headers: host,
      payload: { code },
    });
    expect(signedIn.statusCode).toBe(200);
    const token = signedIn.json().data.token as string;
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/account',
      headers: { ...host, authorization: `Bearer ${token}` },
    });
    expect(me.statusCode).toBe(200);
    expect(JSON.stringify(me.json())).toContain('maker@example.com');
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: host,
      payload: { email: 'maker@example.com', password: 'open-sesame-42' },
    });
    expect(login.statusCode).toBe(200);
    const storefront = await t.app.inject({ method: 'GET', url: '/api/v1/storefront/config', headers: host });
    expect(storefront.statusCode).toBe(200);
    // The footer's headings hold links, and its links open the shop's five pages.
    const footer = storefront.json().data.menus.footer as {
      label: string;
      href: string | null;
      children: { label: string; href: string }[];
    }[];
    expect(footer.map((column) => [column.label, column.href])).toEqual([
      ['Help', null],
      ['About', null],
    ]);
    expect(footer.flatMap((column) => column.children.map((link) => [link.label, link.href]))).toEqual([
      ['Contact', '/pages/contact'],
      ['Shipping & returns', '/pages/shipping-returns'],
      ['Track your order', '/track-order'],
      ['About us', '/pages/about-us'],
      ['Privacy policy', '/pages/privacy-policy'],
      ['Terms of service', '/pages/terms-of-service'],
    ]);
    const about = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/pages/about-us',
      headers: host,
    });
    expect(about.json().data.body).toContain('Welcome to Linen &amp; Co!');

    // The same link again: a clear page, nothing new.
    const again = await open(link);
    expect(again.statusCode).toBe(410);
    expect(again.body).toContain('already been used');
    expect(again.body).toContain('href="http://linen-and-co.localhost:3000/admin/login"');
    expect(await shopCount()).toBe(before + 1);
  });

  it('answers a bad link with a clear page', async () => {
    const bad = await t.app.inject({
      method: 'GET',
      url: '/signup/verify?token=not-a-real-token-at-all-000',
      headers: platform,
    });
    expect(bad.statusCode).toBe(404);
    expect(bad.body).toContain('not valid');
    const garbage = await t.app.inject({
      method: 'GET',
      url: '/signup/verify?token=%3Cscript%3E',
      headers: platform,
    });
    expect(garbage.statusCode).toBe(404);
  });

  it('gives a subdomain to the first link opened; the second gets 409 and nothing half-made', async () => {
    await signUp({ subdomain: 'race-shop', email: 'first@example.com' });
    await signUp({ subdomain: 'race-shop', email: 'second@example.com' });
    const links = [await linkFor('first@example.com'), await linkFor('second@example.com')];
    const before = await shopCount();
    const answers = await Promise.all(links.map(open));
    expect(answers.map((a) => a.statusCode).sort()).toEqual([303, 409]);
    expect(answers.find((a) => a.statusCode === 409)!.body).toContain('just before you');
    expect(await shopCount()).toBe(before + 1);
    const admins = await t.database.db.execute(
      sql`select a.email from admin_users a join shops s on s.id = a.shop_id where s.subdomain = 'race-shop'`,
    );
    expect(admins.rows).toHaveLength(1);
  });

  it('refuses a link past its day', async () => {
    await signUp({ email: 'late@example.com' });
    const link = await linkFor('late@example.com');
    await t.database.db
      .update(schema.platformSignups)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(schema.platformSignups.email, 'late@example.com'));
    const opened = await open(link);
    expect(opened.statusCode).toBe(410);
    expect(opened.body).toContain('expired');
    // A week after, the row itself is forgotten by the housekeeping pass.
    expect(await forgetStaleSignups(t.database.db, new Date())).toBe(0);
    expect(await forgetStaleSignups(t.database.db, new Date(Date.now() + 8 * 86_400_000))).toBeGreaterThan(0);
    expect(
      await t.database.db
        .select()
        .from(schema.platformSignups)
        .where(eq(schema.platformSignups.email, 'late@example.com')),
    ).toHaveLength(0);
  });
});
