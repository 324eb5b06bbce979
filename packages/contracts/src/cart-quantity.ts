/**
 * The most and least a cart line holds, and what is said when a quantity is
 * outside them, as plain values: the storefront checks every quantity box with
 * `cartQuantityProblem` on its first load, which must not bring zod with it;
 * `cartQuantitySchema` (cart.ts) is built from the same values for the server.
 */
export const cartQuantityLimits = { min: 1, max: 10_000 } as const;

export const cartQuantityMessages = {
  missing: 'Enter a quantity.',
  whole: 'Enter a whole number.',
  tooSmall: `The quantity must be at least ${cartQuantityLimits.min}.`,
  tooBig: `The quantity can be at most ${cartQuantityLimits.max}.`,
} as const;

/** Why the cart would refuse `quantity`, first reason first as the schema orders them, or null. */
export function cartQuantityProblem(quantity: number): string | null {
  if (!Number.isFinite(quantity)) return cartQuantityMessages.missing;
  if (!Number.isInteger(quantity)) return cartQuantityMessages.whole;
  if (quantity < cartQuantityLimits.min) return cartQuantityMessages.tooSmall;
  if (quantity > cartQuantityLimits.max) return cartQuantityMessages.tooBig;
  return null;
}
