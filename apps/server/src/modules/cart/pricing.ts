import type { Destination, LineMeta } from '@emporia/contracts/cart';
import { chargeDigits } from '@emporia/contracts/currency-units';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { priceFactsOf, unitPrice } from '../catalog';
import { couponProblem, type StoredCoupon } from '../discounts';
import type { ShopCurrency } from '../store-settings';
import {
  type ApplicableTaxRate,
  computeTotals,
  type GiftCardTender,
  type Totals,
  type TotalsLine,
} from '../totals';
import { giftCardTendersOf } from './gift-card-tenders';
import { type CartLineRow, loadCartLines, loadItemLines } from './line-queries';
import { loadPricingContext } from './pricing-context';
import { type CartRow, customerGroupOf } from './queries';

export interface PricedLine extends TotalsLine {
  row: CartLineRow;
  baseMinor: number;
  isDigital: boolean;
}

export interface PricedCart {
  cart: CartRow | null;
  lines: PricedLine[];
  totals: Totals;
  /** The cart's coupon when it applies now. */
  coupon: StoredCoupon | null;
  /** Why the cart's coupon does not apply now, if it has one that does not. */
  couponProblem: string | null;
  currency: ShopCurrency;
  destination: Destination | null;
  shippingMethod: { code: string; title: string } | null;
  needsShipping: boolean;
  customerId: number | null;
  taxRates: ApplicableTaxRate[];
  /** Gift cards of the cart that can pay this order now. */
  giftCards: GiftCardTender[];
  /** Why a gift card of the cart cannot pay now (used up, disabled…), for the shopper. */
  giftCardProblems: string[];
}

/** A chosen shipping method as pricing needs it; a tax class taxes its cost. */
export interface ChosenShipping {
  code: string;
  title: string;
  costMinor: number;
  taxClassId?: number | null;
}

export interface PricingOptions {
  /** Overrides the cart's own destination (checkout quote). */
  destination?: Destination | null;
  /** The chosen method's cost (and tax class), when the totals should include shipping. */
  shipping?: ChosenShipping | null;
  /** A coupon to try instead of the cart's (order_apply_discount before it is stored). */
  couponCode?: string | null;
  now?: Date;
}

/** The customer's default address as a destination, for estimates before checkout. */
async function defaultDestination(ctx: RequestContext, customerId: number): Promise<Destination | null> {
  const { customerAddresses, countries, zones } = schema;
  const [row] = await ctx.db
    .select({ country: countries.isoCode2, zone: zones.code, postcode: customerAddresses.postcode })
    .from(customerAddresses)
    .innerJoin(countries, eq(countries.id, customerAddresses.countryId))
    .leftJoin(zones, eq(zones.id, customerAddresses.zoneId))
    .where(and(eq(customerAddresses.shopId, ctx.shop.id), eq(customerAddresses.customerId, customerId)))
    .orderBy(sql`${customerAddresses.isDefault} DESC`, customerAddresses.id)
    .limit(1);
  return row
    ? { country_code: row.country, zone_code: row.zone ?? null, postcode: row.postcode || null }
    : null;
}

function cartDestination(cart: CartRow | null): Destination | null {
  if (!cart?.countryCode) return null;
  return {
    country_code: cart.countryCode,
    zone_code: cart.zoneCode ?? null,
    postcode: cart.postcode ?? null,
  };
}

export function toTotalsLines(rows: CartLineRow[], at: Date): PricedLine[] {
  return rows.map((row) => {
    const facts = priceFactsOf(row);
    const price = unitPrice(facts, at, {
      quantity: row.quantity,
      tiers: (row.tiers ?? []).map((t) => ({ minQuantity: t.min_quantity, priceMinor: t.price_minor })),
      quantityDiscounts: row.quantity_discount_status === 1,
    });
    return {
      row,
      key: row.key,
      productId: row.product_id,
      parentId: row.parent_id,
      quantity: row.quantity,
      unitMinor: price.unitMinor,
      baseMinor: price.baseMinor,
      taxClassId: row.tax_class_id,
      categoryIds: row.category_ids ?? [],
      isDigital: row.is_digital > 0,
    };
  });
}

/**
 * Prices a cart for its shopper: unit prices (sale, group, quantity tiers),
 * the coupon if it still applies, taxes for the destination, and shipping
 * when one is chosen. Every total the shopper sees comes from here.
 */
