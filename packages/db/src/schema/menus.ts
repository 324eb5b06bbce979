import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { shops } from './shops';

/**
 * The shop's navigation menus (appearance/menu): `main-menu` is the header bar,
 * `footer` the footer block. A menu row exists once the merchant saved it; until
 * then the storefront shows its default links.
 */
export const menus = pgTable(
  'menus',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    handle: text('handle').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('menus_shop_handle_key').on(t.shopId, t.handle)],
);

/**
 * One entry of a menu. It keeps its target's id (not its slug), so a renamed slug
 * is followed; the target is not a foreign key because it is one of several tables
 * (`kind`), and a deleted target leaves the item in place, hidden and flagged.
 */
export const menuItems = pgTable(
  'menu_items',
  {
    id: serial('id').primaryKey(),
    shopId: integer('shop_id')
      .notNull()
      .references(() => shops.id, { onDelete: 'cascade' }),
    menuId: integer('menu_id')
      .notNull()
      .references(() => menus.id, { onDelete: 'cascade' }),
    parentId: integer('parent_id').references((): AnyPgColumn => menuItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** heading | category | manufacturer | article | page | url */
    kind: text('kind').notNull(),
    targetId: integer('target_id'),
    /** A storefront page key (home, blog, contact-us, …) for kind page. */
    page: text('page'),
    url: text('url'),
    /** '' shows the target's current name. */
    label: text('label').notNull().default(''),
    /** The label in the shop's other languages (language code → label); a missing one reads `label`. */
    labelTranslations: jsonb('label_translations')
      .$type<Record<string, string>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [index('menu_items_menu_idx').on(t.shopId, t.menuId, t.parentId, t.position)],
);
