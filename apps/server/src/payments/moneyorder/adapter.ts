import type { AuthoriseRequest, FollowUpRequest, PaymentOutcome, PaymentProvider } from '../provider';

/**
 * Money order is offline: the shopper sends the money by post, so an order is
 * always accepted and waits (pending) until the shop records the money as
 * received (capture). Refunds and voids are the shop's own records.
 */
export function createMoneyorderProvider(): PaymentProvider {
  const recorded = (
    status: Extract<PaymentOutcome, { kind: 'success' }>['status'],
    request: FollowUpRequest,
  ): PaymentOutcome => ({
    kind: 'success',
    status,
    providerReference: request.providerReference,
    amountMinor: status === 'voided' ? 0 : request.amountMinor,
    raw: { offline: true, action: status, amount_minor: request.amountMinor },
  });
  return {
    method: 'moneyorder',
    async authorise(request: AuthoriseRequest) {
      // The reference follows from the key, so a retried checkout names the same payment.
      return {
        kind: 'success',
        status: 'pending',
        providerReference: `MO-${request.idempotencyKey}`.slice(0, 120),
        amountMinor: request.amountMinor,
        raw: { offline: true, order_ref: request.orderRef },
      };
    },
    capture: async (request) => recorded('captured', request),
    // Nothing outside the shop: a payment that got its reference waits for the money, one without never started.
    lookup: async (request) =>
      request.providerReference
        ? {
            kind: 'found',
            state: 'pending',
            providerReference: request.providerReference,
            capturedMinor: 0,
            raw: { offline: true },
          }
        : { kind: 'absent' },
    refund: async (request) => recorded('refunded', request),
    void: async (request) => recorded('voided', request),
    parseWebhook: async () => ({ kind: 'invalid', message: 'Money order payments have no webhooks.' }),
  };
}
