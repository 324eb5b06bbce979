import {
  couponBulkDeleteSchema,
  couponBulkStatusSchema,
  couponFormSchema,
  couponListQuerySchema,
  couponListResponseSchema,
  couponResponseSchema,
} from '@emporia/contracts/discounts';
import { pickerQuerySchema, pickerResponseSchema } from '@emporia/contracts/picker';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { answerPage, pagingOf } from '../../kernel/list-pages';
import { categoryChoices, productChoices } from '../catalog';
import { registerActivityKind } from '../logs';
import { couponActivity } from './activity';
import {
  deleteCoupon,
  deleteCoupons,
  getCoupon,
  listCoupons,
  saveCoupon,
  setCouponsStatus,
} from './admin-service';

const tags = ['admin: discounts'];
const idParams = z.object({ id: idSchema });

/** Admin discount/all, new, {id}: coupon codes. */
export const discountAdminRoutes: FastifyPluginAsyncZod = async (app) => {
  registerActivityKind(couponActivity);
  app.get(
    '/api/v1/admin/discounts',
    {
      config: { access: access.staff('discounts') },
      schema: {
        tags,
        summary: 'Coupons, newest first',
        querystring: couponListQuerySchema,
        response: { 200: couponListResponseSchema },
      },
    },
    async (request, reply) => {
      const paging = pagingOf(request, reply, request.query);
      return answerPage(request, reply, paging, await listCoupons(request.ctx, request.query, paging));
    },
  );

  app.get(
    '/api/v1/admin/discounts/:id',
    {
      config: { access: access.staff('discounts') },
      schema: { tags, summary: 'One coupon', params: idParams, response: { 200: couponResponseSchema } },
    },
    async (request) => ({ data: await getCoupon(request.ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/admin/discounts',
    {
      config: { access: access.staff('discounts') },
      schema: {
        tags,
        summary: 'Create a coupon',
        body: couponFormSchema,
        response: { 201: couponResponseSchema },
      },
    },
    async (request, reply) =>
      reply.code(201).send({ data: await saveCoupon(request.ctx, null, request.body) }),
  );

  app.put(
    '/api/v1/admin/discounts/:id',
    {
      config: { access: access.staff('discounts') },
      schema: {
        tags,
        summary: 'Change a coupon',
        params: idParams,
        body: couponFormSchema,
        response: { 200: couponResponseSchema },
      },
    },
    async (request) => ({ data: await saveCoupon(request.ctx, request.params.id, request.body) }),
  );

  const done = (n: number, what: string) => ({ message: `${n} discount${n === 1 ? '' : 's'} ${what}.` });
  app.post(
    '/api/v1/admin/discounts/status',
    {
      config: { access: access.staff('discounts') },
      schema: {
        tags,
        summary: 'Enable or disable many coupons (all or none)',
        body: couponBulkStatusSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => done(await setCouponsStatus(request.ctx, request.body), 'updated'),
  );
  app.post(
    '/api/v1/admin/discounts/delete',
    {
      config: { access: access.staff('discounts') },
      schema: {
        tags,
        summary: 'Delete many coupons (all or none; orders keep their discount lines)',
        body: couponBulkDeleteSchema,
        response: { 200: z.object({ message: z.string() }) },
      },
    },
    async (request) => done(await deleteCoupons(request.ctx, request.body), 'deleted'),
  );

  // The coupon form's pickers: whoever may edit coupons may find what they apply to,
  // without the catalog permission.
  for (const [kind, choices] of [
    ['products', productChoices],
    ['categories', categoryChoices],
  ] as const) {
    app.get(
      `/api/v1/admin/discounts/choices/${kind}`,
      {
        config: { access: access.staff('discounts') },
        schema: {
          tags,
          summary: `The ${kind} a coupon may apply to, by name or by id (the coupon form's picker)`,
          querystring: pickerQuerySchema,
          response: { 200: pickerResponseSchema },
        },
      },
      async (request) => ({ data: await choices(request.ctx, request.query) }),
    );
  }

  app.delete(
    '/api/v1/admin/discounts/:id',
    {
      config: { access: access.staff('discounts') },
      schema: { tags, summary: 'Delete a coupon (orders keep their discount lines)', params: idParams },
    },
    async (request, reply) => {
      await deleteCoupon(request.ctx, request.params.id);
      return reply.code(204).send();
    },
  );
};
