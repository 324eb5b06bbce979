import type { Destination } from '@emporia/contracts/cart';
import type { ShippingOption } from '@emporia/contracts/checkout';
import type { RequestContext } from '../../platform/context';
import { type QuotedMethod, quoteShipping, type ShippingQuote } from '../../shipping/quote';
import type { PricedLine } from '../cart/pricing';
import { toDecimal } from '../catalog/money';

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
  const shipped = lines.filter((line) => !line.isDigital);
  if (shipped.length === 0) return { methods: [], unavailable: [], failures: [] };
  const quote = await quoteShipping(ctx, {
    lines: shipped.map((line) => ({
      productId: line.productId,
      quantity: line.quantity,
      weightGrams: line.row.weight_grams,
      lengthMm: line.row.length_mm,
      widthMm: line.row.width_mm,
      heightMm: line.row.height_mm,
      priceMinor: line.unitMinor,
    })),
    subtotalMinor: shipped.reduce((sum, line) => sum + line.unitMinor * line.quantity, 0),
    destination: {
      countryCode: destination.country_code,
      zoneCode: destination.zone_code ?? undefined,
      postcode: destination.postcode ?? undefined,
    },
  });
  return quote;
}

export const shippingOptionOf = (method: QuotedMethod): ShippingOption => ({
  code: method.code,
  module: method.module,
  title: method.title,
  title_key: method.titleKey,
  cost: toDecimal(method.costMinor),
});
