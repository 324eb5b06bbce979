import type { ShopSummary } from '@emporia/contracts/shop';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
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
