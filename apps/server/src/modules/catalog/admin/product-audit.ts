import { createHash } from 'node:crypto';
import { schema } from '@emporia/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/context';
import { toDecimal, toDecimalOrNull } from '../money';
import { rowsOf } from '../sql-lists';

const { products, productTranslations, productQuantityDiscounts, productGroupPrices } = schema;

/**
 * What the activity log shows of a product before and after a save: the fields staff change
 * most, money as decimals as they typed it, the tax class, manufacturer and categories by name;
 * everything else a save writes (descriptions, SEO texts, sizes, tiers, group prices…) as one
 * digest, so a save that changed only those still reads "other details changed" and a save of
 * the same values is no change at all.
 */
export async function productAuditState(ctx: RequestContext, id: number) {
  const shopId = ctx.shop.id;
  const [row] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.shopId, shopId), eq(products.id, id)));
  if (!row) return null;
  const [translations, tiers, groupPrices, [names]] = await Promise.all([
    ctx.db
      .select()
      .from(productTranslations)
      .where(and(eq(productTranslations.shopId, shopId), eq(productTranslations.productId, id)))
      .orderBy(asc(productTranslations.locale)),
    ctx.db
      .select({ min: productQuantityDiscounts.minQuantity, price: productQuantityDiscounts.priceMinor })
      .from(productQuantityDiscounts)
      .where(and(eq(productQuantityDiscounts.shopId, shopId), eq(productQuantityDiscounts.productId, id)))
      .orderBy(asc(productQuantityDiscounts.minQuantity)),
    ctx.db
      .select({ group: productGroupPrices.customerGroupId, price: productGroupPrices.priceMinor })
      .from(productGroupPrices)
      .where(and(eq(productGroupPrices.shopId, shopId), eq(productGroupPrices.productId, id)))
      .orderBy(asc(productGroupPrices.customerGroupId)),
    rowsOf<{ tax_class: string | null; manufacturer: string | null; categories: string[] | null }>(
      ctx.db.execute(sql`
        SELECT (SELECT t.title FROM tax_classes t WHERE t.shop_id = ${shopId} AND t.id = ${row.taxClassId}) AS tax_class,
          (SELECT m.name FROM manufacturers m WHERE m.shop_id = ${shopId} AND m.id = ${row.manufacturerId}) AS manufacturer,
          (SELECT array_agg(coalesce(
              (SELECT ct.name FROM category_translations ct
                WHERE ct.shop_id = pc.shop_id AND ct.category_id = pc.category_id
                ORDER BY ct.locale <> ${ctx.shop.defaultLanguage}, ct.locale LIMIT 1), '#' || pc.category_id)
            ORDER BY pc.category_id)
           FROM product_categories pc WHERE pc.shop_id = ${shopId} AND pc.product_id = ${id}) AS categories`),
    ),
  ]);
  // The digest covers what the fields above do not: a price change is not also "other details".
  const {
    updatedAt: _updated,
    createdAt: _created,
    sku: _sku,
    status: _status,
    priceMinor: _price,
    salePriceMinor: _salePrice,
    quantity: _quantity,
    featured: _featured,
    isDigital: _digital,
    taxClassId: _taxClass,
    manufacturerId: _manufacturer,
    sortOrder: _sortOrder,
    ...columns
  } = row;
  const texts = translations.map(({ name: _name, ...rest }) => rest);
  return {
    name: Object.fromEntries(translations.map((n) => [n.locale, n.name])),
    sku: row.sku,
    status: row.status,
    price: toDecimal(row.priceMinor),
    sale_price: toDecimalOrNull(row.salePriceMinor),
    quantity: row.quantity,
    featured: row.featured,
    is_digital: row.isDigital,
    tax_class: names?.tax_class ?? null,
    manufacturer: names?.manufacturer ?? null,
    categories: names?.categories ?? [],
    sort_order: row.sortOrder,
    details: createHash('sha256')
      .update(JSON.stringify({ columns, texts, tiers, groupPrices }))
      .digest('base64url')
      .slice(0, 16),
  };
}
