import { createHash } from 'node:crypto';
import { parseJsonWithin } from '../../kernel/request-bodies';
import { decimalStringToMinor, minorToDecimalString } from '../money';
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
  type PrepareOutcome,
  type PrepareRequest,
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
import { type PaypalSettings, paypalCredentialsOf } from './settings';

/**
 * Access tokens by API root and client, reused until shortly before they
 * expire: a per-process cache only, any process can fetch its own.
 */
const tokens = new Map<string, { token: string; expiresAt: number }>();

function paypalError(answer: ProviderAnswer): PaymentOutcome {
  const { status, body } = answer;
  const issue = text(at(body, 'details', 0, 'issue'));
  const description = text(at(body, 'details', 0, 'description')) ?? text(at(body, 'message'));
  if (status === 401) return failed(credentialsRefused, body);
  // 422: PayPal understood the request and refused it (declined instrument, order not approved, amount too high…).
  if (status === 422) return declined(description ?? 'PayPal declined the payment.', body, issue);
  return failed(description ?? `The payment provider answered with status ${status}.`, body);
}

export function createPaypalProvider(
  settings: PaypalSettings,
  options: ProviderOptions = {},
): PaymentProvider {
  const standard =
    settings.environment === 'live' ? 'https://api-m.paypal.com' : 'https://api-m.sandbox.paypal.com';
  const base = providerBaseUrl('paypal', options.baseUrl, standard);
  const timeoutMs = providerTimeoutMs(options.timeoutMs);
  const { clientId, clientSecret } = paypalCredentialsOf(settings);
  const cacheKey = `${base}|${clientId}|${createHash('sha256').update(clientSecret).digest('hex')}`;

  /** OAuth 2.0 client credentials → a Bearer token. */
  async function accessToken(): Promise<{ token: string } | PaymentOutcome> {
    const cached = tokens.get(cacheKey);
    if (cached && cached.expiresAt > Date.now()) return { token: cached.token };
    const result = await callProvider(
      `${base}/v1/oauth2/token`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${clientId}:${clientSecret}`).toString('base64')}`,
          'content-type': 'application/x-www-form-urlencoded',
          accept: 'application/json',
        },
        body: 'grant_type=client_credentials',
      },
      timeoutMs,
    );
    if (!result.ok) return { kind: 'error', message: result.message, timeout: result.timeout };
    const token = text(at(result.answer.body, 'access_token'));
    if (result.answer.status !== 200 || !token) return failed(credentialsRefused, result.answer.body);
    const seconds = Number(at(result.answer.body, 'expires_in')) || 300;
    tokens.set(cacheKey, { token, expiresAt: Date.now() + Math.max(0, seconds - 60) * 1000 });
    return { token };
  }

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, requestId?: string) {
    const auth = await accessToken();
    if ('kind' in auth) return { ok: false as const, outcome: auth };
    const headers: Record<string, string> = {
      authorization: `Bearer ${auth.token}`,
      accept: 'application/json',
      prefer: 'return=representation',
    };
    if (body !== undefined) headers['content-type'] = 'application/json';
    // PayPal's idempotency: a repeated PayPal-Request-Id answers with the first result.
    if (requestId) headers['paypal-request-id'] = requestId;
    const result = await callProvider(
      `${base}${path}`,
      { method, headers, ...(body !== undefined ? { body: JSON.stringify(body) } : {}) },
      timeoutMs,
    );
    if (!result.ok)
      return {
        ok: false as const,
        outcome: { kind: 'error', message: result.message, timeout: result.timeout } as PaymentOutcome,
      };
    if (result.answer.status === 401) tokens.delete(cacheKey);
    if (result.answer.status >= 300) return { ok: false as const, outcome: paypalError(result.answer) };
    return { ok: true as const, body: result.answer.body };
  }

  /** A GET whose status matters (a 404 means PayPal has no such thing): the answer as it came. */
  async function read(path: string): Promise<{ status: number; body: unknown } | LookupOutcome> {
    const auth = await accessToken();
    if ('kind' in auth) return lookupRefused(auth);
    const result = await callProvider(
      `${base}${path}`,
      { method: 'GET', headers: { authorization: `Bearer ${auth.token}`, accept: 'application/json' } },
      timeoutMs,
    );
    if (!result.ok) return lookupFailed(result);
    if (result.answer.status === 401) tokens.delete(cacheKey);
    return { status: result.answer.status, body: result.answer.body };
  }

  const money = (amountMinor: number, currency: string) => ({
    currency_code: currency.toUpperCase(),
    value: minorToDecimalString(amountMinor, currency),
  });

  return {
    method: 'paypal',

    /** Creates the PayPal order the buttons in the browser ask the buyer to approve. */
    async prepare(request: PrepareRequest): Promise<PrepareOutcome> {
      const result = await call(
        'POST',
        '/v2/checkout/orders',
        {
          intent: request.capture ? 'CAPTURE' : 'AUTHORIZE',
          purchase_units: [
            { custom_id: request.orderRef, amount: money(request.amountMinor, request.currency) },
          ],
        },
        `${request.idempotencyKey}:order`,
      );
      if (!result.ok) return result.outcome as PrepareOutcome;
      const id = text(at(result.body, 'id'));
      if (!id) return { kind: 'error', message: 'PayPal gave no order.', raw: result.body };
      return { kind: 'success', clientData: { paypalOrderId: id }, raw: result.body };
    },

    async authorise(request: AuthoriseRequest) {
      const orderId = request.paymentData.paypalOrderId;
      if (!orderId) return declined('Please approve the payment with PayPal first.', null, 'missing_order');
      const path = `/v2/checkout/orders/${encodeURIComponent(orderId)}`;
      // The order id comes from the browser: its amount must be this order's total.
      const order = await call('GET', path);
      if (!order.ok) return order.outcome;
      const amount = at(order.body, 'purchase_units', 0, 'amount');
      const value = text(at(amount, 'value'));
      if (
        text(at(amount, 'currency_code')) !== request.currency.toUpperCase() ||
        !value ||
        decimalStringToMinor(value, request.currency) !== request.amountMinor
      ) {
        return failed('The PayPal payment does not match the order total. Please try again.', order.body);
      }
      const intent = text(at(order.body, 'intent'));
      const action = intent === 'AUTHORIZE' ? 'authorize' : 'capture';
      const result = await call('POST', `${path}/${action}`, {}, request.idempotencyKey);
      if (!result.ok) return result.outcome;
      const payments = at(result.body, 'purchase_units', 0, 'payments');
      if (action === 'authorize') {
        const authorization = at(payments, 'authorizations', 0);
        const id = text(at(authorization, 'id'));
        if (!id) return failed('PayPal gave no authorisation.', result.body);
        if (at(authorization, 'status') === 'DENIED')
          return declined('PayPal declined the payment.', result.body);
        return {
          kind: 'success',
          status: 'authorised',
          providerReference: id,
          amountMinor: request.amountMinor,
          raw: result.body,
        };
      }
      const capture = at(payments, 'captures', 0);
      const id = text(at(capture, 'id'));
      const status = text(at(capture, 'status'));
      if (!id) return failed('PayPal gave no capture.', result.body);
      if (status === 'DECLINED' || status === 'FAILED')
        return {
          ...declined('PayPal declined the payment.', result.body),
          providerReference: id,
        } as PaymentOutcome;
      return {
        kind: 'success',
        status: status === 'PENDING' ? 'pending' : 'captured',
        providerReference: id,
        amountMinor: request.amountMinor,
        raw: result.body,
      };
    },

    async capture(request: FollowUpRequest) {
      const result = await call(
        'POST',
        `/v2/payments/authorizations/${encodeURIComponent(request.providerReference)}/capture`,
        {
          amount: money(request.amountMinor, request.currency),
          final_capture: true,
          invoice_id: request.orderRef || undefined,
        },
        request.idempotencyKey,
      );
      if (!result.ok) return result.outcome;
      const id = text(at(result.body, 'id'));
      if (!id) return failed('PayPal gave no capture.', result.body);
      if (at(result.body, 'status') === 'DECLINED')
        return declined('PayPal declined the capture.', result.body);
      // From now on the capture holds the money: refunds name it.
      return {
        kind: 'success',
        status: 'captured',
        providerReference: id,
        amountMinor: request.amountMinor,
        raw: result.body,
      };
    },

    async refund(request: FollowUpRequest) {
      const result = await call(
        'POST',
        `/v2/payments/captures/${encodeURIComponent(request.providerReference)}/refund`,
        { amount: money(request.amountMinor, request.currency) },
        request.idempotencyKey,
      );
      if (!result.ok) return result.outcome;
      if (at(result.body, 'status') === 'CANCELLED' || at(result.body, 'status') === 'FAILED') {
        return declined('PayPal did not accept the refund.', result.body);
      }
      return {
        kind: 'success',
        status: 'refunded',
        providerReference: request.providerReference,
        operationReference: text(at(result.body, 'id')),
        amountMinor: request.amountMinor,
        raw: result.body,
      };
    },

    async void(request: FollowUpRequest) {
      const path = `/v2/payments/authorizations/${encodeURIComponent(request.providerReference)}/void`;
      const result = await call('POST', path, undefined, request.idempotencyKey);
      if (!result.ok) return result.outcome;
      return {
        kind: 'success',
        status: 'voided',
        providerReference: request.providerReference,
        amountMinor: 0,
        raw: result.body ?? null,
      };
    },

    /**
     * Shows what PayPal holds: before PayPal answered, the order the buyer
     * approved (GET /v2/checkout/orders/{id}); after, the authorisation
     * (GET /v2/payments/authorizations/{id}) or capture (GET /v2/payments/captures/{id}).
     */
    async lookup(request: LookupRequest): Promise<LookupOutcome> {
      // Without an order id PayPal was never asked to move money for this payment.
      if (!request.providerReference) return { kind: 'absent' };
      const id = encodeURIComponent(request.providerReference);
      const kind =
        request.status === 'authorised'
          ? 'authorization'
          : request.status === 'pending' || request.status === 'captured'
            ? 'capture'
            : 'order';
      const path = {
        order: `/v2/checkout/orders/${id}`,
        authorization: `/v2/payments/authorizations/${id}`,
        capture: `/v2/payments/captures/${id}`,
      }[kind];
      const answer = await read(path);
      if ('kind' in answer) return answer;
      if (answer.status === 404) return { kind: 'absent', raw: answer.body };
      if (answer.status !== 200) {
        const reason = text(at(answer.body, 'message')) ?? `status ${answer.status}`;
        return { kind: 'error', message: `PayPal could not show the payment (${reason}).`, raw: answer.body };
      }
      const currency = request.currency;
      if (kind === 'authorization') return paypalAuthorizationState(answer.body, answer.body);
      if (kind === 'capture') return paypalCaptureState(answer.body, answer.body, currency);
      return paypalOrderState(answer.body, currency);
    },

    /** The order the buyer approved in PayPal's window is known before the capture is asked for. */
    referenceBeforeCall: (paymentData) => paymentData.paypalOrderId,

    /** PayPal signs with a certificate; its verify-webhook-signature API checks the headers for us. */
    async parseWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
      if (!settings.webhook_id)
        return { kind: 'invalid', message: 'Webhook verification is not set up for this method.' };
      let event: unknown;
      try {
        event = parseJsonWithin(request.rawBody.toString('utf8'));
      } catch {
        return { kind: 'invalid', message: 'The webhook body is not JSON.' };
      }
      const header = (name: string) => headerOf(request.headers, name) ?? '';
      const verification = await call('POST', '/v1/notifications/verify-webhook-signature', {
        auth_algo: header('paypal-auth-algo'),
        cert_url: header('paypal-cert-url'),
        transmission_id: header('paypal-transmission-id'),
        transmission_sig: header('paypal-transmission-sig'),
        transmission_time: header('paypal-transmission-time'),
        webhook_id: settings.webhook_id,
        webhook_event: event,
      });
      if (!verification.ok)
        return { kind: 'invalid', message: 'The webhook could not be verified with PayPal.' };
      if (at(verification.body, 'verification_status') !== 'SUCCESS')
        return { kind: 'invalid', message: 'The webhook signature does not match.' };
      return paypalEventMeaning(event);
    },
  };
}

