import { schema } from '@emporia/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';

const { shopDomains, domainCertificates, domainPurchases } = schema;
export type DomainRow = typeof shopDomains.$inferSelect;

export function listDomains(ctx: RequestContext): Promise<DomainRow[]> {
  return ctx.db
    .select()
    .from(shopDomains)
    .where(eq(shopDomains.shopId, ctx.shop.id))
    .orderBy(asc(shopDomains.hostname));
}

export async function findDomain(ctx: RequestContext, id: number): Promise<DomainRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(shopDomains)
    .where(and(eq(shopDomains.shopId, ctx.shop.id), eq(shopDomains.id, id)));
  return row;
}

/** Which shop holds a host name, whichever shop asks: a domain belongs to one shop only. */
export async function holderOf(ctx: RequestContext, hostname: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ shopId: shopDomains.shopId })
    .from(shopDomains)
    .where(eq(shopDomains.hostname, hostname));
  return row?.shopId;
}

/** Adds the host; undefined when another request took it first (the unique key decides). */
export async function insertDomain(
  ctx: RequestContext,
  hostname: string,
  origin: 'connected' | 'registered',
): Promise<DomainRow | undefined> {
  const [row] = await ctx.db
    .insert(shopDomains)
    .values({ shopId: ctx.shop.id, hostname, origin })
    .onConflictDoNothing()
    .returning();
  return row;
}

export async function markVerified(ctx: RequestContext, id: number): Promise<void> {
  await ctx.db
    .update(shopDomains)
    .set({ status: 'connected', verifiedAt: sql`coalesce(${shopDomains.verifiedAt}, now())` })
    .where(and(eq(shopDomains.shopId, ctx.shop.id), eq(shopDomains.id, id)));
}

export async function setCertificateStatus(ctx: RequestContext, id: number, status: string): Promise<void> {
  await ctx.db
    .update(shopDomains)
    .set({ certificateStatus: status })
    .where(and(eq(shopDomains.shopId, ctx.shop.id), eq(shopDomains.id, id)));
}

/** Makes `id` the one primary host (null: none, the platform subdomain is the address). */
export async function setPrimary(ctx: RequestContext, id: number | null): Promise<void> {
  await ctx.db
    .update(shopDomains)
    .set({ isPrimary: false })
    .where(and(eq(shopDomains.shopId, ctx.shop.id), eq(shopDomains.isPrimary, true)));
  if (id === null) return;
  await ctx.db
    .update(shopDomains)
    .set({ isPrimary: true })
    .where(and(eq(shopDomains.shopId, ctx.shop.id), eq(shopDomains.id, id)));
}

export async function deleteDomain(ctx: RequestContext, id: number): Promise<void> {
  await ctx.db.delete(shopDomains).where(and(eq(shopDomains.shopId, ctx.shop.id), eq(shopDomains.id, id)));
}

export async function saveCertificate(
  ctx: RequestContext,
  domainId: number,
  cert: { certificatePem: string; sealedKey: string; expiresAt: Date },
): Promise<void> {
  const values = { domainId, shopId: ctx.shop.id, ...cert, issuedAt: new Date() };
  await ctx.db
    .insert(domainCertificates)
    .values(values)
    .onConflictDoUpdate({ target: domainCertificates.domainId, set: values });
}

export async function recordPurchase(
  ctx: RequestContext,
  purchase: { hostname: string; price: number; currency: string; registrar: string; registrarOrder: string },
): Promise<void> {
  await ctx.db.insert(domainPurchases).values({ shopId: ctx.shop.id, ...purchase });
}
