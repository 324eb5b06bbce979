import {
  adminOptionListResponseSchema,
  adminOptionResponseSchema,
  adminOptionValueResponseSchema,
  optionInputSchema,
  optionValueInputSchema,
} from '@emporia/contracts/catalog-admin';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { useEtags } from '../etags';
import { recordChangesOfWrites } from '../read-cache';
import {
  createOption,
  createOptionValue,
  deleteOption,
  deleteOptionValue,
  getOption,
  listOptions,
  updateOption,
  updateOptionValue,
} from './admin-service';

const idParams = z.object({ id: idSchema });
const valueParams = idParams.extend({ valueId: idSchema });
const okSchema = z.object({ message: z.string() });
const tags = ['admin catalog'];

/** Admin setting/option and option-{id}/value. */
export const adminOptionRoutes: FastifyPluginAsyncZod = async (app) => {
  useEtags(app);
  recordChangesOfWrites(app);

  app.get(
    '/api/v1/admin/options',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Product options with their values',
        response: { 200: adminOptionListResponseSchema },
      },
    },
    async (request) => ({ data: await listOptions(request.ctx) }),
  );
  app.post(
    '/api/v1/admin/options',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Create an option',
        body: optionInputSchema,
        response: { 201: adminOptionResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await createOption(request.ctx, request.body);
      return reply.code(201).send({ data: await getOption(request.ctx, id) });
    },
  );
  app.get(
    '/api/v1/admin/options/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'An option and its values',
        params: idParams,
        response: { 200: adminOptionResponseSchema },
      },
    },
    async (request) => ({ data: await getOption(request.ctx, request.params.id) }),
  );
  app.put(
    '/api/v1/admin/options/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Save an option',
        params: idParams,
        body: optionInputSchema,
        response: { 200: adminOptionResponseSchema },
      },
    },
    async (request) => {
      await updateOption(request.ctx, request.params.id, request.body);
      return { data: await getOption(request.ctx, request.params.id) };
    },
  );
  app.delete(
    '/api/v1/admin/options/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete an option and its values',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteOption(request.ctx, request.params.id);
      return { message: 'The option was deleted.' };
    },
  );
  app.post(
    '/api/v1/admin/options/:id/values',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Add a value',
        params: idParams,
        body: optionValueInputSchema,
        response: { 201: adminOptionValueResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await createOptionValue(request.ctx, request.params.id, request.body) }),
  );
  app.put(
    '/api/v1/admin/options/:id/values/:valueId',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Save a value',
        params: valueParams,
        body: optionValueInputSchema,
        response: { 200: adminOptionValueResponseSchema },
      },
    },
    async (request) => ({
      data: await updateOptionValue(request.ctx, request.params.id, request.params.valueId, request.body),
    }),
  );
  app.delete(
    '/api/v1/admin/options/:id/values/:valueId',
    {
      config: { access: access.staff('catalog') },
      schema: { tags, summary: 'Delete a value', params: valueParams, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteOptionValue(request.ctx, request.params.id, request.params.valueId);
      return { message: 'The value was deleted.' };
    },
  );
};
