import type { GuestCartLine } from '@emporia/contracts/customer-auth';
import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import type { RequestContext } from '../../kernel/context';
import { type CartHandoff, cartHandoffs } from '../auth';
import {
  addToLine,
  ensureCustomerCart,
  findAddableProduct,
  findCartByTokenHash,
  updateCart,
} from './queries';
import { lineKeyOf, lineMetaFor } from './service';

type MergeSource = { guestCartToken: string } | { items: readonly GuestCartLine[] };

async function guestLines(ctx: RequestContext, source: MergeSource) {
  if ('items' in source) {
    return source.items.map((item) => ({
      productId: item.id,
      quantity: item.cart_quantity,
      meta: (item.meta && typeof item.meta === 'object' ? item.meta : undefined) as
        | Record<string, unknown>
        | undefined,
    }));
  }
  const cart = await findCartByTokenHash(ctx.db, ctx.shop.id, hashToken(source.guestCartToken));
  if (!cart || cart.customerId) return [];
  const { cartItems } = schema;
  const rows = await ctx.db
    .select({ productId: cartItems.productId, quantity: cartItems.quantity, meta: cartItems.meta })
    .from(cartItems)
    .where(and(eq(cartItems.shopId, ctx.shop.id), eq(cartItems.cartId, cart.id)))
    .orderBy(asc(cartItems.id));
  return rows.map((r) => ({
    productId: r.productId,
    quantity: r.quantity,
    meta: r.meta as Record<string, unknown>,
  }));
}

/**
 * SPEC §4: after login or authenticate the customer's saved cart is restored
 * with what they put in the cart as a guest added to it. A guest line that can
 * no longer be bought (gone, disabled, incomplete gift card) is left out, and
 * quantities stop at the stock, so signing in never fails because of the cart.
 */
export async function mergeGuestCartIntoCustomerCart(
  ctx: RequestContext,
  customerId: number,
  source: MergeSource,
): Promise<void> {
  const lines = await guestLines(ctx, source);
  if (lines.length === 0) return;
  const cart = await ensureCustomerCart(ctx.db, ctx.shop.id, customerId, hashToken(newToken()));
  const { cartItems } = schema;
  for (const line of lines) {
    const product = await findAddableProduct(ctx.db, ctx.shop.id, line.productId, ctx.shop.defaultLanguage);
    if (product?.status !== 1 || product.type === 'configurable') continue;
    let meta: ReturnType<typeof lineMetaFor>;
    try {
      meta = lineMetaFor(product.is_digital, line.meta);
    } catch {
      continue;
    }
    const held = await ctx.db
      .select({ quantity: cartItems.quantity })
      .from(cartItems)
      .where(
        and(
          eq(cartItems.shopId, ctx.shop.id),
          eq(cartItems.cartId, cart.id),
          eq(cartItems.productId, product.id),
        ),
      );
    const room = product.quantity - held.reduce((n, r) => n + r.quantity, 0);
    const quantity = Math.min(line.quantity, room);
    if (quantity <= 0) continue;
    await addToLine(ctx.db, {
      shopId: ctx.shop.id,
      cartId: cart.id,
      productId: product.id,
      quantity,
      meta,
      lineKey: lineKeyOf(product.id, meta),
    });
  }
  await updateCart(ctx.db, ctx.shop.id, cart.id, {});
}

/** The accounts area calls this inside every sign-in with the cart lines the browser sent. */
export const mergeCartOnSignIn: CartHandoff = (ctx, customerId, guestCart) =>
  mergeGuestCartIntoCustomerCart(ctx, customerId, { items: guestCart });

/** Connects the merge to sign-ins once per process (app instances in tests share the module). */
export function registerCartHandoff(): void {
  if (!cartHandoffs.includes(mergeCartOnSignIn)) cartHandoffs.push(mergeCartOnSignIn);
}
