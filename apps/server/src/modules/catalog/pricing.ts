import type { ProductPrices } from '@emporia/contracts/catalog';
import { toDecimal } from '../../kernel/money';

/** The price facts of one product row, in minor units. */
export interface PriceFacts {
  priceMinor: number;
  salePriceMinor: number | null;
  saleStartsAt: Date | null;
  saleEndsAt: Date | null;
  /** The shopper's customer group's own price, when it has one. */
  groupPriceMinor?: number | null;
}

/**
 * A product row's price columns as SQL reads them (dates may come back as text),
 * with the shopper's group price; `priceFactsOf` turns them into PriceFacts.
 */
export interface PriceColumns {
  price_minor: number;
  sale_price_minor: number | null;
  sale_starts_at: Date | string | null;
  sale_ends_at: Date | string | null;
  group_price_minor: number | null;
}

export interface QuantityTier {
  minQuantity: number;
  priceMinor: number;
}

/** A sale counts from its start (inclusive) until its end (exclusive); open ends run forever. */
export function saleIsRunning(facts: PriceFacts, at: Date): boolean {
  if (facts.salePriceMinor === null) return false;
  if (facts.saleStartsAt && facts.saleStartsAt.getTime() > at.getTime()) return false;
  if (facts.saleEndsAt && facts.saleEndsAt.getTime() <= at.getTime()) return false;
  return true;
}

export interface UnitPrice {
  /** Regular price. */
  baseMinor: number;
  /** Running sale price, or null. */
  saleMinor: number | null;
  /** What one unit costs this shopper at this quantity: the lowest applicable price. */
  unitMinor: number;
}

/**
 * The price one unit costs: the lowest of the regular price, a running sale,
 * the shopper's group price and the quantity tier reached (tiers only when
 * the product has quantity discounts switched on).
 */
export function unitPrice(
  facts: PriceFacts,
  at: Date,
  options: { quantity?: number; tiers?: QuantityTier[]; quantityDiscounts?: boolean } = {},
): UnitPrice {
  const saleMinor = saleIsRunning(facts, at) ? facts.salePriceMinor : null;
  let unitMinor = facts.priceMinor;
  if (saleMinor !== null) unitMinor = Math.min(unitMinor, saleMinor);
  if (facts.groupPriceMinor !== null && facts.groupPriceMinor !== undefined) {
    unitMinor = Math.min(unitMinor, facts.groupPriceMinor);
  }
  if (options.quantityDiscounts && options.tiers && options.quantity) {
    const reached = options.tiers
      .filter((tier) => tier.minQuantity <= options.quantity!)
      .sort((a, b) => b.minQuantity - a.minQuantity)[0];
    if (reached) unitMinor = Math.min(unitMinor, reached.priceMinor);
  }
  return { baseMinor: facts.priceMinor, saleMinor, unitMinor };
}

/** SPEC §3 price display for one unit. */
export function priceDisplay(facts: PriceFacts, at: Date): ProductPrices {
  const { baseMinor, unitMinor } = unitPrice(facts, at);
  if (unitMinor >= baseMinor) return { base: toDecimal(baseMinor), sale: null, discount: null };
  return {
    base: toDecimal(baseMinor),
    sale: toDecimal(unitMinor),
    discount: toDecimal(baseMinor - unitMinor),
  };
}
