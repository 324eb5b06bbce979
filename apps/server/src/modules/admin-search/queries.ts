import type { AdminOrderRow } from '@emporia/contracts/admin-orders';
import type { AdminSearchCustomer, AdminSearchProduct } from '@emporia/contracts/admin-search';
import type { Db } from '@emporia/db';
import { type SQL, sql } from 'drizzle-orm';
import { rowsOf } from '../../kernel/sql-lists';
import { adminOrderRowOf } from '../orders';
import { type CurrencyShown, currencyShownSql } from '../store-settings';

/** `text` with LIKE's wildcards taken literally: a typed % or _ is just a character. */
export const likeLiteral = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * What a search term matches. Identifiers (references, SKUs, e-mails) match
 * from their start, served by `text_pattern_ops` indexes that lead with the
 * shop; names match anywhere once the term has three characters, and from
 * their start before that, served by trigram indexes once a table is large
 * enough for them to beat reading the shop's rows (tens of thousands).
 * Where a record matches on either, the query is a union, not an OR, so each
 * side keeps its own index.
 */
export interface SearchPatterns {
  /** Lower-cased `term%`, for identifiers. */
  prefix: string;
  /** Upper-cased `TERM%`: order references are upper case. */
  upperPrefix: string;
  /** Lower-cased `%term%` for names, or `term%` for a short term. */
  name: string;
}

export function searchPatterns(term: string): SearchPatterns {
  const literal = likeLiteral(term.toLowerCase());
  return {
    prefix: `${literal}%`,
    upperPrefix: `${likeLiteral(term.toUpperCase())}%`,
    name: term.length >= 3 ? `%${literal}%` : `${literal}%`,
  };
}

/** Orders by reference or e-mail, newest first. */
export const orderMatches = (shopId: number, p: SearchPatterns, limit: number): SQL => sql`
  SELECT o.id, o.ref, o.firstname, o.lastname, o.email, o.customer_id, o.status_id, o.total_minor,
    o.currency_code, ${currencyShownSql(sql`o.shop_id`, sql`o.currency_code`)} AS currency_shown,
    o.created_at, coalesce(s.name, '') AS status_name
  FROM orders o
  LEFT JOIN order_statuses s ON s.shop_id = o.shop_id AND s.id = o.status_id
  WHERE o.shop_id = ${shopId} AND (o.ref LIKE ${p.upperPrefix} OR lower(o.email) LIKE ${p.prefix})
  ORDER BY o.created_at DESC, o.id DESC
  LIMIT ${limit}`;

/** Products and variants by SKU or by name (any language), SKU matches first; named in the shop's language. */
export const productMatches = (shopId: number, locale: string, p: SearchPatterns, limit: number): SQL => sql`
  SELECT p.id, p.parent_id, p.sku, p.status, p.quantity,
    coalesce(
      (SELECT t.name FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.id ORDER BY t.locale <> ${locale} LIMIT 1),
      (SELECT t.name FROM product_translations t WHERE t.shop_id = p.shop_id AND t.product_id = p.parent_id ORDER BY t.locale <> ${locale} LIMIT 1),
      p.sku) AS name
  FROM products p
  WHERE p.shop_id = ${shopId}
    AND p.id IN (
      SELECT s.id FROM products s WHERE s.shop_id = ${shopId} AND lower(s.sku) LIKE ${p.prefix}
      UNION
      SELECT t.product_id FROM product_translations t WHERE t.shop_id = ${shopId} AND lower(t.name) LIKE ${p.name})
  ORDER BY lower(p.sku) LIKE ${p.prefix} DESC, p.parent_id IS NOT NULL, p.status DESC, p.id DESC
  LIMIT ${limit}`;

/** Customers by e-mail or name, active ones first. */
export const customerMatches = (shopId: number, p: SearchPatterns, limit: number): SQL => sql`
  SELECT c.id, trim(c.firstname || ' ' || c.lastname) AS name, c.email, c.status
  FROM customers c
  WHERE c.shop_id = ${shopId}
    AND c.id IN (
      SELECT e.id FROM customers e WHERE e.shop_id = ${shopId} AND lower(e.email) LIKE ${p.prefix}
      UNION
      SELECT n.id FROM customers n
      WHERE n.shop_id = ${shopId} AND lower(n.firstname || ' ' || n.lastname) LIKE ${p.name})
  ORDER BY c.status = 'active' DESC, lower(c.lastname), lower(c.firstname), c.id
  LIMIT ${limit}`;

interface OrderMatch {
  id: number;
  ref: string;
  firstname: string;
  lastname: string;
  email: string;
  customer_id: number | null;
  status_id: number;
  status_name: string;
  total_minor: number;
  currency_code: string;
  currency_shown: CurrencyShown;
  created_at: Date | string;
}

export async function findOrders(db: Db, query: SQL): Promise<AdminOrderRow[]> {
  const rows = await rowsOf<OrderMatch>(db.execute(query));
  return rows.map((row) =>
    adminOrderRowOf({
      id: Number(row.id),
      ref: row.ref,
      firstname: row.firstname,
      lastname: row.lastname,
      email: row.email,
      customerId: row.customer_id === null ? null : Number(row.customer_id),
      statusId: Number(row.status_id),
      statusName: row.status_name,
      totalMinor: Number(row.total_minor),
      currencyCode: row.currency_code,
      currencyShown: row.currency_shown,
      createdAt: new Date(row.created_at),
    }),
  );
}

export async function findProducts(db: Db, query: SQL): Promise<AdminSearchProduct[]> {
  const rows = await rowsOf<AdminSearchProduct>(db.execute(query));
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    status: Number(row.status),
    quantity: Number(row.quantity),
    parent_id: row.parent_id === null ? null : Number(row.parent_id),
  }));
}

export async function findCustomers(db: Db, query: SQL): Promise<AdminSearchCustomer[]> {
  const rows = await rowsOf<AdminSearchCustomer>(db.execute(query));
  return rows.map((row) => ({ ...row, id: Number(row.id) }));
}
