import { allocate, percentOf, roundToCurrency } from './money';

/**
 * The one place totals are computed (cart, checkout quote, order placement,
 * staff-made orders): pure, in minor units, so the three can never disagree.
 */

export interface TotalsLine {
  key: number;
  productId: number;
  parentId: number | null;
  quantity: number;
  unitMinor: number;
  taxClassId: number | null;
  /** Categories of the product (a variant's are its parent's). */
  categoryIds: readonly number[];
}

export interface CouponRule {
  id: number;
  code: string;
  name: string;
  type: 'percent' | 'fixed' | 'free_shipping';
  percentMilli: number;
  amountMinor: number;
  /** Empty lists: the whole cart. */
  productIds: readonly number[];
  categoryIds: readonly number[];
}

/** A rate that applies at the destination. */
export interface ApplicableTaxRate {
  id: number;
  taxClassId: number;
  name: string;
  type: 'percent' | 'fixed';
  percentMilli: number;
  /** Per unit, for fixed rates. */
  amountMinor: number;
}

/** A gift card applied to the order, with what it holds now. */
export interface GiftCardTender {
  cardId: number;
  last4: string;
  balanceMinor: number;
}

/** How a card is named wherever its code may not be shown: by its last four characters. */
export const maskedGiftCard = (last4: string) => `****${last4}`;

/** The cart's and order's total line of a card. */
export const giftCardLineTitle = (last4: string) => `Gift Card (${maskedGiftCard(last4)})`;

export interface TotalsInput {
  lines: readonly TotalsLine[];
  coupon: CouponRule | null;
  taxRates: readonly ApplicableTaxRate[];
  /** The chosen shipping method's cost (handling fee included); null before one is chosen. */
  shippingMinor: number | null;
  /** The chosen method's tax class: the shop's rates of that class tax what is paid for shipping. */
  shippingTaxClassId?: number | null;
  decimalDigits: number;
  /** Gift cards pay what is left after discounts, shipping and tax, in this order. */
  giftCards?: readonly GiftCardTender[];
}

export interface LineTotals {
  key: number;
  totalMinor: number;
  discountMinor: number;
  taxMinor: number;
}

export interface TaxLine {
  rateId: number;
  name: string;
  amountMinor: number;
  shipping: boolean;
}

export interface Totals {
  lines: LineTotals[];
  subtotalMinor: number;
  /** Line discounts plus waived shipping. */
  discountMinor: number;
  shippingMinor: number;
  /** Shipping the coupon waived (part of discountMinor). */
  shippingDiscountMinor: number;
  /** Tax of all lines and of shipping; shippingTaxMinor is its shipping part. */
  taxMinor: number;
  shippingTaxMinor: number;
  /** What is left to pay by the payment method: the order total less what gift cards pay. */
  totalMinor: number;
  /** One per rate on the goods, then one per rate on shipping (`shipping`: true), so each can be shown and audited. */
  taxLines: TaxLine[];
  /** What each applied gift card pays (never more than it holds); their sum is giftCardMinor. */
  giftCards: (GiftCardTender & { amountMinor: number })[];
  giftCardMinor: number;
}

/** Each card pays min(its balance, what is still due), in the order the shopper applied them. */
export function tenderGiftCards(dueMinor: number, cards: readonly GiftCardTender[]) {
  let left = Math.max(0, dueMinor);
  return cards.map((card) => {
    const amountMinor = Math.min(Math.max(0, card.balanceMinor), left);
    left -= amountMinor;
    return { ...card, amountMinor };
  });
}

/** Whether a coupon limited to products or categories covers this line. */
export function couponCovers(
  coupon: Pick<CouponRule, 'productIds' | 'categoryIds'>,
  line: TotalsLine,
): boolean {
  if (coupon.productIds.length === 0 && coupon.categoryIds.length === 0) return true;
  if (coupon.productIds.includes(line.productId)) return true;
  if (line.parentId !== null && coupon.productIds.includes(line.parentId)) return true;
  return line.categoryIds.some((id) => coupon.categoryIds.includes(id));
}

