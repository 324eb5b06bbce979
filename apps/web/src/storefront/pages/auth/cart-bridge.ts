import type { GuestCartLine } from '@emporia/contracts/customer-auth';

/**
 * How sign-in and sign-out reach the shopper's cart (SPEC §3, §4): register,
 * login and authenticate send the current cart items as `cart`; after login
 * or authenticate the saved cart is restored; logout empties the cart. The
 * cart area owns the cart and plugs its store in with `connectCart`.
 */
export interface CartBridge {
  /** The cart lines in the browser now. */
  items(): GuestCartLine[];
  /** After login or authenticate: reload the cart, now the customer's saved one merged with the guest's. */
  restore(): void | Promise<void>;
  /** After logout. */
  clear(): void;
}

const noCartYet: CartBridge = { items: () => [], restore: () => {}, clear: () => {} };
let bridge: CartBridge = noCartYet;

export function connectCart(cart: CartBridge): void {
  bridge = cart;
}

export function cartBridge(): CartBridge {
  return bridge;
}
