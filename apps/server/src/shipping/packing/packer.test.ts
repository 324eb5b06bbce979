import { describe, expect, it } from 'vitest';
import { type BoxType, type PackItem, packItems } from './packer';

const box = (
  id: number,
  name: string,
  inner: [number, number, number],
  emptyWeightGrams: number,
  maxWeightGrams: number,
): BoxType => ({
  id,
  name,
  inner,
  outer: [inner[0] + 10, inner[1] + 10, inner[2] + 10],
  emptyWeightGrams,
  maxWeightGrams,
});
const small = box(1, 'Small', [200, 150, 100], 100, 3000);
const medium = box(2, 'Medium', [300, 200, 200], 200, 10_000);
const large = box(3, 'Large', [400, 300, 300], 400, 20_000);

let next = 0;
const item = (
  size: [number, number, number],
  weightGrams: number,
  extra: Partial<PackItem> = {},
): PackItem => {
  next += 1;
  return {
    contents: [{ productId: next, quantity: 1 }],
    lengthMm: size[0],
    widthMm: size[1],
    heightMm: size[2],
    weightGrams,
    valueMinor: 1000,
    ...extra,
  };
};
const names = (result: ReturnType<typeof packItems>) => result.boxes.map((b) => b.box?.name ?? 'own').sort();

describe('box packing', () => {
  it('packs a known cart into the expected boxes: one large item with small ones around it', () => {
    const tent = item([350, 250, 200], 3000);
    const mugs = [1, 2, 3, 4].map(() => item([100, 100, 100], 300));
    const result = packItems([...mugs, tent], [small, medium, large]);
    expect(result.unpacked).toEqual([]);
    expect(names(result)).toEqual(['Large']);
    expect(result.boxes[0]!.items).toHaveLength(5);
    expect(result.boxes[0]!.weightGrams).toBe(400 + 3000 + 4 * 300);
    expect(result.boxes[0]!.size).toEqual([410, 310, 310]);
  });

  it('shrinks each box to the smallest one its contents fit', () => {
    const result = packItems([item([150, 100, 80], 500)], [small, medium, large]);
    expect(names(result)).toEqual(['Small']);
    expect(result.boxes[0]!.weightGrams).toBe(600);
  });

  it('turns items to make them fit', () => {
    // 100 × 90 × 190 only fits the small box lying down.
    const result = packItems([item([100, 90, 190], 500)], [small]);
    expect(names(result)).toEqual(['Small']);
  });

  it('never fills a box beyond its maximum weight', () => {
    // Eight 1.2 kg blocks that would all fit the small box by size: 2 per small box (100 + 2400 ≤ 3000).
    const blocks = Array.from({ length: 8 }, () => item([50, 50, 50], 1200));
    const result = packItems(blocks, [small]);
    expect(result.boxes).toHaveLength(4);
    for (const packed of result.boxes) expect(packed.weightGrams).toBeLessThanOrEqual(small.maxWeightGrams);
  });

  it('uses fewer boxes by filling the largest box first', () => {
    const books = Array.from({ length: 6 }, () => item([200, 150, 50], 700));
    const result = packItems(books, [small, medium]);
    // 6 × 700 g = 4.2 kg: one medium box (200 × 150 × 50 fits 2 × 1 × 4 = 8 of them) rather than three small ones.
    expect(names(result)).toEqual(['Medium']);
  });

  it('reports an item larger than every box, and ships it in its own packaging instead of dropping it', () => {
    const kayak = item([3000, 600, 400], 20_000);
    const cap = item([200, 150, 80], 100);
    const result = packItems([kayak, cap], [small, medium, large]);
    expect(result.unpacked).toEqual([kayak]);
    const own = result.boxes.find((b) => b.box === null)!;
    expect(own).toMatchObject({
      oversize: true,
      items: [kayak],
      weightGrams: 20_000,
      size: [3000, 600, 400],
    });
    expect(names(result)).toEqual(['Small', 'own']);
  });

  it('reports an item heavier than every box can carry', () => {
    const anvil = item([100, 100, 100], 25_000);
    expect(packItems([anvil], [small, medium, large]).unpacked).toEqual([anvil]);
  });

  it('ships items marked to go alone in their own packaging, and items tied to a box only in that box', () => {
    const bike = item([1500, 200, 800], 12_000, { alone: true });
    const lamp = item([100, 100, 100], 500, { boxId: large.id });
    const result = packItems([bike, lamp], [small, medium, large]);
    expect(result.unpacked).toEqual([]);
    expect(names(result)).toEqual(['Large', 'own']);
    expect(result.boxes.find((b) => b.box === null)!.oversize).toBe(false);
  });

  it('counts items of unknown size by weight only', () => {
    const result = packItems([item([0, 0, 0], 800), item([0, 0, 0], 800)], [small, medium]);
    expect(names(result)).toEqual(['Small']);
    expect(result.boxes[0]!.weightGrams).toBe(1700);
  });
});
