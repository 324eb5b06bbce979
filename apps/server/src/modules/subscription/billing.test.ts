import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import {
  type FakePlatformStripe,
  platformTestCards,
  startFakePlatformStripe,
} from '../../../test/fakes/platform-stripe';
import { canceledStatusId } from '../orders/returns-service';
import { chargeInvoice, useBillingClock } from './charge';
import { billingProvider } from './provider';
import { invoiceForStep, subscriptionOf } from './queries';
import { runRenewals } from './renewals';

const secretKey = 'sk_test_platform';
let t: TestApp;
let stripe: FakePlatformStripe;
let now = new Date('2026-03-01T10:00:00Z');
const day = 86_400_000;

beforeAll(async () => {
  stripe = await startFakePlatformStripe({ secretKey });
  process.env.PLATFORM_STRIPE_API_URL = stripe.url;
  process.env.PLATFORM_STRIPE_SECRET_KEY = secretKey;
  process.env.PLATFORM_STRIPE_PUBLISHABLE_KEY = 'pk_test_platform';
  useBillingClock(() => now);
  t = await createTestApp();
});
afterAll(async () => {
  useBillingClock(undefined);
  for (const name of [
    'PLATFORM_STRIPE_API_URL',
    'PLATFORM_STRIPE_SECRET_KEY',
    'PLATFORM_STRIPE_PUBLISHABLE_KEY',
  ])
    delete process.env[name];
  await t.close();
  await stripe.close();
});
beforeEach(() => {
  stripe.state.declineAll = false;
});

let serial = 0;
/** A new shop on the trial, created a day before `now`, with its owner signed in. */
async function newShop() {
  serial += 1;
  const subdomain = `billing${serial}`;
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/v1/platform/shops',
    headers: { authorization: `Bearer ${platformToken}` },
    payload: { subdomain, name: `Billing ${serial}` },
  });
  const id = created.json().data.id as number;
  await t.database.db
    .update(schema.shops)
    .set({ createdAt: new Date(now.getTime() - day) })
    .where(eq(schema.shops.id, id));
  const owner = await signedInAdmin(t, subdomain);
  const call = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object, headers = owner.headers) =>
    t.app.inject({
      method,
      url: `/api/v1/admin/subscription${url}`,
      headers,
      ...(payload ? { payload } : {}),
    });
  const dashboard = async () => (await call('GET', '')).json().data;
  return { id, subdomain, owner, call, dashboard };
}

