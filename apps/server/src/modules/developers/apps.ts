import type { DeveloperApp, DeveloperAppInput } from '@emporia/contracts/developers';
import { type Db, schema } from '@emporia/db';
import { and, desc, eq } from 'drizzle-orm';
import { notFound } from '../../kernel/errors';
import { type AppRow, previousSecretLive, registerApp, rotateAppSecret, updateApp } from '../apps';
import type { DeveloperRow } from './accounts';

const view = (app: AppRow): DeveloperApp => ({
  id: app.id,
  name: app.name,
  icon: app.icon,
  description: app.description,
  client_id: app.clientId,
  redirect_uris: app.redirectUris,
  scopes: app.scopes,
  install_url: app.installUrl,
  webhook_url: app.webhookUrl,
  webhook_topics: app.webhookTopics,
  previous_secret_expires_at: previousSecretLive(app) ? app.previousSecretExpiresAt!.toISOString() : null,
  created_at: app.createdAt.toISOString(),
});

const listingOf = (developer: DeveloperRow, input: DeveloperAppInput) => ({
  name: input.name,
  icon: input.icon ?? '',
  description: input.description ?? '',
  developer: developer.name,
  redirect_uris: input.redirect_uris,
  scopes: input.scopes,
  install_url: input.install_url ?? null,
  webhook_url: input.webhook_url ?? null,
  webhook_topics: input.webhook_topics ?? [],
  // Failed-delivery notices go to the developer's own address unless they name another.
  contact_email: input.contact_email ?? developer.email,
});

export async function myApps(db: Db, developer: DeveloperRow): Promise<DeveloperApp[]> {
  const rows = await db
    .select()
    .from(schema.apps)
    .where(eq(schema.apps.developerId, developer.id))
    .orderBy(schema.apps.name, schema.apps.id);
  return rows.map(view);
}

/** One of the developer's apps; another's, or the operator's, is not found (as if it did not exist). */
async function myApp(db: Db, developer: DeveloperRow, id: number): Promise<AppRow> {
  const [app] = await db
    .select()
    .from(schema.apps)
    .where(and(eq(schema.apps.id, id), eq(schema.apps.developerId, developer.id)));
  if (!app) throw notFound('You have no app with this id.');
  return app;
}

export const getMyApp = async (db: Db, developer: DeveloperRow, id: number) =>
  view(await myApp(db, developer, id));

export async function createMyApp(db: Db, developer: DeveloperRow, input: DeveloperAppInput) {
  const { app, clientSecret } = await registerApp(db, listingOf(developer, input), developer.id);
  return { ...view(app), client_secret: clientSecret };
}

export async function updateMyApp(db: Db, developer: DeveloperRow, id: number, input: DeveloperAppInput) {
  await myApp(db, developer, id);
  const app = await updateApp(db, id, listingOf(developer, input));
  return view(app!);
}

export async function rotateMySecret(db: Db, developer: DeveloperRow, id: number) {
  await myApp(db, developer, id);
  const { app, clientSecret } = (await rotateAppSecret(db, id))!;
  return { ...view(app), client_secret: clientSecret };
}

/** The app's latest webhook deliveries in every shop, with their errors: what the developer debugs. */
export async function myDeliveries(db: Db, developer: DeveloperRow, id: number) {
  await myApp(db, developer, id);
  const { webhookDeliveries: d, shops } = schema;
  const rows = await db
    .select({ delivery: d, shop: shops.subdomain })
    .from(d)
    .innerJoin(shops, eq(shops.id, d.shopId))
    .where(eq(d.appId, id))
    .orderBy(desc(d.id))
    .limit(50);
  return rows.map(({ delivery, shop }) => ({
    id: delivery.id,
    shop,
    topic: delivery.topic,
    status: delivery.status as 'pending' | 'delivered' | 'failed',
    attempts: delivery.attempts,
    response_code: delivery.responseCode,
    last_error: delivery.lastError,
    created_at: delivery.createdAt.toISOString(),
    delivered_at: delivery.deliveredAt?.toISOString() ?? null,
  }));
}
