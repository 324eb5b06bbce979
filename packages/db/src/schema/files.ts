import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { shops } from './shops';

const shopId = () =>
  integer('shop_id')
    .notNull()
    .references(() => shops.id, { onDelete: 'cascade' });

/**
 * Folders of the shop's file manager (admin setting/file). A root folder has no parent.
 * Names are unique among siblings: the unique index reads a missing parent as 0.
 */
export const fileFolders = pgTable(
  'file_folders',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    parentId: integer('parent_id'),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('file_folders_name_key').on(t.shopId, sql`coalesce(${t.parentId}, 0)`, t.name)],
);

/**
 * Files of the file manager. `storageKey` names the bytes in the storage (data dir or bucket)
 * and is the public address (/files/{key}/{name}); renaming or moving changes neither.
 */
export const shopFiles = pgTable(
  'shop_files',
  {
    id: serial('id').primaryKey(),
    shopId: shopId(),
    folderId: integer('folder_id').references(() => fileFolders.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    storageKey: text('storage_key').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    width: integer('width'),
    height: integer('height'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_files_name_key').on(t.shopId, sql`coalesce(${t.folderId}, 0)`, t.name),
    uniqueIndex('shop_files_key_key').on(t.shopId, t.storageKey),
    index('shop_files_folder_idx').on(t.shopId, t.folderId),
  ],
);
