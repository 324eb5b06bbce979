import type { CategoryPage, ManufacturerPage } from '@emporia/contracts/catalog';
import type { ListingQuery } from '@emporia/contracts/listing';
import type { RequestContext } from '../../../platform/context';
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

export const categoryPageRead = (
  ctx: RequestContext,
  slug: string,
  query: ListingQuery,
  groupId: number | null,
): Promise<CachedRead<CategoryPage>> =>
  cachedCatalogRead(ctx, `category|${slug}|${listingKey(ctx, query)}|${groupId}`, () =>
    categoryPage(ctx, slug, query, groupId),
  );

export const manufacturerPageRead = (
  ctx: RequestContext,
  slug: string,
  query: ListingQuery,
  groupId: number | null,
): Promise<CachedRead<ManufacturerPage>> =>
  cachedCatalogRead(ctx, `manufacturer|${slug}|${listingKey(ctx, query)}|${groupId}`, () =>
    manufacturerPage(ctx, slug, query, groupId),
  );
