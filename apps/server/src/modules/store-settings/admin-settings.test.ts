import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import {
  addToCart,
  countryId,
  guest,
  guestWithCart,
  makeProduct,
  shopIdOf,
  zoneId,
} from '../../../test/checkout';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  admin = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const api = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
  t.app.inject({ method, url, headers: admin, ...(payload ? { payload } : {}) });

describe('discount admin', () => {
  it('creates, changes, lists and deletes coupons, and they apply in the storefront', async () => {
    const product = await makeProduct(t, { priceMinor: 4000 });
    const created = await api('POST', '/api/v1/admin/discounts', {
      name: 'Spring sale',
      code: 'SPRING15',
      type: 'percent',
      value: 15,
      minimum_total: 30,
      ends_on: '2999-12-31',
      uses_total: 100,
      uses_per_customer: 1,
      product_ids: [product.id],
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().data).toMatchObject({
      code: 'SPRING15',
      value: 15,
      minimum_total: 30,
      ends_on: '2999-12-31',
      product_ids: [product.id],
      times_used: 0,
    });
    const id = created.json().data.id;

    const headers = await guestWithCart(t, product.id, 1);
    const applied = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/discount',
      headers,
      payload: { module: 'CouponModule', coupon_code: 'spring15' },
    });
    expect(applied.json().data.cart.totals.discount).toBe(6);

    const changed = await api('PUT', `/api/v1/admin/discounts/${id}`, {
      ...created.json().data,
      type: 'fixed',
      value: 7.5,
    });
    expect(changed.json().data).toMatchObject({ type: 'fixed', value: 7.5 });
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers })).json().data.totals
        .discount,
    ).toBe(7.5);

    const listed = await api('GET', '/api/v1/admin/discounts?search=spring');
    expect(listed.json().data.map((c: { code: string }) => c.code)).toEqual(['SPRING15']);
    expect((await api('DELETE', `/api/v1/admin/discounts/${id}`)).statusCode).toBe(204);
    expect((await api('GET', `/api/v1/admin/discounts/${id}`)).statusCode).toBe(404);
  });

  it('refuses bad coupons with a 4xx and writes nothing', async () => {
    const count = async () =>
      Number((await t.database.db.execute(sql`SELECT count(*)::int AS n FROM coupons`)).rows[0]!.n);
    const before = await count();
    const base = { name: 'Bad', code: 'BADONE', type: 'percent', value: 10 };
    const cases: [Record<string, unknown>, number][] = [
      [{ ...base, value: 150 }, 400],
      [{ ...base, value: 0 }, 400],
      [{ ...base, type: 'fixed', value: 0 }, 400],
      [{ ...base, code: 'no spaces' }, 400],
      [{ ...base, starts_on: '2030-02-01', ends_on: '2030-01-01' }, 400],
      [{ ...base, uses_total: 0 }, 400],
      [{ ...base, product_ids: [999_999] }, 422],
      [{ ...base, code: 'save10' }, 409],
    ];
    for (const [payload, status] of cases) {
      const answer = await api('POST', '/api/v1/admin/discounts', payload);
      expect(answer.statusCode, JSON.stringify(payload)).toBe(status);
    }
    expect(await count()).toBe(before);
    const clerk = await signedInAdmin(t, 'demo', ['orders']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/admin/discounts', headers: clerk.headers }))
        .statusCode,
    ).toBe(403);
  });
});

describe('tax settings', () => {
  it('adds a class and a rate for a geo zone that the cart then charges', async () => {
    const shopId = await shopIdOf(t);
    const [zone] = await t.database.db.insert(schema.geoZones).values({ shopId, name: 'Quebec' }).returning();
    await t.database.db
      .insert(schema.geoZoneMembers)
      .values({ shopId, geoZoneId: zone!.id, countryCode: 'CA', zoneCode: 'QC' });
    const cls = await api('POST', '/api/v1/admin/settings/tax-classes', {
      title: 'Books',
      description: 'Printed books',
    });
    expect(cls.statusCode).toBe(201);
    const classId = cls.json().data.id;
    const rate = await api('POST', `/api/v1/admin/settings/tax-classes/${classId}/rates`, {
      name: 'QST',
      geo_zone_id: zone!.id,
      type: 'percent',
      rate: 9.975,
    });
    expect(rate.statusCode).toBe(201);
    expect(rate.json().data).toMatchObject({
      name: 'QST',
      rate: 9.975,
      type: 'percent',
      geo_zone: { name: 'Quebec' },
    });

    const book = await makeProduct(t, { priceMinor: 2000, taxable: false });
    await t.database.db
      .update(schema.products)
      .set({ taxClassId: classId })
      .where(eq(schema.products.id, book.id));
    const added = await addToCart(t, guest(), book.id, 1);
    const estimated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/estimate',
      headers: guest(added.token),
      payload: { country_code: 'CA', zone_code: 'QC' },
    });
    // 9.975 % of 20.00 = 1.995 → 2.00
    expect(estimated.json().data.cart.totals.tax).toBe(2);

    expect(
      (await api('GET', `/api/v1/admin/settings/tax-classes/${classId}/rates`)).json().data.rates,
    ).toHaveLength(1);
    expect((await api('DELETE', `/api/v1/admin/settings/tax-classes/${classId}`)).statusCode).toBe(409);
    const bad = await api('POST', `/api/v1/admin/settings/tax-classes/${classId}/rates`, {
      name: 'X',
      geo_zone_id: 999_999,
      type: 'percent',
      rate: 5,
    });
    expect(bad.statusCode).toBe(422);
    expect(
      (
        await api('POST', `/api/v1/admin/settings/tax-classes/${classId}/rates`, {
          name: 'X',
          geo_zone_id: zone!.id,
          type: 'percent',
          rate: 101,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await api('GET', `/api/v1/admin/settings/tax-classes/${classId}/rates`)).json().data.rates,
    ).toHaveLength(1);
    const estimateBad = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/estimate',
      headers: guest(added.token),
      payload: { country_code: 'ZZ' },
    });
    expect(estimateBad.statusCode).toBe(422);
  });
});

