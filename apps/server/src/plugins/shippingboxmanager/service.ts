import type {
  ProductShippingBoxInput,
  productShippingBoxInputSchema,
  ShippingBox,
  shippingBoxInputSchema,
} from '@emporia/contracts/shipping-plugins';
import type { z } from 'zod';
import type { RequestContext } from '../../kernel/context';
import { badRequest, notFound } from '../../kernel/errors';
import { readConfigEntries } from '../../modules/settings';
import {
  type BoxRow,
  type BoxValues,
  deleteBox,
  findBox,
  findProduct,
  findProductBox,
  insertBox,
  listBoxes,
  saveProductBox,
  updateBox,
} from './queries';

export type { ProductShippingBoxInput };

type BoxInput = z.output<typeof shippingBoxInputSchema>;

const boxStatusKey = 'module_shipping_advancedshipper_shipping_box_status';

// The API speaks cm and kg like the catalogue; stored as mm and grams.
const mm = (cm: number) => Math.round(cm * 10);
const grams = (kg: number) => Math.round(kg * 1000);

const boxOut = (b: BoxRow): ShippingBox => ({
  id: b.id,
  name: b.name,
  outer_length: b.outerLengthMm / 10,
  outer_width: b.outerWidthMm / 10,
  outer_height: b.outerHeightMm / 10,
  inner_length: b.innerLengthMm / 10,
  inner_width: b.innerWidthMm / 10,
  inner_height: b.innerHeightMm / 10,
  empty_weight: b.emptyWeightGrams / 1000,
  max_weight: b.maxWeightGrams / 1000,
  status: b.status,
});

const boxValues = (input: BoxInput): BoxValues => ({
  name: input.name,
  outerLengthMm: mm(input.outer_length),
  outerWidthMm: mm(input.outer_width),
  outerHeightMm: mm(input.outer_height),
  innerLengthMm: mm(input.inner_length),
  innerWidthMm: mm(input.inner_width),
  innerHeightMm: mm(input.inner_height),
  emptyWeightGrams: grams(input.empty_weight),
  maxWeightGrams: grams(input.max_weight),
  status: input.status,
});

export async function boxList(ctx: RequestContext): Promise<ShippingBox[]> {
  return (await listBoxes(ctx)).map(boxOut);
}

export async function createBox(ctx: RequestContext, input: BoxInput): Promise<ShippingBox> {
  return boxOut(await insertBox(ctx, boxValues(input)));
}

export async function changeBox(ctx: RequestContext, id: number, input: BoxInput): Promise<ShippingBox> {
  const row = await updateBox(ctx, id, boxValues(input));
  if (!row) throw notFound('There is no such box.');
  return boxOut(row);
}

export async function removeBox(ctx: RequestContext, id: number): Promise<void> {
  if (!(await findBox(ctx, id))) throw notFound('There is no such box.');
  await deleteBox(ctx, id);
}

/** The shipping-box fields of a product, the boxes to choose from, and whether the form shows them. */
export async function productBox(ctx: RequestContext, productId: number) {
  if (!(await findProduct(ctx, productId))) throw notFound('There is no such product.');
  const [rule, boxes, flags] = await Promise.all([
    findProductBox(ctx, productId),
    listBoxes(ctx),
    readConfigEntries(ctx, boxStatusKey),
  ]);
  return {
    shipping_box_status: flags[boxStatusKey] === '1' ? 1 : 0,
    product_id: productId,
    ship_alone: rule?.shipAlone ?? 0,
    box_id: rule?.boxId ?? null,
    boxes: boxes.map((b) => ({ id: b.id, name: b.name })),
  };
}

export async function changeProductBox(
  ctx: RequestContext,
  productId: number,
  input: z.output<typeof productShippingBoxInputSchema>,
) {
  if (!(await findProduct(ctx, productId))) throw notFound('There is no such product.');
  if (input.box_id !== null && !(await findBox(ctx, input.box_id))) {
    throw badRequest('There is no such box.', { box_id: "Choose one of the shop's boxes." });
  }
  await saveProductBox(ctx, productId, { shipAlone: input.ship_alone, boxId: input.box_id });
  return productBox(ctx, productId);
}
