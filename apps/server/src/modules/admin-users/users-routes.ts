import {
  adminRoleFormSchema,
  adminRoleListResponseSchema,
  adminRoleResponseSchema,
  adminUserInviteSchema,
  adminUserListResponseSchema,
  adminUserResponseSchema,
  adminUserUpdateSchema,
} from '@emporia/contracts/admin-users';
import { messageResponseSchema } from '@emporia/contracts/customer-auth';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { adminIdOf } from '../../kernel/auth/guards';
import { shopOriginOf } from '../auth';
import { registerActivityKind } from '../logs';
import { staffActivity } from './activity';
import {
  createRole,
  editRole,
  inviteAdminUser,
  listAdminUsers,
  listRoles,
  removeRole,
  resendInvitation,
  updateAdminUserByAdmin,
} from './users-service';

const tags = ['admin: users'];
const idParams = z.object({ id: idSchema });

/** Admin users page: staff, invitations, roles with per-section permissions. */
export const adminUserRoutes: FastifyPluginAsyncZod = async (app) => {
  registerActivityKind(staffActivity);
  app.get(
    '/api/v1/admin/users',
    {
      config: { access: access.staff('users') },
      schema: { tags, summary: 'The shop’s admins', response: { 200: adminUserListResponseSchema } },
    },
    async (request) => ({ data: await listAdminUsers(request.ctx) }),
  );

  app.post(
    '/api/v1/admin/users',
    {
      config: { access: access.staff('users') },
      schema: {
        tags,
        summary: 'Invite an admin (they choose their password from the e-mail)',
        body: adminUserInviteSchema,
        response: { 201: adminUserResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await inviteAdminUser(request.ctx, request.body, shopOriginOf(request)) }),
  );

  app.put(
    '/api/v1/admin/users/:id',
    {
      config: { access: access.staff('users') },
      schema: {
        tags,
        summary: 'Rename, change role, disable or enable an admin',
        params: idParams,
        body: adminUserUpdateSchema,
        response: { 200: adminUserResponseSchema },
      },
    },
    async (request) => ({
      data: await updateAdminUserByAdmin(request.ctx, adminIdOf(request), request.params.id, request.body),
    }),
  );

  app.post(
    '/api/v1/admin/users/:id/invitation',
    {
      config: { access: access.staff('users') },
      schema: {
        tags,
        summary: 'Send the invitation e-mail again',
        params: idParams,
        response: { 200: messageResponseSchema },
      },
    },
    async (request) => {
      await resendInvitation(request.ctx, request.params.id, shopOriginOf(request));
      return { data: { message: 'The invitation has been sent again.' } };
    },
  );

  app.get(
    '/api/v1/admin/roles',
    {
      config: { access: access.staff('users') },
      schema: {
        tags,
        summary: 'Roles and their permissions',
        response: { 200: adminRoleListResponseSchema },
      },
    },
    async (request) => ({ data: await listRoles(request.ctx) }),
  );

  app.post(
    '/api/v1/admin/roles',
    {
      config: { access: access.staff('users') },
      schema: {
        tags,
        summary: 'Create a role',
        body: adminRoleFormSchema,
        response: { 201: adminRoleResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createRole(request.ctx, request.body) }),
  );

  app.put(
    '/api/v1/admin/roles/:id',
    {
      config: { access: access.staff('users') },
      schema: {
        tags,
        summary: 'Change a role',
        params: idParams,
        body: adminRoleFormSchema,
        response: { 200: adminRoleResponseSchema },
      },
    },
    async (request) => ({ data: await editRole(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/admin/roles/:id',
    {
      config: { access: access.staff('users') },
      schema: { tags, summary: 'Delete a role nobody has', params: idParams },
    },
    async (request, reply) => {
      await removeRole(request.ctx, request.params.id);
      return reply.code(204).send();
    },
  );
};
