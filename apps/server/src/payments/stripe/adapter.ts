import { createHmac, timingSafeEqual } from 'node:crypto';
import { parseJsonWithin } from '../../kernel/request-bodies';
import {
  type AuthoriseRequest,
  credentialsRefused,
  declined,
  type FollowUpRequest,
  failed,
  type LookupOutcome,
  type LookupRequest,
  lookupFailed,
  lookupRefused,
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderOptions,
  type WebhookOutcome,
  type WebhookRequest,
} from '../provider';
import {
  at,
  callProvider,
  headerOf,
  isRecord,
  providerBaseUrl,
  providerTimeoutMs,
  text,
} from '../provider-http';
import { type StripeSettings, stripeKeysOf } from './settings';

/** Pinned so answers keep the shape this adapter reads. */
export const stripeApiVersion = '2024-06-20';
/** How old a signed webhook may be (Stripe's own libraries use 5 minutes). */
const webhookToleranceSeconds = 300;

/** Stripe body encoding: form fields, nested ones as a[b]=c. */
function formBody(fields: Record<string, string | number | undefined>): string {
  const form = new URLSearchParams();
  for (const [key, value] of Object.entries(fields)) if (value !== undefined) form.append(key, String(value));
  return form.toString();
}

function intentOutcome(body: unknown, request: { amountMinor: number; currency: string }): PaymentOutcome {
  const id = text(at(body, 'id')) ?? '';
  const status = text(at(body, 'status'));
  const amount = Number(at(body, 'amount'));
  const currency = text(at(body, 'currency'))?.toUpperCase();
  if (amount !== request.amountMinor || currency !== request.currency.toUpperCase()) {
    return failed('The payment does not match the order total. Please try again.', body);
  }
  if (status === 'succeeded')
    return { kind: 'success', status: 'captured', providerReference: id, amountMinor: amount, raw: body };
  if (status === 'requires_capture')
    return { kind: 'success', status: 'authorised', providerReference: id, amountMinor: amount, raw: body };
  if (status === 'processing')
    return { kind: 'success', status: 'pending', providerReference: id, amountMinor: amount, raw: body };
  if (status === 'requires_action') {
    return {
      kind: 'decline',
      code: 'requires_action',
      message: 'Your card needs extra authentication.',
      providerReference: id,
      // Stripe.js finishes 3-D Secure with the intent's client secret; the checkout then sends paymentIntentId.
      clientAction: { stripeClientSecret: text(at(body, 'client_secret')) ?? '' },
      raw: body,
    };
  }
  const reason = text(at(body, 'last_payment_error', 'message'));
  return {
    kind: 'decline',
    message: reason ?? 'The payment was not completed.',
    providerReference: id,
    raw: body,
  };
}

/** What a PaymentIntent holds, in our terms (https://docs.stripe.com/payments/paymentintents/lifecycle). */
function intentState(intent: unknown): LookupOutcome {
  const id = text(at(intent, 'id'));
  if (!id) return { kind: 'error', message: 'Stripe gave no payment intent.', raw: intent };
  const status = text(at(intent, 'status'));
  const found = { kind: 'found' as const, providerReference: id, raw: intent };
  switch (status) {
    case 'succeeded':
      return { ...found, state: 'captured', capturedMinor: Number(at(intent, 'amount_received')) || 0 };
    case 'requires_capture':
      return { ...found, state: 'authorised', capturedMinor: 0 };
    case 'processing':
      return { ...found, state: 'pending', capturedMinor: 0 };
    case 'canceled':
      return { ...found, state: 'voided', capturedMinor: 0 };
    case 'requires_payment_method':
      // After a decline the intent waits for another card; one never tried can still be confirmed.
      return at(intent, 'last_payment_error')
        ? { ...found, state: 'declined', capturedMinor: 0 }
        : { ...found, state: 'incomplete', capturedMinor: 0, cancellable: true };
    case 'requires_action':
    case 'requires_confirmation':
      return { ...found, state: 'incomplete', capturedMinor: 0, cancellable: true };
    default:
      return { kind: 'error', message: `Stripe reports the unknown status ${String(status)}.`, raw: intent };
  }
}

/** Stripe's search query language quotes values in single quotes, escaping \ and '. */
const searchValue = (value: string) => `'${value.replace(/[\\']/g, (c) => `\\${c}`)}'`;

/** Stripe's error answers: card errors (402) are declines; anything else is a failure. */
function errorOutcome(status: number, body: unknown): PaymentOutcome {
  const message = text(at(body, 'error', 'message'));
  const type = text(at(body, 'error', 'type'));
  if (status === 402 || type === 'card_error') {
    const code = text(at(body, 'error', 'decline_code')) ?? text(at(body, 'error', 'code'));
    const decline = declined(message ?? 'Your card was declined.', body, code);
    const intentId = text(at(body, 'error', 'payment_intent', 'id'));
    return intentId && decline.kind === 'decline' ? { ...decline, providerReference: intentId } : decline;
  }
  if (status === 401) return failed(credentialsRefused, body);
  return failed(message ?? `The payment provider answered with status ${status}.`, body);
}

