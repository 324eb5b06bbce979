import { apiErrorSchema, errorCodes } from '@emporia/contracts/errors';
import { searchPathParamsSchema, searchQuerySchema, searchResponseSchema } from '@emporia/contracts/search';
import { subdomainSchema } from '@emporia/contracts/shop';
import type { Db } from '@emporia/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { outsideServices } from '../../config';
import { access } from '../../kernel/auth/access';
import { AppError } from '../../kernel/errors';
import type { ShopResolver } from '../../kernel/tenancy/resolve';
import { keepSearchCurrent } from './feeder';
import { SearchCache } from './search-cache';
import { searchProducts } from './service';

/** What app.ts hands the search areas: they find their shop by the path's subdomain, not by Host. */
export interface SearchAreaOptions {
  resolver: ShopResolver;
  db: Db;
}

const shopNotFound = () => new AppError(404, errorCodes.shopNotFound, 'Shop not found.');

/**
 * SPEC §7 search: GET /api/v1/{store subdomain}/advanced-search. Served by the
 * shop API and by a SEARCH_ONLY=1 process alike, so it can scale on its own.
 */
export const searchRoutes: FastifyPluginAsyncZod<SearchAreaOptions> = async (app, { resolver, db }) => {
  const { searchCacheSeconds, searchCacheBytes } = outsideServices();
  // No room for answers is no cache.
  const cache = new SearchCache(searchCacheBytes > 0 ? searchCacheSeconds * 1000 : 0, searchCacheBytes);
  const detach = keepSearchCurrent(cache);
  app.addHook('onClose', async () => detach());

  app.get(
    '/api/v1/:subdomain/advanced-search',
    {
      config: { tenancy: 'none', access: access.public },
      schema: {
        tags: ['storefront'],
        summary: 'Search a shop’s products with filters, sorting and filter counts',
        params: searchPathParamsSchema,
        querystring: searchQuerySchema,
        response: { 200: searchResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const subdomain = request.params.subdomain.toLowerCase();
      if (!subdomainSchema.safeParse(subdomain).success) throw shopNotFound();
      const shop = await resolver.bySubdomain(subdomain);
      if (!shop) throw shopNotFound();
      // With a replica (ADR 0087) the shared answers are built from it and may predate a
      // client's own write: a client that wrote (it carries a token) goes past them.
      const read = request.readHandle;
      const shared = !read || (read.onReplica && read.needs === 0n) ? cache : undefined;
      return searchProducts({ shop, db: read?.db ?? db, primary: db, cache: shared }, request.query);
    },
  );
};
