import { latestApiVersion } from '@emporia/contracts/api-versions';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, platformToken, type TestApp } from '../../../test/app';
import { eventually, installedApp, registerApp, webhookReceiver } from '../../../test/apps';
import { signedInAdmin } from '../../../test/auth';
import { guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import { allowOutbound } from '../../../test/outbound';
import { isValidWebhookSignature } from './signature';
import { maxWebhookAttempts } from './webhook-worker';

// Issue 34: subscriptions through the Admin API, full payloads, headers, give-up, privacy topics.
let t: TestApp;
let smtp: TestSmtp;
type Receiver = Awaited<ReturnType<typeof webhookReceiver>>;
/** The customers app's endpoint, the products-only app's, and one that always answers 500. */
let hooks: Receiver;
let productHooks: Receiver;
let broken: Receiver;
let app: Awaited<ReturnType<typeof registerApp>>;
let productApp: Awaited<ReturnType<typeof registerApp>>;
let appToken: Record<string, string>;
let productToken: Record<string, string>;
const restore: (() => void)[] = [];

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url, WEBHOOK_TIMEOUT_MS: '300' });
  hooks = await webhookReceiver();
  productHooks = await webhookReceiver();
  broken = await webhookReceiver(() => 500);
  restore.push(allowOutbound([hooks, productHooks, broken].map((r) => new URL(r.url).host).join(',')));
  app = await registerApp(t, {
    webhook_url: hooks.url,
    contact_email: 'dev@sync.example',
    scopes: ['read_orders', 'read_products', 'write_customers'],
    webhook_topics: ['products/create', 'customers/create'],
  });
  appToken = (await installedApp(t, app, 'read_orders,read_products,write_customers')).headers;
  productApp = await registerApp(t, {
    name: 'Product Feed',
    webhook_url: productHooks.url,
    scopes: ['read_products'],
    // Registered, but the grant below cannot read customers: no subscription is made for it.
    webhook_topics: ['products/update', 'customers/create'],
  });
  productToken = (await installedApp(t, productApp, 'read_products')).headers;
});
afterAll(async () => {
  for (const undo of restore) undo();
  await t.close();
  await Promise.all([hooks.close(), productHooks.close(), broken.close(), smtp.close()]);
});

const webhooks = (headers: Record<string, string>, method = 'GET', url = '', payload?: object) =>
  t.app.inject({
    method: method as 'GET',
    url: `/api/v1/admin/webhooks${url}`,
    headers,
    ...(payload ? { payload } : {}),
  });
const arrived = (receiver: Receiver, topic: string, match: (body: Record<string, unknown>) => boolean) =>
  eventually(async () =>
    receiver.received.find((w) => w.headers['x-emporia-topic'] === topic && match(JSON.parse(w.body))),
  );
const origin = (subdomain = 'demo') => `http://${subdomain}.localhost:${t.config.PORT}`;

