import { latestApiVersion } from '@emporia/contracts/api-versions';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { eventually, installedApp, registerApp, webhookReceiver } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';
import { guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';
import { allowOutbound } from '../../../test/outbound';
import { isValidWebhookSignature } from './signature';
import {
  deliveryRetentionDays,
  maxWebhookAttempts,
  pruneOldDeliveries,
  webhookBackoffSeconds,
} from './webhook-worker';

let t: TestApp;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let app: Awaited<ReturnType<typeof registerApp>>;
let appToken: Record<string, string>;
/** What the receiver answers next: a queue of answers, then 200. */
const answers: (number | 'hang')[] = [];
let restoreOutbound: () => void;

beforeAll(async () => {
  t = await createTestApp({ WEBHOOK_TIMEOUT_MS: '300' });
  receiver = await webhookReceiver(() => answers.shift() ?? 200);
  // The app's receiver is a local fake: the operator's allow-list names it.
  restoreOutbound = allowOutbound(new URL(receiver.url).host);
  app = await registerApp(t, {
    webhook_url: receiver.url,
    scopes: ['write_products', 'write_customers', 'read_orders'],
    webhook_topics: [
      'orders/created',
      'orders/fulfilled',
      'orders/cancelled',
      'products/create',
      'products/update',
      'products/delete',
      'customers/create',
    ],
  });
  appToken = (await installedApp(t, app, 'write_products,write_customers,read_orders')).headers;
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await receiver.close();
});

const { webhookDeliveries } = schema;
/** The products/update delivery of one product. */
const updateOf = async (productId: number) => {
  const rows = await t.database.db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.topic, 'products/update'));
  return rows.find((r) => JSON.parse(r.body).id === productId);
};
const received = (topic: string, match: (body: Record<string, unknown>) => boolean = () => true) =>
  eventually(async () =>
    receiver.received.find((w) => w.headers['x-emporia-topic'] === topic && match(JSON.parse(w.body))),
  );
/** Waits until every queued webhook was tried, so the next answer goes to the next one. */
const settled = () =>
  eventually(async () => {
    const rows = await t.database.db
      .select({ id: webhookDeliveries.id })
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), eq(webhookDeliveries.attempts, 0)));
    return rows.length === 0;
  });
const dueNow = (id: number) =>
  t.database.db
    .update(webhookDeliveries)
    .set({ nextAttemptAt: new Date() })
    .where(eq(webhookDeliveries.id, id));