function lineDiscounts(input: TotalsInput, lineTotals: number[]): number[] {
  const { coupon, lines, decimalDigits } = input;
  if (!coupon || coupon.type === 'free_shipping') return lines.map(() => 0);
  const covered = lines.map((line) => couponCovers(coupon, line));
  if (coupon.type === 'percent') {
    return lines.map((_, i) =>
      covered[i]
        ? Math.min(
            lineTotals[i]!,
            roundToCurrency(percentOf(lineTotals[i]!, coupon.percentMilli), decimalDigits),
          )
        : 0,
    );
  }
  const weights = lines.map((_, i) => (covered[i] ? lineTotals[i]! : 0));
  const coveredTotal = weights.reduce((a, b) => a + b, 0);
  return allocate(Math.min(coupon.amountMinor, coveredTotal), weights);
}

/**
 * Tax on what the shopper pays for shipping (after a free-shipping coupon),
 * by the rates of the method's tax class at the destination — the same rates
 * and rounding as the goods; a fixed rate counts once per shipment.
 */
function shippingTaxLines(input: TotalsInput, chargedMinor: number): TaxLine[] {
  const classId = input.shippingTaxClassId ?? null;
  if (classId === null || chargedMinor <= 0) return [];
  const out: TaxLine[] = [];
  for (const rate of input.taxRates) {
    if (rate.taxClassId !== classId) continue;
    const raw = rate.type === 'percent' ? percentOf(chargedMinor, rate.percentMilli) : rate.amountMinor;
    const amountMinor = roundToCurrency(raw, input.decimalDigits);
    if (amountMinor !== 0) out.push({ rateId: rate.id, name: rate.name, amountMinor, shipping: true });
  }
  return out;
}

export function computeTotals(input: TotalsInput): Totals {
  // Prices and shipping in whole units of what the currency charges (JPY: yen), so the total is chargeable.
  const chargeable = (minor: number) => roundToCurrency(minor, input.decimalDigits);
  const lineTotals = input.lines.map((line) => chargeable(line.unitMinor) * line.quantity);
  const discounts = lineDiscounts(input, lineTotals);
  const taxByRate = new Map<number, TaxLine>();

  const lines = input.lines.map((line, i): LineTotals => {
    const base = lineTotals[i]! - discounts[i]!;
    let taxMinor = 0;
    for (const rate of input.taxRates) {
      if (line.taxClassId === null || rate.taxClassId !== line.taxClassId) continue;
      const raw =
        rate.type === 'percent' ? percentOf(base, rate.percentMilli) : rate.amountMinor * line.quantity;
      const amount = roundToCurrency(raw, input.decimalDigits);
      if (amount === 0) continue;
      taxMinor += amount;
      const entry = taxByRate.get(rate.id) ?? {
        rateId: rate.id,
        name: rate.name,
        amountMinor: 0,
        shipping: false,
      };
      entry.amountMinor += amount;
      taxByRate.set(rate.id, entry);
    }
    return { key: line.key, totalMinor: lineTotals[i]!, discountMinor: discounts[i]!, taxMinor };
  });

  const subtotalMinor = lineTotals.reduce((a, b) => a + b, 0);
  const shippingMinor = chargeable(input.shippingMinor ?? 0);
  const shippingDiscountMinor = input.coupon?.type === 'free_shipping' ? shippingMinor : 0;
  const discountMinor = discounts.reduce((a, b) => a + b, 0) + shippingDiscountMinor;
  const shippingTaxes = shippingTaxLines(input, shippingMinor - shippingDiscountMinor);
  const shippingTaxMinor = shippingTaxes.reduce((a, t) => a + t.amountMinor, 0);
  const taxMinor = lines.reduce((a, l) => a + l.taxMinor, 0) + shippingTaxMinor;
  const orderTotalMinor = subtotalMinor - discountMinor + shippingMinor + taxMinor;
  const giftCards = tenderGiftCards(orderTotalMinor, input.giftCards ?? []);
  const giftCardMinor = giftCards.reduce((a, c) => a + c.amountMinor, 0);
  return {
    lines,
    subtotalMinor,
    discountMinor,
    shippingMinor,
    shippingDiscountMinor,
    taxMinor,
    shippingTaxMinor,
    totalMinor: orderTotalMinor - giftCardMinor,
    taxLines: [...taxByRate.values(), ...shippingTaxes],
    giftCards,
    giftCardMinor,
  };
}
