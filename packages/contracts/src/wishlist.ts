import { z } from 'zod';
import './messages';
import { productCardSchema } from './catalog';
import { emailSchema } from './customer-auth';
import { idSchemaWith, textSchema } from './primitives';

/**
 * SPEC §3 wishlist product: id, images (src), quantity, rating, total_reviews,
 * translations (name and slug per locale) and wl_qty — on top of the product
 * card fields the cards also show (price, type, sku).
 */
export const wishlistProductSchema = productCardSchema.extend({ wl_qty: z.number().int() });
export type WishlistProduct = z.infer<typeof wishlistProductSchema>;

/** GET …/account/plugin/wishlist/list answers `products` (SPEC §7). */
export const wishlistListResponseSchema = z.object({ products: z.array(wishlistProductSchema) });

const wishedQuantity = z.coerce
  .number()
  .int()
  .min(1, 'The quantity is at least 1.')
  .max(10_000, 'The quantity is at most 10000.');

/** POST …/account/plugin/wishlist/add: the product form data (quantity or cart_quantity) plus id. */
export const wishlistAddRequestSchema = z.looseObject({
  id: idSchemaWith('Choose a product.'),
  quantity: wishedQuantity.optional(),
  cart_quantity: wishedQuantity.optional(),
});

export const wishlistMessageResponseSchema = z.object({ message: z.string() });

/** GET …/plugin/wishlist/get/{id}: the owner's first name and products only (SPEC §3), or `message`. */
export const sharedWishlistResponseSchema = z.object({
  wishlist: z.object({
    user: z.object({ firstname: z.string() }),
    products: z.array(wishlistProductSchema),
  }),
});
export type SharedWishlist = z.infer<typeof sharedWishlistResponseSchema>['wishlist'];

/** POST …/account/plugin/wishlist/share: the wishlist's link e-mailed to a friend, with a note. */
export const wishlistShareEmailSchema = z.object({
  email: emailSchema,
  message: textSchema({ max: 500, multiline: true, label: 'The message' }).default(''),
});
export type WishlistShareEmail = z.input<typeof wishlistShareEmailSchema>;
/** The most wishlist e-mails one customer may send in a day (the form must not become a spam relay). */
export const wishlistSharesPerDay = 10;
