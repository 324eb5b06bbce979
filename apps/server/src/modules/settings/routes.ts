import { settingsSummariesResponseSchema } from '@emporia/contracts/settings-summaries';
import { socialLinksResponseSchema, socialLinksSchema } from '@emporia/contracts/social';
import { wordingQuerySchema, wordingResponseSchema, wordingSaveSchema } from '@emporia/contracts/wording';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { registerActivityKind } from '../logs';
import { readSocialLinks, saveSocialLinks } from './social-links';
import { settingsSummaries } from './summaries';
import { readWording, saveWording } from './wording';

export const settingsRoutes: FastifyPluginAsyncZod = async (app) => {
  registerActivityKind({
    kind: 'setting:social',
    noun: 'settings',
    name: () => 'Social links',
    path: () => 'setting/social',
  });
  const appearance = { access: access.staff('appearance') };
  app.get(
    '/api/v1/admin/wording',
    {
      config: appearance,
      schema: {
        tags: ['admin appearance'],
        security: [{ bearer: [] }],
        summary: 'The shop’s own storefront texts of a language (SPEC §9 text overrides)',
        querystring: wordingQuerySchema,
        response: { 200: wordingResponseSchema },
      },
    },
    async (request) => ({ data: await readWording(request.ctx, request.query.locale) }),
  );

  app.put(
    '/api/v1/admin/wording',
    {
      config: appearance,
      schema: {
        tags: ['admin appearance'],
        security: [{ bearer: [] }],
        summary: 'Change storefront texts: a text replaces the default, null brings it back',
        body: wordingSaveSchema,
        response: { 200: wordingResponseSchema },
      },
    },
    async (request) => ({ data: await saveWording(request.ctx, request.body) }),
  );

  const settings = { access: access.staff('settings') };
  app.get(
    '/api/v1/admin/settings/social',
    {
      config: settings,
      schema: {
        tags: ['admin settings'],
        security: [{ bearer: [] }],
        summary: 'The shop’s social profile addresses (shown in the storefront footer)',
        response: { 200: socialLinksResponseSchema },
      },
    },
    async (request) => ({ data: await readSocialLinks(request.ctx) }),
  );

  app.put(
    '/api/v1/admin/settings/social',
    {
      config: settings,
      schema: {
        tags: ['admin settings'],
        security: [{ bearer: [] }],
        summary: 'Save the shop’s social profile addresses (an empty one for none)',
        body: socialLinksSchema,
        response: { 200: socialLinksResponseSchema },
      },
    },
    async (request) => ({ data: await saveSocialLinks(request.ctx, request.body) }),
  );

  app.get(
    '/api/v1/admin/settings/summaries',
    {
      config: settings,
      schema: {
        tags: ['admin settings'],
        security: [{ bearer: [] }],
        summary: 'One line per settings area on what is set up now (the settings index)',
        response: { 200: settingsSummariesResponseSchema },
      },
    },
    async (request) => ({
      data: await settingsSummaries(request.ctx, (detail, message) => request.log.warn(detail, message)),
    }),
  );
};
