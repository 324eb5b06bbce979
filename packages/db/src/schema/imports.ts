import {
  boolean,
  customType,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { shops } from './shops';

const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => Buffer.from(value),
});

/**
 * Imports of another platform's export (admin Catalog → Import). The uploaded file is kept in the
 * row until the import is done, so the background job picks it up again after a restart; `processed`
 * is how many of its records are done, the job's place in the file (ADR 0112).
 */
export const imports = pgTable(
  'imports',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    /** shopify | woocommerce | emporia */
    source: text('source').notNull(),
    /** products | customers | orders */
    kind: text('kind').notNull(),
    /** queued | running | done | failed */
    state: text('state').notNull().default('queued'),
    dryRun: boolean('dry_run').notNull().default(false),
    /** The wizard's choices: update products the shop has, publish every product; orders: count in sales. */
    options: jsonb('options')
      .$type<{ update_existing: boolean; publish: boolean; count_in_sales?: boolean }>()
      .notNull()
      .default({ update_existing: true, publish: false }),
    fileName: text('file_name').notNull().default(''),
    /** The upload; emptied when the import is done. */
    file: bytea('file'),
    /** Shop language the texts are written in. */
    locale: text('locale').notNull(),
    /** The shop's address, for restock notices of stock that comes back. */
    origin: text('origin').notNull().default(''),
    total: integer('total').notNull().default(0),
    processed: integer('processed').notNull().default(0),
    made: integer('made').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    skipped: integer('skipped').notNull().default(0),
    report: jsonb('report').$type<{ row: number; reason: string }[]>().notNull().default([]),
    preview: jsonb('preview').$type<unknown[]>().notNull().default([]),
    redirects: jsonb('redirects').$type<{ from: string; to: string }[]>().notNull().default([]),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('imports_shop_idx').on(t.shopId, t.id), index('imports_state_idx').on(t.state)],
);

/** Pictures of imported products, fetched in the background and retried (pending | done | failed). */
export const importPictures = pgTable(
  'import_pictures',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    importId: integer('import_id')
      .notNull()
      .references(() => imports.id, { onDelete: 'cascade' }),
    /** No foreign key: products is keyed by (shop_id, id); a deleted product's picture fails as missing. */
    productId: integer('product_id').notNull(),
    /** The variant the picture shows, if any (Shopify's Variant Image). */
    variantId: integer('variant_id'),
    url: text('url').notNull(),
    position: integer('position').notNull().default(0),
    row: integer('row').notNull().default(0),
    state: text('state').notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    /** The fetched picture's size once stored: it counts towards the shop's file space and plan storage. */
    bytes: integer('bytes').notNull().default(0),
  },
  (t) => [
    index('import_pictures_due_idx').on(t.state, t.nextAttemptAt),
    index('import_pictures_import_idx').on(t.shopId, t.importId),
  ],
);
