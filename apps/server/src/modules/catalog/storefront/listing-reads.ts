import type { ListingQuery } from '@emporia/contracts/listing';
import type { RequestContext } from '../../../kernel/context';
import { type CachedRead, cachedCatalogRead } from '../read-cache';
import { categoryPage } from './category-page';
import { manufacturerPage } from './manufacturer-page';

/**
 * Category and manufacturer pages through the catalogue read cache (ADR 0013),
 * keyed by what changes the answer: filters, sort, page, the labels' language
 * and the customer group. The API and the delivered page's preload share these
 * keys, so a page opened from a link costs one build.
 */
const listingKey = (ctx: RequestContext, query: ListingQuery) =>
  [query.flt, query.sortby, query.page, query.locale ?? ctx.shop.defaultLanguage].join('|');

function listingRead<T>(
  kind: 'category' | 'manufacturer',
  build: (ctx: RequestContext, slug: string, query: ListingQuery, groupId: number | null) => Promise<T>,
) {
  return (
    ctx: RequestContext,
    slug: string,
    query: ListingQuery,
    groupId: number | null,
  ): Promise<CachedRead<T>> =>
    cachedCatalogRead(ctx, `${kind}|${slug}|${listingKey(ctx, query)}|${groupId}`, (reader) =>
      build(reader, slug, query, groupId),
    );
}

export const categoryPageRead = listingRead('category', categoryPage);
export const manufacturerPageRead = listingRead('manufacturer', manufacturerPage);
