/**
 * Packs a cart into the shop's boxes: largest items first, every item may be
 * turned any of its six ways, and no box goes over its maximum weight. Each
 * new box is the largest one the item fits (so fewer boxes are used), and once
 * everything is placed each box is swapped for the smallest box its contents
 * still fit. Space is tracked as free cuboids split after each placement
 * (guillotine cuts): fast, and good enough for parcels.
 */

type Size = readonly [number, number, number];

export interface PackItem {
  /** Products inside this unit (more than one for a nesting stack). */
  contents: readonly { productId: number; quantity: number }[];
  lengthMm: number;
  widthMm: number;
  heightMm: number;
  weightGrams: number;
  valueMinor: number;
  /** Ships in this box type only. */
  boxId?: number | null;
  /** Ships on its own, in its own packaging. */
  alone?: boolean;
}

export interface BoxType {
  id: number;
  name: string;
  inner: Size;
  outer: Size;
  emptyWeightGrams: number;
  maxWeightGrams: number;
}

export interface PackedBox {
  /** null = the item's own packaging. */
  box: BoxType | null;
  items: PackItem[];
  /** Gross, box included. */
  weightGrams: number;
  /** Outside size (the item's own size for own packaging). */
  size: Size;
  /** The item is larger or heavier than every box it may go in. */
  oversize: boolean;
}

export interface PackingResult {
  boxes: PackedBox[];
  /** Items no box can take (they also appear in `boxes` as own packaging, so nothing is dropped). */
  unpacked: PackItem[];
}

interface Space {
  at: Size;
  size: Size;
}

interface OpenBox {
  type: BoxType;
  spaces: Space[];
  items: PackItem[];
  weightGrams: number;
}

const volume = (s: Size) => s[0] * s[1] * s[2];
const sizeOf = (item: PackItem): Size => [item.lengthMm, item.widthMm, item.heightMm];
const hasSize = (item: PackItem) => item.lengthMm > 0 && item.widthMm > 0 && item.heightMm > 0;

function rotations([l, w, h]: Size): Size[] {
  return [
    [l, w, h],
    [l, h, w],
    [w, l, h],
    [w, h, l],
    [h, l, w],
    [h, w, l],
  ];
}

const fitsIn = (item: Size, room: Size) =>
  rotations(item).some((r) => r[0] <= room[0] && r[1] <= room[1] && r[2] <= room[2]);

function openBox(type: BoxType): OpenBox {
  return {
    type,
    spaces: [{ at: [0, 0, 0], size: type.inner }],
    items: [],
    weightGrams: type.emptyWeightGrams,
  };
}

/** Places the item in the free space it fills best; false when it does not fit or is too heavy. */
function place(box: OpenBox, item: PackItem): boolean {
  if (box.weightGrams + item.weightGrams > box.type.maxWeightGrams) return false;
  if (!hasSize(item)) {
    // Items without a known size count by weight only.
    box.items.push(item);
    box.weightGrams += item.weightGrams;
    return true;
  }
  let best: { space: Space; turned: Size; waste: number } | undefined;
  for (const space of box.spaces) {
    for (const turned of rotations(sizeOf(item))) {
      if (turned[0] > space.size[0] || turned[1] > space.size[1] || turned[2] > space.size[2]) continue;
      const waste = volume(space.size) - volume(turned);
      if (!best || waste < best.waste) best = { space, turned, waste };
    }
  }
  if (!best) return false;
  const { space, turned } = best;
  const [x, y, z] = space.at;
  const [L, W, H] = space.size;
  const [l, w, h] = turned;
  const cut: Space[] = [
    { at: [x + l, y, z], size: [L - l, W, H] },
    { at: [x, y + w, z], size: [l, W - w, H] },
    { at: [x, y, z + h], size: [l, w, H - h] },
  ];
  box.spaces = [...box.spaces.filter((s) => s !== space), ...cut.filter((s) => volume(s.size) > 0)];
  box.items.push(item);
  box.weightGrams += item.weightGrams;
  return true;
}

const largestFirst = (a: PackItem, b: PackItem) =>
  volume(sizeOf(b)) - volume(sizeOf(a)) || b.weightGrams - a.weightGrams;

/** Whether `items` all go into one fresh box of `type`. */
function allFit(type: BoxType, items: readonly PackItem[]): boolean {
  const trial = openBox(type);
  return [...items].sort(largestFirst).every((item) => place(trial, item));
}

const ownPackaging = (item: PackItem, oversize: boolean): PackedBox => ({
  box: null,
  items: [item],
  weightGrams: item.weightGrams,
  size: sizeOf(item),
  oversize,
});

export function packItems(items: readonly PackItem[], boxTypes: readonly BoxType[]): PackingResult {
  const bySizeDescending = [...boxTypes].sort(
    (a, b) => volume(b.inner) - volume(a.inner) || b.maxWeightGrams - a.maxWeightGrams,
  );
  const allowed = (item: PackItem) =>
    item.boxId ? bySizeDescending.filter((t) => t.id === item.boxId) : bySizeDescending;

  const open: OpenBox[] = [];
  const alone: PackedBox[] = [];
  const unpacked: PackItem[] = [];
  for (const item of [...items].sort(largestFirst)) {
    if (item.alone) {
      alone.push(ownPackaging(item, false));
      continue;
    }
    const types = allowed(item);
    if (open.some((box) => types.includes(box.type) && place(box, item))) continue;
    const type = types.find(
      (t) =>
        (!hasSize(item) || fitsIn(sizeOf(item), t.inner)) &&
        t.emptyWeightGrams + item.weightGrams <= t.maxWeightGrams,
    );
    if (!type) {
      unpacked.push(item);
      continue;
    }
    const box = openBox(type);
    place(box, item);
    open.push(box);
  }

  const packed: PackedBox[] = open.map((box) => {
    const smallest = [...bySizeDescending]
      .reverse()
      .find(
        (t) =>
          volume(t.inner) <= volume(box.type.inner) &&
          box.items.every((item) => !item.boxId || item.boxId === t.id) &&
          allFit(t, box.items),
      );
    const type = smallest ?? box.type;
    const weightGrams = type.emptyWeightGrams + box.items.reduce((sum, item) => sum + item.weightGrams, 0);
    return { box: type, items: box.items, weightGrams, size: type.outer, oversize: false };
  });
  return { boxes: [...packed, ...alone, ...unpacked.map((item) => ownPackaging(item, true))], unpacked };
}
