import { adminGroupPriceListResponseSchema, setGroupPriceSchema } from '@emporia/contracts/catalog-admin';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { useEtags } from '../etags';
import { groupPrices, setGroupPrice } from './admin-service';

const idParams = z.object({ id: idSchema });
const tags = ['admin catalog'];

/**
 * Admin customer/group-pricing: the own product prices of customer groups.
 * The groups themselves, with their counts, are kept by the customers area
 * (/api/v1/admin/customer-groups, which catalogue staff may read).
 */
export const adminGroupPriceRoutes: FastifyPluginAsyncZod = async (app) => {
  useEtags(app);

  app.get(
    '/api/v1/admin/customer-groups/:id/prices',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: "The group's own prices",
        params: idParams,
        response: { 200: adminGroupPriceListResponseSchema },
      },
    },
    async (request) => ({ data: await groupPrices(request.ctx, request.params.id) }),
  );
  app.put(
    '/api/v1/admin/customer-groups/:id/prices',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: "Set (or with null remove) the group's price of a product",
        params: idParams,
        body: setGroupPriceSchema,
        response: { 200: adminGroupPriceListResponseSchema },
      },
    },
    async (request) => {
      await setGroupPrice(request.ctx, request.params.id, request.body);
      return { data: await groupPrices(request.ctx, request.params.id) };
    },
  );
};
