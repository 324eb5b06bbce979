import type { Destination } from '@emporia/contracts/cart';
import { type Db, schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { readConfig } from '../../config';
import { isOpenTransaction, type RequestContext } from '../../kernel/context';
import { forgetOnNotices, PerShopCache } from '../../kernel/per-shop-cache';
import { runtimeConfig } from '../../kernel/runtime-config';
import { builtOncePerDb } from '../../kernel/sql-lists';
import { couponModuleKey, type StoredCoupon } from '../discounts';
import { currencyOf } from '../settings';
import type { ShopCurrency } from '../store-settings';
import type { ApplicableTaxRate } from '../totals';

/** What pricing needs besides the lines: how money shows, whether coupons work, the coupon, the taxes at the destination. */
export interface PricingContext {
  currency: ShopCurrency;
  couponModuleActive: boolean;
  coupon: StoredCoupon | undefined;
  taxRates: ApplicableTaxRate[];
}

interface ContextRow {
  currency: { symbol: string; position: string; decimal_digits: number } | null;
  coupon_module: string | null;
  coupon: {
    id: number;
    code: string;
    name: string;
    type: string;
    percent_milli: number;
    amount_minor: number;
    minimum_total_minor: number;
    starts_at: string | null;
    ends_at: string | null;
    uses_total: number | null;
    uses_per_customer: number | null;
    times_used: number;
    status: number;
    product_ids: number[];
    category_ids: number[];
  } | null;
  tax_rates: {
    id: number;
    tax_class_id: number;
    name: string;
    type: string;
    percent_milli: number;
    amount_minor: number;
  }[];
}

const shopId = sql.placeholder('shopId');
const coupon = sql.placeholder('coupon');
// Prepared (planned once per connection, built once per handle), one shape whether or not there is a coupon or a destination.
const pricingContextStatement = builtOncePerDb((db: Db) =>
  db
    .select({
      currency: sql<
        ContextRow['currency']
      >`(SELECT json_build_object('symbol', c.symbol, 'position', c.position, 'decimal_digits', c.decimal_digits)
          FROM currencies c WHERE c.shop_id = ${shopId} AND c.code = ${sql.placeholder('currencyCode')}::text)`,
      coupon_module: sql<
        string | null
      >`(SELECT s.value FROM shop_settings s WHERE s.shop_id = ${shopId} AND s.key = ${couponModuleKey})`,
      coupon: sql<
        ContextRow['coupon']
      >`(SELECT json_build_object('id', k.id, 'code', k.code, 'name', k.name, 'type', k.type,
          'percent_milli', k.percent_milli, 'amount_minor', k.amount_minor, 'minimum_total_minor', k.minimum_total_minor,
          'starts_at', k.starts_at, 'ends_at', k.ends_at, 'uses_total', k.uses_total,
          'uses_per_customer', k.uses_per_customer, 'times_used', k.times_used, 'status', k.status,
          'product_ids', coalesce((SELECT json_agg(cp.product_id) FROM coupon_products cp WHERE cp.shop_id = k.shop_id AND cp.coupon_id = k.id), '[]'::json),
          'category_ids', coalesce((SELECT json_agg(cc.category_id) FROM coupon_categories cc WHERE cc.shop_id = k.shop_id AND cc.coupon_id = k.id), '[]'::json))
        FROM coupons k WHERE k.shop_id = ${shopId} AND lower(k.code) = ${coupon}::text)`,
      tax_rates: sql<
        ContextRow['tax_rates']
      >`coalesce((SELECT json_agg(json_build_object('id', r.id, 'tax_class_id', r.tax_class_id,
          'name', r.name, 'type', r.type, 'percent_milli', r.percent_milli, 'amount_minor', r.amount_minor) ORDER BY r.sort_order, r.id)
        FROM tax_rates r WHERE r.shop_id = ${shopId} AND EXISTS (
          SELECT 1 FROM geo_zone_members m WHERE m.shop_id = ${shopId} AND m.shop_id = r.shop_id AND m.geo_zone_id = r.geo_zone_id
            AND m.country_code = ${sql.placeholder('country')}::text
            AND (m.zone_code IS NULL OR m.zone_code = ${sql.placeholder('zone')}::text))), '[]'::json)`,
    })
    .from(schema.shops)
    .where(eq(schema.shops.id, shopId))
    .prepare('pricing_context'),
);

/**
 * One round trip for everything a cart's totals need besides its lines — the
 * add-to-cart path runs it on every add. A tax rate applies when its geo zone
 * holds the destination: the country as a whole, or its state (the same rule
 * as the shipping area's isInGeoZone, in SQL so it costs no extra queries).
 *
 * Without a coupon the answer is the shop's configuration alone (its currency's format, whether
 * coupons work, the taxes of a destination), all of it written by staff only, and every staff
 * write is announced (ADR 0118): it is kept until then, so a new shopper's first add, the
 * storefront's most frequent write, makes three statements instead of four. Inside a transaction
 * (an order being placed) it is read afresh. A coupon's uses change with every order, so a cart
 * with a coupon always reads.
 */
export async function loadPricingContext(
  ctx: RequestContext,
  couponCode: string | null,
  destination: Destination | null,
): Promise<PricingContext> {
  const values = {
    shopId: ctx.shop.id,
    currencyCode: ctx.shop.currencyCode,
    // No coupon and no destination match nothing: codes have 3+ characters, countries 2 letters.
    coupon: couponCode ? couponCode.trim().toLowerCase() : '',
    country: destination?.country_code ?? '',
    zone: destination?.zone_code ?? '',
  };
  const read = async () =>
    contextOf(ctx.shop.currencyCode, (await pricingContextStatement(ctx.db).execute(values))[0]);
  if (values.coupon !== '' || isOpenTransaction(ctx.db)) return read();
  const variant = `${values.currencyCode}|${values.country}|${values.zone}`;
  return keptPricing().get(ctx.db, ctx.shop.id, variant, async () => ({ value: await read() }));
}

let kept: { on: boolean; cache: PerShopCache<PricingContext>; detach: () => void } | undefined;

/**
 * The kept contexts: some 100 bytes each, so 2 MiB holds every destination asked of ~15,000
 * shops; least recently used out first. The 30 minutes only bound a change made by hand in SQL
 * (read again behind the request that finds the context old, as the shop resolver does). Off with
 * the storefront configuration cache (`SHOP_CONFIG_CACHE_MB=0`).
 */
function keptPricing(): PerShopCache<PricingContext> {
  const on = (runtimeConfig() ?? readConfig()).SHOP_CONFIG_CACHE_MB > 0;
  if (kept?.on !== on) {
    kept?.detach();
    const cache = new PerShopCache<PricingContext>('cart-pricing', {
      budgetBytes: on ? 2 * 1024 * 1024 : 0,
      maxAgeMs: 1_800_000,
      readAgainBehind: true,
    });
    kept = { on, cache, detach: forgetOnNotices(cache) };
  }
  return kept.cache;
}

function contextOf(code: string, row: ContextRow | undefined): PricingContext {
  const currency: ShopCurrency = row?.currency
    ? {
        code,
        symbol: row.currency.symbol,
        position: row.currency.position === 'r' ? 'r' : 'l',
        decimal_digits: row.currency.decimal_digits,
      }
    : currencyOf(code);
  const k = row?.coupon ?? null;
  return {
    currency,
    couponModuleActive: row?.coupon_module === '1',
    coupon: k
      ? {
          id: k.id,
          code: k.code,
          name: k.name,
          type: k.type === 'fixed' || k.type === 'free_shipping' ? k.type : 'percent',
          percentMilli: k.percent_milli,
          amountMinor: k.amount_minor,
          productIds: k.product_ids,
          categoryIds: k.category_ids,
          status: k.status,
          minimumTotalMinor: k.minimum_total_minor,
          startsAt: k.starts_at ? new Date(k.starts_at) : null,
          endsAt: k.ends_at ? new Date(k.ends_at) : null,
          usesTotal: k.uses_total,
          usesPerCustomer: k.uses_per_customer,
          timesUsed: k.times_used,
        }
      : undefined,
    taxRates: (row?.tax_rates ?? []).map((r) => ({
      id: r.id,
      taxClassId: r.tax_class_id,
      name: r.name,
      type: r.type === 'fixed' ? 'fixed' : 'percent',
      percentMilli: r.percent_milli,
      amountMinor: r.amount_minor,
    })),
  };
}
