import { type AbandonedCartSchedule, abandonedCartScheduleSchema } from '@emporia/contracts/admin-orders';
import { sql } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { rowsOf } from '../../kernel/sql-lists';
import { configTypes, readConfigEntries, writeConfigEntries } from '../settings';
import { type AbandonedRow, abandonedColumns, queueCartRecovery } from './abandoned';

/** The merchant's reminder schedule (admin Abandoned Carts page), as configuration entries. */
const keys = { auto: 'config_abandoned_cart_auto', delays: 'config_abandoned_cart_delays' } as const;
const defaultSchedule: AbandonedCartSchedule = { auto_send: false, delays_hours: [24] };

export async function readAbandonedSchedule(ctx: RequestContext): Promise<AbandonedCartSchedule> {
  const entries = await readConfigEntries(ctx, 'config_abandoned_cart_');
  const parsed = abandonedCartScheduleSchema.safeParse({
    auto_send: entries[keys.auto] === '1',
    delays_hours: (entries[keys.delays] ?? '').split(',').filter(Boolean).map(Number),
  });
  return parsed.success ? parsed.data : { ...defaultSchedule, auto_send: entries[keys.auto] === '1' };
}

export async function saveAbandonedSchedule(
  ctx: RequestContext,
  input: AbandonedCartSchedule,
): Promise<AbandonedCartSchedule> {
  await writeConfigEntries(ctx, configTypes.general, {
    [keys.auto]: input.auto_send ? '1' : '0',
    [keys.delays]: input.delays_hours.join(','),
  });
  return input;
}

/** Carts of the shop taken in one pass at most; the worker comes back for the rest. */
const batchSize = 50;

/**
 * Sends the reminders that are due in one shop: a cart with lines and a known
 * e-mail that has not unsubscribed gets reminder n once it has been idle for
 * the n-th delay and has had n - 1 of them. Each cart is locked (SKIP LOCKED,
 * so several servers share the work) and its step counted in the transaction
 * that queues the e-mail: a reminder goes once per cart per step.
 */
export async function sendDueReminders(ctx: RequestContext, origin: string): Promise<number> {
  const schedule = await readAbandonedSchedule(ctx);
  if (!schedule.auto_send) return 0;
  // Whole hours checked by the contract; written into the statement as an int array.
  const delays = sql.raw(
    `ARRAY[${schedule.delays_hours.map((h) => Math.trunc(Number(h))).join(',')}]::int[]`,
  );
  return inTransaction(ctx, async (tx) => {
    const rows = await rowsOf<AbandonedRow>(
      tx.db.execute(sql`
        SELECT ${abandonedColumns(tx.shop.id)}
        FROM carts c LEFT JOIN customers cu ON cu.id = c.customer_id AND cu.shop_id = c.shop_id
        WHERE c.shop_id = ${tx.shop.id}
          AND coalesce(cu.email, c.email) IS NOT NULL
          AND EXISTS (SELECT 1 FROM cart_items i WHERE i.shop_id = c.shop_id AND i.cart_id = c.id)
          AND c.recovery_step < ${schedule.delays_hours.length}
          AND c.updated_at < now() - make_interval(hours => (${delays})[c.recovery_step + 1])
          AND NOT EXISTS (SELECT 1 FROM marketing_unsubscribes u WHERE u.shop_id = ${tx.shop.id}
            AND u.email = lower(coalesce(cu.email, c.email)))
        ORDER BY c.updated_at
        LIMIT ${batchSize}
        FOR UPDATE OF c SKIP LOCKED`),
    );
    for (const row of rows) await queueCartRecovery(tx, row, origin, Number(row.recovery_step) + 1);
    return rows.length;
  });
}