describe('choosing a plan with a card', () => {
  it('upgrades from the trial: the card is saved, the full price charged, a numbered invoice paid', async () => {
    const shop = await newShop();
    const before = stripe.taken();
    const res = await shop.call('PUT', '/plan', {
      plan: 'basic',
      period: 'monthly',
      payment_method: platformTestCards.visa,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({
      plan: 'basic',
      period: 'monthly',
      status: 'active',
      card: { brand: 'visa', last4: '4242' },
      current_period_start: now.toISOString(),
      renews_at: '2026-04-01T10:00:00.000Z',
    });
    expect(stripe.taken() - before).toBe(2900);
    const { invoices } = await shop.dashboard();
    expect(invoices).toHaveLength(1);
    expect(invoices[0]).toMatchObject({
      amount: 2900,
      status: 'paid',
      number: expect.stringMatching(/^EMP-\d{6}$/),
    });

    // The same request again (a double click) charges nothing more.
    const again = await shop.call('PUT', '/plan', { plan: 'basic', period: 'monthly' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toContain('already on the Basic plan');
    expect(stripe.taken() - before).toBe(2900);
  });

  it('a declined card changes nothing and says so', async () => {
    const shop = await newShop();
    const charges = stripe.charges.length;
    const res = await shop.call('PUT', '/plan', {
      plan: 'advanced',
      period: 'yearly',
      payment_method: platformTestCards.declined,
    });
    expect(res.statusCode).toBe(402);
    expect(res.json()).toMatchObject({ code: 'card_declined' });
    expect(res.json().message).toContain('Your card was declined.');
    expect(res.json().message).toContain('plan is unchanged');
    expect(stripe.charges.length).toBe(charges);
    const { subscription } = await shop.dashboard();
    expect(subscription).toMatchObject({ plan: 'trial', status: 'trialing', card: null });
  });

  it('without a card on file a paid plan asks for one', async () => {
    const shop = await newShop();
    const res = await shop.call('PUT', '/plan', { plan: 'basic', period: 'yearly' });
    expect(res.statusCode).toBe(422);
    expect(res.json().fields).toHaveProperty('payment_method');
  });

  it('an upgrade mid-period is prorated: the unused part of the old period is credited', async () => {
    const shop = await newShop();
    await shop.call('PUT', '/plan', {
      plan: 'basic',
      period: 'monthly',
      payment_method: platformTestCards.visa,
    });
    const start = now;
    now = new Date(start.getTime() + 10 * day);
    try {
      // March has 31 days: 21 of them unused, of a 2900 price.
      const credit = Math.floor((2900 * 21) / 31);
      const quote = await shop.call('GET', '/quote?plan=advanced&period=monthly');
      expect(quote.json().data).toMatchObject({
        price: 7900,
        credit,
        amount_due: 7900 - credit,
        blockers: [],
      });
      const before = stripe.taken();
      const res = await shop.call('PUT', '/plan', { plan: 'advanced', period: 'monthly' });
      expect(res.statusCode, res.body).toBe(200);
      expect(stripe.taken() - before).toBe(7900 - credit);
      expect(res.json().data.current_period_start).toBe(now.toISOString());
    } finally {
      now = start;
    }
  });

  it('a downgrade the shop does not fit is refused with what to remove first', async () => {
    const shop = await newShop();
    await shop.call('PUT', '/plan', {
      plan: 'advanced',
      period: 'monthly',
      payment_method: platformTestCards.visa,
    });
    for (const code of ['fr', 'de', 'es', 'it']) {
      const added = await t.app.inject({
        method: 'POST',
        url: '/api/v1/admin/settings/languages',
        headers: shop.owner.headers,
        payload: { code },
      });
      expect(added.statusCode).toBe(200);
    }
    const res = await shop.call('PUT', '/plan', { plan: 'basic', period: 'monthly' });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toMatch(
      /First remove 2 languages \(the Basic plan includes 3, the shop has 5\)/,
    );
    expect((await shop.dashboard()).subscription.plan).toBe('advanced');
  });
});

describe('renewals by the scheduled job (fake clock)', () => {
  it('renews a period once, however many passes run', async () => {
    const shop = await newShop();
    await shop.call('PUT', '/plan', {
      plan: 'basic',
      period: 'monthly',
      payment_method: platformTestCards.visa,
    });
    const before = stripe.taken();
    const renewal = new Date('2026-04-01T10:00:01Z');
    await runRenewals(t.database.db, renewal);
    await runRenewals(t.database.db, renewal);
    expect(stripe.taken() - before).toBe(2900);
    const { subscription, invoices } = await shop.dashboard();
    expect(subscription).toMatchObject({
      status: 'active',
      current_period_start: '2026-04-01T10:00:00.000Z',
      renews_at: '2026-05-01T10:00:00.000Z',
    });
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);
  });

  it('a renewal adds the plan’s transaction fee on the ended period’s sales, cancelled orders left out', async () => {
    const shop = await newShop();
    await shop.call('PUT', '/plan', {
      plan: 'basic',
      period: 'monthly',
      payment_method: platformTestCards.visa,
    });
    const { subscription } = await shop.dashboard();
    const inPeriod = new Date(new Date(subscription.current_period_start).getTime() + day);
    const order = (ref: string, totalMinor: number, statusId = 1) => ({
      shopId: shop.id,
      ref,
      email: 'buyer@example.com',
      firstname: 'Bea',
      lastname: 'Buyer',
      paymentMethod: 'moneyorder',
      currencyCode: 'USD',
      subtotalMinor: totalMinor,
      totalMinor,
      statusId,
      createdAt: inPeriod,
    });
    await t.database.db
      .insert(schema.orders)
      .values([order('FEE-1', 6_000), order('FEE-2', 4_025), order('FEE-3', 9_999, canceledStatusId)]);
    const before = stripe.taken();
    await runRenewals(t.database.db, new Date(new Date(subscription.renews_at).getTime() + 1000));
    // 2 % of 100.25 = 2.005, rounded half up to 2.01.
    expect(stripe.taken() - before).toBe(2900 + 201);
    const { invoices } = await shop.dashboard();
    expect(invoices[0]).toMatchObject({
      status: 'paid',
      description: 'Basic plan, monthly renewal, plus a 2 % transaction fee of $2.01 on $100.25 of sales',
    });
  });

  it('a failed renewal is retried with backoff, the shop pauses after the grace period, and paying reopens it', async () => {
    const shop = await newShop();
    await shop.call('PUT', '/plan', {
      plan: 'basic',
      period: 'monthly',
      payment_method: platformTestCards.visa,
    });
    stripe.state.declineAll = true;
    const end = Date.parse('2026-04-01T10:00:00Z');
    const at = (days: number) => new Date(end + days * day + 1000);
    const status = async () => (await shop.dashboard()).subscription;

    await runRenewals(t.database.db, at(0));
    expect(await status()).toMatchObject({
      status: 'past_due',
      grace_ends_at: new Date(end + 7 * day).toISOString(),
    });
    // Before the retry is due nothing is tried.
    const tries = stripe.charges.length;
    await runRenewals(t.database.db, at(0.5));
    expect(stripe.charges.length).toBe(tries);
    await runRenewals(t.database.db, at(1));
    await runRenewals(t.database.db, at(3));
    await runRenewals(t.database.db, at(6));
    expect(stripe.charges.length).toBe(tries + 3);
    expect((await status()).status).toBe('past_due');
    // Still open while past due; the answer is kept until the status changes (ADR 0136).
    const home = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/v1/storefront/home',
        headers: { host: `${shop.subdomain}.localhost` },
      });
    expect((await home()).statusCode).toBe(200);
    await runRenewals(t.database.db, at(7));
    expect((await status()).status).toBe('paused');

    // The storefront is closed; the admin still answers.
    const storefront = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/home',
      headers: { host: `${shop.subdomain}.localhost` },
    });
    expect(storefront.statusCode).toBe(423);
    expect(storefront.json()).toMatchObject({ code: 'shop_paused' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/',
      headers: { host: `${shop.subdomain}.localhost` },
    });
    expect(page.statusCode).toBe(503);
    expect(page.body).toContain('This shop is closed for now.');
    const admin = await t.app.inject({
      method: 'GET',
      url: '/admin/subscription/dashboard',
      headers: { host: `${shop.subdomain}.localhost` },
    });
    expect(admin.statusCode).toBe(200);
    // The admin reads the shop's config through the storefront API too.
    const config = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: { host: `${shop.subdomain}.localhost` },
    });
    expect(config.statusCode).toBe(200);

    stripe.state.declineAll = false;
    now = at(8);
    try {
      const paid = await shop.call('POST', '/pay', { payment_method: platformTestCards.visa });
      expect(paid.statusCode, paid.body).toBe(200);
      expect(paid.json().data).toMatchObject({ status: 'active', current_period_start: now.toISOString() });
    } finally {
      now = new Date('2026-03-01T10:00:00Z');
    }
    const reopened = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/home',
      headers: { host: `${shop.subdomain}.localhost` },
    });
    expect(reopened.statusCode).toBe(200);
    const statuses = (await shop.dashboard()).invoices.map((i: { status: string }) => i.status);
    expect(statuses).toEqual(['paid', 'paid']);
  });

  it('a shop older than billing (no subscription row) keeps the trial’s limits but is never paused', async () => {
    const [old] = await t.database.db
      .insert(schema.shops)
      .values({ subdomain: 'oldtimer', name: 'Old Timer', createdAt: new Date(now.getTime() - 400 * day) })
      .returning();
    await runRenewals(t.database.db, now);
    const owner = await signedInAdmin(t, 'oldtimer');
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/subscription',
      headers: owner.headers,
    });
    expect(res.json().data.subscription).toMatchObject({ plan: 'trial', status: 'trialing' });
    const [row] = await t.database.db
      .select()
      .from(schema.shopSubscriptions)
      .where(eq(schema.shopSubscriptions.shopId, old!.id));
    expect(row).toBeUndefined();
  });

  it('a trial that ends without a plan pauses the shop; choosing a plan reopens it', async () => {
    const shop = await newShop();
    await runRenewals(t.database.db, new Date(now.getTime() + 14 * day));
    expect((await shop.dashboard()).subscription.status).toBe('paused');
    const res = await shop.call('PUT', '/plan', {
      plan: 'basic',
      period: 'yearly',
      payment_method: platformTestCards.visa,
    });
    expect(res.json().data).toMatchObject({ status: 'active', plan: 'basic', period: 'yearly' });
  });
});

