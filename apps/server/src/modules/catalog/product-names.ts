import { isTranslatedSql, shopLanguageSql } from '@emporia/db/translated-sql';
import { type SQL, sql } from 'drizzle-orm';

/**
 * One product's translated name for a reader of `locale`: theirs, else the shop language's, else
 * any written one; NULL when none is written (ADR 0107).
 */
const writtenNameSql = (shopId: SQL, productId: SQL, locale: SQL): SQL =>
  sql`(SELECT t.name FROM product_translations t
    WHERE t.shop_id = ${shopId} AND t.product_id = ${productId} AND ${isTranslatedSql(sql`t.name`)}
    ORDER BY t.locale = ${locale} DESC, t.locale = ${shopLanguageSql(sql`t.shop_id`)} DESC, t.locale LIMIT 1)`;

/**
 * The name a shopper reading `locale` sees for a product or variant (cart lines, order lines,
 * mails): its own, else its parent's (a variant without a name), else its sku.
 */
export const productNameSql = (
  product: { shopId: SQL; id: SQL; parentId: SQL; sku: SQL },
  locale: SQL,
): SQL =>
  sql`coalesce(${writtenNameSql(product.shopId, product.id, locale)},
    ${writtenNameSql(product.shopId, product.parentId, locale)}, ${product.sku})`;