describe('webhook subscriptions through the Admin API', () => {
  it('starts with the registered topics the grant allows, to the app’s webhook URL', async () => {
    const listed = await webhooks(appToken);
    expect(listed.statusCode, listed.body).toBe(200);
    expect(listed.json().data).toEqual([
      expect.objectContaining({
        topic: 'products/create',
        address: hooks.url,
        api_version: latestApiVersion,
      }),
      expect.objectContaining({ topic: 'customers/create', address: hooks.url, status: 'active' }),
    ]);
    const feed = await webhooks(productToken);
    expect(feed.json().data.map((s: { topic: string }) => s.topic)).toEqual(['products/update']);
  });

  it('creates, changes and deletes a subscription, each app seeing only its own', async () => {
    const created = await webhooks(appToken, 'POST', '', {
      topic: 'orders/cancelled',
      address: `${hooks.url}/cancelled`,
    });
    expect(created.statusCode, created.body).toBe(201);
    const sub = created.json().data;
    expect(sub).toMatchObject({ topic: 'orders/cancelled', api_version: latestApiVersion, status: 'active' });
    const again = await webhooks(appToken, 'POST', '', {
      topic: 'orders/cancelled',
      address: `${hooks.url}/cancelled`,
    });
    expect(again.statusCode).toBe(409);

    const changed = await webhooks(appToken, 'PUT', `/${sub.id}`, { api_version: '2026-07' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json().data).toMatchObject({ id: sub.id, api_version: '2026-07' });
    // Another app can neither see nor touch it.
    expect((await webhooks(productToken, 'PUT', `/${sub.id}`, { api_version: '2026-07' })).statusCode).toBe(
      404,
    );
    expect((await webhooks(productToken, 'DELETE', `/${sub.id}`)).statusCode).toBe(404);

    const deleted = await webhooks(appToken, 'DELETE', `/${sub.id}`);
    expect(deleted.statusCode, deleted.body).toBe(200);
    const topics = (await webhooks(appToken)).json().data.map((s: { topic: string }) => s.topic);
    expect(topics).not.toContain('orders/cancelled');
    expect((await webhooks(appToken, 'DELETE', `/${sub.id}`)).statusCode).toBe(404);
  });

  it('refuses a topic the grant does not cover, naming the scope', async () => {
    const refused = await webhooks(productToken, 'POST', '', {
      topic: 'orders/created',
      address: productHooks.url,
    });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This app lacks the read_orders scope needed for orders/created webhooks.',
    );
  });

  it('refuses an unknown topic, a privacy topic, a bad or unreachable address and an unknown version', async () => {
    const unknown = await webhooks(appToken, 'POST', '', { topic: 'orders/exploded', address: hooks.url });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().fields.topic).toMatch(/Unknown webhook topic/);
    // Privacy topics are always sent; there is nothing to subscribe to.
    const privacy = await webhooks(appToken, 'POST', '', { topic: 'customers/redact', address: hooks.url });
    expect(privacy.statusCode).toBe(400);
    const ftp = await webhooks(appToken, 'POST', '', {
      topic: 'orders/created',
      address: 'ftp://example.com/x',
    });
    expect(ftp.statusCode).toBe(400);
    expect(ftp.json().fields.address).toBe('The address must be an http(s) URL.');
    // A private address off the operator's allow-list: the outbound guard's one sentence.
    const inside = await webhooks(appToken, 'POST', '', {
      topic: 'orders/created',
      address: 'http://10.0.0.7/hook',
    });
    expect(inside.statusCode).toBe(400);
    expect(inside.json()).toMatchObject({ fields: { address: 'Cannot connect to this address.' } });
    const version = await webhooks(appToken, 'POST', '', {
      topic: 'orders/created',
      address: hooks.url,
      api_version: '2019-01',
    });
    expect(version.statusCode).toBe(400);
    expect(version.json().fields.api_version).toMatch(/Choose an API version/);
    const topics = (await webhooks(appToken)).json().data.map((s: { topic: string }) => s.topic);
    expect(topics).not.toContain('orders/created');
  });

  it('is for apps: a staff session is refused', async () => {
    const owner = await signedInAdmin(t);
    const listed = await webhooks(owner.headers);
    expect(listed.statusCode).toBe(403);
    expect(listed.json().message).toMatch(/belong to apps/);
  });
});

