import { type BillingPeriod, type PlanId, plans } from '@emporia/contracts/subscription';
import { type Db, schema } from '@emporia/db';
import { and, eq, lte, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type IntervalWorker, startIntervalWorker } from '../../kernel/interval-worker';
import { billingNow, chargeInvoice } from './charge';
import { addPeriod, graceMs, retryDelaysMs } from './periods';
import {
  announceStatusChange,
  invoiceForStep,
  type SubscriptionRow,
  saveSubscription,
  unpaidRenewal,
} from './queries';
import { serialisedForShop } from './shop-lock';
import { dollars, transactionFeesOf } from './transaction-fees';

const { shopSubscriptions } = schema;
const batchSize = 25;

/**
 * The renewal job: charges subscriptions whose period ended, retries failed charges with backoff,
 * pauses a shop whose grace period ran out unpaid, and pauses a trial that ended without a plan.
 * Each step writes its invoice under an idempotency key first, so two passes (or two servers)
 * charge a period once.
 */
export function startRenewalWorker(options: {
  db: Db;
  log: FastifyBaseLogger;
  intervalMs: number;
}): IntervalWorker {
  return startIntervalWorker({
    log: options.log,
    failure: 'subscription renewals failed',
    exclusive: { db: options.db, job: 'subscription-renewals' },
    pass: () => runRenewals(options.db, billingNow(), options.log),
    nextDelayMs: (count) => (count >= batchSize ? 1_000 : options.intervalMs),
  });
}

export async function runRenewals(db: Db, now: Date, log?: FastifyBaseLogger): Promise<number> {
  let handled = await pauseEndedTrials(db, now);
  const due = await db
    .select()
    .from(shopSubscriptions)
    .where(
      or(
        and(eq(shopSubscriptions.status, 'active'), lte(shopSubscriptions.renewsAt, now)),
        and(eq(shopSubscriptions.status, 'past_due'), lte(shopSubscriptions.nextRetryAt, now)),
      ),
    )
    .limit(batchSize);
  for (const sub of due) {
    try {
      // The row read above may be stale once a change for this shop finished: renew re-reads it.
      await serialisedForShop(sub.shopId, async () => {
        const [fresh] = await db
          .select()
          .from(shopSubscriptions)
          .where(eq(shopSubscriptions.shopId, sub.shopId));
        if (fresh && isDue(fresh, now)) await renew(db, fresh, now);
      });
    } catch (err) {
      // One shop's provider trouble must not stop the others; the next pass tries again.
      log?.error({ err, shopId: sub.shopId }, 'subscription renewal failed');
    }
    handled += 1;
  }
  return handled;
}

/** Trials that ended without a chosen plan pause (shops without a row, older than billing, never do). */
async function pauseEndedTrials(db: Db, now: Date): Promise<number> {
  const ended = await db
    .update(shopSubscriptions)
    .set({ status: 'paused', updatedAt: now })
    .where(and(eq(shopSubscriptions.status, 'trialing'), lte(shopSubscriptions.currentPeriodEnd, now)))
    .returning({ id: shopSubscriptions.shopId });
  for (const shop of ended) await announceStatusChange(db, shop.id);
  return ended.length;
}

const isDue = (sub: SubscriptionRow, now: Date) =>
  (sub.status === 'active' && sub.renewsAt !== null && sub.renewsAt <= now) ||
  (sub.status === 'past_due' && sub.nextRetryAt !== null && sub.nextRetryAt <= now);

async function renew(db: Db, sub: SubscriptionRow, now: Date): Promise<void> {
  const plan = plans[sub.plan as PlanId] ?? plans.trial;
  const period = sub.period as BillingPeriod;
  const invoice =
    sub.status === 'past_due'
      ? ((await unpaidRenewal(db, sub.shopId)) ?? (await renewalInvoice(db, sub, plan.name, period)))
      : await renewalInvoice(db, sub, plan.name, period);
  const result = await chargeInvoice(db, sub, invoice, now);
  if (result.ok) {
    await saveSubscription(db, sub, {
      status: 'active',
      currentPeriodStart: invoice.periodStart,
      currentPeriodEnd: invoice.periodEnd,
      renewsAt: invoice.periodEnd,
      retryCount: 0,
      nextRetryAt: null,
      graceEndsAt: null,
      creditBalance: Math.max(0, sub.creditBalance - invoice.credit),
    });
    return;
  }
  const graceEndsAt = sub.graceEndsAt ?? new Date(sub.currentPeriodEnd.getTime() + graceMs);
  if (now >= graceEndsAt) {
    await saveSubscription(db, sub, { status: 'paused', nextRetryAt: null, graceEndsAt });
    return;
  }
  const retryCount = sub.retryCount + 1;
  const wait = retryDelaysMs[retryCount - 1];
  const next =
    wait === undefined ? graceEndsAt : new Date(Math.min(now.getTime() + wait, graceEndsAt.getTime()));
  await saveSubscription(db, sub, { status: 'past_due', retryCount, nextRetryAt: next, graceEndsAt });
}

/**
 * The renewal of the period that just ended, created once (keyed by that period's end): the next
 * period's price, less credit, plus the plan's transaction fee on the ended period's sales.
 */
async function renewalInvoice(db: Db, sub: SubscriptionRow, planName: string, period: BillingPeriod) {
  const start = sub.currentPeriodEnd;
  const plan = plans[sub.plan as PlanId] ?? plans.trial;
  const price = plan.prices[period];
  const credit = Math.min(price, sub.creditBalance);
  const fees = await transactionFeesOf(db, sub.shopId, plan, sub.currentPeriodStart, sub.currentPeriodEnd);
  const feeText =
    fees.fee > 0
      ? `, plus a ${plan.limits.transaction_fee_bps / 100} % transaction fee of ${dollars(fees.fee)} on ${dollars(fees.sales)} of sales`
      : '';
  return invoiceForStep(db, {
    shopId: sub.shopId,
    idempotencyKey: `renewal:${start.toISOString()}`,
    kind: 'renewal',
    plan: sub.plan,
    period,
    description: `${planName} plan, ${period} renewal${feeText}`,
    amount: price - credit + fees.fee,
    credit,
    periodStart: start,
    periodEnd: addPeriod(start, period),
    billingAddress: sub.billingAddress,
  });
}