export function createStripeProvider(
  settings: StripeSettings,
  options: ProviderOptions = {},
): PaymentProvider {
  const base = providerBaseUrl('stripe', options.baseUrl, 'https://api.stripe.com');
  const timeoutMs = providerTimeoutMs(options.timeoutMs);
  const { secret } = stripeKeysOf(settings);

  async function call(
    method: 'GET' | 'POST',
    path: string,
    fields?: Record<string, string | number | undefined>,
    idempotencyKey?: string,
  ) {
    const headers: Record<string, string> = {
      authorization: `Bearer ${secret}`,
      'stripe-version': stripeApiVersion,
    };
    if (method === 'POST') headers['content-type'] = 'application/x-www-form-urlencoded';
    if (idempotencyKey) headers['idempotency-key'] = idempotencyKey;
    return callProvider(
      `${base}${path}`,
      { method, headers, ...(fields ? { body: formBody(fields) } : {}) },
      timeoutMs,
    );
  }

  return {
    method: 'stripe',

    async authorise(request: AuthoriseRequest) {
      // After the browser confirmed an intent itself (3-D Secure), the intent is read back and checked.
      const intentId = request.paymentData.paymentIntentId;
      if (intentId) {
        const result = await call('GET', `/v1/payment_intents/${encodeURIComponent(intentId)}`);
        if (!result.ok) return { kind: 'error', message: result.message, timeout: result.timeout };
        if (result.answer.status !== 200) return errorOutcome(result.answer.status, result.answer.body);
        return intentOutcome(result.answer.body, request);
      }
      const paymentMethod = request.paymentData.paymentMethodId;
      if (!paymentMethod) return declined('Please enter your card details.', null, 'missing_payment_method');
      const result = await call(
        'POST',
        '/v1/payment_intents',
        {
          amount: request.amountMinor,
          currency: request.currency.toLowerCase(),
          payment_method: paymentMethod,
          'payment_method_types[]': 'card',
          confirm: 'true',
          capture_method: request.capture ? 'automatic' : 'manual',
          description: `Order ${request.orderRef}`,
          'metadata[order_ref]': request.orderRef,
        },
        request.idempotencyKey,
      );
      if (!result.ok) return { kind: 'error', message: result.message, timeout: result.timeout };
      if (result.answer.status !== 200) return errorOutcome(result.answer.status, result.answer.body);
      return intentOutcome(result.answer.body, request);
    },

    async capture(request: FollowUpRequest) {
      const path = `/v1/payment_intents/${encodeURIComponent(request.providerReference)}/capture`;
      const result = await call(
        'POST',
        path,
        { amount_to_capture: request.amountMinor },
        request.idempotencyKey,
      );
      if (!result.ok) return { kind: 'error', message: result.message, timeout: result.timeout };
      if (result.answer.status !== 200) return errorOutcome(result.answer.status, result.answer.body);
      const body = result.answer.body;
      return {
        kind: 'success',
        status: 'captured',
        providerReference: request.providerReference,
        amountMinor: Number(at(body, 'amount_received')) || request.amountMinor,
        raw: body,
      };
    },

    async refund(request: FollowUpRequest) {
      const result = await call(
        'POST',
        '/v1/refunds',
        {
          payment_intent: request.providerReference,
          amount: request.amountMinor,
          'metadata[order_ref]': request.orderRef,
        },
        request.idempotencyKey,
      );
      if (!result.ok) return { kind: 'error', message: result.message, timeout: result.timeout };
      if (result.answer.status !== 200) return errorOutcome(result.answer.status, result.answer.body);
      const body = result.answer.body;
      if (at(body, 'status') === 'failed' || at(body, 'status') === 'canceled') {
        return declined(text(at(body, 'failure_reason')) ?? 'The refund was not accepted.', body);
      }
      return {
        kind: 'success',
        status: 'refunded',
        providerReference: request.providerReference,
        operationReference: text(at(body, 'id')),
        amountMinor: Number(at(body, 'amount')) || request.amountMinor,
        raw: body,
      };
    },

    async void(request: FollowUpRequest) {
      const path = `/v1/payment_intents/${encodeURIComponent(request.providerReference)}/cancel`;
      const result = await call('POST', path, {}, request.idempotencyKey);
      if (!result.ok) return { kind: 'error', message: result.message, timeout: result.timeout };
      if (result.answer.status !== 200) return errorOutcome(result.answer.status, result.answer.body);
      return {
        kind: 'success',
        status: 'voided',
        providerReference: request.providerReference,
        amountMinor: 0,
        raw: result.answer.body,
      };
    },

    /**
     * Retrieve a PaymentIntent (GET /v1/payment_intents/{id}), or, before
     * Stripe answered, find it by the order reference it was created with
     * (GET /v1/payment_intents/search, metadata['order_ref']).
     */
    async lookup(request: LookupRequest): Promise<LookupOutcome> {
      if (request.providerReference) {
        const result = await call(
          'GET',
          `/v1/payment_intents/${encodeURIComponent(request.providerReference)}`,
        );
        if (!result.ok) return lookupFailed(result);
        if (result.answer.status === 404) return { kind: 'absent', raw: result.answer.body };
        if (result.answer.status !== 200)
          return lookupRefused(errorOutcome(result.answer.status, result.answer.body));
        return intentState(result.answer.body);
      }
      const query = new URLSearchParams({ query: `metadata['order_ref']:${searchValue(request.orderRef)}` });
      const result = await call('GET', `/v1/payment_intents/search?${query}`);
      if (!result.ok) return lookupFailed(result);
      if (result.answer.status !== 200)
        return lookupRefused(errorOutcome(result.answer.status, result.answer.body));
      const found = at(result.answer.body, 'data');
      const intents = Array.isArray(found) ? found : [];
      const intent =
        intents.find(
          (i) =>
            Number(at(i, 'amount')) === request.amountMinor &&
            text(at(i, 'currency'))?.toUpperCase() === request.currency.toUpperCase(),
        ) ?? intents[0];
      return intent ? intentState(intent) : { kind: 'absent', raw: result.answer.body };
    },

    /** After 3-D Secure the browser sends the intent it confirmed: that is what to look up. */
    referenceBeforeCall: (paymentData) => paymentData.paymentIntentId,

    async parseWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
      if (!settings.webhook_secret)
        return { kind: 'invalid', message: 'Webhook signing is not set up for this method.' };
      const header = headerOf(request.headers, 'stripe-signature');
      if (!header || !verifyStripeSignature(header, request.rawBody, settings.webhook_secret)) {
        return { kind: 'invalid', message: 'The webhook signature does not match.' };
      }
      let event: unknown;
      try {
        event = parseJsonWithin(request.rawBody.toString('utf8'));
      } catch {
        return { kind: 'invalid', message: 'The webhook body is not JSON.' };
      }
      return stripeEventMeaning(event);
    },
  };
}

