import { latestApiVersion } from '@emporia/contracts/api-versions';
import { scopeCovers } from '@emporia/contracts/app-scopes';
import {
  type WebhookSubscription,
  type WebhookSubscriptionCreate,
  type WebhookSubscriptionUpdate,
  type WebhookTopic,
  webhookTopicScopes,
  webhookTopics,
} from '@emporia/contracts/apps';
import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { forbidden, notFound, taken } from '../../kernel/errors';
import { portOf, refuseUnreachable } from '../../kernel/outbound/guard';

const { webhookSubscriptions: subs } = schema;
type SubscriptionRow = typeof subs.$inferSelect;

/** True when an installation holding `scopes` may hear `topic` (orders/* needs read_orders, …). */
export function mayReceive(topic: WebhookTopic, scopes: readonly string[]): boolean {
  const needed = webhookTopicScopes[topic];
  return needed === null || scopeCovers(scopes, needed);
}

const view = (row: SubscriptionRow): WebhookSubscription => ({
  id: row.id,
  topic: row.topic as WebhookSubscription['topic'],
  address: row.address,
  api_version: row.apiVersion as WebhookSubscription['api_version'],
  status: row.disabledAt ? 'disabled' : 'active',
  disabled_at: row.disabledAt?.toISOString() ?? null,
  created_at: row.createdAt.toISOString(),
  updated_at: row.updatedAt.toISOString(),
});

/** The calling app: only an app's token manages subscriptions, and only its own. */
function callingApp(ctx: RequestContext) {
  if (ctx.actor.kind !== 'app')
    throw forbidden('Webhook subscriptions belong to apps: call this with an app’s access token.');
  return ctx.actor;
}

/** The address goes through the outbound guard, as the webhook URL at registration does (ADR 0104). */
async function checkAddress(address: string): Promise<void> {
  const url = new URL(address);
  await refuseUnreachable('address', url.hostname, portOf(url));
}

const ownRow = (ctx: RequestContext, appId: number, id: number) =>
  and(eq(subs.shopId, ctx.shop.id), eq(subs.appId, appId), eq(subs.id, id));

export async function listSubscriptions(ctx: RequestContext): Promise<WebhookSubscription[]> {
  const app = callingApp(ctx);
  const rows = await ctx.db
    .select()
    .from(subs)
    .where(and(eq(subs.shopId, ctx.shop.id), eq(subs.appId, app.appId)))
    .orderBy(asc(subs.id));
  return rows.map(view);
}

export async function createSubscription(
  ctx: RequestContext,
  input: WebhookSubscriptionCreate,
): Promise<WebhookSubscription> {
  const app = callingApp(ctx);
  const needed = webhookTopicScopes[input.topic];
  if (!mayReceive(input.topic, app.scopes))
    throw forbidden(`This app lacks the ${needed} scope needed for ${input.topic} webhooks.`);
  await checkAddress(input.address);
  const [row] = await ctx.db
    .insert(subs)
    .values({
      shopId: ctx.shop.id,
      appId: app.appId,
      topic: input.topic,
      address: input.address,
      apiVersion: input.api_version ?? latestApiVersion,
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw taken('address', `This app already has a ${input.topic} subscription to this address.`);
  return view(row);
}

export async function updateSubscription(
  ctx: RequestContext,
  id: number,
  input: WebhookSubscriptionUpdate,
): Promise<WebhookSubscription> {
  const app = callingApp(ctx);
  if (input.address) await checkAddress(input.address);
  const [row] = await ctx.db
    .update(subs)
    .set({
      ...(input.address ? { address: input.address } : {}),
      ...(input.api_version ? { apiVersion: input.api_version } : {}),
      // Saving is how an app says its endpoint works again.
      disabledAt: null,
      updatedAt: new Date(),
    })
    .where(ownRow(ctx, app.appId, id))
    .returning()
    .catch((error: { code?: string; cause?: { code?: string } }) => {
      if ((error.cause?.code ?? error.code) === '23505')
        throw taken('address', 'This app already has a subscription to this topic at this address.');
      throw error;
    });
  if (!row) throw notFound('This webhook subscription does not exist.');
  return view(row);
}

export async function deleteSubscription(ctx: RequestContext, id: number): Promise<void> {
  const app = callingApp(ctx);
  const deleted = await ctx.db
    .delete(subs)
    .where(ownRow(ctx, app.appId, id))
    .returning({ id: subs.id });
  if (!deleted.length) throw notFound('This webhook subscription does not exist.');
}

/**
 * At install: the app's registered topics it may hear become subscriptions to its webhook URL,
 * in the latest API version. A new grant keeps what the app set up since (no duplicates).
 */
export async function subscribeAtInstall(
  ctx: RequestContext,
  app: { id: number; webhookUrl: string | null; webhookTopics: string[] },
  scopes: readonly string[],
): Promise<void> {
  if (!app.webhookUrl) return;
  const topics = app.webhookTopics.filter(
    (topic): topic is (typeof webhookTopics)[number] =>
      (webhookTopics as readonly string[]).includes(topic) &&
      topic !== 'app/uninstalled' &&
      mayReceive(topic as WebhookTopic, scopes),
  );
  if (!topics.length) return;
  await ctx.db
    .insert(subs)
    .values(
      topics.map((topic) => ({
        shopId: ctx.shop.id,
        appId: app.id,
        topic,
        address: app.webhookUrl!,
        apiVersion: latestApiVersion,
      })),
    )
    .onConflictDoNothing();
}

/** At uninstall the app's subscriptions in the shop go (a new install makes them again). */
export async function unsubscribeAll(ctx: RequestContext, appId: number): Promise<void> {
  await ctx.db.delete(subs).where(and(eq(subs.shopId, ctx.shop.id), eq(subs.appId, appId)));
}
