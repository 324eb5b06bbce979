import { trackingTagsInputSchema, trackingTagsResponseSchema } from '@emporia/contracts/tracking-tags';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { registerActivityKind } from '../logs';
import { readTrackingTags, saveTrackingTags } from './service';

/**
 * setting/general's tags card: the storefront's analytics tag, bot protection and social-ad
 * pixel. `forgetShops` drops this process's cached shops, whose tags the pages and CSP read.
 */
export function trackingTagsRoutes(forgetShops: () => void): FastifyPluginAsyncZod {
  return async (app) => {
    registerActivityKind({
      kind: 'setting:tracking-tags',
      noun: 'settings',
      name: () => 'Tracking tags',
      path: () => 'setting/general',
    });
    const route = {
      config: { access: access.staff('settings') },
      schema: { tags: ['admin settings'], security: [{ bearer: [] }] },
    };
    app.get(
      '/api/v1/admin/settings/tracking-tags',
      {
        ...route,
        schema: {
          ...route.schema,
          summary: 'The storefront’s third-party tags (analytics, bot protection, social-ad pixel)',
          response: { 200: trackingTagsResponseSchema },
        },
      },
      async (request) => ({ data: await readTrackingTags(request.ctx) }),
    );
    app.put(
      '/api/v1/admin/settings/tracking-tags',
      {
        ...route,
        schema: {
          ...route.schema,
          summary: 'Set or clear the storefront’s third-party tags',
          body: trackingTagsInputSchema,
          response: { 200: trackingTagsResponseSchema },
        },
      },
      async (request) => {
        const data = await saveTrackingTags(request.ctx, request.body);
        forgetShops();
        return { data };
      },
    );
  };
}
