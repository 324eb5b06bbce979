import { idSchemaWith } from '@emporia/contracts/primitives';
import {
  sharedWishlistResponseSchema,
  wishlistAddRequestSchema,
  wishlistListResponseSchema,
  wishlistMessageResponseSchema,
  wishlistShareEmailSchema,
} from '@emporia/contracts/wishlist';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../../kernel/auth/access';
import { customerIdOf } from '../../kernel/auth/guards';
import { shopOriginOf } from '../auth';
import { shopperGroupOf } from '../catalog';
import { addToWishlist, removeFromWishlist, sharedWishlist, wishlistProducts } from './service';
import { emailWishlist } from './share-email';

const tags = ['storefront: wishlist'];
const productParams = z.object({
  id: idSchemaWith('Choose a product.'),
});

/** SPEC §7 wishlist calls, at exactly the spec's paths (delete is a GET, as the spec shows). */
export const wishlistRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/v1/storefront/account/plugin/wishlist/list',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'The signed-in customer’s wishlist (answer field: products)',
        response: { 200: wishlistListResponseSchema },
      },
    },
    async (request) => ({
      products: await wishlistProducts(request.ctx, customerIdOf(request), await shopperGroupOf(request)),
    }),
  );

  app.get(
    '/api/v1/storefront/account/plugin/wishlist/delete/:id',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'Remove a product from the wishlist',
        params: productParams,
        response: { 200: wishlistMessageResponseSchema },
      },
    },
    async (request) => ({
      message: await removeFromWishlist(request.ctx, customerIdOf(request), request.params.id),
    }),
  );

  app.post(
    '/api/v1/storefront/account/plugin/wishlist/add',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'Add a product (the product form data plus id)',
        body: wishlistAddRequestSchema,
        response: { 200: wishlistMessageResponseSchema },
      },
    },
    async (request) => {
      const { id, quantity, cart_quantity } = request.body;
      return {
        message: await addToWishlist(request.ctx, customerIdOf(request), id, quantity ?? cart_quantity ?? 1),
      };
    },
  );

  app.get(
    '/api/v1/storefront/plugin/wishlist/get/:id',
    {
      config: { access: access.guestOrCustomer },
      schema: {
        tags,
        summary: 'A shared wishlist: the owner’s first name and products, or a message',
        params: z.object({
          id: idSchemaWith('This wishlist link is incomplete. Ask its owner to share it again.'),
        }),
        response: { 200: sharedWishlistResponseSchema },
      },
    },
    async (request) => ({
      wishlist: await sharedWishlist(request.ctx, request.params.id, await shopperGroupOf(request)),
    }),
  );

  app.post(
    '/api/v1/storefront/account/plugin/wishlist/share',
    {
      config: { access: access.customer },
      schema: {
        tags,
        summary: 'E-mail the wishlist’s link to a friend, with a note (Reply-To the customer; 10 a day)',
        body: wishlistShareEmailSchema,
        response: { 200: wishlistMessageResponseSchema },
      },
    },
    async (request) => ({
      message: await emailWishlist(request.ctx, customerIdOf(request), request.body, shopOriginOf(request)),
    }),
  );
};
