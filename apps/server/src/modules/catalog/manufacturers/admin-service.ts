import type { AdminManufacturer, manufacturerInputSchema } from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, asc, count, eq, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../../platform/context';
import { notFound, taken } from '../../../platform/errors';
import { announceProductChange } from '../events';
import { pictureUrl } from '../images';
import { slugify } from '../slugs';

type ManufacturerInput = z.output<typeof manufacturerInputSchema>;
const { manufacturers, products } = schema;

export async function listAdminManufacturers(ctx: RequestContext): Promise<AdminManufacturer[]> {
  const rows = await ctx.db
    .select()
    .from(manufacturers)
    .where(eq(manufacturers.shopId, ctx.shop.id))
    .orderBy(asc(manufacturers.sortOrder), asc(manufacturers.name));
  const counts = await ctx.db
    .select({ id: products.manufacturerId, n: count() })
    .from(products)
    .where(eq(products.shopId, ctx.shop.id))
    .groupBy(products.manufacturerId);
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map((m) => ({
    id: m.id,
    name: m.name,
    slug: m.slug,
    status: m.status,
    sort_order: m.sortOrder,
    logo: pictureUrl(m.logo, 'small'),
    has_logo: Boolean(m.logo),
    products: byId.get(m.id) ?? 0,
  }));
}

export async function getAdminManufacturer(ctx: RequestContext, id: number): Promise<AdminManufacturer> {
  const found = (await listAdminManufacturers(ctx)).find((m) => m.id === id);
  if (!found) throw notFound('This manufacturer does not exist.');
  return found;
}

async function freeSlug(
  ctx: RequestContext,
  input: ManufacturerInput,
  exceptId: number | null,
): Promise<string> {
  const chosen = input.slug ?? '';
  const base = chosen || slugify(input.name) || 'brand';
  for (let n = 1; ; n++) {
    const slug = n === 1 ? base : `${base}-${n}`;
    const [holder] = await ctx.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(
        and(
          eq(manufacturers.shopId, ctx.shop.id),
          eq(manufacturers.slug, slug),
          exceptId ? ne(manufacturers.id, exceptId) : undefined,
        ),
      );
    if (!holder) return slug;
    if (chosen) throw taken('slug', `The slug "${chosen}" is already used by another manufacturer.`);
  }
}

export async function createManufacturer(ctx: RequestContext, input: ManufacturerInput): Promise<number> {
  const slug = await freeSlug(ctx, input, null);
  const [row] = await ctx.db
    .insert(manufacturers)
    .values({
      shopId: ctx.shop.id,
      name: input.name,
      slug,
      status: input.status,
      sortOrder: input.sort_order,
    })
    .returning({ id: manufacturers.id });
  return row!.id;
}

export async function updateManufacturer(
  ctx: RequestContext,
  id: number,
  input: ManufacturerInput,
): Promise<void> {
  await getAdminManufacturer(ctx, id);
  const slug = await freeSlug(ctx, input, id);
  await inTransaction(ctx, async (tx) => {
    await tx.db
      .update(manufacturers)
      .set({
        name: input.name,
        slug,
        status: input.status,
        sortOrder: input.sort_order,
        updatedAt: new Date(),
      })
      .where(and(eq(manufacturers.shopId, tx.shop.id), eq(manufacturers.id, id)));
    // Cards and search hits carry the brand's name and slug.
    const affected = await tx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, tx.shop.id), eq(products.manufacturerId, id)));
    await announceProductChange(
      tx,
      affected.map((p) => p.id),
    );
  });
}

export async function deleteManufacturer(ctx: RequestContext, id: number): Promise<void> {
  await getAdminManufacturer(ctx, id);
  await inTransaction(ctx, async (tx) => {
    const affected = await tx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, tx.shop.id), eq(products.manufacturerId, id)));
    await tx.db
      .delete(manufacturers)
      .where(and(eq(manufacturers.shopId, tx.shop.id), eq(manufacturers.id, id)));
    await announceProductChange(
      tx,
      affected.map((p) => p.id),
    );
  });
}

export async function setManufacturerLogo(ctx: RequestContext, id: number, key: string): Promise<void> {
  await getAdminManufacturer(ctx, id);
  await ctx.db
    .update(manufacturers)
    .set({ logo: key, updatedAt: new Date() })
    .where(and(eq(manufacturers.shopId, ctx.shop.id), eq(manufacturers.id, id)));
}
