import {
  connectDomainSchema,
  createShopSchema,
  platformShopListResponseSchema,
  platformShopResponseSchema,
  updateShopSchema,
} from '@emporia/contracts/platform';
import { subdomainSchema } from '@emporia/contracts/shop';
import { operatorPlanBodySchema, subscriptionResponseSchema } from '@emporia/contracts/subscription';
import type { Db } from '@emporia/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { setPlanByOperator } from '../subscription';
import { operatorRoute } from './guard';
import { platformShops } from './service';

const params = z.object({ subdomain: subdomainSchema });

/**
 * The platform operator's API: create shops, suspend them, move their admin,
 * connect domains. Guarded by PLATFORM_ADMIN_TOKEN; 404 when it is unset (guard.ts).
 */
export function platformRoutes(
  db: Db,
  token: string | undefined,
  forgetShops: () => void,
): FastifyPluginAsyncZod {
  const route = operatorRoute(token);
  const tags = ['platform'];

  return async (app) => {
    app.get(
      '/api/v1/platform/shops',
      { ...route, schema: { tags, summary: 'All shops', response: { 200: platformShopListResponseSchema } } },
      async () => ({
        data: await platformShops.list(db),
      }),
    );
    app.post(
      '/api/v1/platform/shops',
      {
        ...route,
        schema: {
          tags,
          summary: 'Make a shop',
          body: createShopSchema,
          response: { 201: platformShopResponseSchema },
        },
      },
      async (request, reply) => reply.code(201).send({ data: await platformShops.create(db, request.body) }),
    );
    app.get(
      '/api/v1/platform/shops/:subdomain',
      {
        ...route,
        schema: { tags, summary: 'A shop', params, response: { 200: platformShopResponseSchema } },
      },
      async (request) => ({ data: await platformShops.get(db, request.params.subdomain) }),
    );
    app.patch(
      '/api/v1/platform/shops/:subdomain',
      {
        ...route,
        schema: {
          tags,
          summary: 'Change a shop (name, language, admin path, status, keys)',
          params,
          body: updateShopSchema,
          response: { 200: platformShopResponseSchema },
        },
      },
      async (request) => {
        const data = await platformShops.update(db, request.params.subdomain, request.body);
        forgetShops();
        return { data };
      },
    );
    app.post(
      '/api/v1/platform/shops/:subdomain/domains',
      {
        ...route,
        schema: {
          tags,
          summary: 'Connect a custom domain to a shop',
          params,
          body: connectDomainSchema,
          response: { 200: platformShopResponseSchema },
        },
      },
      async (request) => {
        const data = await platformShops.connectDomain(
          db,
          request.params.subdomain,
          request.body.hostname,
          request.body.status,
        );
        forgetShops();
        return { data };
      },
    );
    app.put(
      '/api/v1/platform/shops/:subdomain/plan',
      {
        ...route,
        schema: {
          tags,
          summary: 'Move a shop to a plan without charging',
          params,
          body: operatorPlanBodySchema,
          response: { 200: subscriptionResponseSchema },
        },
      },
      async (request) => {
        const shop = await platformShops.get(db, request.params.subdomain);
        return { data: await setPlanByOperator(db, shop.id, request.body) };
      },
    );
  };
}