describe('webhooks', () => {
  it('signs each delivery with the app secret over timestamp and body', async () => {
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products',
      headers: appToken,
      payload: {
        type: 'simple',
        sku: 'HOOK-1',
        price: 12,
        quantity: 4,
        translations: [{ locale: 'en', name: 'Hooked Mug', description: '' }],
      },
    });
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().data.id as number;
    const webhook = await received('products/create', (b) => b.id === id);
    const { headers, body } = webhook;
    // The product as GET /api/v1/admin/products/{id} answers it, and the shop's address.
    const shown = await t.app.inject({ url: `/api/v1/admin/products/${id}`, headers: appToken });
    const { shop, ...product } = JSON.parse(body);
    expect(product).toEqual(shown.json().data);
    expect(product).toMatchObject({ id, sku: 'HOOK-1', price: 12 });
    expect(shop).toBe(`http://demo.localhost:${t.config.PORT}`);
    expect(headers['content-type']).toBe('application/json');
    expect(headers['x-emporia-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    // Subscriptions made at install take the latest API version.
    expect(headers['x-emporia-api-version']).toBe(latestApiVersion);
    // The shop as a host name, and when the change happened.
    expect(headers['x-emporia-shop-domain']).toBe(`demo.localhost:${t.config.PORT}`);
    expect(Math.abs(Date.parse(headers['x-emporia-triggered-at'] as string) - Date.now())).toBeLessThan(
      60_000,
    );
    const timestamp = headers['x-emporia-timestamp'] as string;
    expect(Math.abs(Number(timestamp) - Date.now() / 1000)).toBeLessThan(60);
    const signature = headers['x-emporia-signature'] as string;
    expect(isValidWebhookSignature(app.client_secret, timestamp, body, signature)).toBe(true);
    expect(isValidWebhookSignature('another-secret', timestamp, body, signature)).toBe(false);
    expect(isValidWebhookSignature(app.client_secret, String(Number(timestamp) + 1), body, signature)).toBe(
      false,
    );

    const updated = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/status',
      headers: appToken,
      payload: { ids: [id], status: 0 },
    });
    expect(updated.statusCode, updated.body).toBe(200);
    await received('products/update', (b) => b.id === id && b.status === 0);
    const deleted = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/delete',
      headers: appToken,
      payload: { ids: [id] },
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await received('products/delete', (b) => b.id === id);
  });

  it('announces a placed order and a new customer', async () => {
    const product = await makeProduct(t, { priceMinor: 1500 });
    const cart = await guestWithCart(t, product.id);
    const placed = await place(t, cart, await guestOrder(t, { email: 'hooked@example.com' }));
    expect(placed.statusCode, placed.body).toBe(201);
    await received('orders/created', (b) => b.email === 'hooked@example.com');

    const customer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/customers',
      headers: appToken,
      payload: { firstname: 'Hook', lastname: 'Customer', email: 'hook.customer@example.com', telephone: '' },
    });
    expect(customer.statusCode, customer.body).toBe(201);
    await received('customers/create', (b) => b.email === 'hook.customer@example.com');
  });

  it('announces an order moved to Shipped as fulfilled and a cancelled one as cancelled', async () => {
    const owner = await signedInAdmin(t);
    const orderIds: number[] = [];
    for (const email of ['ship@example.com', 'cancel@example.com']) {
      const product = await makeProduct(t, { priceMinor: 1000 });
      const placed = await place(t, await guestWithCart(t, product.id), await guestOrder(t, { email }));
      expect(placed.statusCode, placed.body).toBe(201);
      orderIds.push(placed.json().data.id);
    }
    const shipped = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${orderIds[0]}/status`,
      headers: owner.headers,
      payload: { status_id: 3 },
    });
    expect(shipped.statusCode, shipped.body).toBe(200);
    await received('orders/fulfilled', (b) => b.id === orderIds[0] && (b.status as { id: number }).id === 3);
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${orderIds[1]}/cancel`,
      headers: owner.headers,
      payload: {},
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    await received('orders/cancelled', (b) => b.id === orderIds[1] && (b.status as { id: number }).id === 7);
    expect(receiver.received.filter((w) => w.headers['x-emporia-topic'] === 'orders/cancelled')).toHaveLength(
      1,
    );
  });

  it('retries an endpoint that answers 500 with backoff, then delivers', async () => {
    await settled();
    answers.push(500);
    const productId = await makeAndChange();
    const failed = await eventually(async () => {
      const row = await updateOf(productId);
      return row?.attempts === 1 ? row : undefined;
    });
    expect(failed).toMatchObject({
      status: 'pending',
      responseCode: 500,
      lastError: 'The app answered 500.',
    });
    // The next attempt waits 30 s; the test brings it forward.
    expect(failed.nextAttemptAt.getTime()).toBeGreaterThan(Date.now() + 20_000);
    await dueNow(failed.id);
    const delivered = await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, failed.id));
      return row?.status === 'delivered' ? row : undefined;
    });
    expect(delivered).toMatchObject({ attempts: 2, responseCode: 200, lastError: null });
  });

  it('keeps trying for a little over a day before it gives a delivery up', () => {
    const waits = Array.from({ length: maxWebhookAttempts - 1 }, (_, i) => webhookBackoffSeconds(i + 1));
    expect(waits.slice(0, 3)).toEqual([30, 60, 120]);
    const hours = waits.reduce((sum, wait) => sum + wait, 0) / 3600;
    expect(hours).toBeGreaterThanOrEqual(24);
    expect(hours).toBeLessThan(30);
    // No wait is longer than four hours: a recovered app hears of the change soon.
    expect(Math.max(...waits)).toBe(4 * 3600);
  });

  it('counts a timeout as a failed attempt and gives up after the last one; staff can resend', async () => {
    await settled();
    answers.push('hang');
    const productId = await makeAndChange();
    const timedOut = await eventually(async () => {
      const row = await updateOf(productId);
      return row?.attempts === 1 ? row : undefined;
    });
    // Silence reads like a refused or closed port: one sentence, the cause in the server log.
    expect(timedOut.lastError).toBe('Cannot connect to this address.');
    answers.push(...Array(maxWebhookAttempts).fill(500));
    await t.database.db
      .update(webhookDeliveries)
      .set({ attempts: maxWebhookAttempts - 1, nextAttemptAt: new Date() })
      .where(eq(webhookDeliveries.id, timedOut.id));
    const failed = await eventually(async () => {
      const [row] = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(eq(webhookDeliveries.id, timedOut.id));
      return row?.status === 'failed' ? row : undefined;
    });
    expect(failed.attempts).toBe(maxWebhookAttempts);
    answers.length = 0;

    const owner = await signedInAdmin(t);
    const detail = await t.app.inject({ url: `/api/v1/admin/apps/${app.id}`, headers: owner.headers });
    const shown = detail.json().data.deliveries.find((d: { id: number }) => d.id === failed.id);
    expect(shown).toMatchObject({ status: 'failed', attempts: maxWebhookAttempts, response_code: 500 });
    const resent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/apps/${app.id}/deliveries/${failed.id}/resend`,
      headers: owner.headers,
    });
    expect(resent.statusCode, resent.body).toBe(200);
    await eventually(async () => {
      const rows = await t.database.db
        .select()
        .from(webhookDeliveries)
        .where(
          and(eq(webhookDeliveries.webhookId, failed.webhookId), eq(webhookDeliveries.status, 'delivered')),
        );
      return rows.length === 1;
    });
  });

  it('forgets settled deliveries after the retention period', async () => {
    const [old] = await t.database.db
      .select()
      .from(webhookDeliveries)
      .where(eq(webhookDeliveries.status, 'delivered'))
      .limit(1);
    await t.database.db
      .update(webhookDeliveries)
      .set({ createdAt: new Date(Date.now() - (deliveryRetentionDays + 1) * 86_400_000) })
      .where(eq(webhookDeliveries.id, old!.id));
    const before = (await t.database.db.select().from(webhookDeliveries)).length;
    await pruneOldDeliveries(t.database.db);
    const after = await t.database.db.select().from(webhookDeliveries);
    expect(after).toHaveLength(before - 1);
    expect(after.map((r) => r.id)).not.toContain(old!.id);
  });

  it('keeps each shop’s apps and deliveries to itself', async () => {
    const other = await signedInAdmin(t, 'outdoors');
    const detail = await t.app.inject({ url: `/api/v1/admin/apps/${app.id}`, headers: other.headers });
    expect(detail.statusCode).toBe(200);
    expect(detail.json().data).toMatchObject({ installation: null, deliveries: [] });
    const [delivery] = await t.database.db.select().from(webhookDeliveries).limit(1);
    const resend = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/apps/${app.id}/deliveries/${delivery!.id}/resend`,
      headers: other.headers,
    });
    expect(resend.statusCode).toBe(404);
    const revoke = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/apps/${app.id}/revoke`,
      headers: other.headers,
    });
    expect(revoke.statusCode).toBe(409);
    const list = await t.app.inject({ url: '/api/v1/admin/apps', headers: other.headers });
    expect(list.json().data.installed).toEqual([]);
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers: appToken })).statusCode).toBe(200);
  });

  it('revoking sends app/uninstalled and the token stops working', async () => {
    const { webhookSubscriptions: before } = schema;
    expect(await t.database.db.select().from(before).where(eq(before.appId, app.id))).not.toEqual([]);
    const owner = await signedInAdmin(t);
    const list = await t.app.inject({ url: '/api/v1/admin/apps', headers: owner.headers });
    expect(list.json().data.installed.map((a: { id: number }) => a.id)).toContain(app.id);
    const revoked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/apps/${app.id}/revoke`,
      headers: owner.headers,
    });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const webhook = await received('app/uninstalled');
    expect(JSON.parse(webhook.body)).toMatchObject({
      client_id: app.client_id,
      shop: `http://demo.localhost:${t.config.PORT}`,
    });
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers: appToken })).statusCode).toBe(401);
    // Its subscriptions (installed in this shop only) go with it; installing again makes them anew.
    const { webhookSubscriptions: subs } = schema;
    expect(await t.database.db.select().from(subs).where(eq(subs.appId, app.id))).toEqual([]);
    const again = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/apps/${app.id}/revoke`,
      headers: owner.headers,
    });
    expect(again.statusCode).toBe(409);
  });
});

/** A product changed through the API: one products/update delivery. */
async function makeAndChange(): Promise<number> {
  const product = await makeProduct(t, { priceMinor: 900 });
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/products/status',
    headers: appToken,
    payload: { ids: [product.id], status: 1 },
  });
  expect(response.statusCode, response.body).toBe(200);
  return product.id;
}
