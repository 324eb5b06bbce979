import {
  categoryPageResponseSchema,
  categoryTreeResponseSchema,
  homePageResponseSchema,
  manufacturerPageResponseSchema,
  productDetailsResponseSchema,
} from '@emporia/contracts/catalog';
import { apiErrorSchema } from '@emporia/contracts/errors';
import { listingQuerySchema } from '@emporia/contracts/listing';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { useEtags } from '../etags';
import { type CachedRead, cachedCatalogRead } from '../read-cache';
import { shopperGroupOf } from '../shopper';
import { categoryTree } from './category-page';
import { homePage } from './home';
import { categoryPageRead, manufacturerPageRead } from './listing-reads';
import { productDetailsBySlug } from './product-details';

const slugParams = z.object({ slug: z.string().min(1).max(200) });
const tags = ['storefront catalog'];

/**
 * Sends a cached read as it was serialised when built (the response schemas
 * above document the shape; the values were built from the same contracts).
 */
export function sendRead(reply: FastifyReply, read: CachedRead<unknown>) {
  return reply.type('application/json; charset=utf-8').header('etag', read.etag).send(read.json);
}

/** Storefront catalogue reads: home sections, category and manufacturer pages, product details. */
export const storefrontCatalogRoutes: FastifyPluginAsyncZod = async (app) => {
  useEtags(app);

  app.get(
    '/api/v1/storefront/home',
    {
      config: { access: access.guestOrCustomer },
      schema: { tags, summary: 'Home page sections', response: { 200: homePageResponseSchema } },
    },
    async (request, reply) => {
      const group = await shopperGroupOf(request);
      return sendRead(
        reply,
        await cachedCatalogRead(request.ctx, `home|${group}`, (reader) => homePage(reader, group)),
      );
    },
  );

  app.get(
    '/api/v1/storefront/categories',
    {
      config: { access: access.guestOrCustomer },
      schema: { tags, summary: 'The shown category tree', response: { 200: categoryTreeResponseSchema } },
    },
    async (request, reply) =>
      sendRead(reply, await cachedCatalogRead(request.ctx, 'categories', (reader) => categoryTree(reader))),
  );

  app.get(
    '/api/v1/storefront/category/:slug',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary:
          'Category page: the category, subcategories and a page of its products (subcategories’ too) with filters (flt), filter counts and sorting',
        params: slugParams,
        querystring: listingQuerySchema,
        response: { 200: categoryPageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const group = await shopperGroupOf(request);
      return sendRead(reply, await categoryPageRead(request.ctx, request.params.slug, request.query, group));
    },
  );

  app.get(
    '/api/v1/storefront/manufacturer/:slug',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary:
          'Manufacturer page: the brand and a page of its products with filters (flt), filter counts and sorting',
        params: slugParams,
        querystring: listingQuerySchema,
        response: { 200: manufacturerPageResponseSchema, 400: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const group = await shopperGroupOf(request);
      return sendRead(
        reply,
        await manufacturerPageRead(request.ctx, request.params.slug, request.query, group),
      );
    },
  );

  app.get(
    '/api/v1/storefront/product/:slug',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'Product details by slug (any language)',
        params: slugParams,
        response: { 200: productDetailsResponseSchema },
      },
    },
    async (request, reply) => {
      const group = await shopperGroupOf(request);
      const { slug } = request.params;
      return sendRead(
        reply,
        await cachedCatalogRead(request.ctx, `product|${slug}|${group}`, (reader) =>
          productDetailsBySlug(reader, slug, group),
        ),
      );
    },
  );
};
