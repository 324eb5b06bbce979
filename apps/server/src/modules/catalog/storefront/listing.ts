import { catalogPageSize, type ProductListQuery, type ProductPage } from '@emporia/contracts/catalog';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import type { RequestContext } from '../../../platform/context';
import { toMinor } from '../money';
import { type ListingFilter, listProductIds, loadCardRows } from '../products/card-queries';
import { cardOf } from '../products/cards';

/** Cards of these products for this shopper, in the given order. */
export async function cardsOf(ctx: RequestContext, ids: number[], groupId: number | null) {
  const rows = await loadCardRows(ctx.db, ctx.shop.id, ids, groupId);
  const now = new Date();
  return rows.map((row) => cardOf(row, now));
}

/** One page of a product listing (category, manufacturer) with the query's sort and filters. */
export async function productListing(
  ctx: RequestContext,
  base: ListingFilter,
  query: ProductListQuery,
  groupId: number | null,
): Promise<ProductPage> {
  const filter: ListingFilter = { ...base };
  if (query.min_price !== undefined) filter.minPriceMinor = toMinor(query.min_price);
  if (query.max_price !== undefined) filter.maxPriceMinor = toMinor(query.max_price);
  if (query.rating) filter.minRating = query.rating;
  if (query.manufacturer && !base.manufacturerId) {
    const id = await manufacturerIdBySlug(ctx, query.manufacturer);
    // An unknown brand filter matches nothing rather than everything.
    filter.manufacturerId = id ?? -1;
  }
  const { ids, total } = await listProductIds(ctx.db, ctx.shop.id, filter, {
    sort: query.sortby,
    locale: query.locale ?? ctx.shop.defaultLanguage,
    limit: catalogPageSize,
    offset: (query.page - 1) * catalogPageSize,
  });
  return { products: await cardsOf(ctx, ids, groupId), total, page: query.page, per_page: catalogPageSize };
}

async function manufacturerIdBySlug(ctx: RequestContext, slug: string): Promise<number | undefined> {
  const [row] = await ctx.db
    .select({ id: schema.manufacturers.id })
    .from(schema.manufacturers)
    .where(
      and(
        eq(schema.manufacturers.shopId, ctx.shop.id),
        eq(schema.manufacturers.slug, slug),
        eq(schema.manufacturers.status, 1),
      ),
    );
  return row?.id;
}
