import type { ShopLifecycle } from '@emporia/contracts/platform-lifecycle';
import { type Db, schema } from '@emporia/db';
import { and, eq, isNotNull, lte } from 'drizzle-orm';
import { announce } from '../../kernel/domain-events';
import { notFound } from '../../kernel/errors';
import { type ShopRow, toShop } from '../../kernel/tenancy/shop';
import { enqueueEmail } from '../notifications';

const { shops, adminUsers } = schema;

function present(row: ShopRow): ShopLifecycle {
  return {
    subdomain: row.subdomain,
    status: row.status === 'suspended' ? 'suspended' : 'active',
    suspension_reason: row.suspensionReason,
    deletion_due_at: row.deletionDueAt?.toISOString() ?? null,
  };
}

async function change(db: Db, subdomain: string, values: Partial<typeof shops.$inferInsert>) {
  const [row] = await db
    .update(shops)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(shops.subdomain, subdomain))
    .returning();
  if (!row) throw notFound('No shop has that subdomain.');
  return row;
}

export interface LifecycleOptions {
  /** The shop's address in e-mails: https://{subdomain}.{domain} and the like. */
  originOf: (subdomain: string) => string;
  graceDays: number;
  now?: () => Date;
}

/** Operator actions on a shop's life (ADR 0076). */
export const shopLifecycle = {
  async suspend(db: Db, subdomain: string, reason: string): Promise<ShopLifecycle> {
    return present(await change(db, subdomain, { status: 'suspended', suspensionReason: reason }));
  },
  async unsuspend(db: Db, subdomain: string): Promise<ShopLifecycle> {
    return present(await change(db, subdomain, { status: 'active', suspensionReason: null }));
  },
  /**
   * Sets the date the shop is erased and tells its owners, with the link to download a backup
   * from the admin, and its installed apps (shop/redact), in the same transaction (the mail and
   * the webhooks leave only if the date is set).
   */
  async scheduleDeletion(
    db: Db,
    subdomain: string,
    graceDays: number | undefined,
    options: LifecycleOptions,
  ): Promise<ShopLifecycle> {
    const now = options.now?.() ?? new Date();
    const due = new Date(now.getTime() + (graceDays ?? options.graceDays) * 86_400_000);
    return db.transaction(async (txn) => {
      const tx = txn as unknown as Db;
      const row = await change(tx, subdomain, { deletionDueAt: due });
      const ctx = { shop: toShop(row), actor: { kind: 'platform' as const }, db: tx };
      const owners = await tx
        .select({ email: adminUsers.email, name: adminUsers.name })
        .from(adminUsers)
        .where(
          and(eq(adminUsers.shopId, row.id), eq(adminUsers.isOwner, 1), eq(adminUsers.status, 'active')),
        );
      const backupLink = `${options.originOf(row.subdomain)}${row.adminPath}/setting/backup`;
      const day = due.toISOString().slice(0, 10);
      for (const owner of owners) {
        await enqueueEmail(ctx, {
          to: owner.email,
          subject: `${row.name} will be deleted on ${day}`,
          text: [
            `Hello ${owner.name},`,
            '',
            `Your shop ${row.name} is scheduled for deletion on ${day}. Until then all its data is kept.`,
            `Download a backup of your shop before that date:`,
            backupLink,
            '',
            'If this is a mistake, please contact the platform support before that date.',
          ].join('\n'),
        });
      }
      // Installed apps are told now, with the day (shop/redact): the shop's rows, their pending
      // webhooks included, go with it on that day.
      await announce(ctx, { kind: 'shop-erasure-scheduled', eraseOn: day });
      return present(row);
    });
  },
  async cancelDeletion(db: Db, subdomain: string): Promise<ShopLifecycle> {
    return present(await change(db, subdomain, { deletionDueAt: null }));
  },
};

/**
 * The deletion job's pass: erases every shop whose date has come. Tenant tables hang off shops
 * with ON DELETE CASCADE, so one DELETE takes all of a shop's rows; its files on disk follow.
 */
export async function eraseDueShops(
  db: Db,
  now: Date,
  eraseFiles: (shopId: number) => Promise<void>,
): Promise<string[]> {
  const due = await db
    .select({ id: shops.id, subdomain: shops.subdomain })
    .from(shops)
    .where(and(isNotNull(shops.deletionDueAt), lte(shops.deletionDueAt, now)));
  for (const shop of due) {
    await db.delete(shops).where(and(eq(shops.id, shop.id), lte(shops.deletionDueAt, now)));
    await eraseFiles(shop.id);
  }
  return due.map((s) => s.subdomain);
}
