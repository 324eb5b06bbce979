import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
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
  type PaymentOutcome,
  type PaymentProvider,
  type ProviderOptions,
  type WebhookOutcome,
  type WebhookRequest,
} from '../provider';
import { at, callProvider, isRecord, providerBaseUrl, providerTimeoutMs, text } from '../provider-http';
import { type BraintreeSettings, braintreeKeysOf } from './settings';

/** The GraphQL API version this adapter is written against (Braintree-Version header). */
export const braintreeApiVersion = '2019-01-01';

const transactionFields = `id legacyId status amount { value currencyCode }
  statusHistory {
    ... on ProcessorDeclinedEvent { processorResponse { legacyCode message } }
    ... on GatewayRejectedEvent { gatewayRejectionReason }
    ... on FailedEvent { processorResponse { legacyCode message } }
  }`;

const mutations = {
  charge: `mutation Charge($input: ChargePaymentMethodInput!) { chargePaymentMethod(input: $input) { transaction { ${transactionFields} } } }`,
  authorize: `mutation Authorize($input: AuthorizePaymentMethodInput!) { authorizePaymentMethod(input: $input) { transaction { ${transactionFields} } } }`,
  capture: `mutation Capture($input: CaptureTransactionInput!) { captureTransaction(input: $input) { transaction { ${transactionFields} } } }`,
  refund:
    'mutation Refund($input: RefundTransactionInput!) { refundTransaction(input: $input) { refund { id legacyId status amount { value currencyCode } } } }',
  void: `mutation Void($input: VoidTransactionInput!) { voidTransaction(input: $input) { transaction { ${transactionFields} } } }`,
};

const queries = {
  transaction: `query Transaction($id: ID!) { node(id: $id) { ... on Transaction { ${transactionFields} } } }`,
  byOrder: `query Search($input: TransactionSearchInput!) { search { transactions(input: $input, first: 10) { edges { node { ${transactionFields} } } } } }`,
};

const capturedStatuses = new Set(['SUBMITTED_FOR_SETTLEMENT', 'SETTLING', 'SETTLEMENT_PENDING', 'SETTLED']);
const declinedStatuses = new Set(['PROCESSOR_DECLINED', 'GATEWAY_REJECTED', 'FAILED', 'SETTLEMENT_DECLINED']);

/** Braintree's global id of a transaction from its legacy id (webhooks carry the legacy one). */
export const braintreeGlobalId = (legacyId: string) =>
  Buffer.from(`transaction_${legacyId}`).toString('base64').replace(/=+$/, '');

function declineMessageOf(transaction: unknown): string | undefined {
  const history = at(transaction, 'statusHistory');
  if (!Array.isArray(history)) return undefined;
  for (const event of history) {
    const message = text(at(event, 'processorResponse', 'message'));
    if (message) return message;
    const reason = text(at(event, 'gatewayRejectionReason'));
    if (reason) return `The payment was rejected (${reason.toLowerCase().replaceAll('_', ' ')}).`;
  }
  return undefined;
}

/** A transaction in our terms (https://graphql.braintreepayments.com/reference/#enum--transactionstatus). */
function braintreeTransactionState(transaction: unknown, currency: string): LookupOutcome {
  const id = text(at(transaction, 'id')) ?? '';
  const status = text(at(transaction, 'status')) ?? '';
  const value = text(at(transaction, 'amount', 'value'));
  const amountMinor = (value ? decimalStringToMinor(value, currency) : undefined) ?? 0;
  const found = { kind: 'found' as const, providerReference: id, raw: transaction };
  if (capturedStatuses.has(status)) return { ...found, state: 'captured', capturedMinor: amountMinor };
  if (status === 'AUTHORIZED' || status === 'AUTHORIZING')
    return { ...found, state: 'authorised', capturedMinor: 0 };
  if (status === 'VOIDED' || status === 'AUTHORIZATION_EXPIRED')
    return { ...found, state: 'voided', capturedMinor: 0 };
  if (declinedStatuses.has(status)) return { ...found, state: 'declined', capturedMinor: 0 };
  return {
    kind: 'error',
    message: `Braintree reports the transaction as ${status || 'unknown'}.`,
    raw: transaction,
  };
}

