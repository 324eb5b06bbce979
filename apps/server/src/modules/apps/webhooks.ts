import { randomUUID } from 'node:crypto';
import { latestApiVersion } from '@emporia/contracts/api-versions';
import type { PrivacyWebhookTopic, WebhookTopic } from '@emporia/contracts/apps';
import { schema } from '@emporia/db';
import { and, eq, isNotNull, isNull } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { announceWork } from '../../kernel/queued-work';
import { mayReceive } from './subscriptions';

/**
 * Queues `topic` for every live subscription to it in the shop (one delivery per subscription),
 * in the caller's transaction: the webhook leaves only if the change commits, and the worker
 * retries until the app accepts it (webhook-worker.ts).
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
  const { apps, appInstallations, webhookSubscriptions: subs } = schema;
  const subscribers = await ctx.db
    .select({
      id: subs.id,
      appId: subs.appId,
      address: subs.address,
      apiVersion: subs.apiVersion,
      scopes: appInstallations.scopes,
    })
    .from(subs)
    .innerJoin(
      appInstallations,
      and(eq(appInstallations.shopId, subs.shopId), eq(appInstallations.appId, subs.appId)),
    )
    .innerJoin(apps, eq(apps.id, subs.appId))
    .where(
      and(
        eq(subs.shopId, ctx.shop.id),
        eq(subs.topic, topic),
        isNull(subs.disabledAt),
        eq(appInstallations.status, 'active'),
        isNotNull(apps.sealedClientSecret),
      ),
    );
  for (const subscription of subscribers) {
    // A grant narrowed since the subscription was made no longer lets the app hear the topic.
    if (!mayReceive(topic, subscription.scopes)) continue;
    for (const payload of payloads) {
      await insertDelivery(ctx, subscription.appId, subscription.address, topic, payload, {
        subscriptionId: subscription.id,
        apiVersion: subscription.apiVersion,
      });
    }
  }
}

/** Whether any live subscription in the shop wants `topic`: the payload is shaped only then. */
export async function isSubscribed(ctx: RequestContext, topic: WebhookTopic): Promise<boolean> {
  const { appInstallations, webhookSubscriptions: subs } = schema;
  const [found] = await ctx.db
    .select({ id: subs.id })
    .from(subs)
    .innerJoin(
      appInstallations,
      and(eq(appInstallations.shopId, subs.shopId), eq(appInstallations.appId, subs.appId)),
    )
    .where(
      and(
        eq(subs.shopId, ctx.shop.id),
        eq(subs.topic, topic),
        isNull(subs.disabledAt),
        eq(appInstallations.status, 'active'),
      ),
    )
    .limit(1);
  return Boolean(found);
}

/**
 * The privacy topics: sent to the webhook URL of every app installed in the shop that may hear
 * them (customers/* to apps that can read customers, shop/redact to all), whatever they
 * subscribed to. Answers how many were queued.
 */
export async function enqueuePrivacyWebhook(
  ctx: RequestContext,
  topic: PrivacyWebhookTopic,
  payload: Record<string, unknown>,
): Promise<number> {
  const { apps, appInstallations } = schema;
  const installed = await ctx.db
    .select({ appId: apps.id, url: apps.webhookUrl, scopes: appInstallations.scopes })
    .from(appInstallations)
    .innerJoin(apps, eq(apps.id, appInstallations.appId))
    .where(
      and(
        eq(appInstallations.shopId, ctx.shop.id),
        eq(appInstallations.status, 'active'),
        isNotNull(apps.webhookUrl),
        isNotNull(apps.sealedClientSecret),
      ),
    );
  let queued = 0;
  for (const app of installed) {
    if (!app.url || !mayReceive(topic, app.scopes)) continue;
    await insertDelivery(ctx, app.appId, app.url, topic, payload);
    queued += 1;
  }
  return queued;
}

/**
 * Queues one webhook to one address whatever the installation's state (app/uninstalled goes
 * after revoking). The body is stored without `shop`: the worker sets it to the shop's address as
 * it sends (webhook-worker.ts), so a `shop` given here is dropped.
 */
export async function insertDelivery(
  ctx: RequestContext,
  appId: number,
  url: string,
  topic: WebhookTopic,
  payload: Record<string, unknown>,
  options: { subscriptionId?: number; apiVersion?: string } = {},
): Promise<void> {
  const { shop: _setBySender, ...rest } = payload;
  await ctx.db.insert(schema.webhookDeliveries).values({
    shopId: ctx.shop.id,
    appId,
    topic,
    webhookId: randomUUID(),
    subscriptionId: options.subscriptionId ?? null,
    apiVersion: options.apiVersion ?? latestApiVersion,
    url,
    body: JSON.stringify(rest),
  });
  await announceWork(ctx.db, 'webhooks');
}
