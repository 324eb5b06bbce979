import { type Db, schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../../kernel/context';
import { type IntervalWorker, startIntervalWorker } from '../../kernel/interval-worker';
import { type Shop, toShop } from '../../kernel/tenancy/shop';
import { sendDueReminders } from './abandoned-schedule';

export interface ReminderWorkerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Time between passes (ABANDONED_CART_INTERVAL_SECONDS). */
  intervalMs: number;
  /** The shop's address for the links in the e-mail (SHOP_URL_TEMPLATE). */
  originOf(shop: Shop): string;
}

/**
 * Sends the scheduled abandoned-cart reminders of the shops that have some due, one
 * pass at start-up and then every interval (like the payment reconciliation). A failing shop is logged and the others go on.
 */
export function startReminderWorker(options: ReminderWorkerOptions): IntervalWorker {
  return startIntervalWorker({
    log: options.log,
    failure: 'abandoned-cart reminders failed',
    exclusive: { db: options.db, job: 'abandoned-cart-reminders' },
    pass: () => remindAllShops(options),
    nextDelayMs: () => options.intervalMs,
  });
}

/**
 * The active shops with reminders on that hold at least one cart due for its next reminder: one
 * statement, so a pass over thousands of opted-in shops with nothing due costs one query (issue
 * 37), not a configuration read and a cart scan per shop. The delays are read as the schedule
 * reader does; a value it would not accept counts as the default single reminder after a day.
 */
export async function shopsWithDueReminders(db: Db) {
  const { shopSettings, shops } = schema;
  const delays = sql`(coalesce((SELECT CASE WHEN d.value ~ '^[0-9]{1,4}(,[0-9]{1,4}){0,9}$'
      THEN string_to_array(d.value, ',')::int[] ELSE ARRAY[24] END
    FROM shop_settings d WHERE d.shop_id = ${shops.id} AND d.key = 'config_abandoned_cart_delays'), ARRAY[24]))`;
  const rows = await db
    .select({ shop: shops })
    .from(shopSettings)
    .innerJoin(shops, eq(shops.id, shopSettings.shopId))
    .where(
      and(
        eq(shopSettings.key, 'config_abandoned_cart_auto'),
        eq(shopSettings.value, '1'),
        eq(shops.status, 'active'),
        sql`EXISTS (SELECT 1 FROM carts c
          LEFT JOIN customers cu ON cu.id = c.customer_id AND cu.shop_id = c.shop_id
          WHERE c.shop_id = ${shops.id}
            AND c.recovery_step < cardinality(${delays})
            AND c.updated_at < now() - make_interval(hours => ${delays}[c.recovery_step + 1])
            AND coalesce(cu.email, c.email) IS NOT NULL
            AND EXISTS (SELECT 1 FROM cart_items i WHERE i.shop_id = c.shop_id AND i.cart_id = c.id)
            AND NOT EXISTS (SELECT 1 FROM marketing_unsubscribes u WHERE u.shop_id = c.shop_id
              AND u.email = lower(coalesce(cu.email, c.email))))`,
      ),
    );
  return rows.map(({ shop }) => toShop(shop));
}

/** One pass over the shops with reminders due; resolves with the e-mails queued. */
export async function remindAllShops(options: Pick<ReminderWorkerOptions, 'db' | 'log' | 'originOf'>) {
  let queued = 0;
  for (const shop of await shopsWithDueReminders(options.db)) {
    const ctx: RequestContext = { shop, actor: { kind: 'platform' }, db: options.db };
    try {
      const sent = await sendDueReminders(ctx, options.originOf(shop));
      if (sent > 0) options.log.info({ shopId: shop.id, sent }, 'abandoned-cart reminders queued');
      queued += sent;
    } catch (err) {
      options.log.error({ err, shopId: shop.id }, 'abandoned-cart reminders of a shop failed');
    }
  }
  return queued;
}
