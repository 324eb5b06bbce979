import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { createJsonSchemaTransform, createJsonSchemaTransformObject } from 'fastify-type-provider-zod';
import '../fastify-types';
import { componentRegistry } from './components';
import { type DocumentedRoute, finishDocument } from './document';

const jsonSchemaTransform = createJsonSchemaTransform({ schemaRegistry: componentRegistry });
const jsonSchemaTransformObject = createJsonSchemaTransformObject({ schemaRegistry: componentRegistry });

/**
 * The OpenAPI 3.1 document generated from the zod contracts; served at /api/docs (JSON at
 * /api/docs/json) and committed as docs/api/openapi.json. It is made from the routes alone:
 * a route is documented the same whatever the configuration (ADR 0116).
 */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  const routes = new Map<string, DocumentedRoute>();
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: 'Emporia API',
        version,
        description:
          'The storefront, admin, apps and platform API of Emporia shops. Every error answers `{ message, code, fields? }` (the Error schema); every answer carries X-RateLimit-* headers (an app’s calls count per app and shop). The Admin API is dated: `/api/2026-07/admin/…` and `/api/2026-10/admin/…` (or the Emporia-Api-Version header on `/api/v1/admin/…`, which is 2026-07). In 2026-10 the admin lists page by cursor (`limit`, `page_info`, Link header) unless asked for `page`/`per_page`, which answer with Deprecation and Sunset headers. See docs/apps.md and docs/api/changelog.md.',
        license: { name: 'Proprietary', identifier: 'LicenseRef-Emporia' },
      },
    },
    transform: (input) => {
      const { route } = input;
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const tag = ([] as string[]).concat((route.schema as { tags?: string[] } | undefined)?.tags ?? [])[0];
      for (const method of ([] as string[]).concat(route.method)) {
        routes.set(`${method.toLowerCase()} ${path}`, { access: route.config?.access, tag });
      }
      const { security: _ignored, ...schema } = jsonSchemaTransform(input).schema as Record<string, unknown>;
      // Security comes from the route's declared access (document.ts), whatever the route wrote.
      const transformed = { url: input.url, schema };
      // A raw upload has no body schema; without one the document would not say what it takes.
      if (!route.schema?.consumes || transformed.schema.body) return transformed;
      return { ...transformed, schema: { ...transformed.schema, body: {} } };
    },
    transformObject: (input) =>
      finishDocument(jsonSchemaTransformObject(input) as Record<string, unknown>, routes),
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
  });
}
