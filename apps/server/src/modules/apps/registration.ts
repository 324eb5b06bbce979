import { type Db, schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import { portOf, refuseUnreachable } from '../../kernel/outbound/guard';
import { decryptSecret, encryptSecret } from '../../kernel/secrets';
import type { AppRow } from './queries';

/** How long the secret before a rotation keeps working (ADR 0122): time to deploy the new one. */
export const previousSecretHours = 24;

export interface AppListing {
  name: string;
  icon: string;
  description: string;
  developer: string;
  redirect_uris: string[];
  scopes: string[];
  install_url?: string | null;
  webhook_url?: string | null;
  webhook_topics: string[];
  /** Told when a shop's webhook subscription is disabled after failed deliveries. */
  contact_email?: string | null;
}

const newSecret = () => `emp_secret_${newToken()}`;

/**
 * The developer's webhook receiver is called by the server; its redirect and install addresses
 * are only ever opened by the merchant's browser, so they are not checked.
 */
async function checkWebhookUrl(url: string | null | undefined) {
  if (!url) return;
  const hook = new URL(url);
  await refuseUnreachable('webhook_url', hook.hostname, portOf(hook));
}

const listingValues = (listing: AppListing) => ({
  name: listing.name,
  icon: listing.icon,
  description: listing.description,
  developer: listing.developer,
  redirectUris: listing.redirect_uris,
  scopes: listing.scopes,
  installUrl: listing.install_url ?? null,
  webhookUrl: listing.webhook_url ?? null,
  webhookTopics: listing.webhook_topics,
  contactEmail: listing.contact_email ?? null,
});

/**
 * Lists an app and answers its client id and secret, the secret this once (kept hashed for the
 * token endpoint and sealed for signing, ADR 0071). `developerId` is the developer account's
 * own app (ADR 0122); the operator's have none.
 */
export async function registerApp(
  db: Db,
  listing: AppListing,
  developerId: number | null = null,
): Promise<{ app: AppRow; clientSecret: string }> {
  await checkWebhookUrl(listing.webhook_url);
  const clientSecret = newSecret();
  const [app] = await db
    .insert(schema.apps)
    .values({
      ...listingValues(listing),
      developerId,
      clientId: `app_${newToken().slice(0, 24)}`,
      clientSecretHash: hashToken(clientSecret),
      sealedClientSecret: encryptSecret(clientSecret),
    })
    .returning();
  return { app: app!, clientSecret };
}

/** Changes what an app says about itself; its id and secret stay. */
export async function updateApp(db: Db, id: number, listing: AppListing): Promise<AppRow | undefined> {
  await checkWebhookUrl(listing.webhook_url);
  const [app] = await db
    .update(schema.apps)
    .set(listingValues(listing))
    .where(eq(schema.apps.id, id))
    .returning();
  return app;
}

/**
 * A new secret, shown once. The one it replaces keeps working for `previousSecretHours` at the
 * token endpoint and signs install links meanwhile, so the app's running copy is not cut off
 * before the new secret is deployed; webhooks are signed with the new one at once.
 */
export async function rotateAppSecret(
  db: Db,
  id: number,
  now = new Date(),
): Promise<{ app: AppRow; clientSecret: string } | undefined> {
  const [current] = await db.select().from(schema.apps).where(eq(schema.apps.id, id));
  if (!current) return undefined;
  const clientSecret = newSecret();
  const [app] = await db
    .update(schema.apps)
    .set({
      clientSecretHash: hashToken(clientSecret),
      sealedClientSecret: encryptSecret(clientSecret),
      previousSecretHash: current.clientSecretHash,
      previousSealedSecret: current.sealedClientSecret,
      previousSecretExpiresAt: new Date(now.getTime() + previousSecretHours * 3600_000),
    })
    .where(eq(schema.apps.id, id))
    .returning();
  return { app: app!, clientSecret };
}

/** Whether the secret before the last rotation still works at this moment. */
export const previousSecretLive = (app: AppRow, now = new Date()): boolean =>
  !!app.previousSecretHash && !!app.previousSecretExpiresAt && app.previousSecretExpiresAt > now;

/** The hashes the token endpoint accepts: the live secret's, and the previous one's within its 24 hours. */
export const acceptedSecretHashes = (app: AppRow, now = new Date()): string[] =>
  previousSecretLive(app, now) ? [app.clientSecretHash, app.previousSecretHash!] : [app.clientSecretHash];

/**
 * The secret install links are signed with: the previous one within its 24 hours (the app's
 * deployed copy still holds it), the live one otherwise. Undefined when none is sealed.
 */
export function installSigningSecret(app: AppRow, sealedLive: string | null, now = new Date()) {
  const sealed =
    previousSecretLive(app, now) && app.previousSealedSecret ? app.previousSealedSecret : sealedLive;
  return sealed ? decryptSecret(sealed) : undefined;
}
