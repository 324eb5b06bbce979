import type { CarrierErrorEntry } from '@emporia/contracts/shipping-settings';
import { schema } from '@emporia/db';
import { asc, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../kernel/context';
import type { ShippingFailure } from './quote';

/** Provider detail kept for staff, cut so a provider's whole error page cannot fill the table. */
const detailLimit = 2000;

/**
 * Logs each failed module with the provider's detail and keeps the last one per
 * module for the admin shipping page (one row per module, counted), so staff can
 * see why a method was unavailable without shoppers ever reading it. Never
 * fails the shopper's quote: a failure to record is only logged.
 */
export async function recordCarrierFailures(
  ctx: RequestContext,
  failures: readonly ShippingFailure[],
  log: FastifyBaseLogger,
): Promise<void> {
  const t = schema.shippingCarrierErrors;
  for (const failure of failures) {
    log.warn({ shipping: failure }, 'shipping module could not rate the cart');
    const detail = failure.detail.slice(0, detailLimit);
    try {
      await ctx.db
        .insert(t)
        .values({ shopId: ctx.shop.id, module: failure.module, kind: failure.kind, detail })
        .onConflictDoUpdate({
          target: [t.shopId, t.module],
          set: { kind: failure.kind, detail, count: sql`${t.count} + 1`, lastAt: sql`now()` },
        });
    } catch (error) {
      log.error({ err: error, shipping: failure }, 'could not record a shipping module failure');
    }
  }
}

/** Each module's last failure, for staff. */
export async function listCarrierErrors(ctx: RequestContext): Promise<CarrierErrorEntry[]> {
  const t = schema.shippingCarrierErrors;
  const rows = await ctx.db.select().from(t).where(eq(t.shopId, ctx.shop.id)).orderBy(asc(t.module));
  return rows.map((row) => ({
    module: row.module as CarrierErrorEntry['module'],
    kind: row.kind as CarrierErrorEntry['kind'],
    detail: row.detail,
    count: row.count,
    first_at: row.firstAt.toISOString(),
    last_at: row.lastAt.toISOString(),
  }));
}