describe('deliveries', () => {
  it('sends the order as the Admin API answers it, with the event id and API version in headers', async () => {
    const created = await webhooks(appToken, 'POST', '', {
      topic: 'orders/created',
      address: `${hooks.url}/orders`,
      api_version: '2026-07',
    });
    expect(created.statusCode, created.body).toBe(201);
    const product = await makeProduct(t, { priceMinor: 4900 });
    const placed = await place(
      t,
      await guestWithCart(t, product.id),
      await guestOrder(t, { email: 'full@example.com' }),
    );
    expect(placed.statusCode, placed.body).toBe(201);
    const id = placed.json().data.id as number;
    const webhook = await arrived(hooks, 'orders/created', (b) => b.id === id);
    const { shop, ...order } = JSON.parse(webhook.body);
    const shown = await t.app.inject({ url: `/api/v1/admin/orders/${id}`, headers: appToken });
    expect(order).toEqual(shown.json().data);
    // Money as the API gives it: decimals, not minor units.
    expect(order.subtotal).toBe(49);
    expect(order).not.toHaveProperty('subtotal_minor');
    expect(shop).toBe(origin());
    const { headers } = webhook;
    expect(headers['x-emporia-api-version']).toBe('2026-07');
    expect(headers['x-emporia-shop-domain']).toBe(`demo.localhost:${t.config.PORT}`);
    expect(headers['x-emporia-webhook-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers['x-emporia-triggered-at']).toBeTruthy();
    const timestamp = headers['x-emporia-timestamp'] as string;
    expect(
      isValidWebhookSignature(
        app.client_secret,
        timestamp,
        webhook.body,
        headers['x-emporia-signature'] as string,
      ),
    ).toBe(true);
    // To that subscription's address only; the products-only app hears nothing of it.
    expect(webhook.headers.host).toBe(new URL(hooks.url).host);
    expect(productHooks.received.some((w) => w.headers['x-emporia-topic'] === 'orders/created')).toBe(false);
  });

  it('gives up after the last attempt: the subscription is disabled and the developer is mailed', async () => {
    // Another subscription of the same app stays on when one is disabled.
    const created = await webhooks(appToken, 'POST', '', { topic: 'orders/paid', address: broken.url });
    expect(created.statusCode, created.body).toBe(201);
    const sub = created.json().data;
    const created2 = await webhooks(appToken, 'POST', '', { topic: 'orders/fulfilled', address: broken.url });
    expect(created2.statusCode, created2.body).toBe(201);
    const fulfilledSub = created2.json().data;
    const owner = await signedInAdmin(t);
    /** An order placed and moved to Shipped: one orders/fulfilled event. */
    const shipOne = async (email: string) => {
      const product = await makeProduct(t, { priceMinor: 1000 });
      const placed = await place(t, await guestWithCart(t, product.id), await guestOrder(t, { email }));
      const orderId = placed.json().data.id as number;
      const shipped = await t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${orderId}/status`,
        headers: owner.headers,
        payload: { status_id: 3 },
      });
      expect(shipped.statusCode, shipped.body).toBe(200);
      return orderId;
    };
    const { webhookDeliveries: d } = schema;
    /** Deliveries of an order's orders/fulfilled to the broken subscription (queued with the change). */
    const queuedFor = async (orderId: number) =>
      (await t.database.db.select().from(d).where(eq(d.subscriptionId, fulfilledSub.id))).filter(
        (row) => JSON.parse(row.body).id === orderId,
      );
    const firstOrder = await shipOne('late@example.com');
    expect(await queuedFor(firstOrder)).toHaveLength(1);
    const first = await eventually(async () => {
      const [row] = await t.database.db.select().from(d).where(eq(d.subscriptionId, fulfilledSub.id));
      return row && row.attempts >= 1 ? row : undefined;
    });
    expect(first).toMatchObject({ status: 'pending', responseCode: 500 });
    // A day of retries later: the last attempt is due now.
    await t.database.db
      .update(d)
      .set({ attempts: maxWebhookAttempts - 1, nextAttemptAt: new Date() })
      .where(eq(d.id, first.id));
    await eventually(async () => {
      const [row] = await t.database.db.select().from(d).where(eq(d.id, first.id));
      return row?.status === 'failed';
    });
    const listed = (await webhooks(appToken)).json().data as {
      id: number;
      status: string;
      disabled_at: string;
    }[];
    expect(listed.find((s) => s.id === fulfilledSub.id)).toMatchObject({ status: 'disabled' });
    expect(listed.find((s) => s.id === sub.id)).toMatchObject({ status: 'active' });
    const mail = await smtp.waitFor((m) => m.to.includes('dev@sync.example'));
    expect(mail.subject).toContain('orders/fulfilled');
    expect(mail.subject).toContain('disabled');
    expect(mail.text).toContain(broken.url);

    // A disabled subscription is sent nothing until the app saves it again.
    const secondOrder = await shipOne('later@example.com');
    expect(await queuedFor(secondOrder)).toEqual([]);
    const enabled = await webhooks(appToken, 'PUT', `/${fulfilledSub.id}`, { address: hooks.url });
    expect(enabled.json().data).toMatchObject({ status: 'active', disabled_at: null, address: hooks.url });
  });
});

describe('privacy topics', () => {
  const newCustomer = async (email: string) => {
    const owner = await signedInAdmin(t);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/customers',
      headers: owner.headers,
      payload: { firstname: 'Pri', lastname: 'Vacy', email, telephone: '555 0101' },
    });
    expect(made.statusCode, made.body).toBe(201);
    return { owner, id: made.json().data.id as number };
  };

  it('sends customers/data_request to apps that can read customers when the merchant asks', async () => {
    const { owner, id } = await newCustomer('ask@example.com');
    const asked = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/customers/${id}/data-request`,
      headers: owner.headers,
    });
    expect(asked.statusCode, asked.body).toBe(200);
    const webhook = await arrived(
      hooks,
      'customers/data_request',
      (b) => (b.customer as { id: number }).id === id,
    );
    expect(JSON.parse(webhook.body)).toMatchObject({
      shop: origin(),
      customer: { id, email: 'ask@example.com', phone: '555 0101' },
      orders_requested: [],
      data_request: { id: expect.any(String) },
    });
    // No subscription asked for it, and an app that cannot read customers is not told.
    expect(productHooks.received.some((w) => w.headers['x-emporia-topic'] === 'customers/data_request')).toBe(
      false,
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/customers/999999/data-request',
      headers: owner.headers,
    });
    expect(missing.statusCode).toBe(404);
  });

  it('sends customers/redact when the merchant deletes a customer, and unsubscribing cannot stop it', async () => {
    // The app removes every subscription it has: privacy topics still arrive.
    for (const sub of (await webhooks(appToken)).json().data as { id: number }[])
      expect((await webhooks(appToken, 'DELETE', `/${sub.id}`)).statusCode).toBe(200);
    const { owner, id } = await newCustomer('gone@example.com');
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/customers/${id}`,
      headers: owner.headers,
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    const webhook = await arrived(hooks, 'customers/redact', (b) => (b.customer as { id: number }).id === id);
    expect(JSON.parse(webhook.body)).toMatchObject({
      customer: { id, email: 'gone@example.com' },
      orders_to_redact: [],
    });
    const after = await t.app.inject({ url: `/api/v1/admin/customers/${id}`, headers: owner.headers });
    expect(after.statusCode).toBe(404);
    expect(productHooks.received.some((w) => w.headers['x-emporia-topic'] === 'customers/redact')).toBe(
      false,
    );
  });

  it('sends shop/redact to every app installed in a shop scheduled for deletion', async () => {
    await installedApp(t, app, 'read_products,write_customers', 'outdoors');
    await installedApp(t, productApp, 'read_products', 'outdoors');
    const scheduled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops/outdoors/deletion',
      headers: { authorization: `Bearer ${platformToken}` },
      payload: { grace_days: 7 },
    });
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    const day = scheduled.json().data.deletion_due_at.slice(0, 10);
    for (const receiver of [hooks, productHooks]) {
      const webhook = await arrived(receiver, 'shop/redact', (b) => b.shop === origin('outdoors'));
      expect(JSON.parse(webhook.body)).toMatchObject({ shop_subdomain: 'outdoors', erase_on: day });
      expect(webhook.headers['x-emporia-shop-domain']).toBe(`outdoors.localhost:${t.config.PORT}`);
    }
    // Demo was not scheduled: its apps hear nothing of it.
    expect(
      hooks.received.some(
        (w) => w.headers['x-emporia-topic'] === 'shop/redact' && JSON.parse(w.body).shop === origin(),
      ),
    ).toBe(false);
  });
});
