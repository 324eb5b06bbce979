import { schema } from '@emporia/db';
import { and, eq, inArray } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import type { Parcel } from '../carrier';
import { pluginsOn } from '../plugin-carriers';
import { type BoxType, type PackedBox, type PackItem, packItems } from './packer';

const { shippingBoxes, productShippingBox, productNestingGroupMembers, productNestingGroups } = schema;

export interface QuoteLine {
  productId: number;
  quantity: number;
  weightGrams?: number;
  lengthMm?: number;
  widthMm?: number;
  heightMm?: number;
  priceMinor: number;
}

export interface Shipment {
  boxes: PackedBox[];
  parcels: Parcel[];
}

export async function activeBoxTypes(ctx: RequestContext): Promise<BoxType[]> {
  const rows = await ctx.db
    .select()
    .from(shippingBoxes)
    .where(and(eq(shippingBoxes.shopId, ctx.shop.id), eq(shippingBoxes.status, 1)));
  return rows.map((b) => ({
    id: b.id,
    name: b.name,
    inner: [b.innerLengthMm, b.innerWidthMm, b.innerHeightMm],
    outer: [b.outerLengthMm, b.outerWidthMm, b.outerHeightMm],
    emptyWeightGrams: b.emptyWeightGrams,
    maxWeightGrams: b.maxWeightGrams,
  }));
}

/**
 * One pack item per unit, except that the units of products in one nesting
 * group form a single stack: as large as its largest member, taller by the
 * group's stacking height for each further unit, as heavy as all of them.
 */
export async function packItemsOf(ctx: RequestContext, lines: readonly QuoteLine[]): Promise<PackItem[]> {
  const productIds = [...new Set(lines.map((l) => l.productId))];
  if (productIds.length === 0) return [];
  // Box rules and nesting groups belong to their plugins: a plugin turned off packs as if it had none.
  const on = await pluginsOn(ctx);
  const [boxRules, nesting] = await Promise.all([
    !on.has('shippingboxmanager')
      ? []
      : ctx.db
          .select()
          .from(productShippingBox)
          .where(
            and(
              eq(productShippingBox.shopId, ctx.shop.id),
              inArray(productShippingBox.productId, productIds),
            ),
          ),
    !on.has('productnestinggroup')
      ? []
      : ctx.db
          .select({
            productId: productNestingGroupMembers.productId,
            groupId: productNestingGroups.id,
            stackingHeightMm: productNestingGroups.stackingHeightMm,
          })
          .from(productNestingGroupMembers)
          .innerJoin(
            productNestingGroups,
            and(
              eq(productNestingGroups.shopId, productNestingGroupMembers.shopId),
              eq(productNestingGroups.id, productNestingGroupMembers.groupId),
            ),
          )
          .where(
            and(
              eq(productNestingGroupMembers.shopId, ctx.shop.id),
              inArray(productNestingGroupMembers.productId, productIds),
            ),
          ),
  ]);
  const ruleOf = new Map(boxRules.map((r) => [r.productId, r]));
  const groupOf = new Map(nesting.map((n) => [n.productId, n]));

  const items: PackItem[] = [];
  const stacks = new Map<number, { stackingHeightMm: number; units: PackItem[] }>();
  for (const line of lines) {
    const rule = ruleOf.get(line.productId);
    const unit: PackItem = {
      contents: [{ productId: line.productId, quantity: 1 }],
      lengthMm: line.lengthMm ?? 0,
      widthMm: line.widthMm ?? 0,
      heightMm: line.heightMm ?? 0,
      weightGrams: line.weightGrams ?? 0,
      valueMinor: line.priceMinor,
      boxId: rule?.boxId ?? null,
      alone: rule?.shipAlone === 1,
    };
    const group = groupOf.get(line.productId);
    for (let i = 0; i < line.quantity; i += 1) {
      if (group && !unit.alone) {
        const stack = stacks.get(group.groupId) ?? { stackingHeightMm: group.stackingHeightMm, units: [] };
        stack.units.push(unit);
        stacks.set(group.groupId, stack);
      } else {
        items.push(unit);
      }
    }
  }
  for (const { stackingHeightMm, units } of stacks.values()) items.push(stackOf(units, stackingHeightMm));
  return items;
}

function stackOf(units: readonly PackItem[], stackingHeightMm: number): PackItem {
  if (units.length === 1) return units[0]!;
  const contents = new Map<number, number>();
  for (const unit of units)
    for (const c of unit.contents) contents.set(c.productId, (contents.get(c.productId) ?? 0) + c.quantity);
  return {
    contents: [...contents].map(([productId, quantity]) => ({ productId, quantity })),
    lengthMm: Math.max(...units.map((u) => u.lengthMm)),
    widthMm: Math.max(...units.map((u) => u.widthMm)),
    heightMm: Math.max(...units.map((u) => u.heightMm)) + stackingHeightMm * (units.length - 1),
    weightGrams: units.reduce((sum, u) => sum + u.weightGrams, 0),
    valueMinor: units.reduce((sum, u) => sum + u.valueMinor, 0),
    boxId: units.find((u) => u.boxId)?.boxId ?? null,
  };
}

/**
 * The cart as carriers rate it. With boxes set up in the shipping box manager
 * the cart is packed into them; without any, the goods travel as one parcel
 * of their total weight (items that ship alone still go on their own).
 */
export async function packShipment(ctx: RequestContext, lines: readonly QuoteLine[]): Promise<Shipment> {
  const [items, boxTypesSetUp, on] = await Promise.all([
    packItemsOf(ctx, lines),
    activeBoxTypes(ctx),
    pluginsOn(ctx),
  ]);
  const boxTypes = on.has('shippingboxmanager') ? boxTypesSetUp : [];
  let boxes: PackedBox[];
  if (boxTypes.length > 0) {
    boxes = packItems(items, boxTypes).boxes;
  } else {
    const together = items.filter((i) => !i.alone);
    boxes = items
      .filter((i) => i.alone)
      .map((item) => ({
        box: null,
        items: [item],
        weightGrams: item.weightGrams,
        size: [item.lengthMm, item.widthMm, item.heightMm],
        oversize: false,
      }));
    if (together.length > 0) {
      boxes.unshift({
        box: null,
        items: together,
        weightGrams: together.reduce((sum, i) => sum + i.weightGrams, 0),
        size: [0, 0, 0],
        oversize: false,
      });
    }
  }
  const parcels = boxes.map((b) => ({
    weightGrams: b.weightGrams,
    lengthMm: b.size[0],
    widthMm: b.size[1],
    heightMm: b.size[2],
    valueMinor: b.items.reduce((sum, i) => sum + i.valueMinor, 0),
  }));
  return { boxes, parcels };
}
