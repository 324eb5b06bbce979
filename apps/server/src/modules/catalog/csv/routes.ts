import { productImportResponseSchema, productImportSchema } from '@emporia/contracts/catalog-admin';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { originOf } from '../../../kernel/request-origin';
import { exportProductsCsv } from './export';
import { importProducts } from './import';

const tags = ['admin catalog'];

/** CSV export and import of products (the admin sends parsed rows in batches and shows progress). */
export const adminCsvRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/admin/products/export.csv',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'All products and variants as CSV',
        querystring: z.object({
          locale: z
            .string()
            .regex(/^[a-z]{2}(?:-[A-Z]{2})?$/)
            .optional(),
        }),
      },
    },
    async (request, reply) => {
      const csv = await exportProductsCsv(
        request.ctx,
        request.query.locale ?? request.ctx.shop.defaultLanguage,
      );
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="products-${request.ctx.shop.subdomain}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  app.post(
    '/api/v1/admin/products/import',
    {
      config: { access: access.staff('catalog') },
      bodyLimit: 20 * 1024 * 1024,
      schema: {
        tags,
        summary: 'Import a batch of CSV rows; dry_run reports without saving',
        body: productImportSchema,
        response: { 200: productImportResponseSchema },
      },
    },
    async (request) => {
      const { rows, first_row, dry_run, locale } = request.body;
      const report = await importProducts(request.ctx, rows, {
        firstRow: first_row,
        dryRun: dry_run,
        locale,
        origin: originOf(request),
      });
      return { data: report };
    },
  );
};
