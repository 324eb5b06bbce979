import { pickerQuerySchema, pickerResponseSchema } from '@emporia/contracts/picker';
import {
  brandingResponseSchema,
  themeParamsSchema,
  themePreviewBodySchema,
  themePreviewResponseSchema,
  themeResponseSchema,
  themeSettingsSchema,
  themesResponseSchema,
} from '@emporia/contracts/theme';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import {
  acceptRawPictures,
  categoryChoices,
  homePage,
  manufacturerChoices,
  pictureBodyTypes,
  productChoices,
  uploadBodyLimit,
  uploadedBytes,
} from '../catalog';
import { removeFavicon, removeLogo, saveFavicon, saveLogo } from './branding';
import { checkedHomeSections } from './home-sections';
import { activateTheme, listThemes, readTheme, saveThemeSettings } from './themes';

const tags = ['admin appearance'];
const security = [{ bearer: [] }];
const config = { access: access.staff('appearance') };
const anyThemeParams = z.object({ theme: z.string().max(64) });

/** /api/v1/admin/appearance/…: the shop's themes, its logo and its favicon (appearance/theme). */
export const themeRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawPictures(app);

  app.get(
    '/api/v1/admin/appearance/themes',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The built-in themes with the shop’s settings of each, which one is live, logo and favicon',
        response: { 200: themesResponseSchema },
      },
    },
    async (request) => ({ data: await listThemes(request.ctx) }),
  );

  app.get(
    '/api/v1/admin/appearance/themes/:theme',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'One theme’s settings (an unknown theme is 404)',
        params: anyThemeParams,
        response: { 200: themeResponseSchema },
      },
    },
    async (request) => ({ data: await readTheme(request.ctx, request.params.theme) }),
  );

  app.put(
    '/api/v1/admin/appearance/themes/:theme',
    {
      config,
      schema: {
        tags,
        security,
        summary:
          'Save a theme’s colours, fonts, button radius and home sections; the live theme shows at once',
        params: themeParamsSchema,
        body: themeSettingsSchema,
        response: { 200: themeResponseSchema },
      },
    },
    async (request) => ({ data: await saveThemeSettings(request.ctx, request.params.theme, request.body) }),
  );

  app.post(
    '/api/v1/admin/appearance/themes/:theme/preview',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'What unsaved home sections would show (the editor’s live preview); nothing is saved',
        params: themeParamsSchema,
        body: themePreviewBodySchema,
        response: { 200: themePreviewResponseSchema },
      },
    },
    async (request) => {
      const sections = await checkedHomeSections(request.ctx, request.body.home_sections);
      return { data: { home_sections: sections, home: await homePage(request.ctx, null, sections) } };
    },
  );

  const choices = {
    products: productChoices,
    categories: categoryChoices,
    manufacturers: manufacturerChoices,
  };
  app.get(
    '/api/v1/admin/appearance/section-choices/:kind',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Products, categories or manufacturers a featured-products section may show',
        params: z.object({ kind: z.enum(['products', 'categories', 'manufacturers']) }),
        querystring: pickerQuerySchema,
        response: { 200: pickerResponseSchema },
      },
    },
    async (request) => ({ data: await choices[request.params.kind](request.ctx, request.query) }),
  );

  app.post(
    '/api/v1/admin/appearance/themes/:theme/activate',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Make this theme the one shoppers see',
        params: themeParamsSchema,
        response: { 200: themeResponseSchema },
      },
    },
    async (request) => ({ data: await activateTheme(request.ctx, request.params.theme) }),
  );

  const upload = (summary: string) => ({
    config,
    bodyLimit: uploadBodyLimit,
    schema: {
      tags,
      security,
      summary,
      consumes: pictureBodyTypes,
      response: { 200: brandingResponseSchema },
    },
  });
  const remove = (summary: string) => ({
    config,
    schema: { tags, security, summary, response: { 200: brandingResponseSchema } },
  });

  app.put(
    '/api/v1/admin/appearance/logo',
    upload('Upload the shop’s logo (raw image body, or JSON { filename, data: base64 }; at most 2 MB)'),
    async (request) => ({ data: await saveLogo(request.ctx, uploadedBytes(request.body)) }),
  );
  app.delete(
    '/api/v1/admin/appearance/logo',
    remove('Show the shop’s name instead of a logo'),
    async (request) => ({
      data: await removeLogo(request.ctx),
    }),
  );
  app.put(
    '/api/v1/admin/appearance/favicon',
    upload('Upload the shop’s icon (a square picture; stored as a 32×32 favicon.ico; at most 2 MB)'),
    async (request) => ({ data: await saveFavicon(request.ctx, uploadedBytes(request.body)) }),
  );
  app.delete(
    '/api/v1/admin/appearance/favicon',
    remove('Go back to the platform’s icon'),
    async (request) => ({ data: await removeFavicon(request.ctx) }),
  );
};
