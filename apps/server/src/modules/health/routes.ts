import { healthResponseSchema } from '@emporia/contracts/shop';
import type { Database } from '@emporia/db';
import { sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';

/** Liveness and database reachability, for load balancers; answers on any host. */
export function healthRoutes(database: Database, version: string): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      '/api/v1/health',
      {
        config: { tenancy: 'none', access: access.public },
        schema: { tags: ['platform'], summary: 'Health check', response: { 200: healthResponseSchema } },
      },
      async () => {
        await database.db.execute(sql`select 1`);
        return {
          status: 'ok' as const,
          database: database.kind === 'pglite' ? ('pglite' as const) : ('postgres' as const),
          version,
        };
      },
    );
  };
}
