// The shared conformance suite: the same cases against every adapter, each
// talking to its local fake of the provider's API. No test reaches a provider.
import type { PaymentData, PaymentMethodId } from '@emporia/contracts/payments';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { braintreeTestNonces, startFakeBraintree } from '../../test/fakes/payments/braintree';
import { paypalDeclineDescription, startFakePaypal } from '../../test/fakes/payments/paypal';
import { squareTestNonces, startFakeSquare } from '../../test/fakes/payments/square';
import { startFakeStripe, stripeTestMethods } from '../../test/fakes/payments/stripe';
import type { FakeServer } from '../../test/fakes/server';
import { createBraintreeProvider } from './braintree/adapter';
import { braintreeSettings } from './braintree/settings';
import { createMoneyorderProvider } from './moneyorder/adapter';
import { createPaypalProvider } from './paypal/adapter';
import { paypalSettings } from './paypal/settings';
import type { LookupRequest, PaymentOutcome, PaymentProvider } from './provider';
import { createSquareProvider } from './square/adapter';
import { squareSettings } from './square/settings';
import { createStripeProvider } from './stripe/adapter';
import { stripeSettings } from './stripe/settings';

interface Subject {
  method: PaymentMethodId;
  start(): Promise<{
    fake: FakeServer & { chargeCount(): number };
    provider(timeoutMs?: number): PaymentProvider;
  }>;
  /** Payment data the provider accepts; may do what the buyer does in the browser first (PayPal approval). */
  approved(env: Env, amountMinor: number, capture: boolean): Promise<PaymentData>;
  declined(env: Env, amountMinor: number): Promise<PaymentData>;
  /** The provider's own words for the decline. */
  declineMessage: string;
}
type Env = Awaited<ReturnType<Subject['start']>>;

const subjects: Subject[] = [
  {
    method: 'braintree',
    async start() {
      const fake = await startFakeBraintree({ publicKey: 'pub_123', privateKey: 'priv_456' });
      const settings = braintreeSettings.read({
        module_payment_braintree_sandbox_public_key: 'pub_123',
        module_payment_braintree_sandbox_private_key: 'priv_456',
      });
      return {
        fake,
        provider: (timeoutMs) => createBraintreeProvider(settings, { baseUrl: fake.url, timeoutMs }),
      };
    },
    approved: async () => ({ nonce: braintreeTestNonces.valid }),
    declined: async () => ({ nonce: braintreeTestNonces.processorDeclined }),
    declineMessage: 'Do Not Honor',
  },
  {
    method: 'paypal',
    async start() {
      const fake = await startFakePaypal({ clientId: 'client-abc', clientSecret: 'secret-def' });
      const settings = paypalSettings.read({
        module_payment_paypal_sandbox_client_id: 'client-abc',
        module_payment_paypal_sandbox_client_secret: 'secret-def',
      });
      return {
        fake,
        provider: (timeoutMs) => createPaypalProvider(settings, { baseUrl: fake.url, timeoutMs }),
      };
    },
    async approved(env, amountMinor, capture) {
      const prepared = await env.provider().prepare!({
        amountMinor,
        currency: 'USD',
        orderRef: 'R-1',
        idempotencyKey: crypto.randomUUID(),
        capture,
      });
      if (prepared.kind !== 'success') throw new Error('PayPal order not created');
      (env.fake as Awaited<ReturnType<typeof startFakePaypal>>).approve(prepared.clientData.paypalOrderId!);
      return prepared.clientData;
    },
    async declined(env, amountMinor) {
      const prepared = await env.provider().prepare!({
        amountMinor,
        currency: 'USD',
        orderRef: 'R-2',
        idempotencyKey: crypto.randomUUID(),
        capture: true,
      });
      if (prepared.kind !== 'success') throw new Error('PayPal order not created');
      (env.fake as Awaited<ReturnType<typeof startFakePaypal>>).approve(prepared.clientData.paypalOrderId!, {
        declines: true,
      });
      return prepared.clientData;
    },
    declineMessage: paypalDeclineDescription,
  },
  {
    method: 'square',
    async start() {
      const fake = await startFakeSquare({ accessToken: 'EAAA-token', locationId: 'L123' });
      const settings = squareSettings.read({
        module_payment_square_sanbox_access_token: 'EAAA-token',
        module_payment_square_sanbox_location_id: 'L123',
        module_payment_square_sanbox_application_id: 'sandbox-sq0idb-app',
      });
      return {
        fake,
        provider: (timeoutMs) => createSquareProvider(settings, { baseUrl: fake.url, timeoutMs }),
      };
    },
    approved: async () => ({ sourceId: squareTestNonces.ok }),
    declined: async () => ({ sourceId: squareTestNonces.declined }),
    declineMessage: "Authorization error: 'GENERIC_DECLINE'",
  },
  {
    method: 'stripe',
    async start() {
      const fake = await startFakeStripe({ secretKey: 'sk_test_conformance' });
      const settings = stripeSettings.read({
        module_payment_stripe_testing_secret_key: 'sk_test_conformance',
      });
      return {
        fake,
        provider: (timeoutMs) => createStripeProvider(settings, { baseUrl: fake.url, timeoutMs }),
      };
    },
    approved: async () => ({ paymentMethodId: stripeTestMethods.visa }),
    declined: async () => ({ paymentMethodId: stripeTestMethods.declined }),
    declineMessage: 'Your card was declined.',
  },
];

