import { timingSafeEqual } from 'node:crypto';
import { healthResponseSchema } from '@emporia/contracts/shop';
import type { Database } from '@emporia/db';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { memoryGauge } from '../../kernel/memory-budget';
import { cacheGauges } from '../../kernel/per-shop-cache';

/**
 * Liveness and database reachability, for load balancers; answers on any host. With the platform
 * operator's token it also tells the size of each of this process's caches (ADR 0118) and its
 * memory against its budget (ADR 0132), which a public answer must not: they tell how many shops
 * were served lately.
 */
export function healthRoutes(
  database: Database,
  version: string,
  operatorToken?: string,
): FastifyPluginAsyncZod {
  const expected = operatorToken ? Buffer.from(`Bearer ${operatorToken}`) : undefined;
  const isOperator = (authorization: string | undefined) => {
    if (!expected || !authorization) return false;
    const given = Buffer.from(authorization);
    return given.length === expected.length && timingSafeEqual(given, expected);
  };
  return async (app) => {
    app.get(
      '/api/v1/health',
      {
        config: { tenancy: 'none', access: access.public },
        schema: { tags: ['platform'], summary: 'Health check', response: { 200: healthResponseSchema } },
      },
      async (request) => {
        await database.db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          database: database.kind === 'pglite' ? ('pglite' as const) : ('postgres' as const),
          version,
          ...(isOperator(request.headers.authorization)
            ? { caches: cacheGauges(), memory: memoryGauge() }
            : {}),
        };
      },
    );
  };
}
