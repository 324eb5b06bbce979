import type { ShopSummary } from '@emporia/contracts/shop';
import { schema } from '@emporia/db';
import { type AnyColumn, and, eq, type SQL, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { currencyOf } from '../settings';

export type ShopCurrency = ShopSummary['currency'];

/**
 * How the shop's selling currency is shown (SPEC §3: symbol, position,
 * decimal digits), as staff set it on setting/currency; the built-in display
 * rules when the shop has no row for it.
 */
export async function shopCurrency(ctx: RequestContext): Promise<ShopCurrency> {
  return currencyByCode(ctx, ctx.shop.currencyCode);
}

/** Display rules of one currency (an order keeps the code it was placed in). */
export async function currencyByCode(ctx: RequestContext, code: string): Promise<ShopCurrency> {
  const [row] = await ctx.db
    .select({
      symbol: schema.currencies.symbol,
      position: schema.currencies.position,
      decimalDigits: schema.currencies.decimalDigits,
    })
    .from(schema.currencies)
    .where(and(eq(schema.currencies.shopId, ctx.shop.id), eq(schema.currencies.code, code)));
  if (!row) return currencyOf(code);
  return {
    code,
    symbol: row.symbol,
    position: row.position === 'r' ? 'r' : 'l',
    decimal_digits: row.decimalDigits,
  };
}

/** How staff set a currency up, as one JSON column of a list's query (null: no row, built-in rules). */
export type CurrencyShown = { symbol: string; position: string; decimal_digits: number } | null;

/**
 * The display rules of the currency in `code` for rows read in bulk (order lists): one
 * sub-select per row instead of a lookup per row.
 */
export const currencyShownSql = (shopId: SQL | AnyColumn, code: SQL | AnyColumn) =>
  sql<CurrencyShown>`(SELECT json_build_object('symbol', c.symbol, 'position', c.position, 'decimal_digits', c.decimal_digits)
    FROM currencies c WHERE c.shop_id = ${shopId} AND c.code = ${code})`;

/** A row's currency from its code and the rules {@link currencyShownSql} read. */
export function currencyOfRow(code: string, shown: CurrencyShown): ShopCurrency {
  if (!shown) return currencyOf(code);
  return {
    code,
    symbol: shown.symbol,
    position: shown.position === 'r' ? 'r' : 'l',
    decimal_digits: Number(shown.decimal_digits),
  };
}
