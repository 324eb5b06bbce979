import type { ActivityEntry, ActivityResponse, ErrorLogEntry } from '@emporia/contracts/logs';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { purgeExpiredEntries } from './retention';
import { logsSettingsSummary } from './settings-summary';

let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp();
  owner = await signedInAdmin(t, 'demo');
  other = await signedInAdmin(t, 'outdoors');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = (
  method: Method,
  url: string,
  payload?: unknown,
  headers: Record<string, string> = owner.headers,
) => t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });
const activity = async (query = '', headers = owner.headers) => {
  const response = await call('GET', `/api/v1/admin/logs/activity${query}`, undefined, headers);
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as ActivityResponse;
};
const shopIdOf = async (subdomain: string) =>
  (await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain)))[0]!.id;
const product = (overrides: object = {}) => ({
  type: 'simple',
  sku: `LOG-${Math.random().toString(36).slice(2, 8)}`,
  price: 10,
  quantity: 3,
  translations: [{ locale: 'en', name: 'Logged Lantern', description: '<p>Bright.</p>' }],
  ...overrides,
});

let productId: number;
let edit: ActivityEntry;

describe('the activity log of admin changes', () => {
  it('records a product edit with who, where from, and the price before → after', async () => {
    const created = await call('POST', '/api/v1/admin/products', product());
    expect(created.statusCode, created.body).toBe(201);
    productId = created.json().data.id;
    const saved = await call(
      'PUT',
      `/api/v1/admin/products/${productId}`,
      product({ price: 12.5, sku: 'LOG-LANTERN' }),
    );
    expect(saved.statusCode, saved.body).toBe(200);

    const { data, meta } = await activity('?area=products');
    edit = data[0]!;
    expect(edit).toMatchObject({
      admin_id: owner.admin.id,
      actor: `Test Admin <${owner.admin.email}>`,
      method: 'PUT',
      route: '/api/v1/admin/products/:id',
      area: 'products',
      entity_id: String(productId),
    });
    expect(edit.ip).not.toBe('');
    expect(edit.changes).toEqual([
      {
        entity: 'product',
        id: String(productId),
        fields: expect.arrayContaining([
          { field: 'price', before: 10, after: 12.5 },
          { field: 'sku', before: expect.stringMatching(/^LOG-/), after: 'LOG-LANTERN' },
        ]),
      },
    ]);
    expect(edit.changes[0]!.fields.map((f) => f.field)).not.toContain('quantity');
    // The creation is logged too, by the admin API hook, with the request it sent.
    expect(data[1]).toMatchObject({ method: 'POST', route: '/api/v1/admin/products', changes: [] });
    expect(meta.areas).toContain('products');
    expect(meta.staff).toContainEqual({ id: owner.admin.id, name: `Test Admin <${owner.admin.email}>` });
  });

  it('writes nothing for a refused change (bad input, missing entity, clash)', async () => {
    const before = (await activity()).meta.total;
    expect(
      (await call('PUT', `/api/v1/admin/products/${productId}`, product({ price: -1 }))).statusCode,
    ).toBe(400);
    expect((await call('PUT', '/api/v1/admin/products/987654', product())).statusCode).toBe(404);
    const other = await call('POST', '/api/v1/admin/products', product({ sku: 'LOG-OTHER' }));
    const clash = await call(
      'PUT',
      `/api/v1/admin/products/${other.json().data.id}`,
      product({ sku: 'LOG-LANTERN' }),
    );
    expect(clash.statusCode).toBe(409);
    expect((await activity()).meta.total).toBe(before + 1);
  });

  it('keeps no secrets or card numbers', async () => {
    const customer = await call('POST', '/api/v1/admin/customers', {
      firstname: 'Ada',
      lastname: 'Lovelace',
      email: `ada.${Date.now()}@example.com`,
      password: 'Correct-Horse-42-battery',
    });
    expect(customer.statusCode, customer.body).toBe(201);
    await call(
      'POST',
      '/api/v1/admin/products',
      product({
        translations: [
          { locale: 'en', name: 'Card note', description: '<p>Paid by 4111 1111 1111 1111</p>' },
        ],
      }),
    );
    const { data } = await activity('?q=Lovelace');
    expect(data).toHaveLength(1);
    expect(JSON.stringify(data)).not.toContain('Correct-Horse');
    expect((data[0]!.body as Record<string, unknown>).password).toBe('[redacted]');
    const rows = await t.database.db.execute(sql`select body::text as body from audit_entries`);
    const stored = rows.rows.map((r) => String(r.body)).join('\n');
    expect(stored).not.toContain('Correct-Horse');
    expect(stored).not.toContain('4111 1111 1111 1111');
    expect(stored).toContain('Paid by [redacted]');
  });

  it('filters by staff member, area, dates and words, and refuses bad filters', async () => {
    const colleague = await signedInAdmin(t, 'demo', ['settings']);
    await call('PUT', '/api/v1/admin/settings/social', { x: 'https://x.com/emporia' }, colleague.headers);
    const theirs = await activity(`?admin_id=${colleague.admin.id}`);
    expect(theirs.data.map((e) => e.route)).toEqual(['/api/v1/admin/settings/social']);
    expect((await activity('?area=settings')).data.every((e) => e.area === 'settings')).toBe(true);
    expect((await activity('?q=LOG-LANTERN')).data.map((e) => e.id)).toContain(edit.id);
    const today = new Date().toISOString().slice(0, 10);
    expect((await activity(`?date_from=${today}&date_to=${today}`)).meta.total).toBeGreaterThan(3);
    expect((await activity('?date_to=2020-01-01')).meta.total).toBe(0);
    for (const bad of [
      '?date_from=2026-02-01&date_to=2026-01-01',
      '?date_from=yesterday',
      '?admin_id=x',
      '?area=%25',
    ]) {
      expect((await call('GET', `/api/v1/admin/logs/activity${bad}`)).statusCode, bad).toBe(400);
    }
  });

  it('exports the filtered log as CSV, old → new and formulas defused', async () => {
    const response = await call('GET', '/api/v1/admin/logs/activity.csv?area=products');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^text\/csv/);
    expect(response.headers['content-disposition']).toMatch(
      /attachment; filename="activity-log-\d{4}-\d{2}-\d{2}\.csv"/,
    );
    const csv = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(csv.meta.fields).toEqual([
      'Date',
      'Staff',
      'IP address',
      'What',
      'Method',
      'Route',
      'Area',
      'Entity',
      'Changes',
      'Request',
    ]);
    expect(csv.data.every((r) => r.Area === 'products')).toBe(true);
    const row = csv.data.find((r) => r.Method === 'PUT' && r.Entity === String(productId))!;
    expect(row.Changes).toContain('price: 10 → 12.5');
    expect(row.What).toContain('Test Admin changed product “Logged Lantern”: price $10.00 → $12.50');
    expect(row.Staff).toBe(`Test Admin <${owner.admin.email}>`);
    await call('POST', '/api/v1/admin/products', product({ sku: '=HYPERLINK' }));
    const again = await call('GET', '/api/v1/admin/logs/activity.csv?q=HYPERLINK');
    expect(again.body).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });

  it('belongs to its shop: another shop sees and exports none of it', async () => {
    const theirs = await activity('', other.headers);
    expect(theirs.data.some((e) => e.admin_id === owner.admin.id)).toBe(false);
    expect(theirs.meta.staff.some((s) => s.id === owner.admin.id)).toBe(false);
    const csv = await call('GET', '/api/v1/admin/logs/activity.csv', undefined, other.headers);
    expect(csv.body).not.toContain('LOG-LANTERN');
    expect((await activity(`?admin_id=${owner.admin.id}`, other.headers)).meta.total).toBe(0);
  });

  it('is for staff with the settings permission', async () => {
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    for (const url of ['activity', 'activity.csv', 'errors', 'settings']) {
      expect(
        (await call('GET', `/api/v1/admin/logs/${url}`, undefined, catalogOnly.headers)).statusCode,
      ).toBe(403);
      expect((await call('GET', `/api/v1/admin/logs/${url}`, undefined, hostOf('demo'))).statusCode).toBe(
        401,
      );
    }
    const put = await call('PUT', '/api/v1/admin/logs/settings', { retention_days: 30 }, catalogOnly.headers);
    expect(put.statusCode).toBe(403);
  });
});

