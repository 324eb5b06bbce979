import { type Db, schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { RequestContext } from '../kernel/context';
import { type IntervalWorker, startIntervalWorker } from '../kernel/interval-worker';
import { type Shop, toShop } from '../kernel/tenancy/shop';
import { claimPaymentsWithoutOrder } from './queries';
import { reconcileCallMs, reconcilePayment } from './reconcile';

export interface ReconcilerOptions {
  db: Db;
  log: FastifyBaseLogger;
  /** Time between passes (PAYMENT_RECONCILE_INTERVAL_SECONDS). */
  intervalMs: number;
  /** How long a payment may be without its order before it is looked at (PAYMENT_RECONCILE_GRACE_SECONDS). */
  graceMs: number;
}

const batchSize = 25;

/**
 * Runs the payment reconciliation (reconcile.ts) once at start-up and then
 * every interval. Payments are claimed with FOR UPDATE SKIP LOCKED and a
 * claim deadline, so several server processes can each run one.
 */
export function startPaymentReconciler(options: ReconcilerOptions): IntervalWorker {
  return startIntervalWorker({
    log: options.log,
    failure: 'payment reconciliation failed',
    pass: () => reconcilePaymentsWithoutOrder(options),
    // A full batch means more may be waiting: go on soon.
    nextDelayMs: (count) => (count >= batchSize ? 1_000 : options.intervalMs),
  });
}

/** One pass: claims a batch of payments left without their order and resolves each. */
export async function reconcilePaymentsWithoutOrder(
  options: Pick<ReconcilerOptions, 'db' | 'log' | 'graceMs'>,
): Promise<number> {
  const claimed = await claimPaymentsWithoutOrder(options.db, {
    graceMs: options.graceMs,
    callMs: reconcileCallMs(),
    limit: batchSize,
  });
  const shops = new Map<number, Shop | undefined>();
  for (const payment of claimed) {
    if (!shops.has(payment.shopId)) shops.set(payment.shopId, await shopOf(options.db, payment.shopId));
    const shop = shops.get(payment.shopId);
    if (!shop) continue;
    const ctx: RequestContext = { shop, actor: { kind: 'platform' }, db: options.db };
    const resolution = await reconcilePayment(ctx, payment);
    const entry = { paymentId: payment.id, shopId: payment.shopId, resolution };
    if (resolution === 'attention') options.log.warn(entry, 'payment without order needs staff attention');
    else options.log.info(entry, 'payment without order reconciled');
  }
  return claimed.length;
}

async function shopOf(db: Db, shopId: number): Promise<Shop | undefined> {
  const [row] = await db.select().from(schema.shops).where(eq(schema.shops.id, shopId));
  return row ? toShop(row) : undefined;
}
