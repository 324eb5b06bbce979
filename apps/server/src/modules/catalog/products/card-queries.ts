import type { ProductSort } from '@emporia/contracts/catalog';
import type { Db } from '@emporia/db';
import { type SQL, sql } from 'drizzle-orm';
import { executeNamed, intArray, rowsOf } from '../../../kernel/sql-lists';
import type { PriceColumns } from '../pricing';

/** One product as listings need it, straight from SQL. */
export interface CardRow extends PriceColumns {
  id: number;
  type: string;
  sku: string;
  quantity: number;
  quantity_discount_status: number;
  is_digital: number;
  tax_class_id: number | null;
  rating_total: number;
  total_reviews: number;
  created_at: Date | string;
  manufacturer: { id: number; name: string; slug: string; name_translations: Record<string, string> } | null;
  translations: { locale: string; name: string; slug: string | null }[] | null;
  image: { id: number; image: string } | null;
}

/** A card's columns over `products p LEFT JOIN manufacturers m`: the listing's and the product page's. */
export const cardColumnsSql = (groupId: number | null) => sql`
        p.id, p.type, p.sku, p.quantity, p.quantity_discount_status, p.is_digital, p.price_minor,
        p.sale_price_minor, p.sale_starts_at, p.sale_ends_at, p.tax_class_id, p.rating_total, p.total_reviews,
        p.created_at,
        ${groupId ? sql`(SELECT gp.price_minor FROM product_group_prices gp WHERE gp.shop_id = p.shop_id AND gp.product_id = p.id AND gp.customer_group_id = ${groupId})` : sql`NULL::int`} AS group_price_minor,
        CASE WHEN m.id IS NULL THEN NULL ELSE json_build_object('id', m.id, 'name', m.name, 'slug', m.slug, 'name_translations', m.name_translations) END AS manufacturer,
        (SELECT json_agg(json_build_object('locale', t.locale, 'name', t.name, 'slug', t.slug) ORDER BY t.locale)
           FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.id) AS translations,
        (SELECT json_build_object('id', i.id, 'image', i.image) FROM product_images i
           WHERE i.shop_id = p.shop_id AND i.product_id = p.id ORDER BY i.sort_order, i.id LIMIT 1) AS image`;

/**
 * Cards of the given products, in the order of `ids`, in one round trip:
 * translations and the first picture come as JSON from correlated subqueries.
 */
export async function loadCardRows(
  db: Db,
  shopId: number,
  ids: number[],
  groupId: number | null,
): Promise<CardRow[]> {
  if (!ids.length) return [];
  const rows = await rowsOf<CardRow>(
    executeNamed(
      db,
      groupId ? 'card_rows_group' : 'card_rows',
      sql`
      SELECT ${cardColumnsSql(groupId)}
      FROM products p
      LEFT JOIN manufacturers m ON m.shop_id = p.shop_id AND m.id = p.manufacturer_id
      WHERE p.shop_id = ${shopId} AND p.id = ANY(${intArray(ids)})`,
    ),
  );
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.map((id) => byId.get(id)).filter((r): r is CardRow => r !== undefined);
}

/** The price a shopper pays now without group or tier prices: what price filters and sorting use. */
export const currentPriceSql = sql`(CASE WHEN p.sale_price_minor IS NOT NULL
  AND (p.sale_starts_at IS NULL OR p.sale_starts_at <= now())
  AND (p.sale_ends_at IS NULL OR p.sale_ends_at > now())
  THEN LEAST(p.sale_price_minor, p.price_minor) ELSE p.price_minor END)`;

/** The home page's sections; category and manufacturer pages list through the search (ADR 0023). */
export interface ListingFilter {
  onSaleOnly?: boolean;
  featuredOnly?: boolean;
  /** Products in this category (directly), for a home section (ADR 0127). */
  categoryId?: number;
  manufacturerId?: number;
}

const orderings: Record<ProductSort, SQL> = {
  best_match: sql`p.sort_order, p.featured DESC, p.created_at DESC, p.id DESC`,
  name_a_z: sql`lower(t.name), p.id`,
  name_z_a: sql`lower(t.name) DESC, p.id DESC`,
  lowest_first: sql`${currentPriceSql}, p.id`,
  highest_first: sql`${currentPriceSql} DESC, p.id DESC`,
  date_asc: sql`p.created_at, p.id`,
  date_desc: sql`p.created_at DESC, p.id DESC`,
};

/**
 * Ids of the enabled top-level products matching `filter`, one page of them,
 * with the total (a window count, so one query).
 */
export async function listProductIds(
  db: Db,
  shopId: number,
  filter: ListingFilter,
  page: { sort: ProductSort; locale: string; limit: number; offset: number },
): Promise<{ ids: number[]; total: number }> {
  const conditions: SQL[] = [sql`p.shop_id = ${shopId}`, sql`p.parent_id IS NULL`, sql`p.status = 1`];
  if (filter.onSaleOnly) conditions.push(sql`${currentPriceSql} < p.price_minor`);
  if (filter.featuredOnly) conditions.push(sql`p.featured = 1`);
  if (filter.manufacturerId) conditions.push(sql`p.manufacturer_id = ${filter.manufacturerId}`);
  if (filter.categoryId)
    conditions.push(
      sql`EXISTS (SELECT 1 FROM product_categories pc WHERE pc.shop_id = p.shop_id AND pc.product_id = p.id AND pc.category_id = ${filter.categoryId})`,
    );
  const byName = page.sort === 'name_a_z' || page.sort === 'name_z_a';
  const rows = await rowsOf<{ id: number; total: number }>(
    db.execute(sql`
      SELECT p.id, (count(*) OVER ())::int AS total
      FROM products p
      ${byName ? sql`LEFT JOIN product_translations t ON t.shop_id = p.shop_id AND t.product_id = p.id AND t.locale = ${page.locale}` : sql``}
      WHERE ${sql.join(conditions, sql` AND `)}
      ORDER BY ${orderings[page.sort]}
      LIMIT ${page.limit} OFFSET ${page.offset}`),
  );
  if (rows.length === 0 && page.offset > 0) {
    // Past the last page: the count still matters for the pager.
    const [count] = await rowsOf<{ total: number }>(
      db.execute(
        sql`SELECT count(*)::int AS total FROM products p WHERE ${sql.join(conditions, sql` AND `)}`,
      ),
    );
    return { ids: [], total: count?.total ?? 0 };
  }
  return { ids: rows.map((r) => r.id), total: rows[0]?.total ?? 0 };
}
