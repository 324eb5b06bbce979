import type { NamePlace } from './load';

/**
 * The shop's name order after a change, from the order before it: the products that did not change
 * keep their order among themselves (their names and ids did not move), and each changed product
 * still listed goes right after the product the database says now comes before it. Those form
 * chains (a new product after another new one, as an import's "Shirt 1", "Shirt 2" do), each hung
 * after one unchanged product or at the start.
 */
export function placeInNameOrder(
  before: ArrayLike<number>,
  changed: Iterable<number>,
  placed: readonly NamePlace[],
): number[] {
  const moved = new Set(changed);
  const after = new Map<number | null, number>();
  for (const [productId, previous] of placed) after.set(previous, productId);
  const order: number[] = [];
  const follow = (anchor: number | null) => {
    // A chain is at most every placed product long (a bound in case the answers ever disagree).
    let steps = placed.length;
    for (let next = after.get(anchor); next !== undefined && steps-- > 0; next = after.get(next))
      order.push(next);
  };
  follow(null);
  for (let i = 0; i < before.length; i++) {
    const productId = before[i]!;
    if (moved.has(productId)) continue;
    order.push(productId);
    follow(productId);
  }
  return order;
}
