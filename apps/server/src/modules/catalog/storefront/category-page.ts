import type { CategoryPage, CategoryRef } from '@emporia/contracts/catalog';
import type { ListingQuery } from '@emporia/contracts/listing';
import { withDefaultFallback } from '@emporia/contracts/translated';
import type { RequestContext } from '../../../kernel/context';
import { notFound } from '../../../kernel/errors';
import { allCategories, type CategoryRow } from '../categories/queries';
import { pictureUrl } from '../images';
import { productListing } from './listing';

/** The shown categories, each language's texts over the default language's (ADR 0107). */
async function shownCategories(ctx: RequestContext): Promise<CategoryRow[]> {
  const all = await allCategories(ctx.db, ctx.shop.id, true);
  return all.map((c) => ({
    ...c,
    translations: withDefaultFallback(c.translations, ctx.shop.defaultLanguage),
  }));
}

export function categoryRefOf(row: CategoryRow): CategoryRef {
  return {
    id: row.id,
    image: pictureUrl(row.image, 'small'),
    translations: row.translations.map((t) => ({ locale: t.locale, name: t.name, slug: t.slug })),
  };
}

/**
 * category/{slug}: the category, its subcategories and path, and a page of its
 * products (subcategories' too) with the listing's filters, counts and sort.
 */
export async function categoryPage(
  ctx: RequestContext,
  slug: string,
  query: ListingQuery,
  groupId: number | null,
): Promise<CategoryPage> {
  const all = await shownCategories(ctx);
  const category = all.find((c) => c.translations.some((t) => t.slug === slug));
  if (!category) throw notFound('This category does not exist.');
  const byId = new Map(all.map((c) => [c.id, c]));
  const path: CategoryRow[] = [];
  for (let parent = category.parent_id; parent !== null; ) {
    const node = byId.get(parent);
    if (!node || path.includes(node)) break;
    path.unshift(node);
    parent = node.parent_id;
  }
  const listing = await productListing(ctx, { kind: 'category', id: category.id }, query, groupId);
  return {
    ...listing,
    category: {
      ...categoryRefOf(category),
      translations: category.translations,
      subcategories: all.filter((c) => c.parent_id === category.id).map(categoryRefOf),
      path: path.map(categoryRefOf),
    },
  };
}

/** The shown category tree, flat with parent ids (menus). */
export async function categoryTree(ctx: RequestContext) {
  const all = await shownCategories(ctx);
  return all.map((c) => ({ ...categoryRefOf(c), parent_id: c.parent_id }));
}