describe('idempotent billing steps', () => {
  it('a charge whose outcome was lost (the process stopped mid-call) is replayed, not taken twice', async () => {
    const shop = await newShop();
    await shop.call('PUT', '/card', { payment_method: platformTestCards.visa });
    const sub = await subscriptionOf(t.database.db, shop.id);
    const step = {
      shopId: shop.id,
      idempotencyKey: 'renewal:test-crash',
      kind: 'renewal',
      plan: 'basic',
      period: 'monthly',
      description: 'Basic plan, monthly renewal',
      amount: 2900,
      periodStart: now,
      periodEnd: new Date(now.getTime() + 30 * day),
    };
    const invoice = await invoiceForStep(t.database.db, step);
    // The same step again finds the same numbered invoice.
    expect((await invoiceForStep(t.database.db, step)).id).toBe(invoice.id);
    expect(invoice.number).toMatch(/^EMP-\d{6}$/);

    // Attempt 1 reached the provider, then the process stopped before writing the outcome.
    await t.database.db
      .update(schema.subscriptionInvoices)
      .set({ attempts: 1 })
      .where(eq(schema.subscriptionInvoices.id, invoice.id));
    const lost = await billingProvider()!.charge(
      {
        customerId: sub.providerCustomerId!,
        paymentMethodId: sub.cardPaymentMethod!,
        amount: 2900,
        currency: 'USD',
        description: invoice.description,
        invoice: invoice.number,
      },
      `emporia-invoice-${invoice.id}-attempt-1`,
    );
    expect(lost.ok).toBe(true);
    const before = stripe.taken();
    const reopened = (await invoiceForStep(t.database.db, step))!;
    const result = await chargeInvoice(t.database.db, sub, reopened, now);
    expect(result).toEqual(lost);
    expect(stripe.taken()).toBe(before);
    const [row] = await t.database.db
      .select()
      .from(schema.subscriptionInvoices)
      .where(eq(schema.subscriptionInvoices.id, invoice.id));
    expect(row).toMatchObject({ status: 'paid', attempts: 1 });
  });
});

