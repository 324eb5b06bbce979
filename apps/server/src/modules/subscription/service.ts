import {
  type BillingAddress,
  type BillingPeriod,
  billingCurrency,
  type Invoice,
  type PlanId,
  plans,
  type Subscription,
  type SubscriptionDashboard,
} from '@emporia/contracts/subscription';
import type { RequestContext } from '../../kernel/context';
import { notFound } from '../../kernel/errors';
import { usageOf } from '../plan-limits';
import { billingProvider } from './provider';
import {
  type InvoiceRow,
  listInvoices,
  type SubscriptionRow,
  saveSubscription,
  subscriptionOf,
} from './queries';

export function presentSubscription(row: SubscriptionRow): Subscription {
  return {
    plan: (row.plan in plans ? row.plan : 'trial') as PlanId,
    period: row.period as BillingPeriod,
    status: row.status as Subscription['status'],
    current_period_start: row.currentPeriodStart.toISOString(),
    current_period_end: row.currentPeriodEnd.toISOString(),
    renews_at: row.renewsAt?.toISOString() ?? null,
    grace_ends_at: row.status === 'past_due' ? (row.graceEndsAt?.toISOString() ?? null) : null,
    card:
      row.cardPaymentMethod && row.cardLast4
        ? {
            brand: row.cardBrand ?? 'card',
            last4: row.cardLast4,
            exp_month: row.cardExpMonth ?? 0,
            exp_year: row.cardExpYear ?? 0,
          }
        : null,
    billing_address: row.billingAddress ?? null,
  };
}

export function presentInvoice(row: InvoiceRow): Invoice {
  return {
    id: row.id,
    number: row.number,
    description: row.description,
    amount: row.amount,
    currency: row.currency,
    status: row.status as Invoice['status'],
    issued_at: row.issuedAt.toISOString(),
    paid_at: row.paidAt?.toISOString() ?? null,
  };
}

/** subscription/dashboard: plan, period, status, usage against the limits and the invoices. */
export async function subscriptionDashboard(ctx: RequestContext): Promise<SubscriptionDashboard> {
  const row = await subscriptionOf(ctx.db, ctx.shop.id);
  const subscription = presentSubscription(row);
  const plan = plans[subscription.plan];
  return {
    subscription,
    plan,
    usage: await usageOf(ctx.db, ctx.shop.id, plan),
    invoices: (await listInvoices(ctx.db, ctx.shop.id)).map(presentInvoice),
    currency: billingCurrency,
    publishable_key: billingProvider()?.publishableKey ?? null,
    billing_set_up: billingProvider() !== undefined,
  };
}

export async function saveBillingAddress(
  ctx: RequestContext,
  address: BillingAddress,
): Promise<Subscription> {
  const row = await subscriptionOf(ctx.db, ctx.shop.id);
  return presentSubscription(await saveSubscription(ctx.db, row, { billingAddress: address }));
}

export async function readSubscription(ctx: RequestContext): Promise<Subscription> {
  return presentSubscription(await subscriptionOf(ctx.db, ctx.shop.id));
}

export const invoiceNotFound = () => notFound('The shop has no such invoice.');
