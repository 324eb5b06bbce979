import {
  addLanguageSchema,
  defaultLanguageSchema,
  languageChangeSchema,
  languageCodeParamsSchema,
  languageOrderSchema,
  shopLanguagesResponseSchema,
} from '@emporia/contracts/languages';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../kernel/auth/access';
import { registerSettingsSummary } from '../settings';
import {
  addLanguage,
  orderLanguages,
  readShopLanguages,
  removeLanguage,
  setDefaultLanguage,
  setLanguageEnabled,
} from './service';
import { languagesSettingsSummary } from './settings-summary';

const base = '/api/v1/admin/settings/languages';

/** setting/language: the languages a shop offers, their order and its default. */
export const languageRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsSummary('setting/language', languagesSettingsSummary);
  const config = { access: access.staff('settings') };
  const described = (summary: string) => ({
    tags: ['admin settings'],
    security: [{ bearer: [] }],
    summary,
    response: { 200: shopLanguagesResponseSchema },
  });

  app.get(
    base,
    { config, schema: described('The shop’s languages, in order, and its default') },
    async (request) => ({
      data: await readShopLanguages(request.ctx),
    }),
  );

  app.post(
    base,
    {
      config,
      schema: {
        ...described('Add a language (last, enabled); 409 when the shop has it'),
        body: addLanguageSchema,
      },
    },
    async (request) => ({ data: await addLanguage(request.ctx, request.body.code) }),
  );

  app.patch(
    `${base}/:code`,
    {
      config,
      schema: {
        ...described('Enable or disable a language (not the default)'),
        params: languageCodeParamsSchema,
        body: languageChangeSchema,
      },
    },
    async (request) => ({
      data: await setLanguageEnabled(request.ctx, request.params.code, request.body.enabled),
    }),
  );

  app.delete(
    `${base}/:code`,
    {
      config,
      schema: { ...described('Remove a language (not the default)'), params: languageCodeParamsSchema },
    },
    async (request) => ({ data: await removeLanguage(request.ctx, request.params.code) }),
  );

  app.put(
    `${base}/order`,
    { config, schema: { ...described('Put the languages in this order'), body: languageOrderSchema } },
    async (request) => ({ data: await orderLanguages(request.ctx, request.body.codes) }),
  );

  app.put(
    `${base}/default`,
    { config, schema: { ...described('Make an enabled language the default'), body: defaultLanguageSchema } },
    async (request) => ({ data: await setDefaultLanguage(request.ctx, request.body.code) }),
  );
};
