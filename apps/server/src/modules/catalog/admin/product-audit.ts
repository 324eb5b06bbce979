import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/context';
import { toDecimal, toDecimalOrNull } from '../money';

const { products, productTranslations } = schema;

/**
 * What the activity log shows of a product before and after a save: the
 * fields staff change most, money as decimals as they typed it.
 */
export async function productAuditState(ctx: RequestContext, id: number) {
  const [row] = await ctx.db
    .select()
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.id, id)));
  if (!row) return null;
  const names = await ctx.db
    .select({ locale: productTranslations.locale, name: productTranslations.name })
    .from(productTranslations)
    .where(and(eq(productTranslations.shopId, ctx.shop.id), eq(productTranslations.productId, id)))
    .orderBy(asc(productTranslations.locale));
  return {
    name: Object.fromEntries(names.map((n) => [n.locale, n.name])),
    sku: row.sku,
    status: row.status,
    price: toDecimal(row.priceMinor),
    sale_price: toDecimalOrNull(row.salePriceMinor),
    quantity: row.quantity,
    featured: row.featured,
    is_digital: row.isDigital,
    tax_class_id: row.taxClassId,
    manufacturer_id: row.manufacturerId,
    sort_order: row.sortOrder,
  };
}
