import type { PaymentData, PaymentMethodId, PaymentStatus } from '@emporia/contracts/payments';
import type { ProviderCall } from './provider-http';

/**
 * The contract every payment method implements (DESIGN §4). Plain data in and
 * out, money in integer minor units. A decline or a provider failure is an
 * answer, never a thrown error: only programming mistakes throw.
 */
export interface PaymentProvider {
  readonly method: PaymentMethodId;
  /**
   * What the browser needs before the buyer approves, when the provider wants
   * the payment created first (PayPal: the order the buttons approve).
   */
  prepare?(request: PrepareRequest): Promise<PrepareOutcome>;
  /** Takes (capture true) or holds (capture false) the money for an order. */
  authorise(request: AuthoriseRequest): Promise<PaymentOutcome>;
  capture(request: FollowUpRequest): Promise<PaymentOutcome>;
  refund(request: FollowUpRequest): Promise<PaymentOutcome>;
  void(request: FollowUpRequest): Promise<PaymentOutcome>;
  /**
   * Asks the provider what became of a payment (the reconciliation, for a
   * payment left without its order): by its reference when one is known,
   * else by the shop's order reference where the provider can search by it.
   */
  lookup(request: LookupRequest): Promise<LookupOutcome>;
  /**
   * The provider's id of what this payment data will pay with, when it is known
   * before the call (PayPal's order, Stripe's intent after 3-D Secure): kept on
   * the payment first, so a crash during the call leaves something to look up.
   */
  referenceBeforeCall?(paymentData: PaymentData): string | undefined;
  /** Checks a webhook's signature and says what it means for a payment. */
  parseWebhook(request: WebhookRequest): Promise<WebhookOutcome>;
}

export interface PrepareRequest {
  amountMinor: number;
  currency: string;
  orderRef: string;
  idempotencyKey: string;
  /** true takes the money now (a sale); false holds it for a later capture. */
  capture: boolean;
}

export interface AuthoriseRequest extends PrepareRequest {
  /** What the payment step produced: a card nonce or token, a PayPal order id… */
  paymentData: PaymentData;
}

export interface FollowUpRequest {
  /** The provider's id of what holds the money (payments.provider_reference). */
  providerReference: string;
  /** Capture or refund amount; a void ignores it. */
  amountMinor: number;
  currency: string;
  orderRef: string;
  /** The same key for a retried call makes the provider answer with the first result. */
  idempotencyKey: string;
}

export type PaymentOutcome =
  | {
      kind: 'success';
      /** After authorise: pending, authorised or captured. After follow-ups, what the operation left. */
      status: PaymentStatus;
      /** The id of what holds the money now (PayPal's capture replaces its authorisation). */
      providerReference: string;
      /** The id of this operation when it differs (a refund's id). */
      operationReference?: string;
      amountMinor: number;
      raw: unknown;
    }
  | {
      kind: 'decline';
      message: string;
      code?: string;
      providerReference?: string;
      /** When the browser can still complete the payment (code requires_action): what it needs for that. */
      clientAction?: Record<string, string>;
      raw: unknown;
    }
  | { kind: 'error'; message: string; timeout?: boolean; raw?: unknown };

export type PrepareOutcome =
  | { kind: 'success'; clientData: Record<string, string>; raw: unknown }
  | Extract<PaymentOutcome, { kind: 'decline' | 'error' }>;

export interface LookupRequest {
  /** payments.provider_reference, when the provider answered (or an id was known before the call). */
  providerReference: string | null;
  /** Our status of the payment: says what the reference names (PayPal: its order before an answer). */
  status: PaymentStatus;
  orderRef: string;
  amountMinor: number;
  currency: string;
  /** When the attempt began: providers searched by time look around it. */
  startedAt: Date;
}

/** What the provider holds for a payment, in our terms. */
export type ProviderState =
  | 'pending'
  | 'authorised'
  | 'captured'
  | 'refunded'
  | 'voided'
  | 'declined'
  /** Started but never completed by the buyer; holds no money. */
  | 'incomplete';

export type LookupOutcome =
  | {
      kind: 'found';
      state: ProviderState;
      providerReference: string;
      /** Money taken (captured) at the provider, in minor units. */
      capturedMinor: number;
      /** With incomplete: the buyer could still complete it at the provider unless it is cancelled (void). */
      cancellable?: boolean;
      raw: unknown;
    }
  /** The provider has no payment for it: the call never reached it. */
  | { kind: 'absent'; raw?: unknown }
  | { kind: 'error'; message: string; timeout?: boolean; raw?: unknown };

export interface WebhookRequest {
  headers: Record<string, string | string[] | undefined>;
  /** The body exactly as received: signatures are computed over these bytes. */
  rawBody: Buffer;
  /** The full URL the provider posted to (Square signs it). */
  url: string;
}

/** What a webhook event means for the payment it names. */
export type WebhookChange =
  | { type: 'authorised' }
  | { type: 'captured'; amountMinor?: number }
  /** One refund, by its id, so a refund already recorded is not counted twice. */
  | { type: 'refund'; refundReference: string; amountMinor: number }
  /** The provider's running total of refunds. */
  | { type: 'refund_total'; totalMinor: number }
  | { type: 'voided' }
  | { type: 'failed'; message: string }
  /** Informational (e.g. settled): recorded, status unchanged. */
  | { type: 'note'; message: string };

export type WebhookOutcome =
  | {
      kind: 'event';
      eventId: string;
      eventType: string;
      providerReference: string;
      change: WebhookChange;
      raw: unknown;
    }
  | { kind: 'ignored'; reason: string }
  | { kind: 'invalid'; message: string };

export interface ProviderOptions {
  /** The provider's API root; defaults to its sandbox or production address by the environment setting. */
  baseUrl?: string;
  /** Milliseconds before a call counts as failed (reported as an error, never a hang). */
  timeoutMs?: number;
}

export const declined = (message: string, raw: unknown, code?: string): PaymentOutcome => ({
  kind: 'decline',
  message,
  raw,
  ...(code ? { code } : {}),
});
export const failed = (message: string, raw?: unknown): PaymentOutcome => ({ kind: 'error', message, raw });

/** What an admin reads when a provider refuses the shop's keys. */
export const credentialsRefused = 'The payment provider refused the shop’s credentials.';

/** A lookup's failure from a provider call that did not get an answer. */
export const lookupFailed = (call: Extract<ProviderCall, { ok: false }>): LookupOutcome => ({
  kind: 'error',
  message: call.message,
  timeout: call.timeout,
});

/** A provider's refusal of a lookup, worded as the adapter words its refusals of payments. */
export const lookupRefused = (outcome: PaymentOutcome): LookupOutcome => ({
  kind: 'error',
  message: outcome.kind === 'success' ? 'The payment provider refused.' : outcome.message,
  ...(outcome.kind === 'error' && outcome.timeout ? { timeout: true } : {}),
  raw: outcome.raw,
});
