import type { Cart, TotalLine } from '@emporia/contracts/cart';
import { toDecimal } from '../../kernel/money';
import { imageOf } from '../catalog';
import { giftCardLineTitle, type Totals } from '../totals';
import type { PricedCart } from './pricing';

/** The tax line of a rate charged on shipping, apart from the same rate on the goods. */
export const shippingTaxTitle = (rateName: string) => `${rateName} on shipping`;

/** The total lines shoppers read, in order; the coupon and shipping lines only when they apply. */
export function totalLinesOf(
  totals: Totals,
  extra: { couponCode: string | null; shippingTitle: string | null },
): { code: string; title: string; valueMinor: number }[] {
  const lines: { code: string; title: string; valueMinor: number }[] = [
    { code: 'sub_total', title: 'Sub-Total', valueMinor: totals.subtotalMinor },
  ];
  if (totals.discountMinor > 0) {
    lines.push({
      code: 'coupon',
      title: extra.couponCode ? `Coupon (${extra.couponCode})` : 'Discount',
      valueMinor: -totals.discountMinor,
    });
  }
  if (extra.shippingTitle !== null)
    lines.push({ code: 'shipping', title: extra.shippingTitle, valueMinor: totals.shippingMinor });
  for (const tax of totals.taxLines)
    lines.push({
      code: 'tax',
      title: tax.shipping ? shippingTaxTitle(tax.name) : tax.name,
      valueMinor: tax.amountMinor,
    });
  for (const card of totals.giftCards)
    lines.push({ code: 'gift_card', title: giftCardLineTitle(card.last4), valueMinor: -card.amountMinor });
  lines.push({ code: 'total', title: 'Total', valueMinor: totals.totalMinor });
  return lines;
}

export function cartViewOf(priced: PricedCart): Cart {
  const { totals, lines, cart } = priced;
  const warnings: string[] = [];
  for (const line of lines) {
    if (line.row.status !== 1)
      warnings.push(`${line.row.name} is no longer available. Please remove it from your cart.`);
    else if (line.quantity > line.row.stock) {
      warnings.push(
        line.row.stock > 0
          ? `Only ${line.row.stock} of ${line.row.name} ${line.row.stock === 1 ? 'is' : 'are'} in stock.`
          : `${line.row.name} is out of stock.`,
      );
    }
  }
  if (priced.couponProblem) warnings.push(priced.couponProblem);
  warnings.push(...priced.giftCardProblems);
  const lineTotals = new Map(totals.lines.map((l) => [l.key, l]));
  const totalLines: TotalLine[] = totalLinesOf(totals, {
    couponCode: priced.coupon?.code ?? null,
    shippingTitle: priced.shippingMethod?.title ?? null,
  }).map((l) => ({ code: l.code, title: l.title, value: toDecimal(l.valueMinor) }));
  return {
    items: lines.map((line) => ({
      key: line.key,
      id: line.productId,
      parent_id: line.parentId,
      cart_quantity: line.quantity,
      name: line.row.name,
      sku: line.row.sku,
      slug: line.row.slug ?? '',
      attributes: line.row.attributes ?? [],
      images: line.row.image ? [imageOf(line.row.image.id, line.row.image.image)] : [],
      meta: line.row.meta ?? {},
      is_digital: line.row.is_digital,
      price: toDecimal(line.unitMinor),
      base_price: toDecimal(line.baseMinor),
      total: toDecimal(lineTotals.get(line.key)?.totalMinor ?? 0),
      stock: line.row.stock,
      in_stock: line.row.status === 1 && line.row.stock >= line.quantity,
    })),
    item_count: lines.reduce((n, l) => n + l.quantity, 0),
    total: toDecimal(totals.totalMinor),
    totals: {
      subtotal: toDecimal(totals.subtotalMinor),
      discount: toDecimal(totals.discountMinor),
      shipping: toDecimal(totals.shippingMinor),
      tax: toDecimal(totals.taxMinor),
      shipping_tax: toDecimal(totals.shippingTaxMinor),
      total: toDecimal(totals.totalMinor),
    },
    total_lines: totalLines,
    coupon: priced.coupon
      ? { code: priced.coupon.code, name: priced.coupon.name, type: priced.coupon.type }
      : null,
    gift_cards: totals.giftCards.map((card) => ({
      id: card.cardId,
      last4: card.last4,
      balance: toDecimal(card.balanceMinor),
      amount: toDecimal(card.amountMinor),
    })),
    needs_shipping: priced.needsShipping,
    destination: priced.destination
      ? {
          country_code: priced.destination.country_code,
          zone_code: priced.destination.zone_code,
          postcode: priced.destination.postcode,
        }
      : null,
    shipping_method: priced.shippingMethod,
    email: cart?.email ?? null,
    currency: priced.currency,
    warnings,
  };
}
