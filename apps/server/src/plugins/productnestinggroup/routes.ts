import { idSchema } from '@emporia/contracts/primitives';
import {
  deletedResponseSchema,
  nestingGroupInputSchema,
  nestingGroupListResponseSchema,
  nestingGroupResponseSchema,
} from '@emporia/contracts/shipping-plugins';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { changeGroup, createGroup, groupDetails, groupList, removeGroup } from './service';

const tags = ['admin: plugins'];
const base = '/api/v1/admin/plugin/productnestinggroup/groups';
const params = z.object({ id: idSchema });

/** Product nesting groups (admin/plugin/productnestinggroup): products that nest count once for volume. */
export const nestingGroupRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    base,
    {
      config: { access: access.staff('plugins') },
      schema: { tags, summary: 'Product nesting groups', response: { 200: nestingGroupListResponseSchema } },
    },
    async (request) => ({
      data: await groupList(request.ctx),
    }),
  );

  app.post(
    base,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Create a nesting group',
        body: nestingGroupInputSchema,
        response: { 201: nestingGroupResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createGroup(request.ctx, request.body) }),
  );

  app.get(
    `${base}/:id`,
    {
      config: { access: access.staff('plugins') },
      schema: { tags, summary: 'A nesting group', params, response: { 200: nestingGroupResponseSchema } },
    },
    async (request) => ({ data: await groupDetails(request.ctx, request.params.id) }),
  );

  app.put(
    `${base}/:id`,
    {
      config: { access: access.staff('plugins') },
      schema: {
        tags,
        summary: 'Change a nesting group',
        params,
        body: nestingGroupInputSchema,
        response: { 200: nestingGroupResponseSchema },
      },
    },
    async (request) => ({ data: await changeGroup(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    `${base}/:id`,
    {
      config: { access: access.staff('plugins') },
      schema: { tags, summary: 'Delete a nesting group', params, response: { 200: deletedResponseSchema } },
    },
    async (request) => {
      await removeGroup(request.ctx, request.params.id);
      return { message: 'Deleted!' };
    },
  );
};
