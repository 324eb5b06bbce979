import type { Destination } from '@emporia/contracts/cart';
import type { ShippingOption } from '@emporia/contracts/checkout';
import type { schema } from '@emporia/db';
import type { RequestContext } from '../../kernel/context';
import { toDecimal } from '../../kernel/money';
import {
  boxOut,
  packShipment,
  type QuotedMethod,
  type QuoteLine,
  quoteShipping,
  type ShippingQuote,
} from '../../shipping';
import type { PricedLine } from '../cart';

/**
 * The shipping methods the active modules offer for the goods that ship (gift
 * cards do not) to `destination`, through the shipping area's seam: zones,
 * handling fees, free-shipping conditions and carriers all live there.
 */
export async function shippingMethodsFor(
  ctx: RequestContext,
  lines: readonly PricedLine[],
  destination: Destination,
): Promise<QuotedMethod[]> {
  return (await shippingQuoteFor(ctx, lines, destination)).methods;
}

/** The methods on offer, and the modules that could not rate the cart (with the provider's detail, for staff). */
export async function shippingQuoteFor(
  ctx: RequestContext,
  lines: readonly PricedLine[],
  destination: Destination,
): Promise<ShippingQuote> {
  const shipped = quoteLinesOf(lines);
  if (shipped.length === 0) return { methods: [], unavailable: [], failures: [] };
  const quote = await quoteShipping(ctx, {
    lines: shipped,
    subtotalMinor: shipped.reduce((sum, line) => sum + line.priceMinor * line.quantity, 0),
    destination: {
      countryCode: destination.country_code,
      zoneCode: destination.zone_code ?? undefined,
      postcode: destination.postcode ?? undefined,
    },
  });
  return quote;
}

/** The goods that ship (gift cards do not), with the catalogue's weights and sizes. */
const quoteLinesOf = (lines: readonly PricedLine[]): QuoteLine[] =>
  lines
    .filter((line) => !line.isDigital)
    .map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      weightGrams: line.row.weight_grams,
      lengthMm: line.row.length_mm,
      widthMm: line.row.width_mm,
      heightMm: line.row.height_mm,
      priceMinor: line.unitMinor,
    }));

/**
 * The boxes an order ships in, stored with it for the packing slip: those the
 * chosen carrier rated, else the cart packed now into the shop's boxes (the
 * same packer), each item named as ordered.
 */
export async function packagesOf(
  ctx: RequestContext,
  lines: readonly PricedLine[],
  method: QuotedMethod | null,
): Promise<schema.OrderPackage[]> {
  const shipped = quoteLinesOf(lines);
  if (!method || shipped.length === 0) return [];
  const boxes = method.boxes ?? (await packShipment(ctx, shipped)).boxes.map(boxOut);
  const named = new Map(lines.map((line) => [line.productId, line.row]));
  return boxes.map((box) => ({
    boxId: box.boxId,
    name: box.name,
    lengthMm: box.lengthMm,
    widthMm: box.widthMm,
    heightMm: box.heightMm,
    weightGrams: box.weightGrams,
    oversize: box.oversize,
    items: box.items.map((item) => ({
      productId: item.productId,
      name: named.get(item.productId)?.name ?? '',
      sku: named.get(item.productId)?.sku ?? '',
      quantity: item.quantity,
    })),
  }));
}

export const shippingOptionOf = (method: QuotedMethod): ShippingOption => ({
  code: method.code,
  module: method.module,
  title: method.title,
  title_key: method.titleKey,
  cost: toDecimal(method.costMinor),
});
