import type { ErrorLogEntry, ErrorLogKind } from '@emporia/contracts/logs';
import { schema } from '@emporia/db';
import { and, desc, eq, gte, isNotNull, ne, count as sqlCount } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { redactText } from './redact';

const { shippingCarrierErrors, paymentEvents, payments, outboxEmails } = schema;
const perSource = 100;

/**
 * The shop's own failures, read where each is already recorded: the last
 * failure of each carrier (shipping_carrier_errors), provider errors and
 * unresolved reconciliations of payments, and e-mails the outbox could not
 * send. Messages are redacted like the activity log.
 */
export async function listErrors(ctx: RequestContext, kind?: ErrorLogKind): Promise<ErrorLogEntry[]> {
  const wanted = (k: ErrorLogKind) => !kind || kind === k;
  const [carriers, paymentErrors, attention, emails] = await Promise.all([
    wanted('carrier') ? carrierErrors(ctx) : [],
    wanted('payment') ? paymentEventErrors(ctx) : [],
    wanted('payment') ? paymentsNeedingAttention(ctx) : [],
    wanted('email') ? emailFailures(ctx) : [],
  ]);
  return [...carriers, ...paymentErrors, ...attention, ...emails]
    .map((e) => ({ ...e, message: redactText(e.message) }))
    .sort((a, b) => b.at.localeCompare(a.at));
}

async function carrierErrors(ctx: RequestContext): Promise<ErrorLogEntry[]> {
  const t = shippingCarrierErrors;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(eq(t.shopId, ctx.shop.id))
    .orderBy(desc(t.lastAt))
    .limit(perSource);
  return rows.map((r) => ({
    kind: 'carrier' as const,
    source: r.module,
    message: `${r.kind}: ${r.detail}`,
    count: r.count,
    at: r.lastAt.toISOString(),
  }));
}

async function paymentEventErrors(ctx: RequestContext): Promise<ErrorLogEntry[]> {
  const rows = await ctx.db
    .select({
      method: payments.method,
      kind: paymentEvents.kind,
      message: paymentEvents.message,
      at: paymentEvents.createdAt,
    })
    .from(paymentEvents)
    .innerJoin(
      payments,
      and(eq(payments.shopId, paymentEvents.shopId), eq(payments.id, paymentEvents.paymentId)),
    )
    .where(and(eq(paymentEvents.shopId, ctx.shop.id), eq(paymentEvents.outcome, 'error')))
    .orderBy(desc(paymentEvents.createdAt))
    .limit(perSource);
  return rows.map((r) => ({
    kind: 'payment' as const,
    source: r.method,
    message: `${r.kind}: ${r.message || 'the provider answered with an error'}`,
    count: 1,
    at: r.at.toISOString(),
  }));
}

async function paymentsNeedingAttention(ctx: RequestContext): Promise<ErrorLogEntry[]> {
  const rows = await ctx.db
    .select({
      method: payments.method,
      ref: payments.orderRef,
      attention: payments.attention,
      at: payments.updatedAt,
    })
    .from(payments)
    .where(and(eq(payments.shopId, ctx.shop.id), ne(payments.attention, '')))
    .orderBy(desc(payments.updatedAt))
    .limit(perSource);
  return rows.map((r) => ({
    kind: 'payment' as const,
    source: r.method,
    message: `${r.ref ? `Order ${r.ref}: ` : ''}${r.attention}`,
    count: 1,
    at: r.at.toISOString(),
  }));
}

async function emailFailures(ctx: RequestContext): Promise<ErrorLogEntry[]> {
  const t = outboxEmails;
  const rows = await ctx.db
    .select()
    .from(t)
    .where(and(eq(t.shopId, ctx.shop.id), ne(t.status, 'sent'), isNotNull(t.lastError)))
    .orderBy(desc(t.nextAttemptAt))
    .limit(perSource);
  return rows.map((r) => ({
    kind: 'email' as const,
    source: r.subject,
    message: `${r.status === 'failed' ? 'Gave up' : 'Retrying'} after ${r.attempts} attempt(s) to ${r.toAddress}: ${r.lastError}`,
    count: r.attempts,
    at: r.nextAttemptAt.toISOString(),
  }));
}

/** Failures recorded since `since`, for the settings summary. */
export async function countErrorsSince(ctx: RequestContext, since: Date): Promise<number> {
  const shop = ctx.shop.id;
  const [[carriers], [paymentErrors], [emails]] = await Promise.all([
    ctx.db
      .select({ n: sqlCount() })
      .from(shippingCarrierErrors)
      .where(and(eq(shippingCarrierErrors.shopId, shop), gte(shippingCarrierErrors.lastAt, since))),
    ctx.db
      .select({ n: sqlCount() })
      .from(paymentEvents)
      .where(
        and(
          eq(paymentEvents.shopId, shop),
          eq(paymentEvents.outcome, 'error'),
          gte(paymentEvents.createdAt, since),
        ),
      ),
    ctx.db
      .select({ n: sqlCount() })
      .from(outboxEmails)
      .where(
        and(
          eq(outboxEmails.shopId, shop),
          eq(outboxEmails.status, 'failed'),
          gte(outboxEmails.createdAt, since),
        ),
      ),
  ]);
  return (carriers?.n ?? 0) + (paymentErrors?.n ?? 0) + (emails?.n ?? 0);
}
