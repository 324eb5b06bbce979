import type { MenuHandle } from '@emporia/contracts/menus';
import { textIn, translatedOr, translationIn } from '@emporia/contracts/translated';
import { type Db, schema } from '@emporia/db';
import { and, asc, eq, inArray } from 'drizzle-orm';

const {
  menus,
  menuItems,
  categories,
  categoryTranslations,
  manufacturers,
  newsArticles,
  blogCategories,
  contentPages,
} = schema;
export type MenuRow = typeof menus.$inferSelect;
export type MenuItemRow = typeof menuItems.$inferSelect;

export async function findMenus(db: Db, shopId: number): Promise<MenuRow[]> {
  return db.select().from(menus).where(eq(menus.shopId, shopId));
}

export async function findMenu(db: Db, shopId: number, handle: MenuHandle): Promise<MenuRow | undefined> {
  const [row] = await db
    .select()
    .from(menus)
    .where(and(eq(menus.shopId, shopId), eq(menus.handle, handle)));
  return row;
}

/** The items of the menus, in order within each parent. */
export async function findItems(db: Db, shopId: number, menuIds: number[]): Promise<MenuItemRow[]> {
  if (menuIds.length === 0) return [];
  return db
    .select()
    .from(menuItems)
    .where(and(eq(menuItems.shopId, shopId), inArray(menuItems.menuId, menuIds)))
    .orderBy(asc(menuItems.position), asc(menuItems.id));
}

/** The menu row, created on first save; its items are dropped for the new ones. */
export async function resetMenuItems(db: Db, shopId: number, handle: MenuHandle): Promise<number> {
  const [menu] = await db
    .insert(menus)
    .values({ shopId, handle })
    .onConflictDoUpdate({ target: [menus.shopId, menus.handle], set: { updatedAt: new Date() } })
    .returning({ id: menus.id });
  await db.delete(menuItems).where(and(eq(menuItems.shopId, shopId), eq(menuItems.menuId, menu!.id)));
  return menu!.id;
}

export async function insertItems(
  db: Db,
  values: (typeof menuItems.$inferInsert)[],
): Promise<{ id: number }[]> {
  if (values.length === 0) return [];
  return db.insert(menuItems).values(values).returning({ id: menuItems.id });
}

export async function deleteMenu(db: Db, shopId: number, handle: MenuHandle): Promise<void> {
  await db.delete(menus).where(and(eq(menus.shopId, shopId), eq(menus.handle, handle)));
}

/** A record a menu item can point at: its name, slug and whether the storefront shows it. */
export interface Target {
  id: number;
  name: string;
  slug: string;
  shown: boolean;
  detail: string;
}

/**
 * The shop's categories with their name and slug in `locale`, each untranslated one in
 * `defaultLocale`'s (ADR 0107). `ids` narrows to those; without it, all of them (the editor's picker).
 */
export async function categoryTargets(
  db: Db,
  shopId: number,
  locale: string,
  defaultLocale: string,
  ids?: number[],
): Promise<Target[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: categories.id,
      parentId: categories.parentId,
      status: categories.status,
      locale: categoryTranslations.locale,
      name: categoryTranslations.name,
      slug: categoryTranslations.slug,
    })
    .from(categories)
    .innerJoin(
      categoryTranslations,
      and(
        eq(categoryTranslations.shopId, categories.shopId),
        eq(categoryTranslations.categoryId, categories.id),
      ),
    )
    .where(and(eq(categories.shopId, shopId), ids ? inArray(categories.id, ids) : undefined))
    .orderBy(asc(categories.sortOrder), asc(categories.id));
  const texts = new Map<number, typeof rows>();
  for (const row of rows) texts.set(row.id, [...(texts.get(row.id) ?? []), row]);
  const byId = new Map<number, Target & { parentId: number | null }>();
  for (const list of texts.values()) {
    const row = translationIn(list, locale, defaultLocale)!;
    byId.set(row.id, {
      id: row.id,
      name: row.name,
      slug: row.slug,
      shown: row.status === 1,
      detail: '',
      parentId: row.parentId,
    });
  }
  return [...byId.values()].map(({ parentId, ...target }) => ({
    ...target,
    detail: parentId ? `in ${byId.get(parentId)?.name ?? 'another category'}` : 'Top-level category',
  }));
}

/** The brands, named in `language` when the merchant translated their name. */
export async function manufacturerTargets(
  db: Db,
  shopId: number,
  ids?: number[],
  language?: string,
): Promise<Target[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(manufacturers)
    .where(and(eq(manufacturers.shopId, shopId), ids ? inArray(manufacturers.id, ids) : undefined))
    .orderBy(asc(manufacturers.name));
  return rows.map((row) => ({
    id: row.id,
    name: language ? textIn(row.nameTranslations, language, row.name) : row.name,
    slug: row.slug,
    shown: row.status === 1,
    detail: 'Brand',
  }));
}

/** The posts, titled in `language` when the article has that translation. */
export async function articleTargets(
  db: Db,
  shopId: number,
  ids?: number[],
  language?: string,
): Promise<Target[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({
      id: newsArticles.id,
      title: newsArticles.title,
      translations: newsArticles.translations,
      slug: newsArticles.slug,
      publishedAt: newsArticles.publishedAt,
      status: newsArticles.status,
    })
    .from(newsArticles)
    .where(and(eq(newsArticles.shopId, shopId), ids ? inArray(newsArticles.id, ids) : undefined))
    .orderBy(asc(newsArticles.title));
  const now = new Date();
  return rows.map((row) => ({
    id: row.id,
    name: language ? translatedOr(row.translations[language]?.title, row.title) : row.title,
    slug: row.slug,
    // A draft or a post whose time has not come is not on the storefront yet.
    shown: row.status === 'published' && row.publishedAt <= now,
    detail: `Article, ${row.status === 'published' ? row.publishedAt.toISOString().slice(0, 10) : 'draft'}`,
  }));
}

/** The Learning Center's topics (blog/category/{slug}). */
export async function blogCategoryTargets(db: Db, shopId: number, ids?: number[]): Promise<Target[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select({ id: blogCategories.id, name: blogCategories.name, slug: blogCategories.slug })
    .from(blogCategories)
    .where(and(eq(blogCategories.shopId, shopId), ids ? inArray(blogCategories.id, ids) : undefined))
    .orderBy(asc(blogCategories.position), asc(blogCategories.name));
  return rows.map((row) => ({ ...row, shown: true, detail: 'Blog topic' }));
}

/** The shop's own pages (/pages/{handle}), titled and addressed in `language` when translated. */
export async function contentPageTargets(
  db: Db,
  shopId: number,
  ids?: number[],
  language?: string,
): Promise<Target[]> {
  if (ids?.length === 0) return [];
  const rows = await db
    .select()
    .from(contentPages)
    .where(and(eq(contentPages.shopId, shopId), ids ? inArray(contentPages.id, ids) : undefined))
    .orderBy(asc(contentPages.title));
  const now = new Date();
  return rows.map((row) => {
    const text = language ? row.translations[language] : undefined;
    const published = row.status === 'published';
    return {
      id: row.id,
      name: text?.title || row.title,
      slug: text?.handle || row.handle,
      // A hidden page or one whose date has not come is not on the storefront yet.
      shown: published && row.publishedAt <= now,
      detail: `Page, ${published ? (row.publishedAt <= now ? 'published' : 'scheduled') : 'hidden'}`,
    };
  });
}
