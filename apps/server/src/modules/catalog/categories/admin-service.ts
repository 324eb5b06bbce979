import type {
  AdminCategory,
  adminCategoryListQuerySchema,
  categoryBulkDeleteSchema,
  categoryInputSchema,
} from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../../kernel/context';
import { notFound, refuseUnlessAllFound, validationFailed } from '../../../kernel/errors';
import { rowsOf } from '../../../kernel/sql-lists';
import { recordChange } from '../../logs';
import { prepareTranslations } from '../admin/translations';
import { announceProductChange } from '../events';
import { pictureUrl } from '../images';
import { allCategories, descendantIds } from './queries';

type CategoryInput = z.output<typeof categoryInputSchema>;
const { categories, categoryTranslations } = schema;

export async function listAdminCategories(ctx: RequestContext): Promise<AdminCategory[]> {
  const [all, counts] = await Promise.all([
    allCategories(ctx.db, ctx.shop.id, false),
    rowsOf<{ category_id: number; n: number }>(
      ctx.db.execute(sql`SELECT category_id, count(*)::int AS n FROM product_categories
        WHERE shop_id = ${ctx.shop.id} GROUP BY category_id`),
    ),
  ]);
  const productCount = new Map(counts.map((c) => [c.category_id, c.n]));
  const byId = new Map(all.map((c) => [c.id, c]));
  const nameOf = (id: number | null): string => {
    const c = id === null ? undefined : byId.get(id);
    if (!c) return '';
    const own =
      (c.translations.find((t) => t.locale === ctx.shop.defaultLanguage) ?? c.translations[0])?.name ?? '';
    // "Camping > Tents" reads better in admin lists than a bare "Tents".
    const parent = c.parent_id !== null && c.parent_id !== c.id ? nameOf(c.parent_id) : '';
    return parent ? `${parent} > ${own}` : own;
  };
  return all
    .map((c) => ({
      id: c.id,
      parent_id: c.parent_id,
      status: c.status,
      sort_order: c.sort_order,
      image: pictureUrl(c.image, 'small'),
      has_image: Boolean(c.image),
      name: nameOf(c.id),
      products: productCount.get(c.id) ?? 0,
      translations: c.translations,
    }))
    .sort((a, b) => a.name.localeCompare(b.name));
}

type ListQuery = z.output<typeof adminCategoryListQuerySchema>;

/**
 * product/category/all, sorted, filtered by name and paged. A category's name is its path
 * ("Camping > Tents"), built from the whole tree, so a shop's categories (hundreds at most) are
 * read whole and sorted here rather than in SQL. Without a page, every match.
 */
export async function pageAdminCategories(ctx: RequestContext, query: ListQuery) {
  const term = query.search?.toLocaleLowerCase();
  const byName = (a: AdminCategory, b: AdminCategory) => a.name.localeCompare(b.name);
  const compare =
    query.sort === 'sort_order'
      ? (a: AdminCategory, b: AdminCategory) => a.sort_order - b.sort_order || byName(a, b)
      : byName;
  const sign = query.order === 'asc' ? 1 : -1;
  const matches = (await listAdminCategories(ctx))
    .filter((c) => !term || c.name.toLocaleLowerCase().includes(term))
    .sort((a, b) => sign * compare(a, b));
  const start = ((query.page ?? 1) - 1) * query.per_page;
  return {
    data: query.page ? matches.slice(start, start + query.per_page) : matches,
    meta: {
      total: matches.length,
      page: query.page ?? 1,
      per_page: query.page ? query.per_page : matches.length,
    },
  };
}

export async function getAdminCategory(ctx: RequestContext, id: number): Promise<AdminCategory> {
  const found = (await listAdminCategories(ctx)).find((c) => c.id === id);
  if (!found) throw notFound('This category does not exist.');
  return found;
}

/** A parent must be of this shop and not the category itself or below it (no loops in the tree). */
async function checkParent(ctx: RequestContext, id: number | null, parentId: number | null) {
  if (parentId === null) return;
  const all = await allCategories(ctx.db, ctx.shop.id, false);
  const byId = new Map(all.map((c) => [c.id, c]));
  if (!byId.has(parentId))
    throw validationFailed('The parent category does not exist.', { parent_id: 'Unknown category.' });
  for (let at: number | null = parentId; at !== null; at = byId.get(at)?.parent_id ?? null) {
    if (at === id)
      throw validationFailed('A category cannot sit inside itself.', {
        parent_id: 'This would make a loop.',
      });
  }
}

