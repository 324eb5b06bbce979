import {
  adminCategoryListQuerySchema,
  adminCategoryListResponseSchema,
  adminCategoryResponseSchema,
  categoryBulkDeleteSchema,
  categoryInputSchema,
} from '@emporia/contracts/catalog-admin';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { registerActivityKind } from '../../logs';
import { categoryActivity } from '../activity';
import { storePicture, uploadedBytes } from '../admin/pictures';
import { acceptRawPictures, pictureBodyTypes, uploadBodyLimit } from '../admin/upload-parser';
import { useEtags } from '../etags';
import { recordChangesOfWrites } from '../read-cache';
import {
  createCategory,
  deleteCategories,
  deleteCategory,
  getAdminCategory,
  pageAdminCategories,
  setCategoryPicture,
  updateCategory,
} from './admin-service';

const idParams = z.object({ id: idSchema });
const okSchema = z.object({ message: z.string() });
const tags = ['admin catalog'];

export const adminCategoryRoutes: FastifyPluginAsyncZod = async (app) => {
  registerActivityKind(categoryActivity);
  useEtags(app);
  recordChangesOfWrites(app);
  acceptRawPictures(app);

  app.get(
    '/api/v1/admin/categories',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Categories with their path as name, sorted and filtered (all of them without a page)',
        querystring: adminCategoryListQuerySchema,
        response: { 200: adminCategoryListResponseSchema },
      },
    },
    async (request) => pageAdminCategories(request.ctx, request.query),
  );
  app.post(
    '/api/v1/admin/categories/delete',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete many categories (all or none; products stay, subcategories move to the top)',
        body: categoryBulkDeleteSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      const n = await deleteCategories(request.ctx, request.body);
      return { message: `${n} categor${n === 1 ? 'y' : 'ies'} deleted.` };
    },
  );
  app.post(
    '/api/v1/admin/categories',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Create a category',
        body: categoryInputSchema,
        response: { 201: adminCategoryResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await createCategory(request.ctx, request.body);
      return reply.code(201).send({ data: await getAdminCategory(request.ctx, id) });
    },
  );
  app.get(
    '/api/v1/admin/categories/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'A category',
        params: idParams,
        response: { 200: adminCategoryResponseSchema },
      },
    },
    async (request) => ({ data: await getAdminCategory(request.ctx, request.params.id) }),
  );
  app.put(
    '/api/v1/admin/categories/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Save a category',
        params: idParams,
        body: categoryInputSchema,
        response: { 200: adminCategoryResponseSchema },
      },
    },
    async (request) => {
      await updateCategory(request.ctx, request.params.id, request.body);
      return { data: await getAdminCategory(request.ctx, request.params.id) };
    },
  );
  app.delete(
    '/api/v1/admin/categories/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete a category (its subcategories move to the top)',
        params: idParams,
        response: { 200: okSchema },
      },
    },
    async (request) => {
      await deleteCategory(request.ctx, request.params.id);
      return { message: 'The category was deleted.' };
    },
  );
  app.post(
    '/api/v1/admin/categories/:id/image',
    {
      config: { access: access.staff('catalog') },
      bodyLimit: uploadBodyLimit,
      schema: {
        tags,
        summary: 'Upload the category picture',
        consumes: pictureBodyTypes,
        params: idParams,
        response: { 200: adminCategoryResponseSchema },
      },
    },
    async (request) => {
      const key = await storePicture(request.ctx, 'categories', uploadedBytes(request.body));
      await setCategoryPicture(request.ctx, request.params.id, key);
      return { data: await getAdminCategory(request.ctx, request.params.id) };
    },
  );
};
