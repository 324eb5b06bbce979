import {
  type CountedLimit,
  countedLimits,
  limitLabels,
  type Plan,
  type PlanId,
  planLimitCode,
  plans,
  type Usage,
} from '@emporia/contracts/subscription';
import { type Db, schema } from '@emporia/db';
import { and, count, eq, isNull, sql, sum } from 'drizzle-orm';
import { PgTransaction } from 'drizzle-orm/pg-core';
import type { RequestContext } from '../../kernel/context';
import { AppError } from '../../kernel/errors';

/** Counts what a shop holds of one limited thing. */
export type UsageCounter = (db: Db, shopId: number) => Promise<number>;

const counters = new Map<CountedLimit, UsageCounter>();

/**
 * Areas register how to count what they create, so the plan check lives in one place and an
 * area added later (apps) plugs its own count in: `registerPlanUsage('apps', countInstalledApps)`.
 */
export function registerPlanUsage(limit: CountedLimit, counter: UsageCounter): void {
  counters.set(limit, counter);
}

const single = async (rows: Promise<{ n: number | string | null }[]>) => Number((await rows)[0]?.n ?? 0);

// Variants are rows of products too, but a merchant counts products, as Shopify does.
registerPlanUsage('products', (db, shopId) =>
  single(
    db
      .select({ n: count() })
      .from(schema.products)
      .where(and(eq(schema.products.shopId, shopId), isNull(schema.products.parentId))),
  ),
);
registerPlanUsage('staff', (db, shopId) =>
  single(db.select({ n: count() }).from(schema.adminUsers).where(eq(schema.adminUsers.shopId, shopId))),
);
// A shop that never changed its languages has one, its default, without a row.
registerPlanUsage('languages', async (db, shopId) =>
  Math.max(
    1,
    await single(
      db.select({ n: count() }).from(schema.shopLanguages).where(eq(schema.shopLanguages.shopId, shopId)),
    ),
  ),
);
/**
 * Bytes of the pictures imports fetched (modules/imports) that still show on a product: they take
 * file space as an upload does, and stop counting when their product is deleted.
 */
export async function importedPictureBytes(db: Db, shopId: number): Promise<number> {
  const { importPictures, products } = schema;
  return single(
    db
      .select({ n: sum(importPictures.bytes) })
      .from(importPictures)
      .where(
        and(
          eq(importPictures.shopId, shopId),
          eq(importPictures.state, 'done'),
          sql`EXISTS (SELECT 1 FROM ${products} WHERE ${products.shopId} = ${importPictures.shopId} AND ${products.id} = ${importPictures.productId})`,
        ),
      ),
  );
}

registerPlanUsage(
  'storage_bytes',
  async (db, shopId) =>
    (await single(
      db
        .select({ n: sum(schema.shopFiles.size) })
        .from(schema.shopFiles)
        .where(eq(schema.shopFiles.shopId, shopId)),
    )) + (await importedPictureBytes(db, shopId)),
);
registerPlanUsage('custom_domains', (db, shopId) =>
  single(db.select({ n: count() }).from(schema.shopDomains).where(eq(schema.shopDomains.shopId, shopId))),
);
/** Installed apps: active grants (a revoked app no longer counts). */
export const countInstalledApps: UsageCounter = (db, shopId) =>
  single(
    db
      .select({ n: count() })
      .from(schema.appInstallations)
      .where(and(eq(schema.appInstallations.shopId, shopId), eq(schema.appInstallations.status, 'active'))),
  );
registerPlanUsage('apps', countInstalledApps);
// Shops the owner made by restoring a backup into a new shop (ADR 0102); a deleted one is gone.
registerPlanUsage('extra_shops', (db, shopId) =>
  single(db.select({ n: count() }).from(schema.shops).where(eq(schema.shops.madeFromShopId, shopId))),
);

/** The plan a shop is on now: its subscription row's, or the trial's without one. */
export async function currentPlanOf(db: Db, shopId: number): Promise<Plan> {
  const [row] = await db
    .select({ plan: schema.shopSubscriptions.plan })
    .from(schema.shopSubscriptions)
    .where(eq(schema.shopSubscriptions.shopId, shopId));
  return plans[(row?.plan ?? 'trial') as PlanId] ?? plans.trial;
}

