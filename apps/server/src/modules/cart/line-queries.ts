import type { LineMeta } from '@emporia/contracts/cart';
import { type Db, schema } from '@emporia/db';
import { namesInSql, shopLanguageSql, translationOrder } from '@emporia/db/translated-sql';
import { and, asc, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { builtOncePerDb } from '../../kernel/sql-lists';
import type { PriceColumns } from '../catalog';
import { productNameSql } from '../catalog';

const { cartItems, products } = schema;
const parent = alias(products, 'pp');

/** Everything pricing, totals and the cart view need about one line. */
export interface CartLineRow extends PriceColumns {
  key: number;
  product_id: number;
  parent_id: number | null;
  quantity: number;
  meta: LineMeta;
  sku: string;
  stock: number;
  status: number;
  is_digital: number;
  tax_class_id: number | null;
  quantity_discount_status: number;
  tiers: { min_quantity: number; price_minor: number }[] | null;
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  name: string;
  slug: string | null;
  image: { id: number; image: string } | null;
  category_ids: number[] | null;
  attributes: { name: string; value: string }[] | null;
}

const locale = sql.placeholder('locale');
const groupId = sql.placeholder('groupId');
const shopId = sql.placeholder('shopId');
const p = products;
const top = sql`coalesce(${p.parentId}, ${p.id})`;

/**
 * What a line reads of its product, whether it is in a cart or not: its own
 * columns, and names, slug, picture, categories, options, tiers, group price.
 */
const lineDetails = {
  parent_id: p.parentId,
  sku: p.sku,
  price_minor: p.priceMinor,
  sale_price_minor: p.salePriceMinor,
  sale_starts_at: p.saleStartsAt,
  sale_ends_at: p.saleEndsAt,
  stock: p.quantity,
  weight_grams: p.weightGrams,
  length_mm: p.lengthMm,
  width_mm: p.widthMm,
  height_mm: p.heightMm,
  status: sql<number>`CASE WHEN ${p.status} = 1 AND coalesce(${parent.status}, 1) = 1 THEN 1 ELSE 0 END`,
  is_digital: sql<number>`greatest(${p.isDigital}, coalesce(${parent.isDigital}, 0))`,
  tax_class_id: sql<number | null>`coalesce(${p.taxClassId}, ${parent.taxClassId})`,
  quantity_discount_status: sql<number>`greatest(${p.quantityDiscountStatus}, coalesce(${parent.quantityDiscountStatus}, 0))`,
  group_price_minor: sql<number | null>`(SELECT gp.price_minor FROM product_group_prices gp
    WHERE gp.shop_id = ${p.shopId} AND gp.product_id = ${p.id} AND gp.customer_group_id = ${groupId}::int)`,
  tiers: sql<
    CartLineRow['tiers']
  >`(SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'price_minor', d.price_minor))
    FROM product_quantity_discounts d WHERE d.shop_id = ${p.shopId} AND d.product_id = ${top})`,
  name: sql<string>`${productNameSql({ shopId: sql`${p.shopId}`, id: sql`${p.id}`, parentId: sql`${parent.id}`, sku: sql`${p.sku}` }, sql`${locale}::text`)}`,
  slug: sql<
    string | null
  >`(SELECT t.slug FROM product_translations t WHERE t.shop_id = ${p.shopId} AND t.product_id = ${top} AND t.slug IS NOT NULL
    ORDER BY ${translationOrder(sql`t.slug`, sql`t.locale`, sql`${locale}::text`, shopLanguageSql(sql`t.shop_id`))} LIMIT 1)`,
  image: sql<
    CartLineRow['image']
  >`(SELECT json_build_object('id', i.id, 'image', i.image) FROM product_images i
    WHERE i.shop_id = ${p.shopId} AND i.product_id IN (${p.id}, ${top}) ORDER BY i.product_id <> ${p.id}, i.sort_order, i.id LIMIT 1)`,
  category_ids: sql<number[] | null>`(SELECT array_agg(pc.category_id) FROM product_categories pc
    WHERE pc.shop_id = ${p.shopId} AND pc.product_id = ${top})`,
  attributes: sql<CartLineRow['attributes']>`(SELECT json_agg(json_build_object(
      'name', ${namesInSql(sql`o.names`, sql`${locale}::text`, sql`o.shop_id`)},
      'value', ${namesInSql(sql`ov.names`, sql`${locale}::text`, sql`ov.shop_id`)})
      ORDER BY o.sort_order, o.id)
    FROM product_variant_values vv JOIN product_options o ON o.shop_id = vv.shop_id AND o.id = vv.option_id
    JOIN product_option_values ov ON ov.shop_id = vv.shop_id AND ov.id = vv.option_value_id
    WHERE vv.shop_id = ${p.shopId} AND vv.product_id = ${p.id})`,
};

/**
 * The cart's lines, as one prepared statement: with a dozen subqueries per
 * line, planning costs more than running, and add-to-cart runs this on every
 * add — a prepared statement is planned once per connection, and built once.
 */
const cartLinesStatement = builtOncePerDb((db) =>
  db
    .select({
      key: cartItems.id,
      product_id: cartItems.productId,
      quantity: cartItems.quantity,
      meta: cartItems.meta,
      ...lineDetails,
    })
    .from(cartItems)
    .innerJoin(p, and(eq(p.id, cartItems.productId), eq(p.shopId, cartItems.shopId)))
    .leftJoin(parent, and(eq(parent.id, p.parentId), eq(parent.shopId, p.shopId)))
    .where(and(eq(cartItems.shopId, shopId), eq(cartItems.cartId, sql.placeholder('cartId'))))
    .orderBy(asc(cartItems.id))
    .prepare('cart_lines'),
);

/** The lines of a cart in the order they were added, priced for the shopper's customer group. */
export async function loadCartLines(
  db: Db,
  shop: number,
  cartId: number,
  lang: string,
  group: number | null,
): Promise<CartLineRow[]> {
  return (await cartLinesStatement(db).execute({
    shopId: shop,
    cartId,
    locale: lang,
    groupId: group,
  })) as CartLineRow[];
}

/** Lines that are in no cart (staff making or editing an order), keyed by their position. */
export async function loadItemLines(
  db: Db,
  shop: number,
  items: readonly { productId: number; quantity: number; meta: LineMeta }[],
  lang: string,
  group: number | null,
): Promise<CartLineRow[]> {
  if (items.length === 0) return [];
  const lines: CartLineRow[] = [];
  for (const [index, item] of items.entries()) {
    const key = index + 1;
    const [line] = (await db
      .select({
        key: sql<number>`${key}::int`,
        product_id: p.id,
        quantity: sql<number>`${item.quantity}::int`,
        meta: sql<LineMeta>`'{}'::jsonb`,
        ...lineDetails,
      })
      .from(p)
      .leftJoin(parent, and(eq(parent.id, p.parentId), eq(parent.shopId, p.shopId)))
      .where(and(eq(p.shopId, shopId), eq(p.id, sql.placeholder('productId'))))
      .prepare('staff_line')
      .execute({ shopId: shop, productId: item.productId, locale: lang, groupId: group })) as CartLineRow[];
    if (line) lines.push({ ...line, meta: item.meta });
  }
  return lines;
}
