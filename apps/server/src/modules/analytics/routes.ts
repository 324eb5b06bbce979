import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import {
  beaconPath,
  beaconQuerySchema,
  beaconSchema,
  dashboardQuerySchema,
  dashboardResponseSchema,
  maxBeaconBytes,
} from '@emporia/contracts/analytics';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { bearerTokenOf } from '../../kernel/auth/tokens';
import { AppError, badRequest } from '../../kernel/errors';
import { parseJsonWithin } from '../../kernel/request-bodies';
import { collectBeacon } from './collect';
import { analyticsDashboard } from './dashboard';

const trackerSource = readFileSync(new URL('./tracker.js', import.meta.url), 'utf8');
export const trackerVersion = createHash('sha256').update(trackerSource).digest('base64url').slice(0, 12);

export const analyticsRoutes: FastifyPluginAsyncZod = async (app) => {
  // navigator.sendBeacon sends a string as text/plain; this area alone reads such bodies, as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, parseJsonWithin(String(body)));
    } catch (error) {
      done(error instanceof AppError ? error : badRequest('The beacon is not JSON.'), undefined);
    }
  });

  // Outside /api: a plain script every shop serves from its own host; ?v= (its content hash) is forever.
  app.get('/tracker.js', { schema: { hide: true } }, async (request, reply) => {
    const versioned = (request.query as { v?: string }).v === trackerVersion;
    const etag = `"${trackerVersion}"`;
    reply
      .type('text/javascript; charset=utf-8')
      .header('etag', etag)
      .header('cache-control', versioned ? 'public, max-age=31536000, immutable' : 'public, max-age=3600');
    if (request.headers['if-none-match'] === etag) return reply.code(304).send();
    return trackerSource;
  });

  app.post(
    beaconPath,
    {
      bodyLimit: maxBeaconBytes,
      // Sent on every page view: a token would send every shopper past the replica's caches.
      config: { access: access.public, readYourWrites: false },
      schema: {
        tags: ['storefront: analytics'],
        summary: 'A page-view or download beacon from the shop tracker (SPEC §7); 202 whether counted or not',
        consumes: ['application/json', 'text/plain'],
        body: beaconSchema,
        querystring: beaconQuerySchema,
        response: { 202: z.object({ data: z.object({ counted: z.boolean() }) }) },
      },
    },
    async (request, reply) => {
      const outcome = await collectBeacon(request.ctx, request.body, {
        ip: request.ip,
        userAgent: request.headers['user-agent'] ?? '',
        host: request.host,
        bearer: bearerTokenOf(request.headers.authorization) ?? undefined,
        once: request.query.n,
      });
      return reply.code(202).send({ data: { counted: outcome === 'counted' } });
    },
  );

  app.get(
    '/api/v1/admin/analytics/dashboard',
    {
      config: { access: access.staff('analytics') },
      schema: {
        tags: ['admin analytics'],
        security: [{ bearer: [] }],
        summary: 'Visitors, visits, pages, sources, the commerce funnel and sales of a date range',
        querystring: dashboardQuerySchema,
        response: { 200: dashboardResponseSchema },
      },
    },
    async (request) => ({ data: await analyticsDashboard(request.ctx, request.query) }),
  );
};