/** An order (Orders v2) in our terms: its capture or authorisation once completed, else not paid. */
function paypalOrderState(order: unknown, currency: string): LookupOutcome {
  const status = text(at(order, 'status'));
  const payments = at(order, 'purchase_units', 0, 'payments');
  const capture = at(payments, 'captures', 0);
  if (capture) return paypalCaptureState(capture, order, currency);
  const authorization = at(payments, 'authorizations', 0);
  if (authorization) return paypalAuthorizationState(authorization, order);
  const id = text(at(order, 'id')) ?? '';
  if (status === 'VOIDED')
    return { kind: 'found', state: 'voided', providerReference: id, capturedMinor: 0, raw: order };
  // CREATED, SAVED, APPROVED, PAYER_ACTION_REQUIRED: no money moves until the shop captures or authorises.
  return { kind: 'found', state: 'incomplete', providerReference: id, capturedMinor: 0, raw: order };
}

function paypalCaptureState(capture: unknown, raw: unknown, currency: string): LookupOutcome {
  const id = text(at(capture, 'id')) ?? '';
  const value = text(at(capture, 'amount', 'value'));
  const amountMinor = value ? (decimalStringToMinor(value, currency) ?? 0) : 0;
  const found = { kind: 'found' as const, providerReference: id, raw };
  switch (text(at(capture, 'status'))) {
    case 'COMPLETED':
    case 'PARTIALLY_REFUNDED':
      return { ...found, state: 'captured', capturedMinor: amountMinor };
    case 'PENDING':
      return { ...found, state: 'pending', capturedMinor: 0 };
    case 'REFUNDED':
      return { ...found, state: 'refunded', capturedMinor: amountMinor };
    case 'DECLINED':
    case 'FAILED':
      return { ...found, state: 'declined', capturedMinor: 0 };
    default:
      return { kind: 'error', message: 'PayPal reports a capture in an unknown state.', raw };
  }
}

