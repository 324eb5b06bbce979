import type { ProductAccessibility } from '@emporia/contracts/product-accessibility';
import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { executeNamed, rowsOf } from '../../../kernel/sql-lists';
import type { PriceColumns } from '../pricing';
import { type CardRow, cardColumnsSql } from './card-queries';

export interface ProductExtrasRow {
  weight_grams: number;
  length_mm: number;
  width_mm: number;
  height_mm: number;
  accessibility: ProductAccessibility | null;
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

export interface ChildRow extends PriceColumns {
  id: number;
  sku: string;
  quantity: number;
  status: number;
  translations: { locale: string; name: string }[];
  option_values: { option_id: number; value_id: number }[];
  images: { id: number; image: string }[];
}

export interface OptionRow {
  id: number;
  type: string;
  names: Record<string, string>;
  values: { id: number; names: Record<string, string> }[];
}

/** Everything the product page shows, in one row (see `loadProductPage`). */
export interface ProductPageRow extends CardRow, Omit<ProductExtrasRow, 'translations'> {
  /** The page's texts (the card's `translations` carry names and slugs only). */
  texts: ProductExtrasRow['translations'];
  /** Empty unless the product is configurable. */
  children: ChildRow[];
  options: OptionRow[];
}

/**
 * The enabled top-level product with this slug in any language, with its card, texts,
 * pictures, categories, tiers, variants (withdrawn ones included: the page names them
 * unavailable) and the options those variants use, in one statement: one round trip and
 * one plan instead of five (ADR 0093). Variants' sale dates arrive as JSON strings, which
 * `priceFactsOf` reads as well as dates.
 */
export async function loadProductPage(
  db: Db,
  shopId: number,
  slug: string,
  groupId: number | null,
): Promise<ProductPageRow | undefined> {
  const [row] = await rowsOf<ProductPageRow>(
    executeNamed(
      db,
      groupId ? 'product_page_group' : 'product_page',
      sql`
      WITH target AS (
        SELECT p.shop_id, p.id, p.type FROM product_translations t JOIN products p ON p.shop_id = t.shop_id AND p.id = t.product_id
        WHERE t.shop_id = ${shopId} AND t.slug = ${slug} AND p.shop_id = ${shopId}
          AND p.status = 1 AND p.parent_id IS NULL
        ORDER BY t.locale LIMIT 1
      ), kids AS (
        SELECT c.* FROM target JOIN products c ON c.shop_id = target.shop_id AND c.parent_id = target.id
        WHERE target.type = 'configurable'
      ), used AS (
        SELECT DISTINCT v.option_value_id AS id FROM kids JOIN product_variant_values v ON v.shop_id = kids.shop_id AND v.product_id = kids.id
      )
      SELECT ${cardColumnsSql(groupId)},
        p.weight_grams, p.length_mm, p.width_mm, p.height_mm, p.accessibility,
        coalesce((SELECT json_agg(json_build_object('locale', t.locale, 'name', t.name, 'slug', t.slug,
            'description', coalesce(t.description, ''),
            'meta_title', coalesce(t.meta_title, ''), 'meta_description', coalesce(t.meta_description, ''))
            ORDER BY t.locale) FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.id), '[]'::json) AS texts,
        coalesce((SELECT json_agg(json_build_object('id', i.id, 'image', i.image) ORDER BY i.sort_order, i.id)
          FROM product_images i WHERE i.shop_id = p.shop_id AND i.product_id = p.id), '[]'::json) AS images,
        coalesce((SELECT json_agg(json_build_object('id', c.id, 'translations',
            (SELECT json_agg(json_build_object('locale', ct.locale, 'name', ct.name, 'slug', ct.slug) ORDER BY ct.locale)
               FROM category_translations ct WHERE ct.shop_id = c.shop_id AND ct.category_id = c.id)) ORDER BY c.sort_order, c.id)
          FROM product_categories pc JOIN categories c ON c.shop_id = pc.shop_id AND c.id = pc.category_id
          WHERE pc.shop_id = ${shopId} AND pc.shop_id = p.shop_id AND pc.product_id = p.id AND c.status = 1), '[]'::json) AS categories,
        coalesce((SELECT json_agg(json_build_object('min_quantity', d.min_quantity, 'price_minor', d.price_minor)
            ORDER BY d.min_quantity) FROM product_quantity_discounts d WHERE d.shop_id = p.shop_id AND d.product_id = p.id), '[]'::json) AS tiers,
        coalesce((SELECT json_agg(json_build_object('id', k.id, 'sku', k.sku, 'price_minor', k.price_minor,
            'sale_price_minor', k.sale_price_minor, 'sale_starts_at', k.sale_starts_at, 'sale_ends_at', k.sale_ends_at,
            'quantity', k.quantity, 'status', k.status,
            'group_price_minor', ${groupId ? sql`(SELECT gp.price_minor FROM product_group_prices gp WHERE gp.shop_id = k.shop_id AND gp.product_id = k.id AND gp.customer_group_id = ${groupId})` : sql`NULL::int`},
            'translations', coalesce((SELECT json_agg(json_build_object('locale', t.locale, 'name', t.name) ORDER BY t.locale)
              FROM product_translations t WHERE t.shop_id = k.shop_id AND t.product_id = k.id), '[]'::json),
            'option_values', coalesce((SELECT json_agg(json_build_object('option_id', v.option_id, 'value_id', v.option_value_id)
              ORDER BY v.option_id) FROM product_variant_values v WHERE v.shop_id = k.shop_id AND v.product_id = k.id), '[]'::json),
            'images', coalesce((SELECT json_agg(json_build_object('id', i.id, 'image', i.image) ORDER BY i.sort_order, i.id)
              FROM product_images i WHERE i.shop_id = k.shop_id AND i.product_id = k.id), '[]'::json)
          ) ORDER BY k.sort_order, k.id) FROM kids k), '[]'::json) AS children,
        coalesce((SELECT json_agg(json_build_object('id', o.id, 'type', o.type, 'names', o.names, 'values',
            (SELECT json_agg(json_build_object('id', v.id, 'names', v.names) ORDER BY v.sort_order, v.id)
              FROM product_option_values v WHERE v.shop_id = o.shop_id AND v.option_id = o.id AND v.id IN (SELECT id FROM used)))
            ORDER BY o.sort_order, o.id)
          FROM product_options o
          WHERE o.shop_id = ${shopId}
            AND EXISTS (SELECT 1 FROM product_option_values v WHERE v.shop_id = o.shop_id AND v.option_id = o.id AND v.id IN (SELECT id FROM used))),
          '[]'::json) AS options
      FROM target JOIN products p ON p.shop_id = target.shop_id AND p.id = target.id
      LEFT JOIN manufacturers m ON m.shop_id = p.shop_id AND m.id = p.manufacturer_id`,
    ),
  );
  return row;
}
