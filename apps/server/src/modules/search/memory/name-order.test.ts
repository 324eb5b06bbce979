import { describe, expect, it } from 'vitest';
import { placeInNameOrder } from './name-order';

describe('placing changed products in the name order', () => {
  it('keeps the unchanged products and hangs each changed one after the product before it', () => {
    // Before: 1 2 3 4. Product 3 renamed to the front, 2 removed, 7 and 8 new after 4, 9 new after 1.
    const order = placeInNameOrder(
      [1, 2, 3, 4],
      [2, 3, 7, 8, 9],
      [
        [3, null],
        [8, 7],
        [7, 4],
        [9, 1],
      ],
    );
    expect(order).toEqual([3, 1, 9, 4, 7, 8]);
  });

  it('leaves the order alone when what changed did not move', () => {
    expect(placeInNameOrder([5, 6, 7], [6], [[6, 5]])).toEqual([5, 6, 7]);
    expect(placeInNameOrder([5, 6, 7], [], [])).toEqual([5, 6, 7]);
  });

  it('fills an empty shop from a chain of new products', () => {
    expect(
      placeInNameOrder(
        [],
        [10, 11, 12],
        [
          [12, 11],
          [10, null],
          [11, 10],
        ],
      ),
    ).toEqual([10, 11, 12]);
  });
});
