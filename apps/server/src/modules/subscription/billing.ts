import { type BillingPeriod, type PaidPlanId, type PlanId, plans } from '@emporia/contracts/subscription';
import type { Db } from '@emporia/db';
import type { RequestContext } from '../../kernel/context';
import { AppError, conflict, validationFailed } from '../../kernel/errors';
import { downgradeBlockers } from '../plan-limits';
import { billingNotSetUp, chargeInvoice } from './charge';
import { addPeriod, unusedCredit } from './periods';
import { BillingUnavailable, billingProvider, CardRefused } from './provider';
import {
  invoiceForStep,
  type SubscriptionRow,
  saveSubscription,
  subscriptionOf,
  unpaidRenewal,
  voidUnpaid,
} from './queries';
import { serialisedForShop } from './shop-lock';

const declined = (message: string) =>
  new AppError(402, 'card_declined', `${message} Nothing was charged and your plan is unchanged.`);

/** What moving to `plan` costs now: its price less the unused part of a paid period and any credit. */
export function quoteChange(sub: SubscriptionRow, plan: PaidPlanId, period: BillingPeriod, now: Date) {
  const price = plans[plan].prices[period];
  const current = plans[sub.plan as PlanId] ?? plans.trial;
  const paidAndRunning = sub.status === 'active' && sub.plan !== 'trial';
  const unused = paidAndRunning
    ? unusedCredit(
        current.prices[sub.period as BillingPeriod],
        sub.currentPeriodStart,
        sub.currentPeriodEnd,
        now,
      )
    : 0;
  const credit = unused + sub.creditBalance;
  const due = Math.max(0, price - credit);
  return { price, credit: Math.min(credit, price), due, leftover: credit - (price - due) };
}

export async function refuseUnlessFits(db: Db, shopId: number, plan: PlanId): Promise<void> {
  const blockers = await downgradeBlockers(db, shopId, plans[plan]);
  if (blockers.length) {
    throw conflict(`The shop does not fit the ${plans[plan].name} plan yet. First ${blockers.join('; ')}.`, {
      plan: blockers.join('; '),
    });
  }
}

/** Creates the provider's customer once per shop and saves a card entered in the admin on it. */
export async function saveCard(ctx: RequestContext, paymentMethodId: string): Promise<SubscriptionRow> {
  return serialisedForShop(ctx.shop.id, () => saveCardNow(ctx, paymentMethodId));
}

async function saveCardNow(ctx: RequestContext, paymentMethodId: string): Promise<SubscriptionRow> {
  const provider = billingProvider();
  if (!provider) throw billingNotSetUp();
  let sub = await subscriptionOf(ctx.db, ctx.shop.id);
  try {
    if (!sub.providerCustomerId) {
      const customerId = await provider.createCustomer(
        { shopId: ctx.shop.id, name: ctx.shop.name },
        `emporia-shop-${ctx.shop.id}-customer`,
      );
      sub = await saveSubscription(ctx.db, sub, { providerCustomerId: customerId });
    }
    const card = await provider.attachCard(
      sub.providerCustomerId!,
      paymentMethodId,
      `emporia-shop-${ctx.shop.id}-card-${paymentMethodId}`,
    );
    return saveSubscription(ctx.db, sub, {
      cardPaymentMethod: paymentMethodId,
      cardBrand: card.brand,
      cardLast4: card.last4,
      cardExpMonth: card.exp_month,
      cardExpYear: card.exp_year,
    });
  } catch (error) {
    if (error instanceof CardRefused) throw declined(error.message);
    if (error instanceof BillingUnavailable) throw new AppError(409, 'billing_unavailable', error.message);
    throw error;
  }
}

/**
 * Moves the shop to a paid plan: refuses a plan it does not fit, charges the prorated amount
 * to the card (a new one when given), then starts the new period. The invoice's idempotency key
 * names the change and the period it leaves, so repeating the request charges once.
 */
export function changePlan(
  ctx: RequestContext,
  input: { plan: PaidPlanId; period: BillingPeriod; payment_method?: string | undefined },
  now: Date,
): Promise<{ sub: SubscriptionRow; message: string }> {
  return serialisedForShop(ctx.shop.id, () => changePlanNow(ctx, input, now));
}

