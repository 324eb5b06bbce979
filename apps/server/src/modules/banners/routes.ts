import {
  adminBannerListResponseSchema,
  adminBannerResponseSchema,
  bannerInputSchema,
  bannerOrderSchema,
  bannerPictureResponseSchema,
} from '@emporia/contracts/banners';
import { pickerQuerySchema, pickerResponseSchema } from '@emporia/contracts/picker';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import {
  acceptRawPictures,
  categoryChoices,
  pictureBodyTypes,
  uploadBodyLimit,
  uploadedBytes,
} from '../catalog';
import {
  changeBanner,
  createBanner,
  listAdminBanners,
  orderBanners,
  readBanner,
  removeBanner,
  uploadBannerPicture,
} from './service';

const idParams = z.object({ id: idSchema });
const okSchema = z.object({ message: z.string() });
const tags = ['admin appearance'];

/**
 * /api/v1/admin/banners…: the shop's banners (permission `appearance`). Shoppers get the live
 * ones with the storefront config (settings), so no page asks for them separately.
 */
export const bannerRoutes: FastifyPluginAsyncZod = async (app) => {
  acceptRawPictures(app);
  const staff = { access: access.staff('appearance') };

  app.get(
    '/api/v1/admin/banners',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Every banner of the shop, by placement and order, with whether it shows now',
        response: { 200: adminBannerListResponseSchema },
      },
    },
    async (request) => ({ data: await listAdminBanners(request.ctx) }),
  );

  app.get(
    '/api/v1/admin/banners/choices/categories',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Categories a category-top banner may show on (ADR 0038)',
        querystring: pickerQuerySchema,
        response: { 200: pickerResponseSchema },
      },
    },
    async (request) => ({ data: await categoryChoices(request.ctx, request.query) }),
  );

  app.post(
    '/api/v1/admin/banners/pictures',
    {
      config: staff,
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary:
          'Upload a banner picture (raw image body, or JSON { filename, data: base64 }); name its key in a banner',
        consumes: pictureBodyTypes,
        response: { 201: bannerPictureResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await uploadBannerPicture(request.ctx, uploadedBytes(request.body)) }),
  );

  app.put(
    '/api/v1/admin/banners/order',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Order the banners of one placement (the first shows first)',
        body: bannerOrderSchema,
        response: { 200: adminBannerListResponseSchema },
      },
    },
    async (request) => ({
      data: await orderBanners(request.ctx, request.body.placement, request.body.ids),
    }),
  );

  app.get(
    '/api/v1/admin/banners/:id',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'One banner',
        params: idParams,
        response: { 200: adminBannerResponseSchema },
      },
    },
    async (request) => ({ data: await readBanner(request.ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/admin/banners',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Add a banner (last in its placement)',
        body: bannerInputSchema,
        response: { 201: adminBannerResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createBanner(request.ctx, request.body) }),
  );

  app.put(
    '/api/v1/admin/banners/:id',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Change a banner',
        params: idParams,
        body: bannerInputSchema,
        response: { 200: adminBannerResponseSchema },
      },
    },
    async (request) => ({ data: await changeBanner(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/admin/banners/:id',
    {
      config: staff,
      schema: {
        tags,
        security: [{ bearer: [] }],
        summary: 'Delete a banner',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await removeBanner(request.ctx, request.params.id);
      return { message: 'The banner was deleted.' };
    },
  );
};
