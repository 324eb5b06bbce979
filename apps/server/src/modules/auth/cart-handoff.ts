import type { GuestCartLine } from '@emporia/contracts/customer-auth';
import type { RequestContext } from '../../kernel/context';

export type SignInEvent = 'register' | 'login' | 'authenticate';

/**
 * How the browser's guest cart meets the customer's saved cart when they sign
 * in (SPEC §4: restored and merged after login or authenticate; after register
 * the guest cart simply becomes theirs). The cart area owns carts and registers
 * its handler here; each runs inside the sign-in transaction.
 */
export type CartHandoff = (
  ctx: RequestContext,
  customerId: number,
  guestCart: GuestCartLine[],
  event: SignInEvent,
) => Promise<void>;

export const cartHandoffs: CartHandoff[] = [];

export async function handOffCart(
  ctx: RequestContext,
  customerId: number,
  guestCart: GuestCartLine[],
  event: SignInEvent,
) {
  for (const handoff of cartHandoffs) await handoff(ctx, customerId, guestCart, event);
}
