import { errorCodes } from '@emporia/contracts/errors';
import {
  fileChangeSchema,
  fileDeleteQuerySchema,
  fileListQuerySchema,
  fileListResponseSchema,
  fileResponseSchema,
  fileUploadQuerySchema,
  fileUsesResponseSchema,
  folderChangeSchema,
  folderCreateSchema,
  folderResponseSchema,
} from '@emporia/contracts/files';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { AppError } from '../../kernel/errors';
import { registerSettingsSummary } from '../settings';
import { changeFolder, createFolder, deleteFolder } from './folders';
import { fileLimits } from './limits';
import { publicFileRoutes } from './public-routes';
import { changeFile, deleteFile, fileUses, listFiles, uploadFile } from './service';
import { filesSettingsSummary } from './settings-summary';

const idParams = z.object({ id: idSchema });
const okSchema = z.object({ message: z.string() });

/** Uploads are the raw file as the body (any content type), so the browser's progress is exact. */
function uploadedFile(body: unknown): Buffer {
  if (Buffer.isBuffer(body)) return body;
  if (typeof body === 'string') return Buffer.from(body);
  throw new AppError(400, errorCodes.badRequest, 'Send the file itself as the request body.', {
    file: 'Missing.',
  });
}

/** admin setting/file: the shop's file manager; the files themselves at /files/… (public-routes). */
export const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  registerSettingsSummary('setting/file', filesSettingsSummary);
  await app.register(publicFileRoutes);
  app.addContentTypeParser(
    '*',
    { parseAs: 'buffer', bodyLimit: 1024 * 1024 * 1024 },
    (_request, body, done) => done(null, body),
  );

  const settings = { access: access.staff('settings') };
  // Article, banner and theme editors pick files too ("Choose from files").
  const readers = { access: access.staff('settings', 'appearance') };
  const admin = (summary: string) => ({ tags: ['admin settings'], security: [{ bearer: [] }], summary });

  app.get(
    '/api/v1/admin/files',
    {
      config: readers,
      schema: {
        ...admin('A folder of the file manager: its folders, files and the shop’s file space'),
        querystring: fileListQuerySchema,
        response: { 200: fileListResponseSchema },
      },
    },
    async (request) => ({
      data: await listFiles(request.ctx, request.query.folder, request.query.images === '1'),
    }),
  );

  app.post(
    '/api/v1/admin/files',
    {
      config: settings,
      // The service measures the size against FILES_MAX_UPLOAD_MB and answers with its own message.
      bodyLimit: Math.ceil(fileLimits().maxFileBytes) + 1024 * 1024,
      schema: {
        ...admin('Upload a file (the raw bytes as the body) under ?name= into ?folder='),
        // Any file, with whatever type the browser names, or none.
        consumes: ['*/*'],
        querystring: fileUploadQuerySchema,
        response: { 201: fileResponseSchema },
      },
    },
    async (request, reply) => {
      const file = await uploadFile(request.ctx, request.query, uploadedFile(request.body));
      return reply.code(201).send({ data: file });
    },
  );

  app.patch(
    '/api/v1/admin/files/:id',
    {
      config: settings,
      schema: {
        ...admin('Rename or move a file (its public address stays the same)'),
        params: idParams,
        body: fileChangeSchema,
        response: { 200: fileResponseSchema },
      },
    },
    async (request) => ({ data: await changeFile(request.ctx, request.params.id, request.body) }),
  );

  app.get(
    '/api/v1/admin/files/:id/uses',
    {
      config: settings,
      schema: {
        ...admin('Where the file is used (articles, banners, settings, e-mails, products)'),
        params: idParams,
        response: { 200: fileUsesResponseSchema },
      },
    },
    async (request) => ({ data: await fileUses(request.ctx, request.params.id) }),
  );

  app.delete(
    '/api/v1/admin/files/:id',
    {
      config: settings,
      schema: {
        ...admin('Delete a file; 409 while something uses it unless ?force=1'),
        params: idParams,
        querystring: fileDeleteQuerySchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteFile(request.ctx, request.params.id, request.query.force === '1');
      return { message: 'The file was deleted.' };
    },
  );

  app.post(
    '/api/v1/admin/file-folders',
    {
      config: settings,
      schema: {
        ...admin('Create a folder'),
        body: folderCreateSchema,
        response: { 201: folderResponseSchema },
      },
    },
    async (request, reply) => reply.code(201).send({ data: await createFolder(request.ctx, request.body) }),
  );

  app.patch(
    '/api/v1/admin/file-folders/:id',
    {
      config: settings,
      schema: {
        ...admin('Rename or move a folder'),
        params: idParams,
        body: folderChangeSchema,
        response: { 200: folderResponseSchema },
      },
    },
    async (request) => ({ data: await changeFolder(request.ctx, request.params.id, request.body) }),
  );

  app.delete(
    '/api/v1/admin/file-folders/:id',
    {
      config: settings,
      schema: { ...admin('Delete an empty folder'), params: idParams, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteFolder(request.ctx, request.params.id);
      return { message: 'The folder was deleted.' };
    },
  );
};
