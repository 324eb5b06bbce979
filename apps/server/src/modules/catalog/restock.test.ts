import { restockSuccessMessage } from '@emporia/contracts/catalog';
import type { AdminProduct, AdminVariant } from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { expectCatalogRefused, productIdByName } from '../../../test/catalog';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { type FakeSiteverify, protectShop, startFakeSiteverify } from '../../../test/siteverify';

let t: TestApp;
let smtp: TestSmtp;
let verifier: FakeSiteverify;

beforeAll(async () => {
  verifier = await startFakeSiteverify();
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
  await verifier.close();
});

const subscribe = (payload: Record<string, unknown>, subdomain = 'demo') =>
  t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/restock-notify',
    headers: hostOf(subdomain),
    payload,
  });

async function subscriptionsOf(productId: number) {
  return t.database.db
    .select()
    .from(schema.restockSubscriptions)
    .where(eq(schema.restockSubscriptions.productId, productId));
}

describe('restock sign-up', () => {
  it('refuses a bad e-mail or a missing name and writes nothing', async () => {
    const tent = await productIdByName(t, 'Summit 2-Person Tent');
    const badEmail = await expectCatalogRefused(
      t,
      () => subscribe({ email: 'not-an-email', name: 'Ann', product_id: tent, locale: 'en' }),
      400,
    );
    expect(badEmail.fields?.email).toBe('The email must be a valid email address.');
    const noName = await expectCatalogRefused(
      t,
      () => subscribe({ email: 'ann@example.com', name: '  ', product_id: tent, locale: 'en' }),
      400,
    );
    expect(noName.fields?.name).toBe('The name field is required.');
    await expectCatalogRefused(t, () => subscribe({ name: 'Ann', product_id: tent }), 400);
  });

  it('refuses unknown products, products of another shop and products in stock', async () => {
    const otherShops = await productIdByName(t, 'Outdoors Cooler Box', 'outdoors');
    await expectCatalogRefused(
      t,
      () => subscribe({ email: 'a@example.com', name: 'A', product_id: otherShops }),
      404,
    );
    await expectCatalogRefused(
      t,
      () => subscribe({ email: 'a@example.com', name: 'A', product_id: 999_999 }),
      404,
    );
    const inStock = await productIdByName(t, 'Alpine Dome Tent');
    await expectCatalogRefused(
      t,
      () => subscribe({ email: 'a@example.com', name: 'A', product_id: inStock }),
      409,
    );
  });

  it('keeps one row per product and e-mail however often one subscribes', async () => {
    const gaiters = await productIdByName(t, 'Gaiter Pair');
    for (const name of ['Ann', 'Ann B.']) {
      const response = await subscribe({ email: 'Ann@Example.com', name, product_id: gaiters, locale: 'en' });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ message: restockSuccessMessage });
    }
    await subscribe({ email: 'ann@example.com', name: 'Ann', product_id: gaiters, locale: 'en' });
    const rows = await subscriptionsOf(gaiters);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('waiting');
  });
});

describe('restock sign-up with bot protection', () => {
  beforeAll(() => protectShop(t, 'demo', true));
  afterAll(() => protectShop(t, 'demo', false));

  it('refuses a missing, bad or low-scoring token and writes nothing', async () => {
    const lamp = await productIdByName(t, 'Waterproof Phone Pouch');
    const form = { email: 'bo@example.com', name: 'Bo', product_id: lamp, locale: 'en' };
    for (const token of [undefined, 'forged', 'bot-ish']) {
      const body = await expectCatalogRefused(t, () => subscribe({ ...form, grecaptcha_token: token }), 422);
      expect(body.fields?.grecaptcha_token).toBeDefined();
    }
  });

  it("accepts a good token, checked with the shop's secret", async () => {
    const pouch = await productIdByName(t, 'Waterproof Phone Pouch');
    const response = await subscribe({
      email: 'bo@example.com',
      name: 'Bo',
      product_id: pouch,
      grecaptcha_token: 'human',
    });
    expect(response.statusCode).toBe(200);
    const call = verifier.calls.at(-1)!;
    expect(call.get('secret')).toBe('test-secret');
    expect(call.get('response')).toBe('human');
    expect(await subscriptionsOf(pouch)).toHaveLength(1);
  });
});