async function writeTranslations(ctx: RequestContext, id: number, input: CategoryInput) {
  const translations = await prepareTranslations(ctx, 'category', id, input.translations);
  await ctx.db
    .delete(categoryTranslations)
    .where(and(eq(categoryTranslations.shopId, ctx.shop.id), eq(categoryTranslations.categoryId, id)));
  await ctx.db
    .insert(categoryTranslations)
    .values(translations.map((t) => ({ ...t, shopId: ctx.shop.id, categoryId: id })));
}

export async function createCategory(ctx: RequestContext, input: CategoryInput): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    await checkParent(tx, null, input.parent_id);
    const [row] = await tx.db
      .insert(categories)
      .values({
        shopId: tx.shop.id,
        parentId: input.parent_id,
        status: input.status,
        sortOrder: input.sort_order,
      })
      .returning({ id: categories.id });
    await writeTranslations(tx, row!.id, input);
    return row!.id;
  });
}

export async function updateCategory(ctx: RequestContext, id: number, input: CategoryInput): Promise<void> {
  await getAdminCategory(ctx, id);
  await inTransaction(ctx, async (tx) => {
    const before = await getAdminCategory(tx, id);
    await checkParent(tx, id, input.parent_id);
    await tx.db
      .update(categories)
      .set({
        parentId: input.parent_id,
        status: input.status,
        sortOrder: input.sort_order,
        updatedAt: new Date(),
      })
      .where(and(eq(categories.shopId, tx.shop.id), eq(categories.id, id)));
    await writeTranslations(tx, id, input);
    await announceProductChange(tx, await productsIn(tx, id));
    await recordChange(tx, { entity: 'category', id, before, after: await getAdminCategory(tx, id) });
  });
}

/**
 * Products filed in the category or any category below it: search shows
 * category names, and a product's search row lists the shown categories
 * above its own (category pages scope by them), so moving, hiding or
 * deleting a category changes all of them.
 */
async function productsIn(ctx: RequestContext, categoryId: number): Promise<number[]> {
  const below = descendantIds(await allCategories(ctx.db, ctx.shop.id, false), categoryId);
  const rows = await ctx.db
    .selectDistinct({ id: schema.productCategories.productId })
    .from(schema.productCategories)
    .where(
      and(
        eq(schema.productCategories.shopId, ctx.shop.id),
        inArray(schema.productCategories.categoryId, below),
      ),
    );
  return rows.map((r) => r.id);
}

export async function deleteCategory(ctx: RequestContext, id: number): Promise<void> {
  await getAdminCategory(ctx, id);
  await inTransaction(ctx, async (tx) => {
    const affected = await productsIn(tx, id);
    // Subcategories move up to the root (parent_id ON DELETE SET NULL); products stay, only the link goes.
    await tx.db.delete(categories).where(and(eq(categories.shopId, tx.shop.id), eq(categories.id, id)));
    await announceProductChange(tx, affected);
  });
}

export async function setCategoryPicture(ctx: RequestContext, id: number, key: string): Promise<void> {
  await getAdminCategory(ctx, id);
  await ctx.db
    .update(categories)
    .set({ image: key, updatedAt: new Date() })
    .where(and(eq(categories.shopId, ctx.shop.id), eq(categories.id, id)));
}

/** Deletes the chosen categories, all or none, as one at a time would: products stay, subcategories rise. */
export async function deleteCategories(
  ctx: RequestContext,
  body: z.output<typeof categoryBulkDeleteSchema>,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const found = await tx.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.shopId, tx.shop.id), inArray(categories.id, body.ids)))
      .for('update');
    refuseUnlessAllFound(found.length, body.ids.length, 'categories');
    const affected = (await Promise.all(body.ids.map((id) => productsIn(tx, id)))).flat();
    await tx.db
      .delete(categories)
      .where(and(eq(categories.shopId, tx.shop.id), inArray(categories.id, body.ids)));
    await announceProductChange(tx, affected);
    return body.ids.length;
  });
}
