import {
  applyDiscountRequestSchema,
  cartAddRequestSchema,
  cartChangeResponseSchema,
  cartEstimateRequestSchema,
  cartResponseSchema,
  cartRestoreRequestSchema,
  cartUpdateRequestSchema,
} from '@emporia/contracts/cart';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { cartOwnerOf } from './identity';
import { registerCartHandoff } from './merge';
import { restoreAbandonedCart } from './restore';
import {
  addProductToCart,
  applyCoupon,
  type CartChange,
  changeLineQuantity,
  emptyCart,
  estimateFor,
  getCart,
  removeCoupon,
  removeLine,
} from './service';

const tags = ['storefront: cart'];
const keyParams = z.object({ key: idSchema });

const answer = (change: CartChange) => ({
  data: {
    message: change.message,
    cart: change.cart,
    ...(change.cartToken ? { cart_token: change.cartToken } : {}),
  },
});

/** The answer of every cart change (the checkout's gift card box answers the same way). */
export { answer as cartChangeAnswer };

/**
 * The server-side cart. A guest sends the X-Cart-Token header the first add
 * handed out; a customer their bearer token. Every total is computed here.
 */
export const cartRoutes: FastifyPluginAsyncZod = async (app) => {
  registerCartHandoff();

  app.get(
    '/api/v1/storefront/cart',
    {
      config: { access: access.guestOrCustomer },
      schema: { tags, summary: 'The cart with its totals', response: { 200: cartResponseSchema } },
    },
    async (request) => ({ data: await getCart(request.ctx, await cartOwnerOf(request)) }),
  );

  app.post(
    '/api/v1/storefront/cart/add',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'cart_add_product: add a product (a variant of a configurable one; gift cards send meta)',
        body: cartAddRequestSchema,
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) => answer(await addProductToCart(request.ctx, await cartOwnerOf(request), request.body)),
  );

  app.patch(
    '/api/v1/storefront/cart/items/:key',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'Change the quantity of a cart line',
        params: keyParams,
        body: cartUpdateRequestSchema,
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) =>
      answer(
        await changeLineQuantity(
          request.ctx,
          await cartOwnerOf(request),
          request.params.key,
          request.body.cart_quantity,
        ),
      ),
  );

  app.delete(
    '/api/v1/storefront/cart/items/:key',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'Remove a cart line',
        params: keyParams,
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) => answer(await removeLine(request.ctx, await cartOwnerOf(request), request.params.key)),
  );

  app.delete(
    '/api/v1/storefront/cart',
    {
      config: { access: access.guestOrCustomer },
      schema: { tags, summary: 'Empty the cart', response: { 200: cartChangeResponseSchema } },
    },
    async (request) => answer(await emptyCart(request.ctx, await cartOwnerOf(request))),
  );

  app.post(
    '/api/v1/storefront/cart/discount',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'order_apply_discount: apply a coupon (module CouponModule, coupon_code)',
        body: applyDiscountRequestSchema,
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) =>
      answer(await applyCoupon(request.ctx, await cartOwnerOf(request), request.body.coupon_code)),
  );

  app.delete(
    '/api/v1/storefront/cart/discount',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'Remove the coupon from the cart',
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) => answer(await removeCoupon(request.ctx, await cartOwnerOf(request))),
  );

  app.post(
    '/api/v1/storefront/cart/estimate',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'Set the destination used to estimate taxes before checkout',
        body: cartEstimateRequestSchema,
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) => answer(await estimateFor(request.ctx, await cartOwnerOf(request), request.body)),
  );

  app.post(
    '/api/v1/storefront/cart/restore',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'Restore an abandoned cart from the link of its recovery e-mail',
        body: cartRestoreRequestSchema,
        response: { 200: cartChangeResponseSchema },
      },
    },
    async (request) =>
      answer(await restoreAbandonedCart(request.ctx, await cartOwnerOf(request), request.body.token)),
  );
};