describe('restock notices', () => {
  it('e-mails every subscriber once when an admin brings the product back into stock', async () => {
    const tent = await productIdByName(t, 'Summit 2-Person Tent');
    for (const [email, name] of [
      ['cleo@example.com', 'Cleo'],
      ['dev@example.com', 'Dev'],
    ]) {
      expect((await subscribe({ email, name, product_id: tent, locale: 'en' })).statusCode).toBe(200);
    }
    const { headers } = await signedInAdmin(t, 'demo', ['catalog']);
    const current = (
      await t.app.inject({ method: 'GET', url: `/api/v1/admin/products/${tent}`, headers })
    ).json() as {
      data: AdminProduct;
    };
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${tent}`,
      headers,
      payload: { ...current.data, quantity: 5 },
    });
    expect(saved.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('cleo@example.com'));
    expect(mail.subject).toBe('Summit 2-Person Tent is back in stock');
    expect(mail.text).toContain('Hello Cleo,');
    expect(mail.text).toContain('http://demo.localhost/summit-2-person-tent');
    await smtp.waitFor((m) => m.to.includes('dev@example.com'));
    const rows = await subscriptionsOf(tent);
    expect(rows.map((r) => r.status)).toEqual(['notified', 'notified']);
    expect(rows.every((r) => r.notifiedAt)).toBe(true);

    // Saving again (still in stock) sends nothing more.
    await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${tent}`,
      headers,
      payload: { ...current.data, quantity: 7 },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(smtp.messages.filter((m) => m.to.includes('cleo@example.com'))).toHaveLength(1);
  });

  it('tells subscribers of a sold-out variant when that variant returns', async () => {
    const jacket = await productIdByName(t, 'Trailblazer Rain Jacket');
    const { headers } = await signedInAdmin(t, 'demo', ['catalog']);
    const list = (
      await t.app.inject({ method: 'GET', url: `/api/v1/admin/products/${jacket}/children`, headers })
    ).json() as {
      data: { variants: AdminVariant[] };
    };
    const redSmall = list.data.variants.find((v) => v.sku.endsWith('RED-S'))!;
    expect(redSmall.quantity).toBe(0);
    expect(
      (await subscribe({ email: 'eli@example.com', name: 'Eli', product_id: redSmall.id })).statusCode,
    ).toBe(200);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/v1/admin/products/${jacket}/children/${redSmall.id}`,
      headers,
      payload: { ...redSmall, quantity: 2 },
    });
    expect(saved.statusCode).toBe(200);
    const mail = await smtp.waitFor((m) => m.to.includes('eli@example.com'));
    expect(mail.subject).toBe('Trailblazer Rain Jacket - Red / S is back in stock');
    expect(mail.text).toContain('/trailblazer-rain-jacket');
    const [row] = await t.database.db
      .select()
      .from(schema.restockSubscriptions)
      .where(
        and(
          eq(schema.restockSubscriptions.productId, redSmall.id),
          eq(schema.restockSubscriptions.email, 'eli@example.com'),
        ),
      );
    expect(row!.status).toBe('notified');
  });

  it('the admin restock list shows subscriptions with their status', async () => {
    const { headers } = await signedInAdmin(t, 'demo', ['catalog']);
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/restock?status=notified',
      headers,
    });
    expect(response.statusCode).toBe(200);
    const body = response.json() as { data: { email: string; status: string }[]; meta: { total: number } };
    expect(body.data.map((r) => r.email)).toEqual(
      expect.arrayContaining(['cleo@example.com', 'dev@example.com']),
    );
    expect(body.data.every((r) => r.status === 'notified')).toBe(true);
    const waiting = (
      await t.app.inject({ method: 'GET', url: '/api/v1/admin/restock?status=waiting', headers })
    ).json() as {
      data: { email: string }[];
    };
    expect(waiting.data.map((r) => r.email)).toContain('ann@example.com');
    const { rows } = await t.database.db.execute(sql`select count(*)::int as n from restock_subscriptions`);
    expect(body.meta.total + waiting.data.length).toBe(rows[0]!.n);
  });
});
