import { index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { shops } from './shops';

/** One entity's state around an admin change, secrets already redacted. */
export interface AuditChange {
  entity: string;
  id: string;
  before: unknown;
  after: unknown;
}

/**
 * The activity log: one row per successful admin change (setting/log). Written
 * by the admin API hook for every non-GET request, or by a service's
 * `recordChange` inside its own transaction with the entity's before and after.
 * Purged after the shop's retention period.
 */
export const auditEntries = pgTable(
  'audit_entries',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** The staff member; null for the shop's own jobs. Kept after the account is deleted. */
    adminId: integer('admin_id'),
    /** Their name and e-mail as they were, so the entry reads the same after the account changes. */
    actorName: text('actor_name').notNull().default(''),
    ip: text('ip').notNull().default(''),
    method: text('method').notNull(),
    /** The route pattern, e.g. /api/v1/admin/products/:id. */
    route: text('route').notNull(),
    /** The area the route belongs to: products, categories, settings… */
    area: text('area').notNull(),
    entityId: text('entity_id').notNull().default(''),
    /** The request body, redacted. */
    body: jsonb('body'),
    changes: jsonb('changes').$type<AuditChange[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_entries_shop_created_idx').on(t.shopId, t.createdAt),
    index('audit_entries_created_idx').on(t.createdAt),
  ],
);
