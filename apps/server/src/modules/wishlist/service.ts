import type { SharedWishlist, WishlistProduct } from '@emporia/contracts/wishlist';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { cardsOf } from '../catalog';
import { deleteWish, findWishableProduct, findWishlistOwner, listWishedItems, upsertWish } from './queries';

/** The wished products as cards for a shopper of `groupId`, each with the quantity wished (wl_qty). */
export async function wishlistProducts(
  ctx: RequestContext,
  customerId: number,
  groupId: number | null,
): Promise<WishlistProduct[]> {
  const items = await listWishedItems(ctx, customerId);
  const quantities = new Map(items.map((i) => [i.productId, i.quantity]));
  const cards = await cardsOf(ctx, [...quantities.keys()], groupId);
  return cards.map((card) => ({ ...card, wl_qty: quantities.get(card.id) ?? 1 }));
}

/** Adds a product (or changes the quantity wished when it is already there). */
export async function addToWishlist(
  ctx: RequestContext,
  customerId: number,
  productId: number,
  quantity: number,
): Promise<string> {
  const product = await findWishableProduct(ctx, productId);
  if (!product) throw notFound('This product is not available.');
  await upsertWish(ctx, customerId, productId, quantity);
  return `${product.name} has been added to your wishlist.`;
}

export async function removeFromWishlist(
  ctx: RequestContext,
  customerId: number,
  productId: number,
): Promise<string> {
  if (!(await deleteWish(ctx, customerId, productId)))
    throw notFound('This product is not in your wishlist.');
  const product = await findWishableProduct(ctx, productId);
  return product
    ? `${product.name} has been removed from your wishlist.`
    : 'The product has been removed from your wishlist.';
}

export const noSharedWishlist = 'This wishlist is empty or no longer available.';

/**
 * The public view of /extend/wishlist?id={customer id}: the owner's first name
 * and the products, nothing else. An unknown owner and an empty list answer
 * alike, so the link does not reveal who has an account.
 */
export async function sharedWishlist(
  ctx: RequestContext,
  ownerId: number,
  groupId: number | null,
): Promise<SharedWishlist> {
  const owner = await findWishlistOwner(ctx, ownerId);
  const products = owner ? await wishlistProducts(ctx, ownerId, groupId) : [];
  if (!owner || products.length === 0) throw notFound(noSharedWishlist);
  return { user: { firstname: owner.firstname }, products };
}
