import { schema } from '@emporia/db';
import { and, asc, eq } from 'drizzle-orm';
import { hashToken } from '../../kernel/auth/tokens';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { type CartOwner, openCart } from './identity';
import { addToLine, updateCart } from './queries';
import { type CartChange, viewCart } from './service';

/** A recovery link works this long after its e-mail was sent. */
export const recoveryLinkDays = 14;

/**
 * The link of an abandoned-cart e-mail: the abandoned cart's lines (and
 * coupon) come back into the cart of whoever opens it — the same cart when the
 * customer opens it signed in, else the browser's guest cart.
 */
export async function restoreAbandonedCart(
  ctx: RequestContext,
  owner: CartOwner,
  token: string,
): Promise<CartChange> {
  const { carts, cartItems } = schema;
  const [source] = await ctx.db
    .select()
    .from(carts)
    .where(and(eq(carts.shopId, ctx.shop.id), eq(carts.recoveryTokenHash, hashToken(token))));
  const sentAt = source?.recoverySentAt?.getTime() ?? 0;
  if (!source || Date.now() - sentAt > recoveryLinkDays * 24 * 3600 * 1000) {
    throw notFound('This cart link has expired. Your cart may already have been ordered.');
  }
  const { cart, newToken } = await openCart(ctx, owner);
  if (cart.id !== source.id) {
    await inTransaction(ctx, async (tx) => {
      const lines = await tx.db
        .select()
        .from(cartItems)
        .where(and(eq(cartItems.shopId, ctx.shop.id), eq(cartItems.cartId, source.id)))
        .orderBy(asc(cartItems.id));
      for (const line of lines) {
        // Restoring twice must not double the quantities: a line already there is left as it is.
        const [present] = await tx.db
          .select({ id: cartItems.id })
          .from(cartItems)
          .where(and(eq(cartItems.cartId, cart.id), eq(cartItems.lineKey, line.lineKey)));
        if (present) continue;
        await addToLine(tx.db, {
          shopId: ctx.shop.id,
          cartId: cart.id,
          productId: line.productId,
          quantity: line.quantity,
          meta: line.meta,
          lineKey: line.lineKey,
        });
      }
      await updateCart(tx.db, ctx.shop.id, cart.id, {
        couponCode: cart.couponCode ?? source.couponCode,
        email: cart.email ?? source.email,
      });
    });
  }
  const restored = await viewCart(ctx, {
    ...cart,
    couponCode: cart.couponCode ?? source.couponCode,
    email: cart.email ?? source.email,
  });
  return {
    message: 'Your cart has been restored.',
    cart: restored,
    ...(newToken ? { cartToken: newToken } : {}),
  };
}
