import { randomUUID } from 'node:crypto';
import type { WebhookTopic } from '@emporia/contracts/apps';
import { schema } from '@emporia/db';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

/**
 * Queues `topic` for every app installed in the shop that subscribed to it,
 * in the caller's transaction: the webhook leaves only if the change commits,
 * and the worker retries until the app accepts it (webhook-worker.ts).
 */
export async function enqueueWebhook(
  ctx: RequestContext,
  topic: WebhookTopic,
  payload: Record<string, unknown>,
): Promise<void> {
  await enqueueWebhooks(ctx, topic, [payload]);
}

/** The same for many payloads of one topic: the subscribers are looked up once, not per payload. */
export async function enqueueWebhooks(
  ctx: RequestContext,
  topic: WebhookTopic,
  payloads: Record<string, unknown>[],
): Promise<void> {
  if (!payloads.length) return;
  const { apps, appInstallations } = schema;
  const subscribers = await ctx.db
    .select({ appId: apps.id, url: apps.webhookUrl })
    .from(appInstallations)
    .innerJoin(apps, eq(apps.id, appInstallations.appId))
    .where(
      and(
        eq(appInstallations.shopId, ctx.shop.id),
        eq(appInstallations.status, 'active'),
        sql`${topic} = any(${apps.webhookTopics})`,
        isNotNull(apps.sealedClientSecret),
      ),
    );
  for (const app of subscribers) {
    for (const payload of payloads)
      if (app.url) await insertDelivery(ctx, app.appId, app.url, topic, payload);
  }
}

/** Queues one webhook to one app whatever its installation's state (app/uninstalled goes after revoking). */
export async function insertDelivery(
  ctx: RequestContext,
  appId: number,
  url: string,
  topic: WebhookTopic,
  payload: Record<string, unknown>,
): Promise<void> {
  const body = JSON.stringify({ ...payload, shop: ctx.shop.subdomain });
  await ctx.db.insert(schema.webhookDeliveries).values({
    shopId: ctx.shop.id,
    appId,
    topic,
    webhookId: randomUUID(),
    url,
    body,
  });
  for (const nudge of webhookNudges) nudge();
}

/** Running workers register here so a new webhook leaves at once, not at the next poll. */
export const webhookNudges = new Set<() => void>();