const request = (paymentData: PaymentData, amountMinor: number, capture = true) => ({
  amountMinor,
  currency: 'USD',
  orderRef: `R-${amountMinor}`,
  idempotencyKey: crypto.randomUUID(),
  paymentData,
  capture,
});

function expectSuccess(
  outcome: PaymentOutcome,
): asserts outcome is Extract<PaymentOutcome, { kind: 'success' }> {
  expect(outcome, JSON.stringify(outcome)).toMatchObject({ kind: 'success' });
}

for (const subject of subjects) {
  describe(`${subject.method} adapter`, () => {
    let env: Env;
    beforeAll(async () => {
      env = await subject.start();
    });
    afterAll(() => env.fake.close());

    it('success: takes the money and names the payment', async () => {
      const outcome = await env.provider().authorise(request(await subject.approved(env, 4250, true), 4250));
      expectSuccess(outcome);
      expect(outcome.status).toBe('captured');
      expect(outcome.amountMinor).toBe(4250);
      expect(outcome.providerReference).toMatch(/\S+/);
    });

    it('success: holds the money, captures it, refunds part of it', async () => {
      const provider = env.provider();
      const held = await provider.authorise(request(await subject.approved(env, 3000, false), 3000, false));
      expectSuccess(held);
      expect(held.status).toBe('authorised');
      const follow = { amountMinor: 3000, currency: 'USD', orderRef: 'R-3000' };
      const captured = await provider.capture({
        ...follow,
        providerReference: held.providerReference,
        idempotencyKey: crypto.randomUUID(),
      });
      expectSuccess(captured);
      expect(captured.status).toBe('captured');
      const refunded = await provider.refund({
        ...follow,
        amountMinor: 1000,
        providerReference: captured.providerReference,
        idempotencyKey: crypto.randomUUID(),
      });
      expectSuccess(refunded);
      expect(refunded.amountMinor).toBe(1000);
      // More than what is left is the provider's to refuse, and it is an answer, not a thrown error.
      const tooMuch = await provider.refund({
        ...follow,
        amountMinor: 2500,
        providerReference: captured.providerReference,
        idempotencyKey: crypto.randomUUID(),
      });
      expect(tooMuch.kind).not.toBe('success');
    });

    it('success: holds the money and voids it', async () => {
      const provider = env.provider();
      const held = await provider.authorise(request(await subject.approved(env, 1999, false), 1999, false));
      expectSuccess(held);
      const voided = await provider.void({
        providerReference: held.providerReference,
        amountMinor: 0,
        currency: 'USD',
        orderRef: 'R-1999',
        idempotencyKey: crypto.randomUUID(),
      });
      expectSuccess(voided);
      expect(voided.status).toBe('voided');
    });

    it("decline: answers with the provider's message and takes nothing", async () => {
      const before = env.fake.chargeCount();
      const outcome = await env.provider().authorise(request(await subject.declined(env, 5100), 5100));
      expect(outcome).toMatchObject({ kind: 'decline', message: subject.declineMessage });
      expect(env.fake.chargeCount()).toBe(before);
    });

    it('timeout: reports an error after its deadline instead of hanging', async () => {
      const data = await subject.approved(env, 700, true);
      env.fake.hang = true;
      try {
        const started = Date.now();
        const outcome = await env.provider(300).authorise(request(data, 700));
        expect(outcome).toMatchObject({ kind: 'error', timeout: true });
        expect(Date.now() - started).toBeLessThan(3000);
      } finally {
        env.fake.hang = false;
      }
    });

    const lookupOf = (
      outcome: { providerReference: string | null; orderRef: string; status: LookupRequest['status'] },
      amountMinor: number,
    ): LookupRequest => ({ ...outcome, amountMinor, currency: 'USD', startedAt: new Date() });

    it('lookup: says what the provider holds for a payment it answered about', async () => {
      const provider = env.provider();
      const taken = request(await subject.approved(env, 2210, true), 2210);
      const captured = await provider.authorise(taken);
      expectSuccess(captured);
      expect(
        await provider.lookup(lookupOf({ ...captured, orderRef: taken.orderRef, status: 'captured' }, 2210)),
      ).toMatchObject({ kind: 'found', state: 'captured', capturedMinor: 2210 });
      const held = await provider.authorise(request(await subject.approved(env, 2220, false), 2220, false));
      expectSuccess(held);
      const heldRequest = lookupOf({ ...held, orderRef: 'R-2220', status: 'authorised' }, 2220);
      expect(await provider.lookup(heldRequest)).toMatchObject({
        kind: 'found',
        state: 'authorised',
        providerReference: held.providerReference,
      });
      const follow = {
        amountMinor: 0,
        currency: 'USD',
        orderRef: 'R-2220',
        idempotencyKey: crypto.randomUUID(),
      };
      expectSuccess(await provider.void({ ...follow, providerReference: held.providerReference }));
      expect(await provider.lookup(heldRequest)).toMatchObject({ kind: 'found', state: 'voided' });
    });

    it('lookup: finds a payment whose answer was lost, by what the shop knew before the call', async () => {
      const provider = env.provider();
      const sent = {
        ...request(await subject.approved(env, 2230, true), 2230),
        orderRef: `R-${crypto.randomUUID()}`,
      };
      const answer = await provider.authorise(sent);
      expectSuccess(answer);
      // Only what was known before the call: the order reference, and an id the payment data named.
      const known = provider.referenceBeforeCall?.(sent.paymentData) ?? null;
      const found = await provider.lookup(
        lookupOf({ providerReference: known, orderRef: sent.orderRef, status: 'processing' }, 2230),
      );
      expect(found).toMatchObject({
        kind: 'found',
        state: 'captured',
        capturedMinor: 2230,
        providerReference: answer.providerReference,
      });
    });

    it('lookup: a payment the provider never saw is absent', async () => {
      const provider = env.provider();
      const never = { orderRef: `R-${crypto.randomUUID()}`, status: 'processing' as const };
      expect(await provider.lookup(lookupOf({ ...never, providerReference: null }, 2240))).toMatchObject({
        kind: 'absent',
      });
      expect(
        await provider.lookup(
          lookupOf({ ...never, providerReference: 'NO-SUCH-ID', status: 'captured' }, 2240),
        ),
      ).toMatchObject({ kind: 'absent' });
    });

    it('lookup: a provider that does not answer is an error after the deadline', async () => {
      env.fake.hang = true;
      try {
        const outcome = await env
          .provider(300)
          .lookup(lookupOf({ providerReference: 'ANY-ID', orderRef: 'R-x', status: 'captured' }, 2250));
        expect(outcome).toMatchObject({ kind: 'error', timeout: true });
      } finally {
        env.fake.hang = false;
      }
    });

    it('duplicate idempotency key: the same payment, charged once', async () => {
      const data = await subject.approved(env, 6400, true);
      const first = request(data, 6400);
      const before = env.fake.chargeCount();
      const a = await env.provider().authorise(first);
      const b = await env.provider().authorise({ ...first });
      expectSuccess(a);
      expectSuccess(b);
      expect(b.providerReference).toBe(a.providerReference);
      expect(env.fake.chargeCount()).toBe(before + 1);
    });
  });
}

