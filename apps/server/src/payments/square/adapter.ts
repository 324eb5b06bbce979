import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
  type ProviderAnswer,
  providerBaseUrl,
  providerTimeoutMs,
  text,
} from '../provider-http';
import { type SquareSettings, squareCredentialsOf } from './settings';

/** The Square API version this adapter is written against (Square-Version header). */
export const squareApiVersion = '2025-01-23';

/**
 * Square caps idempotency keys at 45 characters; ours can be longer, so they
 * are hashed, which keeps "same key, same payment".
 */
export const squareIdempotencyKey = (key: string) =>
  createHash('sha256').update(key).digest('hex').slice(0, 40);

function squareError(answer: ProviderAnswer): PaymentOutcome {
  const { status, body } = answer;
  const first = at(body, 'errors', 0);
  const category = text(at(first, 'category'));
  const code = text(at(first, 'code'));
  const detail = text(at(first, 'detail'));
  if (status === 401 || category === 'AUTHENTICATION_ERROR') return failed(credentialsRefused, body);
  // Payment method errors are the card's answer (declined, wrong CVV, insufficient funds…).
  if (category === 'PAYMENT_METHOD_ERROR') {
    const outcome = declined(detail ?? 'The card was declined.', body, code);
    const id = text(at(body, 'payment', 'id'));
    return id && outcome.kind === 'decline' ? { ...outcome, providerReference: id } : outcome;
  }
  return failed(detail ?? `The payment provider answered with status ${status}.`, body);
}

function paymentOutcome(body: unknown, expectedMinor?: number): PaymentOutcome {
  const payment = at(body, 'payment');
  const id = text(at(payment, 'id'));
  const status = text(at(payment, 'status'));
  const amountMinor = Number(at(payment, 'amount_money', 'amount'));
  if (!id) return failed('Square gave no payment.', body);
  if (expectedMinor !== undefined && amountMinor !== expectedMinor)
    return failed('The payment does not match the order total. Please try again.', body);
  if (status === 'COMPLETED')
    return { kind: 'success', status: 'captured', providerReference: id, amountMinor, raw: body };
  if (status === 'APPROVED')
    return { kind: 'success', status: 'authorised', providerReference: id, amountMinor, raw: body };
  if (status === 'PENDING')
    return { kind: 'success', status: 'pending', providerReference: id, amountMinor, raw: body };
  if (status === 'CANCELED')
    return { kind: 'success', status: 'voided', providerReference: id, amountMinor: 0, raw: body };
  return { kind: 'decline', message: 'The card was declined.', providerReference: id, raw: body };
}

/** A Square Payment in our terms (https://developer.squareup.com/reference/square/objects/Payment). */
function squarePaymentState(payment: unknown): LookupOutcome {
  const id = text(at(payment, 'id')) ?? '';
  const amountMinor = Number(at(payment, 'amount_money', 'amount')) || 0;
  const refundedMinor = Number(at(payment, 'refunded_money', 'amount')) || 0;
  const found = { kind: 'found' as const, providerReference: id, raw: payment };
  switch (text(at(payment, 'status'))) {
    case 'COMPLETED':
      return refundedMinor >= amountMinor && amountMinor > 0
        ? { ...found, state: 'refunded', capturedMinor: amountMinor }
        : { ...found, state: 'captured', capturedMinor: amountMinor };
    case 'APPROVED':
      return { ...found, state: 'authorised', capturedMinor: 0 };
    case 'PENDING':
      return { ...found, state: 'pending', capturedMinor: 0 };
    case 'CANCELED':
      return { ...found, state: 'voided', capturedMinor: 0 };
    case 'FAILED':
      return { ...found, state: 'declined', capturedMinor: 0 };
    default:
      return { kind: 'error', message: 'Square reports a payment in an unknown state.', raw: payment };
  }
}

/** How far around the attempt's start ListPayments looks for a payment Square never answered about. */
const listWindowMs = 60 * 60 * 1000;
const listPagesAtMost = 10;

