import { randomUUID } from 'node:crypto';
import { type AppScope, scopeInWords } from '@emporia/contracts/app-scopes';
import type { AppDetail, AppList } from '@emporia/contracts/apps';
import { schema } from '@emporia/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { conflict, notFound } from '../../kernel/errors';
import { announceWork } from '../../kernel/queued-work';
import { signedInstallUrl } from './install-request';
import { type AppRow, appById, type InstallationRow, installationOf } from './queries';
import { installSigningSecret } from './registration';
import { ensureSampleSecret } from './sample-apps';
import { unsubscribeAll } from './subscriptions';
import { insertDelivery } from './webhooks';

const words = (scopes: readonly string[]) =>
  scopes.map((scope) => ({ scope, words: scopeInWords(scope as AppScope) }));

const summaryOf = (app: AppRow) => ({
  id: app.id,
  name: app.name,
  icon: app.icon,
  description: app.description,
  developer: app.developer,
});

const installationView = (row: InstallationRow) => ({
  status: row.status as 'active' | 'revoked',
  scopes: words(row.scopes),
  installed_at: row.installedAt.toISOString(),
  revoked_at: row.revokedAt?.toISOString() ?? null,
  last_used_at: row.lastUsedAt?.toISOString() ?? null,
});

/** The shop's installed apps and the whole directory (small: the platform lists a handful). */
export async function listApps(ctx: RequestContext): Promise<AppList> {
  const { apps, appInstallations } = schema;
  const all = await ctx.db.select().from(apps).orderBy(apps.name);
  // A developer's own app shows in the directory of their development shop only (ADR 0122).
  const ownDevelopers = await ctx.db
    .select({ id: schema.developers.id })
    .from(schema.developers)
    .where(eq(schema.developers.devShopId, ctx.shop.id));
  const listed = (a: AppRow) => a.developerId === null || ownDevelopers.some((d) => d.id === a.developerId);
  const installations = await ctx.db
    .select()
    .from(appInstallations)
    .where(and(eq(appInstallations.shopId, ctx.shop.id), eq(appInstallations.status, 'active')));
  const byApp = new Map(installations.map((i) => [i.appId, i]));
  return {
    installed: all
      .filter((a) => byApp.has(a.id))
      .map((a) => ({ ...summaryOf(a), installation: installationView(byApp.get(a.id)!) })),
    directory: all.filter(listed).map((a) => ({
      ...summaryOf(a),
      scopes: words(a.scopes),
      webhook_topics: a.webhookTopics,
      install_url: a.installUrl,
      installed: byApp.has(a.id),
    })),
  };
}

/**
 * Where Install sends the owner: the app's install page with this shop's address and consent
 * page, signed with the app's secret so the app can trust them (ADR 0105). Made on the press,
 * since the app refuses a link older than five minutes. `origin` is the shop's, as the admin saw it.
 */
export async function installLink(ctx: RequestContext, id: number, origin: string, adminPath: string) {
  const app = await appById(ctx, id);
  if (!app) throw notFound('This app is not in the directory.');
  if (!app.installUrl) throw conflict(`${app.name} has no install page yet.`);
  // The seeded samples get their secret, derived from the platform key, on first use.
  const sealed = (await ensureSampleSecret(ctx, app.clientId)) ?? app.sealedClientSecret;
  // Within 24 hours of a rotation the links are still signed with the previous secret (ADR 0122).
  const secret = installSigningSecret(app, sealed);
  if (!secret) throw conflict(`${app.name} cannot be installed: its listing has no secret to sign with.`);
  const url = signedInstallUrl(new URL(app.installUrl, origin), secret, {
    shop: origin,
    grant_url: `${origin}${adminPath}/app/request-grant`,
  });
  return url.toString();
}

/** Deliveries shown on the app's page: the latest 50. */
const deliveryPage = 50;

