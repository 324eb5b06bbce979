import { type CountedLimit, type Plan, plans } from '@emporia/contracts/subscription';
import { type Db, schema } from '@emporia/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { readConfig } from '../../config';
import type { RequestContext } from '../../kernel/context';
import { AppError, forbidden } from '../../kernel/errors';
import { runtimeConfig } from '../../kernel/runtime-config';
import { fileLimits } from '../files';
import { assertWithinPlan, currentPlanOf, formatBytes, planLimitError } from '../plan-limits';
import { subdomainRefusal } from '../signup';
import type { ArchiveFacts } from './archive-facts';

/** The owner who restores into a new shop: they own the new shop too (as a sign-up's owner does). */
export interface NewShopOwner {
  email: string;
  name: string;
  passwordHash: string | null;
}

/**
 * Whether this request may make a new shop by restoring a backup (ADR 0102): only the shop's
 * owner; the operator's RESTORE_NEW_SHOP says never, always, or (plan, the default) within the
 * extra shops of this shop's plan; and the subdomain passes the sign-up's rule. Called once before
 * the archive is read (a quick answer) and again inside the restore's transaction.
 */
export async function refuseNewShop(ctx: RequestContext, subdomain: string): Promise<void> {
  const policy = (runtimeConfig() ?? readConfig()).RESTORE_NEW_SHOP;
  if (policy === 'never') {
    throw forbidden('This platform does not make new shops from backups. Restore the backup over this shop.');
  }
  const refusal = await subdomainRefusal(ctx.db, subdomain);
  if (refusal) throw refusal;
  if (policy === 'plan') await assertWithinPlan(ctx, 'extra_shops');
}

/** The signed-in owner, or a 403 for anyone else (staff with the settings permission, apps). */
export async function ownerRestoring(ctx: RequestContext): Promise<NewShopOwner> {
  const { adminUsers } = schema;
  const [owner] =
    ctx.actor.kind === 'admin'
      ? await ctx.db
          .select({ email: adminUsers.email, name: adminUsers.name, passwordHash: adminUsers.passwordHash })
          .from(adminUsers)
          .where(
            and(
              eq(adminUsers.shopId, ctx.shop.id),
              eq(adminUsers.id, ctx.actor.adminId),
              eq(adminUsers.isOwner, 1),
            ),
          )
      : [];
  if (!owner) throw forbidden('Only the shop’s owner may restore a backup into a new shop.');
  return owner;
}

/** A new shop starts on the trial whoever makes it (startTrial), so the archive must fit the trial. */
export const newShopPlan: Plan = plans.trial;

/** The plan of the shop a restore writes into: checked against before anything is written. */
export const planOfShop = (db: Db, shopId: number) => currentPlanOf(db, shopId);

/**
 * Refuses an archive holding more than the target's plan allows (products, staff, languages,
 * file storage — its pictures and files — and the shop's file space), naming the limit. Custom
 * domains and apps are never in a backup, so a restore adds none. `extraStaff`: the owner who
 * restores into a new shop when the archive does not already list them.
 */
export function refuseOverPlan(plan: Plan, facts: ArchiveFacts, extraStaff = 0): void {
  const { holds, manifest } = facts;
  const storage = Math.max(holds.fileBytes, manifest.pictures.bytes);
  const needs: [CountedLimit, number, string][] = [
    ['products', holds.products, `${holds.products} products`],
    ['staff', holds.staff + extraStaff, `${holds.staff + extraStaff} staff accounts`],
    ['languages', holds.languages, `${holds.languages} languages`],
    ['storage_bytes', storage, `${formatBytes(storage)} of pictures and files`],
  ];
  for (const [limit, count, what] of needs) {
    const max = plan.limits[limit];
    if (max === null || count <= max) continue;
    const refusal = planLimitError(plan, limit);
    refusal.message = `The backup holds ${what}. ${refusal.message}`;
    throw refusal;
  }
  const { quotaBytes } = fileLimits();
  if (holds.fileBytes > quotaBytes) {
    throw new AppError(
      413,
      'FILE_QUOTA_EXCEEDED',
      `The backup holds ${formatBytes(holds.fileBytes)} of files; a shop’s file space is ${formatBytes(quotaBytes)}.`,
    );
  }
}

/** Certificates over the same shop must be for its own domains (domains stay out of backups). */
export async function refuseForeignCertificates(db: Db, shopId: number, facts: ArchiveFacts): Promise<void> {
  const wanted = [...new Set(facts.certificateDomainIds)];
  if (wanted.length === 0) return;
  const own = await db
    .select({ id: schema.shopDomains.id })
    .from(schema.shopDomains)
    .where(and(eq(schema.shopDomains.shopId, shopId), inArray(schema.shopDomains.id, wanted)));
  if (own.length !== wanted.length) {
    throw new AppError(
      400,
      'BAD_REQUEST',
      'The backup holds a certificate for a domain this shop does not have; it was changed after it was made.',
    );
  }
}

/** The new shop belongs to the owner who made it; the archive's staff stay, without ownership. */
export async function handOver(db: Db, shopId: number, owner: NewShopOwner): Promise<void> {
  const { adminUsers } = schema;
  await db.update(adminUsers).set({ isOwner: 0 }).where(eq(adminUsers.shopId, shopId));
  const [found] = await db
    .update(adminUsers)
    .set({ isOwner: 1, status: 'active' })
    .where(and(eq(adminUsers.shopId, shopId), sql`lower(${adminUsers.email}) = lower(${owner.email})`))
    .returning({ id: adminUsers.id });
  if (!found) await db.insert(adminUsers).values({ shopId, ...owner, isOwner: 1 });
}
