import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { intArray, rowsOf } from '../../../kernel/sql-lists';
import { productNameSql } from '../product-names';

export interface Subscription {
  email: string;
  name: string;
  locale: string;
  customerId: number | null;
}

/**
 * One row per product and e-mail: subscribing again updates the name and
 * re-arms a notice that was already sent.
 */
export async function upsertSubscription(
  db: Db,
  shopId: number,
  productId: number,
  s: Subscription,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO restock_subscriptions (shop_id, product_id, email, name, locale, customer_id)
    VALUES (${shopId}, ${productId}, ${s.email}, ${s.name}, ${s.locale}, ${s.customerId})
    ON CONFLICT (shop_id, product_id, lower(email)) DO UPDATE
      SET email = excluded.email, name = excluded.name, locale = excluded.locale,
          customer_id = coalesce(excluded.customer_id, restock_subscriptions.customer_id),
          status = 'waiting', notified_at = NULL`);
}

export interface WaitingRow {
  id: number;
  product_id: number;
  email: string;
  name: string;
  locale: string;
}

/** Waiting subscriptions of these products, locked so two writers never notify twice. */
export async function lockWaiting(db: Db, shopId: number, productIds: number[]): Promise<WaitingRow[]> {
  if (!productIds.length) return [];
  return rowsOf<WaitingRow>(
    db.execute(sql`
      SELECT id, product_id, email, name, locale FROM restock_subscriptions
      WHERE shop_id = ${shopId} AND product_id = ANY(${intArray(productIds)}) AND status = 'waiting'
      ORDER BY id FOR UPDATE`),
  );
}

export async function markNotified(db: Db, shopId: number, ids: number[]): Promise<void> {
  if (!ids.length) return;
  await db.execute(sql`
    UPDATE restock_subscriptions SET status = 'notified', notified_at = now()
    WHERE shop_id = ${shopId} AND id = ANY(${intArray(ids)})`);
}

export interface ProductForNotice {
  id: number;
  parent_id: number | null;
  names: Record<string, string>;
  slugs: Record<string, string>;
}

/** Names of the products and the slugs of their pages (a variant's page is its parent's). */
export async function productsForNotice(db: Db, shopId: number, ids: number[]): Promise<ProductForNotice[]> {
  if (!ids.length) return [];
  return rowsOf<ProductForNotice>(
    db.execute(sql`
      SELECT p.id, p.parent_id,
        coalesce((SELECT json_object_agg(t.locale, t.name) FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.id), '{}'::json) AS names,
        coalesce((SELECT json_object_agg(t.locale, t.slug) FROM product_translations t
          WHERE t.shop_id = p.shop_id AND t.product_id = coalesce(p.parent_id, p.id) AND t.slug IS NOT NULL), '{}'::json) AS slugs
      FROM products p WHERE p.shop_id = ${shopId} AND p.id = ANY(${intArray(ids)})`),
  );
}

export interface SubscriptionListRow {
  id: number;
  product_id: number;
  product_name: string | null;
  sku: string;
  quantity: number;
  email: string;
  name: string;
  locale: string;
  status: 'waiting' | 'notified';
  created_at: Date | string;
  notified_at: Date | string | null;
  total: number;
}

/** Newest first, with the product's name in `locale` and the total for the pager. */
export async function listSubscriptions(
  db: Db,
  shopId: number,
  locale: string,
  query: { status?: 'waiting' | 'notified'; page: number; per_page: number },
): Promise<SubscriptionListRow[]> {
  return rowsOf<SubscriptionListRow>(
    db.execute(sql`
      SELECT s.id, s.product_id, s.email, s.name, s.locale, s.status, s.created_at, s.notified_at,
        p.sku, p.quantity,
        ${productNameSql({ shopId: sql`p.shop_id`, id: sql`p.id`, parentId: sql`p.parent_id`, sku: sql`p.sku` }, sql`${locale}`)} AS product_name,
        (count(*) OVER ())::int AS total
      FROM restock_subscriptions s
      JOIN products p ON p.shop_id = s.shop_id AND p.id = s.product_id
      WHERE s.shop_id = ${shopId} ${query.status ? sql`AND s.status = ${query.status}` : sql``}
      ORDER BY s.created_at DESC, s.id DESC
      LIMIT ${query.per_page} OFFSET ${(query.page - 1) * query.per_page}`),
  );
}
