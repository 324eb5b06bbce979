import { idSchema } from '@emporia/contracts/primitives';
import {
  advancedShipperMethodInputSchema,
  advancedShipperMethodListResponseSchema,
  advancedShipperMethodResponseSchema,
  advancedShipperRegionInputSchema,
  advancedShipperRegionListResponseSchema,
  advancedShipperRegionResponseSchema,
  deletedResponseSchema,
} from '@emporia/contracts/shipping-plugins';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import {
  changeMethod,
  changeRegion,
  createMethod,
  createRegion,
  methodDetails,
  methodList,
  regionDetails,
  regionList,
  removeMethod,
  removeRegion,
} from './service';

const tags = ['admin: plugins'];
const base = '/api/v1/admin/plugin/advancedshipper/methods';
const id = idSchema;
const methodParams = z.object({ id });
const regionParams = z.object({ id, rid: id });

/** Advanced Shipper (admin/plugin/advancedshipper): methods and their regions with rate tables. */
export const advancedShipperRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Advanced Shipper methods',
        response: { 200: advancedShipperMethodListResponseSchema },
      },
    },
    async (request) => ({
      data: await methodList(request.ctx),
    }),
  );

  app.post(
    base,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Create an Advanced Shipper method',
        body: advancedShipperMethodInputSchema,
        response: { 201: advancedShipperMethodResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createMethod(request.ctx, request.body) }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'An Advanced Shipper method',
        params: methodParams,
        response: { 200: advancedShipperMethodResponseSchema },
      },
    },
    async (request) => ({ data: await methodDetails(request.ctx, request.params.id) }),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Change an Advanced Shipper method',
        params: methodParams,
        body: advancedShipperMethodInputSchema,
        response: { 200: advancedShipperMethodResponseSchema },
      },
    },
    async (request) => ({ data: await changeMethod(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Delete an Advanced Shipper method and its regions',
        params: methodParams,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) => {
      await removeMethod(request.ctx, request.params.id);
      return { message: 'Deleted!' };
    },
  );

  app.get(
    `${base}/:id/regions`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: "A method's regions",
        params: methodParams,
        response: { 200: advancedShipperRegionListResponseSchema },
      },
    },
    async (request) => ({ data: await regionList(request.ctx, request.params.id) }),
  );

  app.post(
    `${base}/:id/regions`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Add a region with its rate table',
        params: methodParams,
        body: advancedShipperRegionInputSchema,
        response: { 201: advancedShipperRegionResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createRegion(request.ctx, request.params.id, request.body) }),
  );

  app.get(
    `${base}/:id/regions/:rid`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'A region with its rate table',
        params: regionParams,
        response: { 200: advancedShipperRegionResponseSchema },
      },
    },
    async (request) => ({ data: await regionDetails(request.ctx, request.params.id, request.params.rid) }),
  );

  app.put(
    `${base}/:id/regions/:rid`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Change a region and its rate table',
        params: regionParams,
        body: advancedShipperRegionInputSchema,
        response: { 200: advancedShipperRegionResponseSchema },
      },
    },
    async (request) => ({
      data: await changeRegion(request.ctx, request.params.id, request.params.rid, request.body),
    }),
  );

  app.delete(
    `${base}/:id/regions/:rid`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Delete a region',
        params: regionParams,
        response: { 200: deletedResponseSchema },
      },
    },
    async (request) => {
      await removeRegion(request.ctx, request.params.id, request.params.rid);
      return { message: 'Deleted!' };
    },
  );
};
