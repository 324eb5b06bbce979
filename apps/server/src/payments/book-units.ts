import { bookToIsoMinor, isoMinorToBook } from '@emporia/contracts/currency-units';
import type { LookupOutcome, PaymentOutcome, PaymentProvider, WebhookChange } from './provider';

/**
 * The one edge between the shop's book units (hundredths of the main unit for
 * every currency) and the ISO minor units providers speak (ADR 0029): what
 * goes to a provider is converted there, what comes back is converted back,
 * so adapters speak their API's units and the ledger keeps the order's.
 */
export function inBookUnits(provider: PaymentProvider): PaymentProvider {
  const out = <R extends { amountMinor: number; currency: string }>(request: R): R => ({
    ...request,
    amountMinor: bookToIsoMinor(request.amountMinor, request.currency),
  });
  const back = (outcome: PaymentOutcome, currency: string): PaymentOutcome =>
    outcome.kind === 'success'
      ? { ...outcome, amountMinor: isoMinorToBook(outcome.amountMinor, currency) }
      : outcome;
  const backLookup = (outcome: LookupOutcome, currency: string): LookupOutcome =>
    outcome.kind === 'found'
      ? { ...outcome, capturedMinor: isoMinorToBook(outcome.capturedMinor, currency) }
      : outcome;
  return {
    method: provider.method,
    ...(provider.prepare ? { prepare: (request) => provider.prepare!(out(request)) } : {}),
    ...(provider.referenceBeforeCall
      ? { referenceBeforeCall: (data) => provider.referenceBeforeCall!(data) }
      : {}),
    authorise: async (request) => back(await provider.authorise(out(request)), request.currency),
    capture: async (request) => back(await provider.capture(out(request)), request.currency),
    refund: async (request) => back(await provider.refund(out(request)), request.currency),
    void: async (request) => back(await provider.void(out(request)), request.currency),
    lookup: async (request) => backLookup(await provider.lookup(out(request)), request.currency),
    // A webhook names no currency before its payment is found: webhooks.ts converts with the payment's.
    parseWebhook: (request) => provider.parseWebhook(request),
  };
}

/** A webhook's amounts (ISO minor units of the payment's currency) in book units. */
export function webhookChangeInBookUnits(change: WebhookChange, currency: string): WebhookChange {
  switch (change.type) {
    case 'captured':
      return change.amountMinor === undefined
        ? change
        : { ...change, amountMinor: isoMinorToBook(change.amountMinor, currency) };
    case 'refund':
      return { ...change, amountMinor: isoMinorToBook(change.amountMinor, currency) };
    case 'refund_total':
      return { ...change, totalMinor: isoMinorToBook(change.totalMinor, currency) };
    default:
      return change;
  }
}
