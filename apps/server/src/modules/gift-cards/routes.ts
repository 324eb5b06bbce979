import { cartChangeResponseSchema } from '@emporia/contracts/cart';
import {
  adminGiftCardListQuerySchema,
  adminGiftCardListResponseSchema,
  adminGiftCardResponseSchema,
  applyGiftCardRequestSchema,
  giftCardAdjustSchema,
  giftCardResendSchema,
  giftCardStatusChangeSchema,
  orderGiftCardsResponseSchema,
} from '@emporia/contracts/gift-cards';
import { idSchema } from '@emporia/contracts/primitives';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { answerPage, pagingOf } from '../../kernel/list-pages';
import { shopOriginOf } from '../auth';
import { cartChangeAnswer, cartOwnerOf } from '../cart';
import {
  adjustGiftCard,
  giftCardDetail,
  giftCardsOfOrder,
  listGiftCards,
  resendGiftCard,
  setGiftCardEnabled,
} from './admin-service';
import { applyGiftCard, removeGiftCard } from './checkout-service';
import { registerGiftCardHooks } from './hooks';
import { throttleKeyOf } from './throttle';

const idParams = z.object({ id: idSchema });

/** The checkout's gift card box and the admin's gift cards (permission 'orders'). */
export const giftCardRoutes: FastifyPluginAsyncZod = async (app) => {
  registerGiftCardHooks();
  const storefront = ['storefront: checkout'];
  const admin = ['admin: gift cards'];
  const staff = { access: access.staff('orders') };
  const shopper = { access: access.guestOrCustomer };
  const card = { 200: adminGiftCardResponseSchema };

  app.post(
    '/api/v1/storefront/checkout/gift-cards',
    {
      config: shopper,
      schema: {
        tags: storefront,
        summary:
          'Apply a gift card: the code is checked (wrong codes are throttled) and the card pays part of the order',
        body: applyGiftCardRequestSchema,
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) =>
      cartChangeAnswer(
        await applyGiftCard(
          request.ctx,
          await cartOwnerOf(request),
          request.body.code,
          throttleKeyOf(request.ip),
        ),
      ),
  );

  app.delete(
    '/api/v1/storefront/checkout/gift-cards/:id',
    {
      config: shopper,
      schema: {
        tags: storefront,
        summary: 'Take an applied gift card off the order',
        params: idParams,
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) =>
      cartChangeAnswer(await removeGiftCard(request.ctx, await cartOwnerOf(request), request.params.id)),
  );

  app.get(
    '/api/v1/admin/gift-cards',
    {
      config: staff,
      schema: {
        tags: admin,
        summary: 'Gift cards, newest first (q: a full code, its last four, a receiver or an order reference)',
        querystring: adminGiftCardListQuerySchema,
        response: { 200: adminGiftCardListResponseSchema },
      },
    },
    async (request, reply) => {
      const paging = pagingOf(request, reply, request.query);
      return answerPage(request, reply, paging, await listGiftCards(request.ctx, request.query, paging));
    },
  );

  app.get(
    '/api/v1/admin/gift-cards/:id',
    {
      config: staff,
      schema: { tags: admin, summary: 'One gift card with its ledger', params: idParams, response: card },
    },
    async (request) => ({ data: await giftCardDetail(request.ctx, request.params.id) }),
  );

  app.post(
    '/api/v1/admin/gift-cards/:id/adjust',
    {
      config: staff,
      schema: {
        tags: admin,
        summary: 'Add to or take off the balance (signed decimal amount), with a reason',
        params: idParams,
        body: giftCardAdjustSchema,
        response: card,
      },
    },
    async (request) => ({ data: await adjustGiftCard(request.ctx, request.params.id, request.body) }),
  );

  for (const action of ['disable', 'enable'] as const) {
    app.post(
      `/api/v1/admin/gift-cards/:id/${action}`,
      {
        config: staff,
        schema: {
          tags: admin,
          summary:
            action === 'disable' ? 'Stop a card paying (its balance stays)' : 'Let a disabled card pay again',
          params: idParams,
          body: giftCardStatusChangeSchema,
          response: card,
        },
      },
      async (request) => ({
        data: await setGiftCardEnabled(
          request.ctx,
          request.params.id,
          action === 'enable',
          request.body.reason,
        ),
      }),
    );
  }

  app.post(
    '/api/v1/admin/gift-cards/:id/resend',
    {
      config: staff,
      schema: {
        tags: admin,
        summary:
          'E-mail the card again with a new code (the old code stops working), optionally to a new address',
        params: idParams,
        body: giftCardResendSchema,
        response: card,
      },
    },
    async (request) => ({
      data: await resendGiftCard(request.ctx, request.params.id, request.body, shopOriginOf(request)),
    }),
  );

  app.get(
    '/api/v1/admin/orders/:id/gift-cards',
    {
      config: staff,
      schema: {
        tags: admin,
        summary: 'The gift cards an order bought and the card amounts it paid with',
        params: idParams,
        response: { 200: orderGiftCardsResponseSchema },
      },
    },
    async (request) => ({ data: await giftCardsOfOrder(request.ctx, request.params.id) }),
  );
};
