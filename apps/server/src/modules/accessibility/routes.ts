import {
  accessibilityStatementInputSchema,
  accessibilityStatementSettingsResponseSchema,
  accessibilityStatementViewResponseSchema,
} from '@emporia/contracts/accessibility-statement';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { registerActivityKind } from '../logs';
import { readStatementSettings, saveStatementSettings, statementView } from './service';

/**
 * The shop's accessibility statement (EAA Annex V): its settings in the admin (setting/accessibility,
 * permission settings) and the statement shoppers read at /accessibility.
 */
export const accessibilityRoutes: FastifyPluginAsyncZod = async (app) => {
  registerActivityKind({
    kind: 'setting:accessibility-statement',
    noun: 'settings',
    name: () => 'Accessibility statement',
    path: () => 'setting/accessibility',
  });

  app.get(
    '/api/v1/storefront/accessibility-statement',
    {
      config: { access: access.public },
      schema: {
        tags: ['storefront pages'],
        summary: 'The shop’s accessibility statement, in the asked language where it is translated',
        querystring: z.object({ locale: z.string().max(10).optional() }),
        response: { 200: accessibilityStatementViewResponseSchema },
      },
    },
    async (request) => ({
      data: await statementView(request.ctx, request.query.locale || request.ctx.shop.defaultLanguage),
    }),
  );

  const route = {
    config: { access: access.staff('settings') },
    schema: { tags: ['admin settings'], security: [{ bearer: [] }] },
  };
  app.get(
    '/api/v1/admin/settings/accessibility-statement',
    {
      ...route,
      schema: {
        ...route.schema,
        summary: 'The accessibility statement’s settings (defaults until first saved)',
        response: { 200: accessibilityStatementSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await readStatementSettings(request.ctx) }),
  );
  app.put(
    '/api/v1/admin/settings/accessibility-statement',
    {
      ...route,
      schema: {
        ...route.schema,
        summary:
          'Set the accessibility statement: conformance, known exceptions, contact, enforcement body, date',
        body: accessibilityStatementInputSchema,
        response: { 200: accessibilityStatementSettingsResponseSchema },
      },
    },
    async (request) => ({ data: await saveStatementSettings(request.ctx, request.body) }),
  );
};