/** Stripe-Signature: t=timestamp,v1=hex HMAC-SHA256 of "t.body" under the endpoint secret. */
export function verifyStripeSignature(
  header: string,
  rawBody: Buffer,
  secret: string,
  now = Date.now(),
): boolean {
  const parts = header.split(',').map((p) => p.trim().split('='));
  const timestamp = Number(parts.find(([k]) => k === 't')?.[1]);
  const signatures = parts.filter(([k]) => k === 'v1').map(([, v]) => v ?? '');
  if (!Number.isFinite(timestamp) || signatures.length === 0) return false;
  if (Math.abs(now / 1000 - timestamp) > webhookToleranceSeconds) return false;
  const expected = createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest();
  return signatures.some((sig) => {
    const given = Buffer.from(sig, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

export function signStripePayload(
  rawBody: string,
  secret: string,
  timestamp = Math.floor(Date.now() / 1000),
): string {
  const signature = createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex');
  return `t=${timestamp},v1=${signature}`;
}

function stripeEventMeaning(event: unknown): WebhookOutcome {
  const eventId = text(at(event, 'id'));
  const eventType = text(at(event, 'type'));
  const object = at(event, 'data', 'object');
  if (!eventId || !eventType || !isRecord(object))
    return { kind: 'invalid', message: 'The webhook is not a Stripe event.' };
  const base = { kind: 'event' as const, eventId, eventType, raw: event };
  const intentId = text(object.object === 'payment_intent' ? object.id : object.payment_intent);
  if (!intentId) return { kind: 'ignored', reason: `${eventType} names no payment intent` };
  switch (eventType) {
    case 'payment_intent.succeeded':
      return {
        ...base,
        providerReference: intentId,
        change: { type: 'captured', amountMinor: Number(object.amount_received) },
      };
    case 'payment_intent.amount_capturable_updated':
      return { ...base, providerReference: intentId, change: { type: 'authorised' } };
    case 'payment_intent.payment_failed':
      return {
        ...base,
        providerReference: intentId,
        change: {
          type: 'failed',
          message: text(at(object, 'last_payment_error', 'message')) ?? 'The payment failed.',
        },
      };
    case 'payment_intent.canceled':
      return { ...base, providerReference: intentId, change: { type: 'voided' } };
    case 'charge.refunded':
      return {
        ...base,
        providerReference: intentId,
        change: { type: 'refund_total', totalMinor: Number(object.amount_refunded) },
      };
    case 'refund.created':
    case 'refund.updated':
      if (object.status !== 'succeeded')
        return { kind: 'ignored', reason: `refund ${String(object.status)}` };
      return {
        ...base,
        providerReference: intentId,
        change: { type: 'refund', refundReference: String(object.id), amountMinor: Number(object.amount) },
      };
    default:
      return { kind: 'ignored', reason: `${eventType} is not used` };
  }
}
