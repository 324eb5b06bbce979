import type { HomeSection } from '@emporia/contracts/home-sections';
import { schema } from '@emporia/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { validationFailed } from '../../kernel/errors';
import { sanitizeRichText } from '../../kernel/rich-text';

const { products, categories, manufacturers } = schema;

/** Ids among `ids` that are this shop's rows of `table` (tenant isolation: another shop's are refused). */
async function ownIds(
  ctx: RequestContext,
  table: typeof products | typeof categories | typeof manufacturers,
  ids: number[],
): Promise<Set<number>> {
  if (!ids.length) return new Set();
  const rows = await ctx.db
    .select({ id: table.id })
    .from(table)
    .where(and(eq(table.shopId, ctx.shop.id), inArray(table.id, ids)));
  return new Set(rows.map((r) => r.id));
}

/**
 * Sections as the editor sent them, checked against the shop: products, categories and
 * manufacturers they name must be the shop's own (422 naming the field otherwise), and rich
 * text is sanitised like pages and articles before it is stored.
 */
export async function checkedHomeSections(
  ctx: RequestContext,
  sections: HomeSection[],
): Promise<HomeSection[]> {
  const productIds = sections.flatMap((s) => (s.type === 'featured_products' ? s.product_ids : []));
  const categoryIds = sections.flatMap((s) =>
    s.type === 'featured_products' && s.category_id ? [s.category_id] : [],
  );
  const brandIds = sections.flatMap((s) =>
    s.type === 'featured_products' && s.manufacturer_id ? [s.manufacturer_id] : [],
  );
  const [ownProducts, ownCategories, ownBrands] = [
    await ownIds(ctx, products, productIds),
    await ownIds(ctx, categories, categoryIds),
    await ownIds(ctx, manufacturers, brandIds),
  ];
  const fields: Record<string, string> = {};
  sections.forEach((s, index) => {
    if (s.type !== 'featured_products') return;
    const at = `home_sections.${index}`;
    if (s.product_ids.some((id) => !ownProducts.has(id)))
      fields[`${at}.product_ids`] = 'Some of the chosen products do not exist in this shop.';
    if (s.category_id && !ownCategories.has(s.category_id))
      fields[`${at}.category_id`] = 'This category does not exist in this shop.';
    if (s.manufacturer_id && !ownBrands.has(s.manufacturer_id))
      fields[`${at}.manufacturer_id`] = 'This manufacturer does not exist in this shop.';
  });
  if (Object.keys(fields).length)
    throw validationFailed('Some sections name things this shop does not have.', fields);
  return sections.map((s) =>
    s.type === 'rich_text'
      ? {
          ...s,
          body: sanitizeRichText(s.body),
          body_translations: Object.fromEntries(
            Object.entries(s.body_translations).map(([language, html]) => [language, sanitizeRichText(html)]),
          ),
        }
      : s,
  );
}
