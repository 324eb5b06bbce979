import {
  adminRestockListQuerySchema,
  adminRestockListResponseSchema,
} from '@emporia/contracts/catalog-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../../kernel/auth/access';
import { useEtags } from '../etags';
import { listSubscriptions } from './queries';

/** Admin product/restock: who waits for what, and who was told. */
export const adminRestockRoutes: FastifyPluginAsyncZod = async (app) => {
  useEtags(app);

  app.get(
    '/api/v1/admin/restock',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags: ['admin catalog'],
        security: [{ bearer: [] }],
        summary: 'Restock subscriptions with their status',
        querystring: adminRestockListQuerySchema,
        response: { 200: adminRestockListResponseSchema },
      },
    },
    async (request) => {
      const { ctx } = request;
      const { status, page, per_page } = request.query;
      const rows = await listSubscriptions(ctx.db, ctx.shop.id, ctx.shop.defaultLanguage, {
        status,
        page,
        per_page,
      });
      return {
        data: rows.map((r) => ({
          id: r.id,
          product_id: r.product_id,
          product_name: r.product_name ?? r.sku,
          sku: r.sku,
          quantity: r.quantity,
          email: r.email,
          name: r.name,
          locale: r.locale,
          status: r.status,
          created_at: new Date(r.created_at).toISOString(),
          notified_at: r.notified_at ? new Date(r.notified_at).toISOString() : null,
        })),
        meta: { total: rows[0]?.total ?? 0, page, per_page },
      };
    },
  );
};
