import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import type { PriceColumns } from '../pricing';
import { intArray, rowsOf } from '../sql-lists';

/** The enabled top-level product with this slug in any language. */
export async function productIdBySlug(db: Db, shopId: number, slug: string): Promise<number | undefined> {
  const [row] = await rowsOf<{ id: number }>(
    db.execute(sql`
      SELECT p.id FROM product_translations t JOIN products p ON p.shop_id = t.shop_id AND p.id = t.product_id
      WHERE t.shop_id = ${shopId} AND t.slug = ${slug} AND p.status = 1 AND p.parent_id IS NULL
      ORDER BY t.locale LIMIT 1`),
  );
  return row?.id;
}

export interface ProductExtrasRow {
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  translations: {
    locale: string;
    name: string;
    slug: string | null;
    description: string;
    meta_title: string;
    meta_description: string;
  }[];
  images: { id: number; image: string }[];
  categories: { id: number; translations: { locale: string; name: string; slug: string }[] }[];
  tiers: { min_quantity: number; price_minor: number }[];
}

/** What the product page adds to the card: texts, every picture, categories, tiers, measures. */
export async function loadProductExtras(
  db: Db,
  shopId: number,
  productId: number,
): Promise<ProductExtrasRow | undefined> {
  const [row] = await rowsOf<ProductExtrasRow>(
    db.execute(sql`
      SELECT p.weight_grams, p.length_mm, p.width_mm, p.height_mm,
        coalesce((SELECT json_agg(json_build_object('locale', t.locale, 'name', t.name, 'slug', t.slug,
            'description', t.description, 'meta_title', t.meta_title, 'meta_description', t.meta_description)
            ORDER BY t.locale) FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.id), '[]'::json) AS translations,
        coalesce((SELECT json_agg(json_build_object('id', i.id, 'image', i.image) ORDER BY i.sort_order, i.id)
          FROM product_images i WHERE i.shop_id = p.shop_id AND i.product_id = p.id), '[]'::json) AS images,
        coalesce((SELECT json_agg(json_build_object('id', c.id, 'translations',
            (SELECT json_agg(json_build_object('locale', ct.locale, 'name', ct.name, 'slug', ct.slug) ORDER BY ct.locale)
               FROM category_translations ct WHERE ct.shop_id = c.shop_id AND ct.category_id = c.id)) ORDER BY c.sort_order, c.id)
          FROM product_categories pc JOIN categories c ON c.shop_id = pc.shop_id AND c.id = pc.category_id
          WHERE pc.shop_id = ${shopId} AND pc.shop_id = p.shop_id AND pc.product_id = p.id AND c.status = 1), '[]'::json) AS categories,
        coalesce((SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'price_minor', d.price_minor)
            ORDER BY d.min_quantity) FROM product_quantity_discounts d WHERE d.shop_id = p.shop_id AND d.product_id = p.id), '[]'::json) AS tiers
      FROM products p WHERE p.shop_id = ${shopId} AND p.id = ${productId}`),
  );
  return row;
}

export interface ChildRow extends PriceColumns {
  id: number;
  sku: string;
  quantity: number;
  status: number;
  translations: { locale: string; name: string }[];
  option_values: { option_id: number; value_id: number }[];
  images: { id: number; image: string }[];
}

/** The variants of a configurable product, withdrawn ones included (the page names them unavailable). */
export async function loadChildren(
  db: Db,
  shopId: number,
  parentId: number,
  groupId: number | null,
): Promise<ChildRow[]> {
  return rowsOf<ChildRow>(
    db.execute(sql`
      SELECT p.id, p.sku, p.price_minor, p.sale_price_minor, p.sale_starts_at, p.sale_ends_at, p.quantity, p.status,
        ${groupId ? sql`(SELECT gp.price_minor FROM product_group_prices gp WHERE gp.shop_id = p.shop_id AND gp.product_id = p.id AND gp.customer_group_id = ${groupId})` : sql`NULL::int`} AS group_price_minor,
        coalesce((SELECT json_agg(json_build_object('locale', t.locale, 'name', t.name) ORDER BY t.locale)
          FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.id), '[]'::json) AS translations,
        coalesce((SELECT json_agg(json_build_object('option_id', v.option_id, 'value_id', v.option_value_id)
            ORDER BY v.option_id) FROM product_variant_values v WHERE v.shop_id = p.shop_id AND v.product_id = p.id), '[]'::json) AS option_values,
        coalesce((SELECT json_agg(json_build_object('id', i.id, 'image', i.image) ORDER BY i.sort_order, i.id)
          FROM product_images i WHERE i.shop_id = p.shop_id AND i.product_id = p.id), '[]'::json) AS images
      FROM products p WHERE p.shop_id = ${shopId} AND p.parent_id = ${parentId}
      ORDER BY p.sort_order, p.id`),
  );
}

export interface OptionRow {
  id: number;
  type: string;
  names: Record<string, string>;
  values: { id: number; names: Record<string, string> }[];
}

/** The options and values used by these variants, in the shop's option order. */
export async function loadUsedOptions(db: Db, shopId: number, valueIds: number[]): Promise<OptionRow[]> {
  if (!valueIds.length) return [];
  return rowsOf<OptionRow>(
    db.execute(sql`
      SELECT o.id, o.type, o.names,
        (SELECT json_agg(json_build_object('id', v.id, 'names', v.names) ORDER BY v.sort_order, v.id)
          FROM product_option_values v WHERE v.shop_id = o.shop_id AND v.option_id = o.id AND v.id = ANY(${intArray(valueIds)})) AS values
      FROM product_options o
      WHERE o.shop_id = ${shopId}
        AND EXISTS (SELECT 1 FROM product_option_values v WHERE v.shop_id = o.shop_id AND v.option_id = o.id AND v.id = ANY(${intArray(valueIds)}))
      ORDER BY o.sort_order, o.id`),
  );
}
