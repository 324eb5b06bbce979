import {
  adminReviewInputSchema,
  adminReviewListQuerySchema,
  adminReviewListResponseSchema,
  adminReviewResponseSchema,
  reviewBulkDeleteSchema,
  reviewBulkStatusSchema,
} from '@emporia/contracts/catalog-admin';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { useEtags } from '../etags';
import {
  createAdminReview,
  deleteAdminReview,
  deleteReviews,
  getAdminReview,
  listAdminReviews,
  moderateReview,
  setReviewsStatus,
  updateAdminReview,
} from './admin-service';

const idParams = z.object({ id: idSchema });
const okSchema = z.object({ message: z.string() });
const tags = ['admin catalog'];

export const adminReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  useEtags(app);

  app.get(
    '/api/v1/admin/reviews',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Reviews, sorted and filtered by status and rating',
        querystring: adminReviewListQuerySchema,
        response: { 200: adminReviewListResponseSchema },
      },
    },
    async (request) => listAdminReviews(request.ctx, request.query),
  );
  app.post(
    '/api/v1/admin/reviews',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Write a review as the shop',
        body: adminReviewInputSchema,
        response: { 201: adminReviewResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await createAdminReview(request.ctx, request.body);
      return reply.code(201).send({ data: await getAdminReview(request.ctx, id) });
    },
  );
  app.get(
    '/api/v1/admin/reviews/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'A review',
        params: idParams,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (request) => ({ data: await getAdminReview(request.ctx, request.params.id) }),
  );
  app.put(
    '/api/v1/admin/reviews/:id',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Save a review',
        params: idParams,
        body: adminReviewInputSchema,
        response: { 200: adminReviewResponseSchema },
      },
    },
    async (request) => {
      await updateAdminReview(request.ctx, request.params.id, request.body);
      return { data: await getAdminReview(request.ctx, request.params.id) };
    },
  );
  const done = (n: number, what: string) => ({ message: `${n} review${n === 1 ? '' : 's'} ${what}.` });
  app.post(
    '/api/v1/admin/reviews/status',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Approve, reject or hold many reviews (all or none)',
        body: reviewBulkStatusSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => done(await setReviewsStatus(request.ctx, request.body), 'updated'),
  );
  app.post(
    '/api/v1/admin/reviews/delete',
    {
      config: { access: access.staff('catalog') },
      schema: {
        tags,
        summary: 'Delete many reviews (all or none)',
        body: reviewBulkDeleteSchema,
        response: { 200: okSchema },
      },
    },
    async (request) => done(await deleteReviews(request.ctx, request.body), 'deleted'),
  );
  for (const [action, status] of [
    ['approve', 'approved'],
    ['reject', 'rejected'],
  ] as const) {
    app.post(
      `/api/v1/admin/reviews/:id/${action}`,
      {
        config: { access: access.staff('catalog') },
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a review`,
          params: idParams,
          response: { 200: adminReviewResponseSchema },
        },
      },
      async (request) => {
        await moderateReview(request.ctx, request.params.id, status);
        return { data: await getAdminReview(request.ctx, request.params.id) };
      },
    );
  }
  app.delete(
    '/api/v1/admin/reviews/:id',
    {
      config: { access: access.staff('catalog') },
      schema: { tags, summary: 'Delete a review', params: idParams, response: { 200: okSchema } },
    },
    async (request) => {
      await deleteAdminReview(request.ctx, request.params.id);
      return { message: 'The review was deleted.' };
    },
  );
};