describe('currency and general settings', () => {
  it('changes how the shop currency shows in the cart', async () => {
    const saved = await api('PUT', '/api/v1/admin/settings/currencies', {
      code: 'usd',
      title: 'US Dollar',
      symbol: 'US$',
      position: 'r',
      decimal_digits: 2,
      status: true,
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.find((c: { code: string }) => c.code === 'USD')).toMatchObject({
      symbol: 'US$',
      position: 'r',
      default: true,
    });
    const cart = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/cart',
      headers: hostOf('demo'),
    });
    expect(cart.json().data.currency).toEqual({
      code: 'USD',
      symbol: 'US$',
      position: 'r',
      decimal_digits: 2,
    });
    const off = await api('PUT', '/api/v1/admin/settings/currencies', {
      code: 'USD',
      title: 'US Dollar',
      symbol: '$',
      position: 'l',
      decimal_digits: 2,
      status: false,
    });
    expect(off.statusCode).toBe(409);
    expect((await api('POST', '/api/v1/admin/settings/currencies/default', { code: 'XYZ' })).statusCode).toBe(
      404,
    );
    await api('PUT', '/api/v1/admin/settings/currencies', {
      code: 'USD',
      title: 'US Dollar',
      symbol: '$',
      position: 'l',
      decimal_digits: 2,
      status: true,
    });
  });

  it('saves the general settings and refuses an unknown order status', async () => {
    const payload = {
      name: 'Emporia Gear Co.',
      owner: 'Pat Owner',
      address: '1 Gear Way, Denver CO',
      email: 'hello@gear.example',
      telephone: '555-0199',
      order_status_id: 2,
      abandoned_cart_minutes: 30,
    };
    const saved = await api('PUT', '/api/v1/admin/settings/general', payload);
    expect(saved.statusCode).toBe(200);
    expect((await api('GET', '/api/v1/admin/settings/general')).json().data).toEqual(payload);
    expect(
      (await api('PUT', '/api/v1/admin/settings/general', { ...payload, order_status_id: 999 })).statusCode,
    ).toBe(422);
    expect(
      (await api('PUT', '/api/v1/admin/settings/general', { ...payload, email: 'nope' })).statusCode,
    ).toBe(400);
    expect((await api('GET', '/api/v1/admin/settings/general')).json().data.order_status_id).toBe(2);
  });
});

describe('abandoned carts', () => {
  it('lists idle carts with a known e-mail and mails a link that restores the cart', async () => {
    const product = await makeProduct(t, { name: 'Forgotten Hammock', priceMinor: 6000 });
    const headers = await guestWithCart(t, product.id, 1);
    await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/checkout/quote',
      headers,
      payload: {
        country_id: await countryId(t, 'US'),
        zone_id: await zoneId(t, 'US', 'IL'),
        email: 'idle@example.com',
      },
    });
    await t.database.db.execute(
      sql`UPDATE carts SET updated_at = now() - interval '2 hours' WHERE email = 'idle@example.com'`,
    );
    const listed = await api('GET', '/api/v1/admin/abandoned-carts');
    const entry = listed.json().data.find((c: { email: string }) => c.email === 'idle@example.com');
    expect(entry).toMatchObject({
      items: [{ name: 'Forgotten Hammock', quantity: 1 }],
      recovery_sent_at: null,
    });

    expect((await api('POST', `/api/v1/admin/abandoned-carts/${entry.id}/send`)).statusCode).toBe(204);
    const mail = await smtp.waitFor((m) => m.to.includes('idle@example.com'));
    const token = /\/cart\?restore=(\S+)/.exec(mail.text)?.[1];
    expect(token).toBeTruthy();

    const restored = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/restore',
      headers: guest(),
      payload: { token },
    });
    expect(restored.statusCode).toBe(200);
    expect(restored.json().data.cart.items).toMatchObject([{ name: 'Forgotten Hammock', cart_quantity: 1 }]);
    expect(restored.json().data.cart_token).toBeTruthy();
    const wrong = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/restore',
      headers: guest(),
      payload: { token: 'x'.repeat(43) },
    });
    expect(wrong.statusCode).toBe(404);
    expect((await api('POST', '/api/v1/admin/abandoned-carts/999999/send')).statusCode).toBe(404);
  });
});
