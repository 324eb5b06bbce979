import {
  menuHandleSchema,
  menuListResponseSchema,
  menuResponseSchema,
  menuSaveSchema,
  menuTargetsResponseSchema,
} from '@emporia/contracts/menus';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { listMenus, menuTargets, readMenu, resetMenu, saveMenu } from './service';

const handleParams = z.object({ handle: menuHandleSchema });

/** appearance/menu: the header bar and the footer block, edited as whole trees. */
export const menuRoutes: FastifyPluginAsyncZod = async (app) => {
  const staff = { access: access.staff('appearance') };
  const tags = ['admin appearance'];
  const security = [{ bearer: [] }];

  app.get(
    '/api/v1/admin/menus',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'The shop’s menus with their item counts',
        response: { 200: menuListResponseSchema },
      },
    },
    async (request) => ({ data: await listMenus(request.ctx) }),
  );

  app.get(
    '/api/v1/admin/menus/targets',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Categories, manufacturers and articles a menu item can point at',
        response: { 200: menuTargetsResponseSchema },
      },
    },
    async (request) => ({ data: await menuTargets(request.ctx) }),
  );

  app.get(
    '/api/v1/admin/menus/:handle',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'One menu as a tree, items whose target is gone flagged',
        params: handleParams,
        response: { 200: menuResponseSchema },
      },
    },
    async (request) => ({ data: await readMenu(request.ctx, request.params.handle) }),
  );

  app.put(
    '/api/v1/admin/menus/:handle',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Save a whole menu tree (replaces its items)',
        params: handleParams,
        body: menuSaveSchema,
        response: { 200: menuResponseSchema },
      },
    },
    async (request) => ({ data: await saveMenu(request.ctx, request.params.handle, request.body) }),
  );

  app.delete(
    '/api/v1/admin/menus/:handle',
    {
      config: staff,
      schema: {
        tags,
        security,
        summary: 'Forget a menu: the storefront shows its default links again',
        params: handleParams,
        response: { 200: menuResponseSchema },
      },
    },
    async (request) => ({ data: await resetMenu(request.ctx, request.params.handle) }),
  );
};