describe('the error log', () => {
  it('lists the shop’s carrier, payment and e-mail failures, redacted, per shop and by kind', async () => {
    const demo = await shopIdOf('demo');
    await t.database.db.insert(schema.shippingCarrierErrors).values({
      shopId: demo,
      module: 'ups',
      kind: 'auth',
      detail: 'Invalid credentials for account 4111111111111111',
      count: 3,
    });
    await t.database.db.insert(schema.outboxEmails).values({
      shopId: demo,
      toAddress: 'ada@example.com',
      subject: 'Your order',
      textBody: 'Thanks',
      status: 'failed',
      attempts: 5,
      lastError: '550 mailbox unavailable',
    });
    const [payment] = await t.database.db
      .insert(schema.payments)
      .values({
        shopId: demo,
        method: 'stripe',
        amountMinor: 1000,
        currency: 'USD',
        idempotencyKey: 'log-test',
        attention: 'Stripe did not answer',
      })
      .returning();
    await t.database.db.insert(schema.paymentEvents).values({
      shopId: demo,
      paymentId: payment!.id,
      kind: 'capture',
      outcome: 'error',
      status: 'authorised',
      message: 'provider timeout',
    });
    const errors = async (query = '', headers = owner.headers) => {
      const response = await call('GET', `/api/v1/admin/logs/errors${query}`, undefined, headers);
      expect(response.statusCode, response.body).toBe(200);
      return (response.json() as { data: ErrorLogEntry[] }).data;
    };
    const all = await errors();
    expect(all.map((e) => e.kind).sort()).toEqual(['carrier', 'email', 'payment', 'payment']);
    expect(all.find((e) => e.kind === 'carrier')).toMatchObject({
      source: 'ups',
      count: 3,
      message: 'auth: Invalid credentials for account [redacted]',
    });
    expect(all.find((e) => e.kind === 'email')!.message).toContain('550 mailbox unavailable');
    expect((await errors('?kind=payment')).map((e) => e.message).sort()).toEqual([
      'Stripe did not answer',
      'capture: provider timeout',
    ]);
    expect(await errors('', other.headers)).toEqual([]);
    expect((await call('GET', '/api/v1/admin/logs/errors?kind=disk')).statusCode).toBe(400);
  });
});