describe('moneyorder adapter (offline)', () => {
  const provider = createMoneyorderProvider();

  it('success: accepts the order and leaves it pending until the money arrives', async () => {
    const outcome = await provider.authorise(request({}, 2500));
    expectSuccess(outcome);
    expect(outcome.status).toBe('pending');
    const received = await provider.capture({
      providerReference: outcome.providerReference,
      amountMinor: 2500,
      currency: 'USD',
      orderRef: 'R',
      idempotencyKey: 'k:capture:1',
    });
    expectSuccess(received);
    expect(received.status).toBe('captured');
  });

  it('decline and timeout: there is no provider to decline or to wait for', async () => {
    const started = Date.now();
    const outcome = await provider.authorise(request({ anything: 'ignored' }, 1));
    expect(outcome.kind).toBe('success');
    expect(Date.now() - started).toBeLessThan(100);
  });

  it('lookup: a payment with its reference waits for the money; one without never started', async () => {
    const outcome = await provider.authorise(request({}, 800));
    expectSuccess(outcome);
    const asked = { orderRef: 'R', amountMinor: 800, currency: 'USD', startedAt: new Date() };
    expect(
      await provider.lookup({ ...asked, providerReference: outcome.providerReference, status: 'pending' }),
    ).toMatchObject({ kind: 'found', state: 'pending' });
    expect(await provider.lookup({ ...asked, providerReference: null, status: 'processing' })).toEqual({
      kind: 'absent',
    });
  });

  it('duplicate idempotency key: the same payment', async () => {
    const first = request({}, 900);
    const a = await provider.authorise(first);
    const b = await provider.authorise({ ...first });
    expectSuccess(a);
    expectSuccess(b);
    expect(b.providerReference).toBe(a.providerReference);
  });
});