describe('concurrent requests', () => {
  it('a double submit charges once; two different plans at once are charged as one change after the other', async () => {
    const shop = await newShop();
    await shop.call('PUT', '/card', { payment_method: platformTestCards.visa });
    const before = stripe.taken();
    const same = await Promise.all([
      shop.call('PUT', '/plan', { plan: 'basic', period: 'monthly' }),
      shop.call('PUT', '/plan', { plan: 'basic', period: 'monthly' }),
    ]);
    expect(same.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(stripe.taken() - before).toBe(2900);

    const other = await newShop();
    await other.call('PUT', '/card', { payment_method: platformTestCards.visa });
    const start = stripe.taken();
    await Promise.all([
      other.call('PUT', '/plan', { plan: 'advanced', period: 'monthly' }),
      other.call('PUT', '/plan', { plan: 'enterprise', period: 'monthly' }),
    ]);
    // At the same instant the first plan's whole price is credited to the second, whichever ran first.
    expect(stripe.taken() - start).toBe(29900);
    const { invoices } = await other.dashboard();
    expect(invoices.map((i: { status: string }) => i.status)).toEqual(['paid', 'paid']);
  });
});

describe('invoices, billing address, access', () => {
  it('saves the billing address, and the invoice PDF downloads', async () => {
    const shop = await newShop();
    const address = {
      name: 'Ada Lovelace',
      company: 'Engines Ltd',
      address_1: '1 Analytical Way',
      city: 'London',
      postcode: 'N1 1AA',
      country: 'gb',
      tax_id: 'GB123456789',
    };
    const saved = await shop.call('PUT', '/address', address);
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.billing_address).toMatchObject({ country: 'GB', tax_id: 'GB123456789' });
    const bad = await shop.call('PUT', '/address', { ...address, country: 'Britain' });
    expect(bad.statusCode).toBe(400);

    await shop.call('PUT', '/plan', {
      plan: 'basic',
      period: 'monthly',
      payment_method: platformTestCards.visa,
    });
    const [invoice] = (await shop.dashboard()).invoices;
    const pdf = await shop.call('GET', `/invoices/${invoice.id}/pdf`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const [row] = await t.database.db
      .select()
      .from(schema.subscriptionInvoices)
      .where(eq(schema.subscriptionInvoices.id, invoice.id));
    expect(row?.billingAddress).toMatchObject({ name: 'Ada Lovelace' });

    // Another shop cannot read it.
    const other = await newShop();
    expect((await other.call('GET', `/invoices/${invoice.id}/pdf`)).statusCode).toBe(404);
  });

  it('needs the subscription permission', async () => {
    const shop = await newShop();
    const clerk = await signedInAdmin(t, shop.subdomain, ['orders']);
    for (const [method, url] of [
      ['GET', ''],
      ['GET', '/plans'],
      ['PUT', '/address'],
      ['PUT', '/plan'],
    ] as const) {
      const res = await shop.call(method, url, method === 'PUT' ? {} : undefined, clerk.headers);
      expect(res.statusCode, `${method} ${url}`).toBe(403);
    }
    const anonymous = await shop.call('GET', '', undefined, { host: `${shop.subdomain}.localhost` } as never);
    expect(anonymous.statusCode).toBe(401);
  });
});