export function createBraintreeProvider(
  settings: BraintreeSettings,
  options: ProviderOptions = {},
): PaymentProvider {
  const standard =
    settings.environment === 'production'
      ? 'https://payments.braintree-api.com'
      : 'https://payments.sandbox.braintree-api.com';
  const base = providerBaseUrl('braintree', options.baseUrl, standard);
  const timeoutMs = providerTimeoutMs(options.timeoutMs);
  const keys = braintreeKeysOf(settings);

  /** One POST to the GraphQL endpoint with the API key pair. */
  const graphql = (query: string, variables: Record<string, unknown>) =>
    callProvider(
      `${base}/graphql`,
      {
        method: 'POST',
        headers: {
          authorization: `Basic ${Buffer.from(`${keys.publicKey}:${keys.privateKey}`).toString('base64')}`,
          'braintree-version': braintreeApiVersion,
          'content-type': 'application/json',
        },
        body: JSON.stringify({ query, variables }),
      },
      timeoutMs,
    );

  /** One GraphQL mutation; answers the payload under `field`, or the outcome to report. */
  async function mutate(
    query: string,
    input: Record<string, unknown>,
    field: string,
  ): Promise<{ payload: unknown; raw: unknown } | PaymentOutcome> {
    const result = await graphql(query, { input });
    if (!result.ok) return { kind: 'error', message: result.message, timeout: result.timeout };
    const { status, body } = result.answer;
    if (status === 401 || status === 403) return failed(credentialsRefused, body);
    const payload = at(body, 'data', field);
    const errors = at(body, 'errors');
    if (Array.isArray(errors) && errors.length > 0) {
      const first = errors[0];
      const errorClass = text(at(first, 'extensions', 'errorClass'));
      const transaction = at(payload, 'transaction');
      const message =
        declineMessageOf(transaction) ?? text(at(first, 'message')) ?? 'The payment was declined.';
      // VALIDATION covers processor declines and unusable payment methods: the shopper can try another card.
      if (errorClass === 'VALIDATION') {
        const decline = declined(message, body, text(at(first, 'extensions', 'legacyCode')));
        const id = text(at(transaction, 'id'));
        return id && decline.kind === 'decline' ? { ...decline, providerReference: id } : decline;
      }
      if (errorClass === 'AUTHENTICATION' || errorClass === 'AUTHORIZATION') {
        return failed(credentialsRefused, body);
      }
      return failed(message, body);
    }
    if (status !== 200 || !isRecord(payload))
      return failed(`The payment provider answered with status ${status}.`, body);
    return { payload, raw: body };
  }

  /** A read-only GraphQL query for the reconciliation: its data, absent for an unknown id, or the failure. */
  async function query(
    document: string,
    variables: Record<string, unknown>,
  ): Promise<{ data: unknown; raw: unknown } | LookupOutcome> {
    const result = await graphql(document, variables);
    if (!result.ok) return lookupFailed(result);
    const { status, body } = result.answer;
    if (status === 401 || status === 403) return { kind: 'error', message: credentialsRefused, raw: body };
    const errors = at(body, 'errors');
    if (Array.isArray(errors) && errors.length > 0) {
      if (text(at(errors[0], 'extensions', 'errorClass')) === 'NOT_FOUND')
        return { kind: 'absent', raw: body };
      return {
        kind: 'error',
        message: text(at(errors[0], 'message')) ?? 'Braintree refused the query.',
        raw: body,
      };
    }
    if (status !== 200)
      return { kind: 'error', message: `The payment provider answered with status ${status}.`, raw: body };
    return { data: at(body, 'data'), raw: body };
  }

  function transactionOutcome(
    transaction: unknown,
    raw: unknown,
    fallbackAmount: number,
    currency: string,
  ): PaymentOutcome {
    const id = text(at(transaction, 'id'));
    const status = text(at(transaction, 'status')) ?? '';
    if (!id) return failed('The payment provider gave no transaction.', raw);
    if (declinedStatuses.has(status)) {
      return {
        kind: 'decline',
        message: declineMessageOf(transaction) ?? 'The payment was declined.',
        providerReference: id,
        raw,
      };
    }
    const value = text(at(transaction, 'amount', 'value'));
    const amountMinor = (value ? decimalStringToMinor(value, currency) : undefined) ?? fallbackAmount;
    if (status === 'AUTHORIZED' || status === 'AUTHORIZING')
      return { kind: 'success', status: 'authorised', providerReference: id, amountMinor, raw };
    if (capturedStatuses.has(status))
      return { kind: 'success', status: 'captured', providerReference: id, amountMinor, raw };
    if (status === 'VOIDED')
      return { kind: 'success', status: 'voided', providerReference: id, amountMinor: 0, raw };
    return failed(`The payment ended in an unexpected state (${status}).`, raw);
  }

  return {
    method: 'braintree',

    async authorise(request: AuthoriseRequest) {
      const nonce = request.paymentData.nonce;
      if (!nonce) return declined('Please enter your card details.', null, 'missing_nonce');
      const input = {
        paymentMethodId: nonce,
        // Braintree's at-most-once processing: a repeated key returns the first transaction.
        apiRequestKey: request.idempotencyKey,
        transaction: {
          amount: minorToDecimalString(request.amountMinor, request.currency),
          orderId: request.orderRef,
        },
      };
      const field = request.capture ? 'chargePaymentMethod' : 'authorizePaymentMethod';
      const answer = await mutate(request.capture ? mutations.charge : mutations.authorize, input, field);
      if ('kind' in answer) return answer;
      const outcome = transactionOutcome(
        at(answer.payload, 'transaction'),
        answer.raw,
        request.amountMinor,
        request.currency,
      );
      if (outcome.kind === 'success' && outcome.amountMinor !== request.amountMinor) {
        return failed('The payment does not match the order total. Please try again.', answer.raw);
      }
      return outcome;
    },

    async capture(request: FollowUpRequest) {
      const input = {
        transactionId: request.providerReference,
        apiRequestKey: request.idempotencyKey,
        transaction: { amount: minorToDecimalString(request.amountMinor, request.currency) },
      };
      const answer = await mutate(mutations.capture, input, 'captureTransaction');
      if ('kind' in answer) return answer;
      return transactionOutcome(
        at(answer.payload, 'transaction'),
        answer.raw,
        request.amountMinor,
        request.currency,
      );
    },

    async refund(request: FollowUpRequest) {
      const input = {
        transactionId: request.providerReference,
        apiRequestKey: request.idempotencyKey,
        refund: {
          amount: minorToDecimalString(request.amountMinor, request.currency),
          orderId: request.orderRef,
        },
      };
      const answer = await mutate(mutations.refund, input, 'refundTransaction');
      if ('kind' in answer) return answer;
      const refund = at(answer.payload, 'refund');
      const status = text(at(refund, 'status')) ?? '';
      if (declinedStatuses.has(status)) return declined('The refund was declined.', answer.raw);
      return {
        kind: 'success',
        status: 'refunded',
        providerReference: request.providerReference,
        operationReference: text(at(refund, 'id')),
        amountMinor: request.amountMinor,
        raw: answer.raw,
      };
    },

    async void(request: FollowUpRequest) {
      const answer = await mutate(
        mutations.void,
        { transactionId: request.providerReference },
        'voidTransaction',
      );
      if ('kind' in answer) return answer;
      return transactionOutcome(at(answer.payload, 'transaction'), answer.raw, 0, request.currency);
    },

    /**
     * The transaction by its id (node), or, before Braintree answered, the
     * transaction created with this order reference (search.transactions by orderId).
     */
    async lookup(request: LookupRequest): Promise<LookupOutcome> {
      if (request.providerReference) {
        const answer = await query(queries.transaction, { id: request.providerReference });
        if ('kind' in answer) return answer;
        const node = at(answer.data, 'node');
        return node ? braintreeTransactionState(node, request.currency) : { kind: 'absent', raw: answer.raw };
      }
      const answer = await query(queries.byOrder, { input: { orderId: { is: request.orderRef } } });
      if ('kind' in answer) return answer;
      const edges = at(answer.data, 'search', 'transactions', 'edges');
      const node = at(Array.isArray(edges) ? edges : [], 0, 'node');
      return node ? braintreeTransactionState(node, request.currency) : { kind: 'absent', raw: answer.raw };
    },

    async parseWebhook(request: WebhookRequest): Promise<WebhookOutcome> {
      const form = new URLSearchParams(request.rawBody.toString('utf8'));
      const signature = form.get('bt_signature');
      const payload = form.get('bt_payload');
      if (!signature || !payload)
        return { kind: 'invalid', message: 'The webhook has no bt_signature and bt_payload.' };
      if (
        !keys.publicKey ||
        !keys.privateKey ||
        !verifyBraintreeSignature(signature, payload, keys.publicKey, keys.privateKey)
      ) {
        return { kind: 'invalid', message: 'The webhook signature does not match.' };
      }
      return braintreeNotificationMeaning(Buffer.from(payload, 'base64').toString('utf8'));
    },
  };
}

