import {
  type BillingPeriod,
  type PlanId,
  type Subscription,
  trialDays,
} from '@emporia/contracts/subscription';
import { type Db, schema } from '@emporia/db';
import { refuseUnlessFits } from './billing';
import { billingNow } from './charge';
import { addPeriod } from './periods';
import { saveSubscription, subscriptionOf } from './queries';
import { presentSubscription } from './service';

/**
 * The operator moves a shop to a plan without charging it (a sales deal, support, a test): the
 * new period starts now. Over the plan's limits it refuses like a merchant's downgrade unless forced.
 */
export async function setPlanByOperator(
  db: Db,
  shopId: number,
  input: { plan: PlanId; period: BillingPeriod; force: boolean },
): Promise<Subscription> {
  if (!input.force) await refuseUnlessFits(db, shopId, input.plan);
  const sub = await subscriptionOf(db, shopId);
  const now = billingNow();
  const end =
    input.plan === 'trial' ? new Date(now.getTime() + trialDays * 86_400_000) : addPeriod(now, input.period);
  const saved = await saveSubscription(db, sub, {
    plan: input.plan,
    period: input.period,
    status: input.plan === 'trial' ? 'trialing' : 'active',
    currentPeriodStart: now,
    currentPeriodEnd: end,
    renewsAt: input.plan === 'trial' ? null : end,
    retryCount: 0,
    nextRetryAt: null,
    graceEndsAt: null,
  });
  return presentSubscription(saved);
}

/**
 * A new shop's trial: 14 days from now, after which the renewal job pauses the shop unless a plan
 * was chosen. Shop creation (operator API, sign-up) calls it; shops older than billing have no
 * row and stay on the trial's limits without ever being paused.
 */
export async function startTrial(db: Db, shopId: number): Promise<void> {
  const start = billingNow();
  await db
    .insert(schema.shopSubscriptions)
    .values({
      shopId,
      plan: 'trial',
      period: 'monthly',
      status: 'trialing',
      currentPeriodStart: start,
      currentPeriodEnd: new Date(start.getTime() + trialDays * 86_400_000),
    })
    .onConflictDoNothing();
}
