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
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { readConfig } from '../../config';
import { access } from '../../kernel/auth/access';
import { badRequest } from '../../kernel/errors';
import { runtimeConfig } from '../../kernel/runtime-config';
import { registerSettingsSummary } from '../settings';
import { newShopRateLimit } from '../signup';
import {
  backupFileOf,
  backupOverview,
  createBackup,
  deleteBackup,
  restoreBackup,
  saveSchedule,
  uploadBackup,
} from './service';
import { backupSettingsSummary } from './settings-summary';

const tags = ['admin settings'];
const security = [{ bearer: [] }];

const config = { access: access.staff('settings') };
const isNewShop = (request: FastifyRequest) =>
  (request.body as { target?: unknown } | undefined)?.target === 'new';
/** What the admin sends (application/gzip) and what other clients name a .tar.gz. */
const archiveTypes = ['application/gzip', 'application/x-gzip', 'application/octet-stream'];
const uploads = new WeakMap<FastifyRequest, Readable>();

/**
 * The upload, in a scope of its own: only the archive's types are accepted (anything else is a
 * 415), and the body is no parsed value but the request's stream, written to disk as it arrives
 * (ADR 0102). The checks every parsed body gets (request-hygiene.ts) thus never walk it, and
 * no other route takes these types.
 */
const uploadRoute: FastifyPluginAsyncZod = async (app) => {
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(archiveTypes, (request, payload, done) => {
    uploads.set(request, payload);
    done(null);
  });
  app.post(
    '/api/v1/admin/backups/upload',
    {
      config,
      schema: {
        tags,
        security,
        consumes: archiveTypes,
        summary: 'Keep an uploaded archive (the .tar.gz as the body; checked whole first) to restore it',
        response: { 201: backupResponseSchema },
      },
    },
    async (request, reply) => {
      const body = uploads.get(request);
      if (!body) throw badRequest('Send the archive as the request body (Content-Type application/gzip).');
      try {
        const kept = await uploadBackup(request.ctx, body, request.headers['content-length']);
        return reply.code(201).send({ data: kept });
      } catch (error) {
        // The rest of a refused body is not read: the connection closes after the answer.
        if (!body.readableEnded) reply.header('connection', 'close');
        throw error;
      }
    },
  );
};

/** setting/backup: the shop's archives (make, list, download, upload, restore, delete) and the daily schedule. */
export const backupRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsSummary('setting/backup', backupSettingsSummary);
  await app.register(uploadRoute);
  const perHour = (runtimeConfig() ?? readConfig()).SIGNUPS_PER_HOUR;

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
      // A new shop counts against the sign-up's limit per client address (ADR 0102).
      config: { ...config, rateLimit: newShopRateLimit(perHour, isNewShop) },
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