describe('retention', () => {
  it('defaults to 90 days, is changed with before → after logged, and refuses out-of-range values', async () => {
    expect((await call('GET', '/api/v1/admin/logs/settings')).json().data).toEqual({ retention_days: 90 });
    const saved = await call('PUT', '/api/v1/admin/logs/settings', { retention_days: 30 });
    expect(saved.json().data).toEqual({ retention_days: 30 });
    for (const bad of [3, 5000, 'soon']) {
      const refused = await call('PUT', '/api/v1/admin/logs/settings', { retention_days: bad });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().fields?.retention_days).toBeTruthy();
    }
    expect((await call('GET', '/api/v1/admin/logs/settings')).json().data).toEqual({ retention_days: 30 });
    const [entry] = (await activity('?area=logs')).data;
    expect(entry!.changes[0]!.fields).toEqual([{ field: 'retention_days', before: 90, after: 30 }]);
  });

  it('purges each shop’s entries older than its own period', async () => {
    const [demo, outdoors] = [await shopIdOf('demo'), await shopIdOf('outdoors')];
    const daysAgo = (n: number) => new Date(Date.now() - n * 86_400_000);
    const old = (shopId: number, days: number) => ({
      shopId,
      method: 'PUT',
      route: '/old',
      area: 'old',
      createdAt: daysAgo(days),
    });
    await t.database.db
      .insert(schema.auditEntries)
      .values([old(demo, 40), old(demo, 20), old(outdoors, 40), old(outdoors, 100)]);
    expect(await purgeExpiredEntries(t.database.db)).toBeGreaterThanOrEqual(2);
    const left = await t.database.db
      .select({ shopId: schema.auditEntries.shopId, at: schema.auditEntries.createdAt })
      .from(schema.auditEntries)
      .where(eq(schema.auditEntries.area, 'old'));
    // demo keeps 30 days, outdoors the default 90.
    expect(
      left.map((r) => [r.shopId, Math.round((Date.now() - r.at.getTime()) / 86_400_000)]).sort(),
    ).toEqual(
      [
        [demo, 20],
        [outdoors, 40],
      ].sort(),
    );
  });
});

describe('settings summary', () => {
  it('counts the last 30 days of changes and errors of the shop', async () => {
    const demo = await shopIdOf('demo');
    const [shop] = await t.database.db.select().from(schema.shops).where(eq(schema.shops.id, demo));
    const ctx = {
      shop: { ...shop!, id: demo },
      actor: { kind: 'platform' as const },
      db: t.database.db,
    } as never;
    const [{ n }] = (await t.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(schema.auditEntries)
      .where(and(eq(schema.auditEntries.shopId, demo), sql`created_at > now() - interval '30 days'`))) as [
      { n: number },
    ];
    expect(await logsSettingsSummary(ctx)).toBe(`${n} changes in the last 30 days, 3 errors`);
  });
});