function paypalAuthorizationState(authorization: unknown, raw: unknown): LookupOutcome {
  const id = text(at(authorization, 'id')) ?? '';
  const found = { kind: 'found' as const, providerReference: id, capturedMinor: 0, raw };
  switch (text(at(authorization, 'status'))) {
    case 'CREATED':
    case 'PENDING':
      return { ...found, state: 'authorised' };
    case 'VOIDED':
    case 'EXPIRED':
      return { ...found, state: 'voided' };
    case 'DENIED':
      return { ...found, state: 'declined' };
    default:
      // CAPTURED / PARTIALLY_CAPTURED: captured outside this shop; which capture is for staff to see at PayPal.
      return {
        kind: 'error',
        message: `PayPal reports the authorisation as ${String(at(authorization, 'status')).toLowerCase()}; check it in PayPal.`,
        raw,
      };
  }
}

function paypalEventMeaning(event: unknown): WebhookOutcome {
  const eventId = text(at(event, 'id'));
  const eventType = text(at(event, 'event_type'));
  const resource = at(event, 'resource');
  if (!eventId || !eventType || !isRecord(resource))
    return { kind: 'invalid', message: 'The webhook is not a PayPal event.' };
  const base = { kind: 'event' as const, eventId, eventType, raw: event };
  const id = text(resource.id) ?? '';
  const currency = text(at(resource, 'amount', 'currency_code')) ?? 'USD';
  const value = text(at(resource, 'amount', 'value'));
  const amountMinor = value ? decimalStringToMinor(value, currency) : undefined;
  switch (eventType) {
    case 'PAYMENT.CAPTURE.COMPLETED':
      return {
        ...base,
        providerReference: id,
        change: { type: 'captured', ...(amountMinor !== undefined ? { amountMinor } : {}) },
      };
    case 'PAYMENT.CAPTURE.DENIED':
      return {
        ...base,
        providerReference: id,
        change: { type: 'failed', message: 'PayPal denied the payment.' },
      };
    case 'PAYMENT.AUTHORIZATION.VOIDED':
      return { ...base, providerReference: id, change: { type: 'voided' } };
    case 'PAYMENT.CAPTURE.REFUNDED': {
      // The refund links "up" to the capture it refunds, which is what the payment is known by.
      const links = Array.isArray(resource.links) ? resource.links : [];
      const up = links.find((link) => at(link, 'rel') === 'up');
      const captureId = /\/captures\/([^/]+)/.exec(text(at(up, 'href')) ?? '')?.[1];
      if (!captureId || amountMinor === undefined)
        return { kind: 'ignored', reason: 'refund names no capture' };
      return {
        ...base,
        providerReference: captureId,
        change: { type: 'refund', refundReference: id, amountMinor },
      };
    }
    default:
      return { kind: 'ignored', reason: `${eventType} is not used` };
  }
}
