import { describe, expect, it } from 'vitest';
import { cartQuantitySchema } from './cart';
import { cartQuantityProblem } from './cart-quantity';

describe('cartQuantityProblem', () => {
  it('refuses what the cart schema refuses, with the same first reason', () => {
    for (const quantity of [
      1,
      2,
      9_999,
      10_000,
      10_001,
      0,
      -1,
      -0.5,
      0.5,
      1.5,
      10_000.5,
      Number.NaN,
      Infinity,
    ]) {
      const checked = cartQuantitySchema.safeParse(quantity);
      const expected = checked.success ? null : checked.error.issues[0]?.message;
      expect(cartQuantityProblem(quantity), String(quantity)).toBe(expected);
    }
  });
});
