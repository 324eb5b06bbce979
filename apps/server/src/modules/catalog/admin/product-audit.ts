import { createHash } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../../kernel/context';
import { rowsOf } from '../../../kernel/sql-lists';
import { getAdminProduct } from './product-read';

/**
 * What the activity log shows of a product before and after a save: the fields staff change
 * most, money as decimals as they typed it, the tax class, manufacturer and categories by name;
 * everything else the product page edits (descriptions, SEO texts, sizes, tiers, group prices…)
 * as one digest, so a save that changed only those still reads "other details changed" and a
 * save of the same values is no change at all.
 */
export async function productAuditState(ctx: RequestContext, id: number) {
  const product = await getAdminProduct(ctx, id);
  const shopId = ctx.shop.id;
  const [names] = await rowsOf<{
    tax_class: string | null;
    manufacturer: string | null;
    categories: string[];
  }>(
    ctx.db.execute(sql`
      SELECT (SELECT t.title FROM tax_classes t WHERE t.shop_id = ${shopId} AND t.id = ${product.tax_class_id}) AS tax_class,
        (SELECT m.name FROM manufacturers m WHERE m.shop_id = ${shopId} AND m.id = ${product.manufacturer_id}) AS manufacturer,
        coalesce((SELECT array_agg(coalesce(
            (SELECT ct.name FROM category_translations ct
              WHERE ct.shop_id = pc.shop_id AND ct.category_id = pc.category_id
              ORDER BY ct.locale <> ${ctx.shop.defaultLanguage}, ct.locale LIMIT 1), '#' || pc.category_id)
          ORDER BY pc.category_id)
         FROM product_categories pc WHERE pc.shop_id = ${shopId} AND pc.product_id = ${id}), '{}') AS categories`),
  );
  // The digest covers what the fields below do not: a price change is not also "other details".
  const {
    sku,
    status,
    price,
    sale_price,
    quantity,
    featured,
    is_digital,
    tax_class_id: _taxClass,
    manufacturer_id: _manufacturer,
    category_ids: _categories,
    sort_order,
    rating: _rating,
    total_reviews: _reviews,
    ...rest
  } = product;
  const texts = rest.translations.map(({ name: _name, ...text }) => text);
  return {
    name: Object.fromEntries(product.translations.map((t) => [t.locale, t.name])),
    sku,
    status,
    price,
    sale_price,
    quantity,
    featured,
    is_digital,
    tax_class: names?.tax_class ?? null,
    manufacturer: names?.manufacturer ?? null,
    categories: names?.categories ?? [],
    sort_order,
    details: createHash('sha256')
      .update(JSON.stringify({ ...rest, translations: texts }))
      .digest('base64url')
      .slice(0, 16),
  };
}