async function changePlanNow(
  ctx: RequestContext,
  input: { plan: PaidPlanId; period: BillingPeriod; payment_method?: string | undefined },
  now: Date,
): Promise<{ sub: SubscriptionRow; message: string }> {
  // Before anything else: without billing no change can be paid for, however the shop fits.
  if (!billingProvider()) throw billingNotSetUp();
  let sub = await subscriptionOf(ctx.db, ctx.shop.id);
  if (sub.plan === input.plan && sub.period === input.period && sub.status === 'active') {
    return {
      sub,
      message: `The shop is already on the ${plans[input.plan].name} plan, billed ${input.period}.`,
    };
  }
  await refuseUnlessFits(ctx.db, ctx.shop.id, input.plan);
  if (input.payment_method) sub = await saveCardNow(ctx, input.payment_method);
  const quote = quoteChange(sub, input.plan, input.period, now);
  if (quote.due > 0 && !sub.cardPaymentMethod) {
    throw validationFailed('Add a card to pay for the plan.', { payment_method: 'Enter a card.' });
  }
  const end = addPeriod(now, input.period);
  const plan = plans[input.plan];
  const invoice = await invoiceForStep(ctx.db, {
    shopId: ctx.shop.id,
    idempotencyKey: `change:${sub.plan}:${sub.period}:${sub.currentPeriodStart.toISOString()}:${input.plan}:${input.period}`,
    kind: 'change',
    plan: input.plan,
    period: input.period,
    description: `${plan.name} plan, ${input.period}`,
    amount: quote.due,
    credit: quote.credit,
    periodStart: now,
    periodEnd: end,
    billingAddress: sub.billingAddress,
  });
  const result = await chargeInvoice(ctx.db, sub, invoice, now);
  if (!result.ok) throw declined(result.message);
  const saved = await saveSubscription(ctx.db, sub, {
    plan: input.plan,
    period: input.period,
    status: 'active',
    currentPeriodStart: invoice.periodStart,
    currentPeriodEnd: invoice.periodEnd,
    renewsAt: invoice.periodEnd,
    retryCount: 0,
    nextRetryAt: null,
    graceEndsAt: null,
    creditBalance: quote.leftover,
  });
  await voidUnpaid(ctx.db, ctx.shop.id, invoice.id);
  return { sub: saved, message: `The shop is now on the ${plan.name} plan.` };
}

/** A past-due or paused shop pays its unpaid renewal (with a new card when given) and reopens. */
export function payNow(
  ctx: RequestContext,
  paymentMethod: string | undefined,
  now: Date,
): Promise<{ sub: SubscriptionRow; message: string }> {
  return serialisedForShop(ctx.shop.id, () => payNowNow(ctx, paymentMethod, now));
}

async function payNowNow(
  ctx: RequestContext,
  paymentMethod: string | undefined,
  now: Date,
): Promise<{ sub: SubscriptionRow; message: string }> {
  let sub = await subscriptionOf(ctx.db, ctx.shop.id);
  if (paymentMethod) sub = await saveCardNow(ctx, paymentMethod);
  const invoice = await unpaidRenewal(ctx.db, ctx.shop.id);
  if (!invoice || (sub.status !== 'past_due' && sub.status !== 'paused')) {
    if (paymentMethod) return { sub, message: 'The card is saved for the next renewal.' };
    throw conflict('Nothing is due. The subscription is paid up.');
  }
  const result = await chargeInvoice(ctx.db, sub, invoice, now);
  if (!result.ok) throw new AppError(402, 'card_declined', `${result.message} Try another card.`);
  // A paused shop starts a fresh period from today; a past-due one keeps its dates.
  const start = sub.status === 'paused' ? now : invoice.periodStart;
  const end = addPeriod(start, sub.period as BillingPeriod);
  const saved = await saveSubscription(ctx.db, sub, {
    status: 'active',
    currentPeriodStart: start,
    currentPeriodEnd: end,
    renewsAt: end,
    retryCount: 0,
    nextRetryAt: null,
    graceEndsAt: null,
    creditBalance: Math.max(0, sub.creditBalance - invoice.credit),
  });
  return { sub: saved, message: 'Thank you: the payment went through and the shop is open.' };
}
