import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import type { FastifyInstance } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';

/** OpenAPI generated from the zod contracts; served at /api/docs (JSON at /api/docs/json). */
export async function registerOpenApi(app: FastifyInstance, version: string): Promise<void> {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'Emporia API',
        version,
        description: 'Storefront, admin and platform API of Emporia shops.',
      },
      components: {
        securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } },
      },
    },
    transform: (route) => {
      const transformed = jsonSchemaTransform(route);
      // A raw upload has no body schema; without one the document would not say what it takes.
      if (!route.schema?.consumes || transformed.schema.body) return transformed;
      return { ...transformed, schema: { ...transformed.schema, body: {} } };
    },
  });
  await app.register(swaggerUi, {
    routePrefix: '/api/docs',
    uiConfig: { docExpansion: 'list' },
    staticCSP: true,
  });
}
