import { type Db, schema } from '@emporia/db';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../kernel/context';
import { startIntervalWorker } from '../../kernel/interval-worker';
import { CannotConnect, cannotConnect } from '../../kernel/outbound/guard';
import { outboundRequest } from '../../kernel/outbound/http';
import { msUntilDue, onQueuedWork } from '../../kernel/queued-work';
import { decryptSecret } from '../../kernel/secrets';
import { inShopKeys } from '../../kernel/sql-lists';
import { type ShopRow, toShop } from '../../kernel/tenancy/shop';
import { enqueueEmail } from '../notifications';
import { webhookSignature } from './signature';

export interface WebhookWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** How long an idle worker waits before looking anyway; it is woken when a webhook is queued. */
  pollMs?: number;
  /** An endpoint silent for this long counts as a failed attempt. */
  timeoutMs: number;
  /** The shop's storefront origin: the payloads' `shop`, whose host the X-Emporia-Shop-Domain header names. */
  originOf?: (shop: { subdomain: string }) => string;
}

/**
 * After this many failed attempts a delivery is marked failed, its subscription disabled and the
 * app's developer told by e-mail; staff may resend it. With the
 * backoff below the attempts span a little over 24 hours, so an app that is down for a day (a
 * deploy gone wrong over a weekend night) loses nothing.
 */
export const maxWebhookAttempts = 15;
const batchSize = 20;

/** Seconds before attempt n+1: 30 s, 1, 2, 4, 8, 16, 32, 64, 128 min, then every 4 hours. */
export const webhookBackoffSeconds = (attempts: number) => Math.min(4 * 3600, 30 * 2 ** (attempts - 1));

/**
 * Drains webhook_deliveries like the e-mail outbox: rows claimed with FOR UPDATE
 * SKIP LOCKED (several processes never send one twice), pushed out of reach while
 * being sent, then marked delivered, or retried with exponential backoff.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): {
  stop(): Promise<void>;
  drain(): Promise<number>;
} {
  const pollMs = options.pollMs ?? 30_000;
  let untilDueMs = pollMs;
  const worker = startIntervalWorker({
    log: options.log,
    failure: 'webhook drain failed',
    pass: async () => {
      const tried = await deliverDueWebhooks(options);
      untilDueMs =
        tried >= batchSize
          ? 0
          : await msUntilDue(
              options.db,
              schema.webhookDeliveries,
              schema.webhookDeliveries.nextAttemptAt,
              eq(schema.webhookDeliveries.status, 'pending'),
            );
      return tried;
    },
    // Asleep until a webhook is queued (onQueuedWork) or a retry falls due, at most pollMs (ADR 0123).
    nextDelayMs: () => Math.min(pollMs, untilDueMs),
    firstDelayMs: pollMs,
  });
  const detach = onQueuedWork('webhooks', () => worker.nudge());
  return {
    drain: worker.runOnce,
    async stop() {
      detach();
      await worker.stop();
    },
  };
}

/** Settled deliveries are shown to staff for this long, then deleted. */
export const deliveryRetentionDays = 30;
let lastPrune = 0;

/** Deletes settled deliveries past the retention and long-expired authorization codes. */
export async function pruneOldDeliveries(db: Db): Promise<void> {
  const { webhookDeliveries } = schema;
  await db
    .delete(webhookDeliveries)
    .where(
      and(
        inArray(webhookDeliveries.status, ['delivered', 'failed']),
        lte(webhookDeliveries.createdAt, sql`now() - make_interval(days => ${deliveryRetentionDays})`),
      ),
    );
  // Authorization codes live ten minutes; a day later nobody needs them, not even to spot a replay.
  await db
    .delete(schema.appAuthorizationCodes)
    .where(lte(schema.appAuthorizationCodes.expiresAt, sql`now() - interval '1 day'`));
}