/** bt_signature holds "public_key|hex" pairs joined by '&'; hex is HMAC-SHA1 of bt_payload keyed by SHA1(private key). */
export function verifyBraintreeSignature(
  signature: string,
  payload: string,
  publicKey: string,
  privateKey: string,
): boolean {
  const expected = braintreeHmac(payload, privateKey);
  return signature.split('&').some((pair) => {
    const [key, hex] = pair.split('|');
    if (key !== publicKey || !hex) return false;
    const given = Buffer.from(hex, 'hex');
    return given.length === expected.length && timingSafeEqual(given, expected);
  });
}

function braintreeHmac(payload: string, privateKey: string): Buffer {
  const key = createHash('sha1').update(privateKey).digest();
  return createHmac('sha1', key).update(payload).digest();
}

export function signBraintreePayload(payload: string, publicKey: string, privateKey: string): string {
  return `${publicKey}|${braintreeHmac(payload, privateKey).toString('hex')}`;
}

const xmlField = (xml: string, tag: string) =>
  new RegExp(`<${tag}(?:\\s[^>]*)?>([^<]*)</${tag}>`).exec(xml)?.[1];

/** Braintree notifications are XML: <notification><kind/><timestamp/><subject><transaction><id/>…. */
function braintreeNotificationMeaning(xml: string): WebhookOutcome {
  const kind = xmlField(xml, 'kind');
  const timestamp = xmlField(xml, 'timestamp') ?? '';
  const transaction = /<transaction>([\s\S]*?)<\/transaction>/.exec(xml)?.[1];
  if (!kind) return { kind: 'invalid', message: 'The webhook is not a Braintree notification.' };
  const legacyId = transaction ? xmlField(transaction, 'id') : undefined;
  if (!legacyId) return { kind: 'ignored', reason: `${kind} names no transaction` };
  const base = {
    kind: 'event' as const,
    eventId: `${kind}:${legacyId}:${timestamp}`,
    eventType: kind,
    providerReference: braintreeGlobalId(legacyId),
    raw: xml,
  };
  switch (kind) {
    case 'transaction_settled':
      return { ...base, change: { type: 'note', message: 'The payment settled.' } };
    case 'transaction_settlement_declined':
      return { ...base, change: { type: 'failed', message: 'The bank declined to settle the payment.' } };
    case 'transaction_disbursed':
      return { ...base, change: { type: 'note', message: 'The payment was paid out to the shop.' } };
    default:
      return { kind: 'ignored', reason: `${kind} is not used` };
  }
}
