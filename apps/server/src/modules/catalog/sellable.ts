import { textOfLanguages } from '@emporia/contracts/translated';
import { sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { intArray, rowsOf } from '../../kernel/sql-lists';
import { type PriceColumns, type PriceFacts, type QuantityTier, type UnitPrice, unitPrice } from './pricing';
import { dateOf } from './products/cards';

/**
 * The catalogue as cart and checkout see it: what a product (or variant) is,
 * what it costs whom and when, and how many there are. Money in minor units,
 * weight in grams, dimensions in millimetres.
 */
export interface SellableProduct {
  id: number;
  /** Set for a variant: its configurable product. */
  parentId: number | null;
  type: 'simple' | 'configurable';
  sku: string;
  /** In the asked language, else the shop's default, else any. */
  name: string;
  /** Slug of the product page (a variant's parent's). */
  slug: string;
  /** 1 when it may be sold: the product and, for a variant, its parent are enabled. */
  status: number;
  quantity: number;
  isDigital: number;
  taxClassId: number | null;
  weightGrams: number;
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  /** Key of its first picture (a variant without one shows its parent's), or null. */
  image: string | null;
  facts: PriceFacts;
  quantityDiscounts: boolean;
  tiers: QuantityTier[];
}

interface Row extends PriceColumns {
  id: number;
  parent_id: number | null;
  type: 'simple' | 'configurable';
  sku: string;
  names: Record<string, string> | null;
  slugs: Record<string, string> | null;
  status: number;
  quantity: number;
  is_digital: number;
  tax_class_id: number | null;
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  image: string | null;
  quantity_discount_status: number;
  tiers: { min_quantity: number; price_minor: number }[] | null;
}

/** Products or variants by id, with the prices of `customerGroupId` (null: regular prices). */
export async function sellableProducts(
  ctx: RequestContext,
  ids: number[],
  options: { customerGroupId: number | null; locale?: string },
): Promise<Map<number, SellableProduct>> {
  if (!ids.length) return new Map();
  const group = options.customerGroupId;
  const rows = await rowsOf<Row>(
    ctx.db.execute(sql`
      SELECT p.id, p.parent_id, p.type, p.sku, p.quantity, p.is_digital, p.tax_class_id, p.weight_grams,
        p.length_mm, p.width_mm, p.height_mm, p.price_minor, p.sale_price_minor, p.sale_starts_at, p.sale_ends_at,
        CASE WHEN p.status = 1 AND coalesce(parent.status, 1) = 1 THEN 1 ELSE 0 END AS status,
        coalesce(p.quantity_discount_status, 0) AS quantity_discount_status,
        ${group ? sql`(SELECT gp.price_minor FROM product_group_prices gp WHERE gp.shop_id = p.shop_id AND gp.product_id = p.id AND gp.customer_group_id = ${group})` : sql`NULL::int`} AS group_price_minor,
        (SELECT json_object_agg(t.locale, t.name) FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.id) AS names,
        (SELECT json_object_agg(t.locale, t.slug) FROM product_translations t
          WHERE t.shop_id = p.shop_id AND t.product_id = coalesce(p.parent_id, p.id) AND t.slug IS NOT NULL) AS slugs,
        coalesce((SELECT i.image FROM product_images i WHERE i.shop_id = p.shop_id AND i.product_id = p.id ORDER BY i.sort_order, i.id LIMIT 1),
          (SELECT i.image FROM product_images i WHERE i.shop_id = p.shop_id AND i.product_id = p.parent_id ORDER BY i.sort_order, i.id LIMIT 1)) AS image,
        (SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'price_minor', d.price_minor))
          FROM product_quantity_discounts d WHERE d.shop_id = p.shop_id AND d.product_id = p.id) AS tiers
      FROM products p LEFT JOIN products parent ON parent.shop_id = p.shop_id AND parent.id = p.parent_id
      WHERE p.shop_id = ${ctx.shop.id} AND p.id = ANY(${intArray(ids)})`),
  );
  const locale = options.locale ?? ctx.shop.defaultLanguage;
  const pick = (values: Record<string, string> | null) =>
    textOfLanguages(values, locale, ctx.shop.defaultLanguage);
  return new Map(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        parentId: r.parent_id,
        type: r.type,
        sku: r.sku,
        name: pick(r.names),
        slug: pick(r.slugs),
        status: r.status,
        quantity: r.quantity,
        isDigital: r.is_digital,
        taxClassId: r.tax_class_id,
        weightGrams: r.weight_grams,
        lengthMm: r.length_mm,
        widthMm: r.width_mm,
        heightMm: r.height_mm,
        image: r.image,
        facts: {
          priceMinor: r.price_minor,
          salePriceMinor: r.sale_price_minor,
          saleStartsAt: dateOf(r.sale_starts_at),
          saleEndsAt: dateOf(r.sale_ends_at),
          groupPriceMinor: r.group_price_minor,
        },
        quantityDiscounts: r.quantity_discount_status === 1,
        tiers: (r.tiers ?? []).map((t) => ({ minQuantity: t.min_quantity, priceMinor: t.price_minor })),
      },
    ]),
  );
}

/** "Price of product X for customer group G at time T", for `quantity` units (tiers apply). */
export function priceAt(product: SellableProduct, quantity: number, at: Date = new Date()): UnitPrice {
  return unitPrice(product.facts, at, {
    quantity,
    tiers: product.tiers,
    quantityDiscounts: product.quantityDiscounts,
  });
}

export async function priceOf(
  ctx: RequestContext,
  query: { productId: number; customerGroupId: number | null; quantity?: number; at?: Date },
): Promise<UnitPrice | undefined> {
  const product = (
    await sellableProducts(ctx, [query.productId], { customerGroupId: query.customerGroupId })
  ).get(query.productId);
  return product ? priceAt(product, query.quantity ?? 1, query.at) : undefined;
}

/** Units in stock of a product or variant (a configurable product: of its enabled variants together). */
export async function stockOf(ctx: RequestContext, productId: number): Promise<number | undefined> {
  const [row] = await rowsOf<{ quantity: number }>(
    ctx.db.execute(sql`SELECT quantity FROM products WHERE shop_id = ${ctx.shop.id} AND id = ${productId}`),
  );
  return row?.quantity;
}
