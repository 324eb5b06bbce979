import { describe, expect, it } from 'vitest';
import { inBookUnits, webhookChangeInBookUnits } from './book-units';
import type { FollowUpRequest, PaymentProvider, PrepareRequest } from './provider';

/** A provider that records the amounts it is asked for and answers with them, as Stripe does. */
function recordingProvider() {
  const seen: number[] = [];
  const answer = (request: { amountMinor: number }) => {
    seen.push(request.amountMinor);
    return Promise.resolve({
      kind: 'success' as const,
      status: 'captured' as const,
      providerReference: 'pi_1',
      amountMinor: request.amountMinor,
      raw: {},
    });
  };
  const provider: PaymentProvider = {
    method: 'stripe',
    prepare: (request: PrepareRequest) => {
      seen.push(request.amountMinor);
      return Promise.resolve({ kind: 'success', clientData: {}, raw: {} });
    },
    authorise: answer,
    capture: answer,
    refund: answer,
    void: (request: FollowUpRequest) => answer(request),
    lookup: (request) => {
      seen.push(request.amountMinor);
      return Promise.resolve({
        kind: 'found',
        state: 'captured',
        providerReference: 'pi_1',
        capturedMinor: request.amountMinor,
        raw: {},
      });
    },
    parseWebhook: () => Promise.resolve({ kind: 'ignored', reason: '' }),
  };
  return { provider, seen };
}

const request = (amountMinor: number, currency: string) => ({
  amountMinor,
  currency,
  orderRef: 'R1',
  idempotencyKey: 'k',
  capture: true,
  paymentData: { paymentMethodId: 'pm_1' },
});

describe('payment amounts at the provider edge', () => {
  it('sends a ¥1,200 order as 1200 yen and records what the provider took in the order’s units', async () => {
    const { provider, seen } = recordingProvider();
    const wrapped = inBookUnits(provider);
    const outcome = await wrapped.authorise(request(120_000, 'JPY'));
    expect(seen).toEqual([1200]);
    expect(outcome).toMatchObject({ kind: 'success', amountMinor: 120_000 });
    await wrapped.refund({
      providerReference: 'pi_1',
      amountMinor: 50_000,
      currency: 'JPY',
      orderRef: 'R1',
      idempotencyKey: 'r',
    });
    expect(seen.at(-1)).toBe(500);
    const found = await wrapped.lookup({
      providerReference: 'pi_1',
      status: 'captured',
      orderRef: 'R1',
      amountMinor: 120_000,
      currency: 'JPY',
      startedAt: new Date(),
    });
    expect(found).toMatchObject({ kind: 'found', capturedMinor: 120_000 });
  });

  it('leaves two-decimal currencies as they are and gives three-decimal ones their fils', async () => {
    const { provider, seen } = recordingProvider();
    const wrapped = inBookUnits(provider);
    await wrapped.prepare!(request(1250, 'USD'));
    await wrapped.prepare!(request(1250, 'KWD'));
    expect(seen).toEqual([1250, 12_500]);
  });

  it('reads webhook amounts in the payment’s currency', () => {
    expect(
      webhookChangeInBookUnits({ type: 'refund', refundReference: 're_1', amountMinor: 300 }, 'JPY'),
    ).toEqual({
      type: 'refund',
      refundReference: 're_1',
      amountMinor: 30_000,
    });
    expect(webhookChangeInBookUnits({ type: 'refund_total', totalMinor: 999 }, 'USD')).toEqual({
      type: 'refund_total',
      totalMinor: 999,
    });
  });
});
