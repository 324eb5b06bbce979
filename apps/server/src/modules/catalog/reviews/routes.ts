import {
  reviewPageResponseSchema,
  writeReviewResponseSchema,
  writeReviewSchema,
} from '@emporia/contracts/catalog';
import { idSchema, pageNumberSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../../kernel/auth/access';
import { useEtags } from '../etags';
import { cachedCatalogRead } from '../read-cache';
import { sendRead } from '../storefront/routes';
import { approvedReviews, writeReview } from './service';

const idParams = z.object({ id: idSchema });
const tags = ['storefront catalog'];

export const storefrontReviewRoutes: FastifyPluginAsyncZod = async (app) => {
  useEtags(app);

  app.get(
    '/api/v1/storefront/product/:id/reviews',
    {
      config: { access: access.public },
      schema: {
        tags,
        summary: 'Approved reviews of a product, newest first',
        params: idParams,
        querystring: z.object({ page: pageNumberSchema.default(1) }),
        response: { 200: reviewPageResponseSchema },
      },
    },
    async (request, reply) => {
      const { id } = request.params;
      const { page } = request.query;
      return sendRead(
        reply,
        await cachedCatalogRead(request.ctx, `reviews|${id}|${page}`, (reader) =>
          approvedReviews(reader, id, page),
        ),
      );
    },
  );

  app.post(
    '/api/v1/storefront/product/:id/reviews',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'catalog_product_review_write: a review, shown once a moderator approves it',
        params: idParams,
        body: writeReviewSchema,
        response: { 201: writeReviewResponseSchema },
      },
    },
    async (request, reply) => {
      const id = await writeReview(request.ctx, request.params.id, request.body);
      return reply
        .code(201)
        .send({ data: { id }, message: 'Thank you for your review. It will appear once approved.' });
    },
  );
};
