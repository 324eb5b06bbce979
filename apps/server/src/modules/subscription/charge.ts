import type { Db } from '@emporia/db';
import { AppError } from '../../kernel/errors';
import { BillingUnavailable, billingProvider, type ChargeResult } from './provider';
import { type InvoiceRow, type SubscriptionRow, updateInvoice } from './queries';

/** The time billing goes by; tests move it (renewals, retries, grace) without waiting. */
let clock: () => Date = () => new Date();
export const billingNow = () => clock();
export function useBillingClock(next: (() => Date) | undefined): void {
  clock = next ?? (() => new Date());
}

/**
 * No provider configured (PLATFORM_STRIPE_SECRET_KEY unset, the default start): trying later will
 * not help, so the merchant is told what is true and who can move the shop (issue 32).
 */
export const billingNotSetUp = () =>
  new AppError(
    409,
    'billing_not_set_up',
    'This platform has not set up billing yet, so plans cannot be changed here until it does. The platform’s operator can move the shop to another plan.',
  );

/**
 * Charges one invoice to the card on file. A recorded failure starts a new attempt under a new
 * idempotency key (a declined key would replay the decline); an attempt with no recorded outcome
 * (the process stopped mid-call) is sent again under its own key, so the provider answers with
 * the first result instead of charging twice.
 */
export async function chargeInvoice(
  db: Db,
  sub: SubscriptionRow,
  invoice: InvoiceRow,
  now: Date,
): Promise<ChargeResult> {
  if (invoice.status === 'paid') return { ok: true, paymentId: invoice.providerPaymentId ?? '' };
  if (invoice.amount === 0) {
    await updateInvoice(db, invoice.id, { status: 'paid', paidAt: now, failureMessage: null });
    return { ok: true, paymentId: '' };
  }
  const provider = billingProvider();
  if (!provider) throw billingNotSetUp();
  if (!sub.providerCustomerId || !sub.cardPaymentMethod) {
    const message = 'There is no card on file. Add a card to pay.';
    await updateInvoice(db, invoice.id, { status: 'failed', failureMessage: message });
    return { ok: false, message };
  }
  const attempt =
    invoice.status === 'failed' || invoice.attempts === 0 ? invoice.attempts + 1 : invoice.attempts;
  await updateInvoice(db, invoice.id, { attempts: attempt, status: 'open', failureMessage: null });
  let result: ChargeResult;
  try {
    result = await provider.charge(
      {
        customerId: sub.providerCustomerId,
        paymentMethodId: sub.cardPaymentMethod,
        amount: invoice.amount,
        currency: invoice.currency,
        description: invoice.description,
        invoice: invoice.number,
      },
      `emporia-invoice-${invoice.id}-attempt-${attempt}`,
    );
  } catch (error) {
    if (error instanceof BillingUnavailable) throw new AppError(409, 'billing_unavailable', error.message);
    throw error;
  }
  if (result.ok) {
    await updateInvoice(db, invoice.id, { status: 'paid', paidAt: now, providerPaymentId: result.paymentId });
  } else {
    await updateInvoice(db, invoice.id, { status: 'failed', failureMessage: result.message });
  }
  return result;
}
