import type {
  AdminManufacturer,
  adminManufacturerListQuerySchema,
  manufacturerBulkDeleteSchema,
  manufacturerInputSchema,
} from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { and, asc, count, desc, eq, ilike, inArray, ne, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../../kernel/context';
import { notFound, refuseUnlessAllFound, taken } from '../../../kernel/errors';
import { likePattern } from '../../../kernel/like-pattern';
import { announceProductChange } from '../events';
import { pictureUrl } from '../images';
import { slugify } from '../slugs';

type ManufacturerInput = z.output<typeof manufacturerInputSchema>;
const { manufacturers, products } = schema;

type ListQuery = z.output<typeof adminManufacturerListQuerySchema>;
/** The allow-listed sort columns of product/manufacturer/all (the contract refuses any other). */
const sortColumns: Record<ListQuery['sort'], SQL> = {
  name: sql`lower(${manufacturers.name})`,
  sort_order: sql`${manufacturers.sortOrder}`,
};

async function manufacturersOf(ctx: RequestContext, rows: (typeof manufacturers.$inferSelect)[]) {
  const counts = rows.length
    ? await ctx.db
        .select({ id: products.manufacturerId, n: count() })
        .from(products)
        .where(
          and(
            eq(products.shopId, ctx.shop.id),
            inArray(
              products.manufacturerId,
              rows.map((m) => m.id),
            ),
          ),
        )
        .groupBy(products.manufacturerId)
    : [];
  const byId = new Map(counts.map((c) => [c.id, c.n]));
  return rows.map(
    (m): AdminManufacturer => ({
      id: m.id,
      name: m.name,
      name_translations: m.nameTranslations,
      slug: m.slug,
      status: m.status,
      sort_order: m.sortOrder,
      logo: pictureUrl(m.logo, 'small'),
      has_logo: Boolean(m.logo),
      products: byId.get(m.id) ?? 0,
    }),
  );
}

/** Sorted, filtered by name and paged; without a page, every match (the product form's choices). */
export async function listAdminManufacturers(ctx: RequestContext, query: ListQuery) {
  const direction = query.order === 'asc' ? asc : desc;
  const where = and(
    eq(manufacturers.shopId, ctx.shop.id),
    query.search ? ilike(manufacturers.name, likePattern(query.search)) : undefined,
  );
  const ordered = ctx.db
    .select()
    .from(manufacturers)
    .where(where)
    .orderBy(
      direction(sortColumns[query.sort]),
      asc(sql`lower(${manufacturers.name})`),
      asc(manufacturers.id),
    )
    .$dynamic();
  const [rows, [total]] = await Promise.all([
    query.page ? ordered.limit(query.per_page).offset((query.page - 1) * query.per_page) : ordered,
    ctx.db.select({ n: count() }).from(manufacturers).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: await manufacturersOf(ctx, rows),
    meta: { total: n, page: query.page ?? 1, per_page: query.page ? query.per_page : n },
  };
}

export async function getAdminManufacturer(ctx: RequestContext, id: number): Promise<AdminManufacturer> {
  const rows = await ctx.db
    .select()
    .from(manufacturers)
    .where(and(eq(manufacturers.shopId, ctx.shop.id), eq(manufacturers.id, id)));
  const [found] = await manufacturersOf(ctx, rows);
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
      nameTranslations: input.name_translations,
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
        nameTranslations: input.name_translations,
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

/** Deletes the chosen manufacturers, all or none; their products stay, without a manufacturer. */
export async function deleteManufacturers(
  ctx: RequestContext,
  body: z.output<typeof manufacturerBulkDeleteSchema>,
): Promise<number> {
  return inTransaction(ctx, async (tx) => {
    const found = await tx.db
      .select({ id: manufacturers.id })
      .from(manufacturers)
      .where(and(eq(manufacturers.shopId, tx.shop.id), inArray(manufacturers.id, body.ids)))
      .for('update');
    refuseUnlessAllFound(found.length, body.ids.length, 'manufacturers');
    const affected = await tx.db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.shopId, tx.shop.id), inArray(products.manufacturerId, body.ids)));
    await tx.db
      .delete(manufacturers)
      .where(and(eq(manufacturers.shopId, tx.shop.id), inArray(manufacturers.id, body.ids)));
    await announceProductChange(
      tx,
      affected.map((p) => p.id),
    );
    return body.ids.length;
  });
}
