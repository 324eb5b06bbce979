import type {
  AdminOption,
  optionInputSchema,
  optionValueInputSchema,
} from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../../kernel/context';
import { notFound } from '../../../kernel/errors';

type OptionInput = z.output<typeof optionInputSchema>;
type ValueInput = z.output<typeof optionValueInputSchema>;
const { productOptions, productOptionValues } = schema;

/** Options (Size, Colour, …) with their values, in the shop's order (admin setting/option). */
export async function listOptions(ctx: RequestContext): Promise<AdminOption[]> {
  const [options, values] = await Promise.all([
    ctx.db
      .select()
      .from(productOptions)
      .where(eq(productOptions.shopId, ctx.shop.id))
      .orderBy(asc(productOptions.sortOrder), asc(productOptions.id)),
    ctx.db
      .select()
      .from(productOptionValues)
      .where(eq(productOptionValues.shopId, ctx.shop.id))
      .orderBy(asc(productOptionValues.sortOrder), asc(productOptionValues.id)),
  ]);
  return options.map((o) => ({
    id: o.id,
    type: o.type,
    names: o.names,
    sort_order: o.sortOrder,
    values: values
      .filter((v) => v.optionId === o.id)
      .map((v) => ({ id: v.id, option_id: v.optionId, names: v.names, sort_order: v.sortOrder })),
  }));
}

export async function getOption(ctx: RequestContext, id: number): Promise<AdminOption> {
  const found = (await listOptions(ctx)).find((o) => o.id === id);
  if (!found) throw notFound('This option does not exist.');
  return found;
}

export async function createOption(ctx: RequestContext, input: OptionInput): Promise<number> {
  const [row] = await ctx.db
    .insert(productOptions)
    .values({ shopId: ctx.shop.id, type: input.type, names: input.names, sortOrder: input.sort_order })
    .returning({ id: productOptions.id });
  return row!.id;
}

export async function updateOption(ctx: RequestContext, id: number, input: OptionInput): Promise<void> {
  const changed = await ctx.db
    .update(productOptions)
    .set({ type: input.type, names: input.names, sortOrder: input.sort_order })
    .where(and(eq(productOptions.shopId, ctx.shop.id), eq(productOptions.id, id)))
    .returning({ id: productOptions.id });
  if (!changed.length) throw notFound('This option does not exist.');
}

/** Deleting an option removes its values from every variant that had one. */
export async function deleteOption(ctx: RequestContext, id: number): Promise<void> {
  const removed = await ctx.db
    .delete(productOptions)
    .where(and(eq(productOptions.shopId, ctx.shop.id), eq(productOptions.id, id)))
    .returning({ id: productOptions.id });
  if (!removed.length) throw notFound('This option does not exist.');
}

export async function createOptionValue(ctx: RequestContext, optionId: number, input: ValueInput) {
  await getOption(ctx, optionId);
  const [row] = await ctx.db
    .insert(productOptionValues)
    .values({ shopId: ctx.shop.id, optionId, names: input.names, sortOrder: input.sort_order })
    .returning();
  return { id: row!.id, option_id: optionId, names: row!.names, sort_order: row!.sortOrder };
}

export async function updateOptionValue(
  ctx: RequestContext,
  optionId: number,
  id: number,
  input: ValueInput,
) {
  const [row] = await ctx.db
    .update(productOptionValues)
    .set({ names: input.names, sortOrder: input.sort_order })
    .where(
      and(
        eq(productOptionValues.shopId, ctx.shop.id),
        eq(productOptionValues.optionId, optionId),
        eq(productOptionValues.id, id),
      ),
    )
    .returning();
  if (!row) throw notFound('This option value does not exist.');
  return { id: row.id, option_id: optionId, names: row.names, sort_order: row.sortOrder };
}

export async function deleteOptionValue(ctx: RequestContext, optionId: number, id: number): Promise<void> {
  const removed = await ctx.db
    .delete(productOptionValues)
    .where(
      and(
        eq(productOptionValues.shopId, ctx.shop.id),
        eq(productOptionValues.optionId, optionId),
        eq(productOptionValues.id, id),
      ),
    )
    .returning({ id: productOptionValues.id });
  if (!removed.length) throw notFound('This option value does not exist.');
}