/** One pass: sends every due delivery once. Returns how many it tried. */
export async function deliverDueWebhooks(options: WebhookWorkerOptions): Promise<number> {
  const { db } = options;
  const { webhookDeliveries } = schema;
  // At most once an hour per process.
  if (Date.now() - lastPrune > 3_600_000) {
    lastPrune = Date.now();
    await pruneOldDeliveries(db);
  }
  const claimed = await db.transaction(async (tx) => {
    const rows = await tx
      .select()
      .from(webhookDeliveries)
      .where(and(eq(webhookDeliveries.status, 'pending'), lte(webhookDeliveries.nextAttemptAt, sql`now()`)))
      .orderBy(webhookDeliveries.id)
      .limit(batchSize)
      .for('update', { skipLocked: true });
    if (rows.length) {
      await tx
        .update(webhookDeliveries)
        .set({ nextAttemptAt: sql`now() + interval '5 minutes'` })
        .where(inShopKeys(webhookDeliveries.shopId, webhookDeliveries.id, rows));
    }
    return rows;
  });
  const secrets = new Map<number, string>();
  const shops = await shopsOf(db, claimed, options.originOf);
  for (const delivery of claimed) {
    let secret = secrets.get(delivery.appId);
    if (secret === undefined) {
      const [app] = await db
        .select({ sealed: schema.apps.sealedClientSecret })
        .from(schema.apps)
        .where(eq(schema.apps.id, delivery.appId));
      secret = app?.sealed ? decryptSecret(app.sealed) : '';
      secrets.set(delivery.appId, secret);
    }
    const shop = shops.get(delivery.shopId);
    const outcome = await post(delivery, secret, shop?.origin ?? '', options.timeoutMs);
    const attempts = delivery.attempts + 1;
    if (outcome.ok) {
      await db
        .update(webhookDeliveries)
        .set({
          status: 'delivered',
          attempts,
          responseCode: outcome.status,
          lastError: null,
          deliveredAt: new Date(),
        })
        .where(and(eq(webhookDeliveries.shopId, delivery.shopId), eq(webhookDeliveries.id, delivery.id)));
      continue;
    }
    const givenUp = attempts >= maxWebhookAttempts;
    // A given-up delivery, its subscription's disabling and the developer's mail commit together.
    await db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      await tx
        .update(webhookDeliveries)
        .set({
          attempts,
          status: givenUp ? 'failed' : 'pending',
          responseCode: outcome.status ?? null,
          lastError: outcome.error,
          nextAttemptAt: sql`now() + make_interval(secs => ${webhookBackoffSeconds(attempts)})`,
        })
        .where(and(eq(webhookDeliveries.shopId, delivery.shopId), eq(webhookDeliveries.id, delivery.id)));
      if (givenUp && shop) await giveUp(tx, shop.row, delivery, outcome.error);
    });
    options.log.warn(
      { deliveryId: delivery.id, attempts, error: outcome.error, detail: outcome.detail },
      'webhook not delivered',
    );
  }
  return claimed.length;
}

/**
 * After the last attempt: the subscription stops (so a dead endpoint does not pile up a day of
 * retries per change) and the app's developer hears of it, once per disabling. A privacy webhook
 * (or app/uninstalled) has no subscription to disable, but its developer is told as well: the law
 * asks the app to act on the privacy topics.
 */