export function createSquareProvider(
  settings: SquareSettings,
  options: ProviderOptions = {},
): PaymentProvider {
  const standard =
    settings.environment === 'live' ? 'https://connect.squareup.com' : 'https://connect.squareupsandbox.com';
  const base = providerBaseUrl('square', options.baseUrl, standard);
  const timeoutMs = providerTimeoutMs(options.timeoutMs);
  const credentials = squareCredentialsOf(settings);

  async function post(path: string, body: unknown) {
    const result = await callProvider(
      `${base}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${credentials.accessToken}`,
          'square-version': squareApiVersion,
          'content-type': 'application/json',
          accept: 'application/json',
        },
        body: JSON.stringify(body),
      },
      timeoutMs,
    );
    if (!result.ok)
      return {
        ok: false as const,
        outcome: { kind: 'error', message: result.message, timeout: result.timeout } as PaymentOutcome,
      };
    if (result.answer.status >= 300) return { ok: false as const, outcome: squareError(result.answer) };
    return { ok: true as const, body: result.answer.body };
  }

  async function get(path: string) {
    return callProvider(
      `${base}${path}`,
      {
        method: 'GET',
        headers: {
          authorization: `Bearer ${credentials.accessToken}`,
          'square-version': squareApiVersion,
          accept: 'application/json',
        },
      },
      timeoutMs,
    );
  }

  return {
    method: 'square',

    async authorise(request: AuthoriseRequest) {
      const sourceId = request.paymentData.sourceId;
      if (!sourceId) return declined('Please enter your card details.', null, 'missing_source');
      const result = await post('/v2/payments', {
        source_id: sourceId,
        idempotency_key: squareIdempotencyKey(request.idempotencyKey),
        amount_money: { amount: request.amountMinor, currency: request.currency.toUpperCase() },
        location_id: credentials.locationId,
        autocomplete: request.capture,
        reference_id: request.orderRef.slice(0, 40),
        note: `Order ${request.orderRef}`.slice(0, 500),
      });
      if (!result.ok) return result.outcome;
      return paymentOutcome(result.body, request.amountMinor);
    },

    /** Square completes the whole approved amount (CompletePayment). */
    async capture(request: FollowUpRequest) {
      const result = await post(`/v2/payments/${encodeURIComponent(request.providerReference)}/complete`, {});
      if (!result.ok) return result.outcome;
      return paymentOutcome(result.body);
    },

    async refund(request: FollowUpRequest) {
      const result = await post('/v2/refunds', {
        idempotency_key: squareIdempotencyKey(request.idempotencyKey),
        payment_id: request.providerReference,
        amount_money: { amount: request.amountMinor, currency: request.currency.toUpperCase() },
        reason: `Order ${request.orderRef}`.slice(0, 192),
      });
      if (!result.ok) return result.outcome;
      const refund = at(result.body, 'refund');
      const status = text(at(refund, 'status'));
      if (status === 'REJECTED' || status === 'FAILED')
        return declined('Square did not accept the refund.', result.body);
      return {
        kind: 'success',
        status: 'refunded',
        providerReference: request.providerReference,
        operationReference: text(at(refund, 'id')),
        amountMinor: Number(at(refund, 'amount_money', 'amount')) || request.amountMinor,
        raw: result.body,
      };
    },

    async void(request: FollowUpRequest) {
      const result = await post(`/v2/payments/${encodeURIComponent(request.providerReference)}/cancel`, {});
      if (!result.ok) return result.outcome;
      return paymentOutcome(result.body);
    },

    /**
     * GetPayment (GET /v2/payments/{id}); before Square answered, ListPayments
     * (GET /v2/payments) around the attempt's start, matched by reference_id.
     */
    async lookup(request: LookupRequest): Promise<LookupOutcome> {
      if (request.providerReference) {
        const result = await get(`/v2/payments/${encodeURIComponent(request.providerReference)}`);
        if (!result.ok) return lookupFailed(result);
        if (result.answer.status === 404) return { kind: 'absent', raw: result.answer.body };
        if (result.answer.status !== 200) return lookupRefused(squareError(result.answer));
        return squarePaymentState(at(result.answer.body, 'payment'));
      }
      const reference = request.orderRef.slice(0, 40);
      const start = request.startedAt.getTime();
      const query = new URLSearchParams({
        begin_time: new Date(start - listWindowMs / 6).toISOString(),
        end_time: new Date(start + listWindowMs).toISOString(),
        location_id: credentials.locationId,
        sort_order: 'ASC',
      });
      for (let page = 0; page < listPagesAtMost; page += 1) {
        const result = await get(`/v2/payments?${query}`);
        if (!result.ok) return lookupFailed(result);
        if (result.answer.status !== 200) return lookupRefused(squareError(result.answer));
        const listed = at(result.answer.body, 'payments');
        const match = (Array.isArray(listed) ? listed : []).find((p) => at(p, 'reference_id') === reference);
        if (match) return squarePaymentState(match);
        const cursor = text(at(result.answer.body, 'cursor'));
        if (!cursor) return { kind: 'absent', raw: result.answer.body };
        query.set('cursor', cursor);
      }
      return { kind: 'error', message: 'Square listed too many payments to find this one.' };
    },

    async parseWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
      if (!settings.webhook_signature_key)
        return { kind: 'invalid', message: 'Webhook signing is not set up for this method.' };
      const signature = headerOf(request.headers, 'x-square-hmacsha256-signature');
      if (
        !signature ||
        !verifySquareSignature(signature, request.url, request.rawBody, settings.webhook_signature_key)
      ) {
        return { kind: 'invalid', message: 'The webhook signature does not match.' };
      }
      let event: unknown;
      try {
        event = parseJsonWithin(request.rawBody.toString('utf8'));
      } catch {
        return { kind: 'invalid', message: 'The webhook body is not JSON.' };
      }
      return squareEventMeaning(event);
    },
  };
}

