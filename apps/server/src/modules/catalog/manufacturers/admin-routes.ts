import {
  adminManufacturerListQuerySchema,
  adminManufacturerListResponseSchema,
  adminManufacturerResponseSchema,
  manufacturerBulkDeleteSchema,
  manufacturerInputSchema,
} from '@emporia/contracts/catalog-admin';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { storePicture, uploadedBytes } from '../admin/pictures';
import { acceptRawPictures, pictureBodyTypes, uploadBodyLimit } from '../admin/upload-parser';
import { useEtags } from '../etags';
import { recordChangesOfWrites } from '../read-cache';
import {
  createManufacturer,
  deleteManufacturer,
  deleteManufacturers,
  getAdminManufacturer,
  listAdminManufacturers,
  setManufacturerLogo,
  updateManufacturer,
} from './admin-service';

const idParams = z.object({ id: idSchema });
const okSchema = z.object({ message: z.string() });
const tags = ['admin catalog'];

export const adminManufacturerRoutes: FastifyPluginAsyncZod = async (app) => {
  useEtags(app);
  recordChangesOfWrites(app);
  acceptRawPictures(app);

  app.get(
    '/api/v1/admin/manufacturers',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Manufacturers, sorted and filtered by name (all of them without a page)',
        querystring: adminManufacturerListQuerySchema,
        response: { 200: adminManufacturerListResponseSchema },
      },
    },
    async (request) => listAdminManufacturers(request.ctx, request.query),
  );
  app.post(
    '/api/v1/admin/manufacturers/delete',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete many manufacturers (all or none; their products keep no brand)',
        body: manufacturerBulkDeleteSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const n = await deleteManufacturers(request.ctx, request.body);
      return { message: `${n} manufacturer${n === 1 ? '' : 's'} deleted.` };
    },
  );
  app.post(
    '/api/v1/admin/manufacturers',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Create a manufacturer',
        body: manufacturerInputSchema,
        response: { 201: adminManufacturerResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await createManufacturer(request.ctx, request.body);
      return reply.code(201).send({ data: await getAdminManufacturer(request.ctx, id) });
    },
  );
  app.get(
    '/api/v1/admin/manufacturers/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'A manufacturer',
        params: idParams,
        response: { 200: adminManufacturerResponseSchema },
      },
    },
    async (request) => ({ data: await getAdminManufacturer(request.ctx, request.params.id) }),
  );
  app.put(
    '/api/v1/admin/manufacturers/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Save a manufacturer',
        params: idParams,
        body: manufacturerInputSchema,
        response: { 200: adminManufacturerResponseSchema },
      },
    },
    async (request) => {
      await updateManufacturer(request.ctx, request.params.id, request.body);
      return { data: await getAdminManufacturer(request.ctx, request.params.id) };
    },
  );
  app.delete(
    '/api/v1/admin/manufacturers/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete a manufacturer (its products keep no brand)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteManufacturer(request.ctx, request.params.id);
      return { message: 'The manufacturer was deleted.' };
    },
  );
  app.post(
    '/api/v1/admin/manufacturers/:id/logo',
    {
      config: { access: access.staff('catalog') },
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        summary: 'Upload the logo',
        consumes: pictureBodyTypes,
        params: idParams,
        response: { 200: adminManufacturerResponseSchema },
      },
    },
    async (request) => {
      const key = await storePicture(request.ctx, 'manufacturers', uploadedBytes(request.body));
      await setManufacturerLogo(request.ctx, request.params.id, key);
      return { data: await getAdminManufacturer(request.ctx, request.params.id) };
    },
  );
};