/** "1 language", "3 languages": the plural label without its final s for one. */
const counted = (limit: CountedLimit, n: number) =>
  `${n} ${n === 1 ? limitLabels[limit].replace(/s$/, '') : limitLabels[limit]}`;

const amountOf = (limit: CountedLimit, n: number) =>
  limit === 'storage_bytes' ? `${formatBytes(n)} of file storage` : counted(limit, n);

export function formatBytes(bytes: number): string {
  if (bytes >= 1024 ** 3) return `${Math.round((bytes / 1024 ** 3) * 10) / 10} GB`;
  if (bytes >= 1024 ** 2) return `${Math.round((bytes / 1024 ** 2) * 10) / 10} MB`;
  return `${Math.ceil(bytes / 1024)} KB`;
}

/** A refusal because of the plan: 403 with code plan_limit, which the admin links to the plans page. */
export function planLimitError(plan: Plan, limit: CountedLimit): AppError {
  const max = plan.limits[limit] ?? 0;
  return new AppError(
    403,
    planLimitCode,
    `Your ${plan.name} plan includes ${amountOf(limit, max)}. Upgrade your plan to add more.`,
  );
}

/**
 * Refuses to create `adding` more of `limit` when the shop's plan does not allow it. It must run
 * inside the transaction that writes the new thing, before the write (it throws otherwise): on a
 * limited plan it first takes the shop's lock of that limit, held until the transaction ends, so
 * concurrent creations count one after another and cannot pass the limit together (ADR 0103).
 */
export async function assertWithinPlan(ctx: RequestContext, limit: CountedLimit, adding = 1): Promise<void> {
  refuseOutsideTransaction(ctx, 'assertWithinPlan');
  const plan = await currentPlanOf(ctx.db, ctx.shop.id);
  const max = plan.limits[limit];
  // Unlimited: nothing to count, and creations need not wait for each other.
  if (max === null) return;
  await lockPlanLimits(ctx, [limit]);
  const used = await countUsage(ctx.db, ctx.shop.id, limit);
  if (used + adding > max) throw planLimitError(plan, limit);
}

/**
 * Takes the shop's lock of each named limit until the transaction ends (a PostgreSQL
 * transaction-level advisory lock, keyed by limit and shop). Always in the order of
 * `countedLimits`, whatever order they are named in: a write that needs two limits names both
 * here before its first check, so two such writes never hold one each and wait for the other.
 */
export async function lockPlanLimits(ctx: RequestContext, limits: readonly CountedLimit[]): Promise<void> {
  refuseOutsideTransaction(ctx, 'lockPlanLimits');
  for (const limit of countedLimits) {
    if (!limits.includes(limit)) continue;
    await ctx.db.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`plan:${limit}`}), ${ctx.shop.id})`);
  }
}

/** Outside a transaction the lock would end with its own statement: a mistake, not a refusal. */
function refuseOutsideTransaction(ctx: RequestContext, caller: string): void {
  if (!(ctx.db instanceof PgTransaction)) {
    throw new Error(`${caller} must run inside the transaction that writes (inTransaction)`);
  }
}

export async function countUsage(db: Db, shopId: number, limit: CountedLimit): Promise<number> {
  const counter = counters.get(limit);
  return counter ? counter(db, shopId) : 0;
}

/** What the shop holds of each limited thing, against its plan (the dashboard's bars). */
export async function usageOf(db: Db, shopId: number, plan: Plan): Promise<Usage[]> {
  const usage: Usage[] = [];
  for (const limit of countedLimits) {
    usage.push({
      limit,
      label: limitLabels[limit],
      used: await countUsage(db, shopId, limit),
      max: plan.limits[limit],
    });
  }
  return usage;
}

/** What the shop must remove before it fits `plan`; empty when it fits. */
export async function downgradeBlockers(db: Db, shopId: number, plan: Plan): Promise<string[]> {
  const blockers: string[] = [];
  for (const { limit, used, max } of await usageOf(db, shopId, plan)) {
    if (max === null || used <= max) continue;
    blockers.push(
      limit === 'storage_bytes'
        ? `delete ${formatBytes(used - max)} of files (the ${plan.name} plan includes ${formatBytes(max)})`
        : `remove ${counted(limit, used - max)} (the ${plan.name} plan includes ${max}, the shop has ${used})`,
    );
  }
  return blockers;
}
