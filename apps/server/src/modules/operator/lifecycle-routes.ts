import {
  scheduleDeletionSchema,
  shopLifecycleResponseSchema,
  suspendShopSchema,
} from '@emporia/contracts/platform-lifecycle';
import { subdomainSchema } from '@emporia/contracts/shop';
import type { Db } from '@emporia/db';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { operatorRoute } from './guard';
import { type LifecycleOptions, shopLifecycle } from './lifecycle';

const params = z.object({ subdomain: subdomainSchema });
const tags = ['platform'];
const response = { 200: shopLifecycleResponseSchema };

/**
 * Operator routes for suspension and deletion (ADR 0076), apart from the shop CRUD of routes.ts.
 * Every change forgets the cached Host → shop answers so it applies at once.
 */
export function platformLifecycleRoutes(
  db: Db,
  token: string | undefined,
  forgetShops: () => void,
  options: LifecycleOptions,
): FastifyPluginAsyncZod {
  const route = operatorRoute(token);
  const done = <T>(data: T) => {
    forgetShops();
    return { data };
  };
  return async (app) => {
    app.post(
      '/api/v1/platform/shops/:subdomain/suspension',
      {
        ...route,
        schema: {
          tags,
          summary: 'Suspend a shop, with the reason its visitors see',
          params,
          body: suspendShopSchema,
          response,
        },
      },
      async (request) => done(await shopLifecycle.suspend(db, request.params.subdomain, request.body.reason)),
    );
    app.delete(
      '/api/v1/platform/shops/:subdomain/suspension',
      { ...route, schema: { tags, summary: "Lift a shop's suspension", params, response } },
      async (request) => done(await shopLifecycle.unsuspend(db, request.params.subdomain)),
    );
    app.post(
      '/api/v1/platform/shops/:subdomain/deletion',
      {
        ...route,
        schema: {
          tags,
          summary: "Schedule a shop's deletion after a grace period",
          params,
          body: scheduleDeletionSchema,
          response,
        },
      },
      async (request) =>
        done(
          await shopLifecycle.scheduleDeletion(
            db,
            request.params.subdomain,
            request.body.grace_days,
            options,
          ),
        ),
    );
    app.delete(
      '/api/v1/platform/shops/:subdomain/deletion',
      { ...route, schema: { tags, summary: "Call off a shop's scheduled deletion", params, response } },
      async (request) => done(await shopLifecycle.cancelDeletion(db, request.params.subdomain)),
    );
  };
}
