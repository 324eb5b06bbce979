import type { ProductPage } from '@emporia/contracts/catalog';
import { type ListingQuery, listingPageSize } from '@emporia/contracts/listing';
import type { RequestContext } from '../../../kernel/context';
import type { ListingScope } from '../../search';
import { listScope } from '../../search';
import { loadCardRows } from '../products/card-queries';
import { cardOf } from '../products/cards';

/** Cards of these products for this shopper, in the given order. */
export async function cardsOf(ctx: RequestContext, ids: number[], groupId: number | null) {
  const rows = await loadCardRows(ctx.db, ctx.shop.id, ids, groupId);
  const now = new Date();
  return rows.map((row) => cardOf(row, now, ctx.shop.defaultLanguage));
}

/**
 * One page of a category or manufacturer listing: the search service finds
 * the page, its total and its filter groups (one statement, ADR 0012, 0023);
 * the cards carry this shopper's prices.
 */
export async function productListing(
  ctx: RequestContext,
  scope: ListingScope,
  query: ListingQuery,
  groupId: number | null,
): Promise<ProductPage> {
  const { ids, total, facets } = await listScope(ctx, scope, query);
  return {
    products: await cardsOf(ctx, ids, groupId),
    total,
    page: query.page,
    per_page: listingPageSize,
    ...facets,
  };
}
