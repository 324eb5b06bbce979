import type {
  TaxClass,
  TaxRate,
  taxClassFormSchema,
  taxRateFormSchema,
} from '@emporia/contracts/store-settings';
import { schema } from '@emporia/db';
import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { RequestContext } from '../../kernel/context';
import { conflict, notFound, validationFailed } from '../../kernel/errors';
import { milliToPercent, percentToMilli, toDecimal, toMinor } from '../../kernel/money';

const { taxClasses, taxRates, geoZones, products } = schema;

export async function listTaxClasses(ctx: RequestContext): Promise<TaxClass[]> {
  const rows = await ctx.db
    .select({
      id: taxClasses.id,
      title: taxClasses.title,
      description: taxClasses.description,
      rates: sql<number>`(SELECT count(*)::int FROM tax_rates r WHERE r.shop_id = ${taxClasses.shopId} AND r.tax_class_id = ${taxClasses.id})`,
    })
    .from(taxClasses)
    .where(eq(taxClasses.shopId, ctx.shop.id))
    .orderBy(asc(taxClasses.title), asc(taxClasses.id));
  return rows;
}

async function taxClass(ctx: RequestContext, id: number): Promise<TaxClass> {
  const found = (await listTaxClasses(ctx)).find((c) => c.id === id);
  if (!found) throw notFound('This tax class does not exist.');
  return found;
}

export async function saveTaxClass(
  ctx: RequestContext,
  id: number | null,
  input: z.output<typeof taxClassFormSchema>,
): Promise<TaxClass> {
  if (id === null) {
    const [row] = await ctx.db
      .insert(taxClasses)
      .values({ shopId: ctx.shop.id, ...input })
      .returning({ id: taxClasses.id });
    return taxClass(ctx, row!.id);
  }
  const rows = await ctx.db
    .update(taxClasses)
    .set({ ...input, updatedAt: new Date() })
    .where(and(eq(taxClasses.shopId, ctx.shop.id), eq(taxClasses.id, id)))
    .returning({ id: taxClasses.id });
  if (rows.length === 0) throw notFound('This tax class does not exist.');
  return taxClass(ctx, id);
}

/** A class still named by products stays: deleting it would quietly make them tax-free. */
export async function deleteTaxClass(ctx: RequestContext, id: number): Promise<void> {
  await taxClass(ctx, id);
  const [used] = await ctx.db
    .select({ n: count() })
    .from(products)
    .where(and(eq(products.shopId, ctx.shop.id), eq(products.taxClassId, id)));
  if ((used?.n ?? 0) > 0)
    throw conflict(`This tax class is used by ${used!.n} products. Change their tax class first.`);
  await ctx.db.delete(taxClasses).where(and(eq(taxClasses.shopId, ctx.shop.id), eq(taxClasses.id, id)));
}

const rateOf = (r: {
  id: number;
  taxClassId: number;
  name: string;
  type: string;
  percentMilli: number;
  amountMinor: number;
  sortOrder: number;
  zoneId: number;
  zoneName: string;
}): TaxRate => ({
  id: r.id,
  tax_class_id: r.taxClassId,
  name: r.name,
  geo_zone: { id: r.zoneId, name: r.zoneName },
  type: r.type === 'fixed' ? 'fixed' : 'percent',
  rate: r.type === 'fixed' ? toDecimal(r.amountMinor) : milliToPercent(r.percentMilli),
  sort_order: r.sortOrder,
});

export async function listTaxRates(ctx: RequestContext, classId: number) {
  const cls = await taxClass(ctx, classId);
  const rows = await ctx.db
    .select({
      id: taxRates.id,
      taxClassId: taxRates.taxClassId,
      name: taxRates.name,
      type: taxRates.type,
      percentMilli: taxRates.percentMilli,
      amountMinor: taxRates.amountMinor,
      sortOrder: taxRates.sortOrder,
      zoneId: geoZones.id,
      zoneName: geoZones.name,
    })
    .from(taxRates)
    .innerJoin(geoZones, and(eq(geoZones.shopId, taxRates.shopId), eq(geoZones.id, taxRates.geoZoneId)))
    .where(and(eq(taxRates.shopId, ctx.shop.id), eq(taxRates.taxClassId, classId)))
    .orderBy(asc(taxRates.sortOrder), asc(taxRates.id));
  return { tax_class: cls, rates: rows.map(rateOf) };
}

export async function saveTaxRate(
  ctx: RequestContext,
  classId: number,
  rateId: number | null,
  input: z.output<typeof taxRateFormSchema>,
): Promise<TaxRate> {
  await taxClass(ctx, classId);
  const [zone] = await ctx.db
    .select({ id: geoZones.id })
    .from(geoZones)
    .where(and(eq(geoZones.shopId, ctx.shop.id), eq(geoZones.id, input.geo_zone_id)));
  if (!zone)
    throw validationFailed('Choose one of the shop’s geo zones.', {
      geo_zone_id: 'Choose one of the shop’s geo zones.',
    });
  const values = {
    name: input.name,
    geoZoneId: input.geo_zone_id,
    type: input.type,
    percentMilli: input.type === 'percent' ? percentToMilli(input.rate) : 0,
    amountMinor: input.type === 'fixed' ? toMinor(input.rate) : 0,
    sortOrder: input.sort_order,
    updatedAt: new Date(),
  };
  let id = rateId;
  if (id === null) {
    const [row] = await ctx.db
      .insert(taxRates)
      .values({ shopId: ctx.shop.id, taxClassId: classId, ...values })
      .returning({ id: taxRates.id });
    id = row!.id;
  } else {
    const rows = await ctx.db
      .update(taxRates)
      .set(values)
      .where(and(eq(taxRates.shopId, ctx.shop.id), eq(taxRates.taxClassId, classId), eq(taxRates.id, id)))
      .returning({ id: taxRates.id });
    if (rows.length === 0) throw notFound('This tax rate does not exist.');
  }
  const saved = (await listTaxRates(ctx, classId)).rates.find((r) => r.id === id);
  return saved!;
}

export async function deleteTaxRate(ctx: RequestContext, classId: number, rateId: number): Promise<void> {
  const rows = await ctx.db
    .delete(taxRates)
    .where(and(eq(taxRates.shopId, ctx.shop.id), eq(taxRates.taxClassId, classId), eq(taxRates.id, rateId)))
    .returning({ id: taxRates.id });
  if (rows.length === 0) throw notFound('This tax rate does not exist.');
}
