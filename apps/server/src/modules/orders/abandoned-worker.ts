import { type Db, schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
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
 * Sends the scheduled abandoned-cart reminders of every shop that switched
 * them on, one pass at start-up and then every interval (like the payment
 * reconciliation). A failing shop is logged and the others go on.
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

/** One pass over the shops whose merchant switched automatic reminders on; resolves with the e-mails queued. */
export async function remindAllShops(options: Pick<ReminderWorkerOptions, 'db' | 'log' | 'originOf'>) {
  const { shopSettings, shops } = schema;
  const rows = await options.db
    .select({ shop: shops })
    .from(shopSettings)
    .innerJoin(shops, eq(shops.id, shopSettings.shopId))
    .where(and(eq(shopSettings.key, 'config_abandoned_cart_auto'), eq(shopSettings.value, '1')));
  let queued = 0;
  for (const { shop: row } of rows) {
    const shop = toShop(row);
    if (shop.status !== 'active') continue;
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
