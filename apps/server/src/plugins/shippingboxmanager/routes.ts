import { idSchema } from '@emporia/contracts/primitives';
import {
  deletedResponseSchema,
  productShippingBoxInputSchema,
  productShippingBoxResponseSchema,
  shippingBoxInputSchema,
  shippingBoxListResponseSchema,
  shippingBoxResponseSchema,
} from '@emporia/contracts/shipping-plugins';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { boxList, changeBox, changeProductBox, createBox, productBox, removeBox } from './service';

const tags = ['admin: plugins'];
const base = '/api/v1/admin/plugin/shippingboxmanager';
const params = z.object({ id: idSchema });

/** Shipping box manager (admin/plugin/shippingboxmanager) and the product form's shipping-box fields. */
export const shippingBoxRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    `${base}/boxes`,
    {
      config: { access: access.staff('plugins') },
      schema: { tags, summary: 'Shipping boxes', response: { 200: shippingBoxListResponseSchema } },
    },
    async (request) => ({
      data: await boxList(request.ctx),
    }),
  );

  app.post(
    `${base}/boxes`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Add a shipping box',
        body: shippingBoxInputSchema,
        response: { 201: shippingBoxResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createBox(request.ctx, request.body) }),
  );

  app.put(
    `${base}/boxes/:id`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Change a shipping box',
        params,
        body: shippingBoxInputSchema,
        response: { 200: shippingBoxResponseSchema },
      },
    },
    async (request) => ({ data: await changeBox(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    `${base}/boxes/:id`,
    {
      config: { access: access.staff('plugins') },
      schema: { tags, summary: 'Delete a shipping box', params, response: { 200: deletedResponseSchema } },
    },
    async (request) => {
      await removeBox(request.ctx, request.params.id);
      return { message: 'Deleted!' };
    },
  );

  // Edited from the admin product form, so guarded like the catalogue rather than the plugins.
  app.get(
    `${base}/products/:id`,
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: "A product's shipping-box fields",
        params,
        response: { 200: productShippingBoxResponseSchema },
      },
    },
    async (request) => ({ data: await productBox(request.ctx, request.params.id) }),
  );

  app.put(
    `${base}/products/:id`,
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: "Save a product's shipping-box fields",
        params,
        body: productShippingBoxInputSchema,
        response: { 200: productShippingBoxResponseSchema },
      },
    },
    async (request) => ({ data: await changeProductBox(request.ctx, request.params.id, request.body) }),
  );
};
