import type { CurrencyRow, currencyFormSchema } from '@emporia/contracts/store-settings';
import { schema } from '@emporia/db';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../kernel/context';
import { conflict, notFound } from '../../kernel/errors';

const { currencies, shops } = schema;

async function defaultCode(ctx: RequestContext): Promise<string> {
  const [row] = await ctx.db
    .select({ code: shops.currencyCode })
    .from(shops)
    .where(eq(shops.id, ctx.shop.id));
  return row?.code ?? ctx.shop.currencyCode;
}

/** Admin setting/currency: the currencies the shop knows, the one it sells in marked default. */
export async function listCurrencies(ctx: RequestContext): Promise<CurrencyRow[]> {
  const [rows, code] = [
    await ctx.db
      .select()
      .from(currencies)
      .where(eq(currencies.shopId, ctx.shop.id))
      .orderBy(asc(currencies.code)),
    await defaultCode(ctx),
  ];
  return rows.map((r) => ({
    code: r.code,
    title: r.title,
    symbol: r.symbol,
    position: r.position === 'r' ? 'r' : 'l',
    decimal_digits: r.decimalDigits,
    status: r.status === 1,
    default: r.code === code,
  }));
}

/** Adds or changes a currency (by its code). The selling currency cannot be switched off. */
export async function saveCurrency(
  ctx: RequestContext,
  input: z.output<typeof currencyFormSchema>,
): Promise<CurrencyRow[]> {
  if (!input.status && input.code === (await defaultCode(ctx))) {
    throw conflict('The currency the shop sells in cannot be disabled. Choose another default first.');
  }
  const values = {
    title: input.title,
    symbol: input.symbol,
    position: input.position,
    decimalDigits: input.decimal_digits,
    status: input.status ? 1 : 0,
    updatedAt: new Date(),
  };
  await ctx.db
    .insert(currencies)
    .values({ shopId: ctx.shop.id, code: input.code, ...values })
    .onConflictDoUpdate({ target: [currencies.shopId, currencies.code], set: values });
  return listCurrencies(ctx);
}

/**
 * The currency the shop sells in. Prices are stored as amounts, not converted:
 * switching changes how every amount is shown and charged from now on.
 */
export async function setDefaultCurrency(ctx: RequestContext, code: string): Promise<CurrencyRow[]> {
  const [row] = await ctx.db
    .select({ status: currencies.status })
    .from(currencies)
    .where(and(eq(currencies.shopId, ctx.shop.id), eq(currencies.code, code)));
  if (!row) throw notFound('Add this currency first.');
  if (row.status !== 1) throw conflict('Enable this currency first.');
  await ctx.db
    .update(shops)
    .set({ currencyCode: code, updatedAt: sql`now()` })
    .where(eq(shops.id, ctx.shop.id));
  return listCurrencies(ctx);
}
