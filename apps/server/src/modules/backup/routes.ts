import { createReadStream } from 'node:fs';
import type { Readable } from 'node:stream';
import {
  backupNameParamsSchema,
  backupOverviewResponseSchema,
  backupResponseSchema,
  backupRestoreResponseSchema,
  backupRestoreSchema,
  backupScheduleResponseSchema,
  backupScheduleSchema,
} from '@emporia/contracts/backup';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { access } from '../../platform/auth/access';
import { badRequest } from '../../platform/errors';
import {
  backupFileOf,
  backupOverview,
  createBackup,
  deleteBackup,
  restoreBackup,
  saveSchedule,
  uploadBackup,
} from './service';

const tags = ['admin settings'];
const security = [{ bearer: [] }];

/** setting/backup: the shop's archives (make, list, download, upload, restore, delete) and the daily schedule. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  // An uploaded archive is streamed to disk as it arrives, never held whole in memory.
  app.addContentTypeParser(
    ['application/gzip', 'application/x-gzip', 'application/octet-stream'],
    (_request, payload, done) => done(null, payload),
  );
  const config = { access: access.staff('settings') };

  app.get(
    '/api/v1/admin/backups',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'The shop’s kept backups and the daily schedule',
        response: { 200: backupOverviewResponseSchema },
      },
    },
    async (request) => ({ data: await backupOverview(request.ctx) }),
  );

  app.post(
    '/api/v1/admin/backups',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Back the shop up now (one consistent snapshot)',
        response: { 201: backupResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createBackup(request.ctx) }),
  );

  app.post(
    '/api/v1/admin/backups/upload',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Keep an uploaded archive (checked whole first) to restore it',
        response: { 201: backupResponseSchema },
      },
    },
    async (request, reply) => {
      const body = request.body as Readable | undefined;
      if (!body || typeof (body as Readable).pipe !== 'function') {
        throw badRequest('Send the archive as the request body (Content-Type application/gzip).');
      }
      return reply.code(201).send({ data: await uploadBackup(request.ctx, body) });
    },
  );

  app.get(
    '/api/v1/admin/backups/:name',
    {
      config,
      schema: { tags, security, summary: 'Download a kept backup (.tar.gz)', params: backupNameParamsSchema },
    },
    async (request, reply) => {
      const file = backupFileOf(request.ctx, request.params.name);
      return reply
        .type('application/gzip')
        .header(
          'content-disposition',
          `attachment; filename="${request.ctx.shop.subdomain}-${request.params.name}"`,
        )
        .header('cache-control', 'no-store')
        .send(createReadStream(file));
    },
  );

  app.delete(
    '/api/v1/admin/backups/:name',
    { config, schema: { tags, security, summary: 'Delete a kept backup', params: backupNameParamsSchema } },
    async (request, reply) => {
      deleteBackup(request.ctx, request.params.name);
      return reply.code(204).send();
    },
  );

  app.post(
    '/api/v1/admin/backups/:name/restore',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Restore a kept backup over this shop, or into a new shop; all or nothing',
        params: backupNameParamsSchema,
        body: backupRestoreSchema,
        response: { 200: backupRestoreResponseSchema },
      },
    },
    async (request) => ({ data: await restoreBackup(request.ctx, request.params.name, request.body) }),
  );

  app.put(
    '/api/v1/admin/backups/schedule',
    {
      config,
      schema: {
        tags,
        security,
        summary: 'Daily backups on or off, and the days they are kept',
        body: backupScheduleSchema,
        response: { 200: backupScheduleResponseSchema },
      },
    },
    async (request) => ({ data: await saveSchedule(request.ctx, request.body) }),
  );
};
