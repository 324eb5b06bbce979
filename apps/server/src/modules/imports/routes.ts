import { scopeCovers } from '@emporia/contracts/app-scopes';
import { errorCodes } from '@emporia/contracts/errors';
import {
  type ImportKind,
  importCreatedResponseSchema,
  importIdParamsSchema,
  importListResponseSchema,
  importRequestSchema,
  importResponseSchema,
} from '@emporia/contracts/imports';
import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readConfig } from '../../config';
import { access } from '../../kernel/auth/access';
import { staffMay } from '../../kernel/auth/guards';
import type { RequestContext } from '../../kernel/context';
import { AppError, badRequest, forbidden, validationFailed } from '../../kernel/errors';
import { originOf } from '../../kernel/request-origin';
import { runtimeConfig } from '../../kernel/runtime-config';
import { createImport, getImport, listImports, reportCsv } from './service';
import { announceImport } from './worker';

const tags = ['admin catalog'];
// Products are the catalogue's, customers and orders their areas': each kind is checked below.
const config = { access: access.staff('catalog', 'customers', 'orders') };

/**
 * An import is a create: it needs the permission (or app scope) of making what it imports; seeing
 * an import and its report needs the permission (or read scope) of seeing what it made.
 */
const permissionOf = { products: 'catalog', customers: 'customers', orders: 'orders' } as const;
const resourceOf = { products: 'products', customers: 'customers', orders: 'orders' } as const;

function refusalOf(ctx: RequestContext, kind: ImportKind, access: 'read' | 'write'): string | undefined {
  const { actor } = ctx;
  if (actor.kind === 'app') {
    const scope = `${access}_${resourceOf[kind]}` as const;
    return scopeCovers(actor.scopes, scope) ? undefined : `This app lacks the ${scope} scope.`;
  }
  return staffMay(ctx, permissionOf[kind])
    ? undefined
    : `Importing ${kind} needs the ${permissionOf[kind]} permission.`;
}

function assertMayImport(ctx: RequestContext, kind: ImportKind, access: 'read' | 'write'): void {
  const refusal = refusalOf(ctx, kind, access);
  if (refusal) throw forbidden(refusal);
}

const maxUploadBytes = () => Math.round((runtimeConfig() ?? readConfig()).IMPORT_UPLOAD_MAX_MB * 1024 * 1024);

const tooLarge = (max: number) =>
  new AppError(
    413,
    errorCodes.payloadTooLarge,
    `An import file may be at most ${Math.round(max / 1024 / 1024)} MB.`,
  );

/** The upload, in a scope of its own: only this route reads multipart bodies. */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  await app.register(multipart, {
    limits: { files: 1, fields: 10, fileSize: maxUploadBytes(), fieldSize: 1024 },
  });
  app.post(
    '/api/v1/admin/imports',
    {
      config,
      schema: {
        tags,
        consumes: ['multipart/form-data'],
        summary:
          'Import an export of another platform (multipart: source, kind, file, dry_run, update_existing, publish); answers its id',
        response: { 202: importCreatedResponseSchema },
      },
    },
    async (request, reply) => {
      if (!request.isMultipart())
        throw badRequest('Send the file as multipart/form-data with source, kind and file.');
      const fields: Record<string, string> = {};
      let file: { name: string; bytes: Buffer } | undefined;
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            const bytes = await part.toBuffer();
            if (part.file.truncated) throw tooLarge(maxUploadBytes());
            file = { name: part.filename, bytes };
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (error) {
        if (error instanceof AppError) throw error;
        const code = (error as { code?: string }).code;
        if (code === 'FST_REQ_FILE_TOO_LARGE') throw tooLarge(maxUploadBytes());
        throw badRequest('The upload could not be read. Please try again.');
      }
      const parsed = importRequestSchema.safeParse(fields);
      if (!parsed.success) {
        const problems = Object.fromEntries(
          parsed.error.issues.map((i) => [String(i.path[0] ?? 'form'), i.message]),
        );
        throw validationFailed('Choose the source and kind of the import.', problems);
      }
      if (!file) throw validationFailed('Choose the export file to import.', { file: 'Missing.' });
      assertMayImport(request.ctx, parsed.data.kind, 'write');
      const id = await createImport(request.ctx, {
        source: parsed.data.source,
        kind: parsed.data.kind,
        dryRun: parsed.data.dry_run,
        options: {
          update_existing: parsed.data.update_existing,
          publish: parsed.data.publish,
          count_in_sales: parsed.data.count_in_sales,
        },
        fileName: file.name,
        bytes: file.bytes,
        origin: originOf(request),
      });
      await announceImport(request.ctx.db);
      return reply.code(202).send({ id });
    },
  );
};

/** Admin → Catalog → Import: moving products in from Shopify and WooCommerce exports. */
export const importRoutes: FastifyPluginAsyncZod = async (app) => {
  await app.register(uploadRoute);
  app.get(
    '/api/v1/admin/imports',
    {
      config,
      schema: { tags, summary: 'Past imports, newest first', response: { 200: importListResponseSchema } },
    },
    async (request) => ({
      // Only the imports of what the staff member or app may see.
      data: (await listImports(request.ctx)).filter((i) => !refusalOf(request.ctx, i.kind, 'read')),
      max_upload_bytes: maxUploadBytes(),
    }),
  );
  app.get(
    '/api/v1/admin/imports/:id',
    {
      config,
      schema: {
        tags,
        summary: "An import's state, counts, preview and report rows",
        params: importIdParamsSchema,
        response: { 200: importResponseSchema },
      },
    },
    async (request) => {
      const found = await getImport(request.ctx, request.params.id);
      assertMayImport(request.ctx, found.kind, 'read');
      return { data: found };
    },
  );
  app.get(
    '/api/v1/admin/imports/:id/report.csv',
    { config, schema: { tags, summary: "An import's report as CSV", params: importIdParamsSchema } },
    async (request, reply) => {
      assertMayImport(request.ctx, (await getImport(request.ctx, request.params.id)).kind, 'read');
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="import-${request.params.id}-report.csv"`)
        .header('cache-control', 'no-store')
        .send(await reportCsv(request.ctx, request.params.id));
    },
  );
};