export async function appDetail(ctx: RequestContext, id: number): Promise<AppDetail> {
  const app = await appById(ctx, id);
  if (!app) throw notFound('This app is not in the directory.');
  const installation = await installationOf(ctx, id);
  const { webhookDeliveries: d } = schema;
  const deliveries = await ctx.db
    .select()
    .from(d)
    .where(and(eq(d.shopId, ctx.shop.id), eq(d.appId, id)))
    .orderBy(desc(d.id))
    .limit(deliveryPage);
  return {
    ...summaryOf(app),
    webhook_topics: app.webhookTopics,
    installation: installation ? installationView(installation) : null,
    deliveries: deliveries.map((row) => ({
      id: row.id,
      topic: row.topic,
      webhook_id: row.webhookId,
      status: row.status as 'pending' | 'delivered' | 'failed',
      attempts: row.attempts,
      response_code: row.responseCode,
      last_error: row.lastError,
      created_at: row.createdAt.toISOString(),
      delivered_at: row.deliveredAt?.toISOString() ?? null,
    })),
  };
}

/**
 * Revokes the app's grant in this shop: its token stops working at once and the
 * app hears app/uninstalled (sent even though it no longer holds a token).
 */
export async function revokeApp(ctx: RequestContext, id: number): Promise<string> {
  const app = await appById(ctx, id);
  if (!app) throw notFound('This app is not in the directory.');
  return inTransaction(ctx, async (tx) => {
    const { appInstallations } = schema;
    const revoked = await tx.db
      .update(appInstallations)
      .set({ status: 'revoked', tokenHash: null, revokedAt: new Date() })
      .where(
        and(
          eq(appInstallations.shopId, ctx.shop.id),
          eq(appInstallations.appId, id),
          eq(appInstallations.status, 'active'),
        ),
      )
      .returning({ id: appInstallations.id });
    if (!revoked.length) throw conflict(`${app.name} is not installed.`);
    if (app.sealedClientSecret) {
      // To the app's app/uninstalled subscriptions, or its webhook URL when it made none.
      const { webhookSubscriptions: subs } = schema;
      const subscribed = await tx.db
        .select({ id: subs.id, address: subs.address, apiVersion: subs.apiVersion })
        .from(subs)
        .where(
          and(
            eq(subs.shopId, ctx.shop.id),
            eq(subs.appId, app.id),
            eq(subs.topic, 'app/uninstalled'),
            isNull(subs.disabledAt),
          ),
        );
      const payload = { app_id: app.id, client_id: app.clientId, uninstalled_at: new Date().toISOString() };
      for (const sub of subscribed)
        await insertDelivery(tx, app.id, sub.address, 'app/uninstalled', payload, {
          apiVersion: sub.apiVersion,
        });
      if (!subscribed.length && app.webhookUrl)
        await insertDelivery(tx, app.id, app.webhookUrl, 'app/uninstalled', payload);
    }
    await unsubscribeAll(tx, app.id);
    return `${app.name} was removed. Its access token no longer works.`;
  });
}

/** Sends a delivery again as a new attempt series, with the same webhook id so the app can drop duplicates. */
export async function resendDelivery(
  ctx: RequestContext,
  appId: number,
  deliveryId: number,
): Promise<string> {
  const { webhookDeliveries: d } = schema;
  const [row] = await ctx.db
    .select()
    .from(d)
    .where(and(eq(d.shopId, ctx.shop.id), eq(d.appId, appId), eq(d.id, deliveryId)));
  if (!row) throw notFound('This webhook delivery does not exist.');
  if (row.status === 'pending') throw conflict('This webhook is still being delivered.');
  await ctx.db.insert(d).values({
    shopId: ctx.shop.id,
    appId,
    topic: row.topic,
    webhookId: row.webhookId || randomUUID(),
    subscriptionId: row.subscriptionId,
    apiVersion: row.apiVersion,
    url: row.url,
    body: row.body,
  });
  await announceWork(ctx.db, 'webhooks');
  return 'The webhook was queued again.';
}
