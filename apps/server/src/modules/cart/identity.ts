import { cartTokenHeader } from '@emporia/contracts/cart';
import type { FastifyRequest } from 'fastify';
import { hashToken, newToken } from '../../kernel/auth/tokens';
import type { RequestContext } from '../../kernel/context';
import {
  type CartRow,
  ensureCustomerCart,
  findCartByTokenHash,
  findCustomerCart,
  insertGuestCart,
} from './queries';

/** Whose cart a request means: the signed-in customer's saved cart, else the guest cart of the X-Cart-Token header. */
export interface CartOwner {
  customerId: number | null;
  token: string | null;
}

const tokenPattern = /^[A-Za-z0-9_-]{20,100}$/;

/** For routes declared `access.guestOrCustomer`, whose guard has already recognised the customer. */
export async function cartOwnerOf(request: FastifyRequest): Promise<CartOwner> {
  const actor = request.ctx.actor;
  const header = request.headers[cartTokenHeader];
  const token = typeof header === 'string' && tokenPattern.test(header) ? header : null;
  return { customerId: actor.kind === 'customer' ? actor.customerId : null, token };
}

/** The owner's cart if there is one; nothing is created. */
export async function findCart(ctx: RequestContext, owner: CartOwner): Promise<CartRow | undefined> {
  if (owner.customerId) return findCustomerCart(ctx.db, ctx.shop.id, owner.customerId);
  if (owner.token) return findCartByTokenHash(ctx.db, ctx.shop.id, hashToken(owner.token));
  return undefined;
}

/** The owner's cart, made when missing; a new guest cart comes with the token the browser keeps. */
export async function openCart(
  ctx: RequestContext,
  owner: CartOwner,
): Promise<{ cart: CartRow; newToken?: string }> {
  if (owner.customerId) {
    const existing = await findCustomerCart(ctx.db, ctx.shop.id, owner.customerId);
    if (existing) return { cart: existing };
    // A customer's cart is found by the customer; its token is never handed out.
    return { cart: await ensureCustomerCart(ctx.db, ctx.shop.id, owner.customerId, hashToken(newToken())) };
  }
  if (owner.token) {
    const existing = await findCartByTokenHash(ctx.db, ctx.shop.id, hashToken(owner.token));
    if (existing) return { cart: existing };
  }
  const token = newToken();
  return { cart: await insertGuestCart(ctx.db, ctx.shop.id, hashToken(token)), newToken: token };
}