async function giveUp(
  tx: Db,
  shopRow: ShopRow,
  delivery: typeof schema.webhookDeliveries.$inferSelect,
  error: string,
): Promise<void> {
  const { webhookSubscriptions: subs, apps } = schema;
  if (delivery.subscriptionId !== null) {
    const disabled = await tx
      .update(subs)
      .set({ disabledAt: new Date() })
      .where(
        and(
          eq(subs.shopId, delivery.shopId),
          eq(subs.id, delivery.subscriptionId),
          sql`${subs.disabledAt} is null`,
        ),
      )
      .returning({ id: subs.id });
    if (!disabled.length) return;
  }
  const [app] = await tx
    .select({ name: apps.name, contactEmail: apps.contactEmail })
    .from(apps)
    .where(eq(apps.id, delivery.appId));
  if (!app?.contactEmail) return;
  const ctx: RequestContext = { shop: toShop(shopRow), actor: { kind: 'platform' }, db: tx };
  const stopped = delivery.subscriptionId !== null;
  await enqueueEmail(ctx, {
    to: app.contactEmail,
    subject: `${app.name}: ${delivery.topic} webhooks to ${shopRow.name} ${stopped ? 'were disabled' : 'failed'}`,
    text: [
      'Hello,',
      '',
      `The ${delivery.topic} webhook of ${app.name} in the shop ${shopRow.name} (${shopRow.subdomain}) could not be delivered to ${delivery.url} after ${maxWebhookAttempts} attempts over more than a day.`,
      `The last attempt: ${error}`,
      stopped
        ? `The subscription (id ${delivery.subscriptionId}) is disabled: the shop sends it nothing until the app saves it again (PUT /api/v1/admin/webhooks/${delivery.subscriptionId}).`
        : 'app/uninstalled and the privacy topics go to the app’s webhook URL and are never disabled: please make sure the app receives them.',
      `Webhook id: ${delivery.webhookId}`,
    ].join('\n'),
  });
}

/** Each claimed delivery's shop, with its address (`https://demo.example.com`) for payloads and headers. */
async function shopsOf(
  db: Db,
  deliveries: { shopId: number }[],
  originOf: WebhookWorkerOptions['originOf'],
): Promise<Map<number, { row: ShopRow; origin: string }>> {
  const ids = [...new Set(deliveries.map((delivery) => delivery.shopId))];
  if (ids.length === 0) return new Map();
  const rows = await db.select().from(schema.shops).where(inArray(schema.shops.id, ids));
  return new Map(
    rows.map((row) => [row.id, { row, origin: originOf ? originOf(row) : row.subdomain }] as const),
  );
}

/** The shop's host name for the X-Emporia-Shop-Domain header. */
const hostOf = (origin: string) => (URL.canParse(origin) ? new URL(origin).host : origin);

type Outcome = { ok: true; status: number } | { ok: false; status?: number; error: string; detail?: string };

/** Redirects a delivery follows (307 and 308 repeat the signed POST), each target checked again. */
const webhookRedirects = 3;

async function post(
  delivery: typeof schema.webhookDeliveries.$inferSelect,
  secret: string,
  shopOrigin: string,
  timeoutMs: number,
): Promise<Outcome> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  // The shop as the app saw it at install (its address); a row queued before kept the subdomain.
  const text = JSON.stringify({ ...JSON.parse(delivery.body), shop: shopOrigin });
  const body = Buffer.from(text);
  try {
    // The app developer typed this address: it goes through the outbound guard (ADR 0104).
    const response = await outboundRequest(delivery.url, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        'content-length': body.length,
        'user-agent': 'Emporia-Webhooks/1.0',
        'x-emporia-topic': delivery.topic,
        'x-emporia-timestamp': timestamp,
        'x-emporia-signature': webhookSignature(secret, timestamp, text),
        // One id per event, the same on every retry and resend: the app drops duplicates by it.
        'x-emporia-webhook-id': delivery.webhookId,
        'x-emporia-api-version': delivery.apiVersion,
        // When the change happened (retries and resends keep it), and in which shop.
        'x-emporia-triggered-at': delivery.createdAt.toISOString(),
        'x-emporia-shop-domain': hostOf(shopOrigin),
      },
      body,
      timeoutMs,
      redirects: webhookRedirects,
    });
    // The answer's body is the app's business; reading it would only hold the connection.
    response.destroy();
    const status = response.statusCode ?? 0;
    if (status >= 200 && status < 300) return { ok: true, status };
    return { ok: false, status, error: `The app answered ${status}.` };
  } catch (err) {
    // Refused, unreachable, silent: one sentence for staff, the cause in the server log only.
    const detail = err instanceof CannotConnect ? err.detail : (err as Error).message;
    return { ok: false, error: cannotConnect, detail };
  }
}
