import { type Db, schema } from '@emporia/db';
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { startIntervalWorker } from '../../kernel/interval-worker';
import { CannotConnect, cannotConnect } from '../../kernel/outbound/guard';
import { outboundRequest } from '../../kernel/outbound/http';
import { decryptSecret } from '../../kernel/secrets';
import { inShopKeys } from '../../kernel/sql-lists';
import { webhookSignature } from './signature';
import { webhookNudges } from './webhooks';

export interface WebhookWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  pollMs?: number;
  /** An endpoint silent for this long counts as a failed attempt. */
  timeoutMs: number;
  /** The shop's storefront origin, whose host the X-Emporia-Shop-Domain header names. */
  originOf?: (shop: { subdomain: string }) => string;
}

/**
 * After this many failed attempts a delivery is marked failed; staff may resend it. With the
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
  const pollMs = options.pollMs ?? 1000;
  const worker = startIntervalWorker({
    log: options.log,
    failure: 'webhook drain failed',
    pass: () => deliverDueWebhooks(options),
    nextDelayMs: () => pollMs,
    firstDelayMs: pollMs,
  });
  const nudge = () => worker.nudge();
  webhookNudges.add(nudge);
  return {
    drain: worker.runOnce,
    async stop() {
      webhookNudges.delete(nudge);
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
  const shopDomains = await shopDomainsOf(db, claimed, options.originOf);
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
    const outcome = await post(delivery, secret, shopDomains.get(delivery.shopId) ?? '', options.timeoutMs);
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
    await db
      .update(webhookDeliveries)
      .set({
        attempts,
        status: attempts >= maxWebhookAttempts ? 'failed' : 'pending',
        responseCode: outcome.status ?? null,
        lastError: outcome.error,
        nextAttemptAt: sql`now() + make_interval(secs => ${webhookBackoffSeconds(attempts)})`,
      })
      .where(and(eq(webhookDeliveries.shopId, delivery.shopId), eq(webhookDeliveries.id, delivery.id)));
    options.log.warn(
      { deliveryId: delivery.id, attempts, error: outcome.error, detail: outcome.detail },
      'webhook not delivered',
    );
  }
  return claimed.length;
}

/** Each claimed delivery's shop as a host name (`demo.example.com`), for the shop-domain header. */
async function shopDomainsOf(
  db: Db,
  deliveries: { shopId: number }[],
  originOf: WebhookWorkerOptions['originOf'],
): Promise<Map<number, string>> {
  const ids = [...new Set(deliveries.map((delivery) => delivery.shopId))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: schema.shops.id, subdomain: schema.shops.subdomain })
    .from(schema.shops)
    .where(inArray(schema.shops.id, ids));
  return new Map(
    rows.map((row) => [row.id, originOf ? new URL(originOf(row)).host : row.subdomain] as const),
  );
}

type Outcome = { ok: true; status: number } | { ok: false; status?: number; error: string; detail?: string };

/** Redirects a delivery follows (307 and 308 repeat the signed POST), each target checked again. */
const webhookRedirects = 3;

async function post(
  delivery: typeof schema.webhookDeliveries.$inferSelect,
  secret: string,
  shopDomain: string,
  timeoutMs: number,
): Promise<Outcome> {
  const timestamp = String(Math.floor(Date.now() / 1000));
  const body = Buffer.from(delivery.body);
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
        'x-emporia-signature': webhookSignature(secret, timestamp, delivery.body),
        'x-emporia-webhook-id': delivery.webhookId,
        // When the change happened (retries and resends keep it), and in which shop.
        'x-emporia-triggered-at': delivery.createdAt.toISOString(),
        'x-emporia-shop-domain': shopDomain,
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