/** x-square-hmacsha256-signature: base64 HMAC-SHA256 of notification URL + body under the subscription's signature key. */
export function verifySquareSignature(signature: string, url: string, rawBody: Buffer, key: string): boolean {
  const expected = squareSignatureOf(url, rawBody, key);
  const given = Buffer.from(signature, 'base64');
  return given.length === expected.length && timingSafeEqual(given, expected);
}

function squareSignatureOf(url: string, rawBody: Buffer, key: string): Buffer {
  return createHmac('sha256', key).update(url).update(rawBody).digest();
}

export const signSquarePayload = (url: string, rawBody: string, key: string) =>
  squareSignatureOf(url, Buffer.from(rawBody), key).toString('base64');

function squareEventMeaning(event: unknown): WebhookOutcome {
  const eventId = text(at(event, 'event_id'));
  const eventType = text(at(event, 'type'));
  const object = at(event, 'data', 'object');
  if (!eventId || !eventType || !isRecord(object))
    return { kind: 'invalid', message: 'The webhook is not a Square event.' };
  const base = { kind: 'event' as const, eventId, eventType, raw: event };
  if (eventType === 'payment.updated' || eventType === 'payment.created') {
    const payment = object.payment;
    const id = text(at(payment, 'id'));
    const status = text(at(payment, 'status'));
    if (!id) return { kind: 'ignored', reason: 'no payment' };
    if (status === 'COMPLETED')
      return {
        ...base,
        providerReference: id,
        change: { type: 'captured', amountMinor: Number(at(payment, 'amount_money', 'amount')) },
      };
    if (status === 'APPROVED') return { ...base, providerReference: id, change: { type: 'authorised' } };
    if (status === 'CANCELED') return { ...base, providerReference: id, change: { type: 'voided' } };
    if (status === 'FAILED')
      return { ...base, providerReference: id, change: { type: 'failed', message: 'The payment failed.' } };
    return { kind: 'ignored', reason: `payment ${String(status)}` };
  }
  if (eventType === 'refund.updated' || eventType === 'refund.created') {
    const refund = object.refund;
    const paymentId = text(at(refund, 'payment_id'));
    if (!paymentId || at(refund, 'status') !== 'COMPLETED')
      return { kind: 'ignored', reason: 'refund not completed' };
    return {
      ...base,
      providerReference: paymentId,
      change: {
        type: 'refund',
        refundReference: String(at(refund, 'id')),
        amountMinor: Number(at(refund, 'amount_money', 'amount')),
      },
    };
  }
  return { kind: 'ignored', reason: `${eventType} is not used` };
}