export async function priceCart(
  ctx: RequestContext,
  cart: CartRow | null,
  options: PricingOptions = {},
): Promise<PricedCart> {
  const customerId = cart?.customerId ?? null;
  const groupId = await customerGroupOf(ctx.db, ctx.shop.id, customerId);
  const rows = cart
    ? await loadCartLines(ctx.db, ctx.shop.id, cart.id, ctx.shop.defaultLanguage, groupId)
    : [];
  let destination = options.destination !== undefined ? options.destination : cartDestination(cart);
  if (destination === null && customerId && options.destination === undefined)
    destination = await defaultDestination(ctx, customerId);
  const couponCode = options.couponCode !== undefined ? options.couponCode : (cart?.couponCode ?? null);
  return priceRows(
    ctx,
    rows,
    { ...options, destination, couponCode },
    { cart, customerId, email: cart?.email ?? null },
  );
}

/** Lines staff put together (a new order for a customer, an edited order), priced like a cart of that customer. */
export async function priceItems(
  ctx: RequestContext,
  items: readonly { productId: number; quantity: number; meta: LineMeta }[],
  buyer: { customerId: number | null; email: string | null },
  options: PricingOptions & { destination: Destination | null },
): Promise<PricedCart> {
  const groupId = await customerGroupOf(ctx.db, ctx.shop.id, buyer.customerId);
  const rows = await loadItemLines(ctx.db, ctx.shop.id, items, ctx.shop.defaultLanguage, groupId);
  return priceRows(
    ctx,
    rows,
    { ...options, couponCode: options.couponCode ?? null },
    { cart: null, ...buyer },
  );
}

async function priceRows(
  ctx: RequestContext,
  rows: CartLineRow[],
  options: PricingOptions & { destination: Destination | null; couponCode: string | null },
  buyer: { cart: CartRow | null; customerId: number | null; email: string | null },
): Promise<PricedCart> {
  const now = options.now ?? new Date();
  const lines = toTotalsLines(rows, now);
  const { destination, couponCode } = options;
  const { customerId, email } = buyer;
  const context = await loadPricingContext(
    ctx,
    couponCode && lines.length > 0 ? couponCode : null,
    destination,
  );
  const { currency, taxRates } = context;
  const subtotalMinor = lines.reduce((sum, l) => sum + l.unitMinor * l.quantity, 0);
  let coupon: StoredCoupon | null = null;
  let problem: string | null = null;
  if (couponCode && lines.length > 0) {
    if (!context.couponModuleActive) {
      problem = 'Coupons cannot be used in this shop.';
    } else {
      problem = await couponProblem(ctx, context.coupon, {
        lines,
        subtotalMinor,
        buyer: { customerId, email },
        currency,
        now,
      });
      if (!problem && context.coupon) coupon = context.coupon;
    }
  }

  const needsShipping = lines.some((l) => !l.isDigital);
  const shipping = needsShipping ? (options.shipping ?? null) : null;
  const tenders = await giftCardTendersOf(ctx, buyer.cart?.giftCardIds ?? [], lines, currency);
  const totals = computeTotals({
    lines,
    coupon,
    taxRates,
    shippingMinor: shipping ? shipping.costMinor : null,
    shippingTaxClassId: shipping?.taxClassId ?? null,
    decimalDigits: chargeDigits(currency.code, currency.decimal_digits),
    giftCards: tenders.cards,
  });
  return {
    cart: buyer.cart,
    lines,
    totals,
    coupon,
    couponProblem: problem,
    currency,
    destination,
    shippingMethod: shipping ? { code: shipping.code, title: shipping.title } : null,
    needsShipping,
    customerId,
    taxRates,
    giftCards: tenders.cards,
    giftCardProblems: tenders.problems,
  };
}

/** The same cart with a shipping method chosen (or none): only the totals change. */
export function withShipping(priced: PricedCart, shipping: ChosenShipping | null): PricedCart {
  const chosen = priced.needsShipping ? shipping : null;
  return {
    ...priced,
    shippingMethod: chosen ? { code: chosen.code, title: chosen.title } : null,
    totals: computeTotals({
      lines: priced.lines,
      coupon: priced.coupon,
      taxRates: priced.taxRates,
      shippingMinor: chosen ? chosen.costMinor : null,
      shippingTaxClassId: chosen?.taxClassId ?? null,
      decimalDigits: chargeDigits(priced.currency.code, priced.currency.decimal_digits),
      giftCards: priced.giftCards,
    }),
  };
}
