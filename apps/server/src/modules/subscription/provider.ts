import type { CardSummary } from '@emporia/contracts/subscription';
import { outsideServices } from '../../config';
import { at, callProvider } from '../../payments';

/** A charge's outcome: taken, or refused with words the merchant can act on. */
export type ChargeResult = { ok: true; paymentId: string } | { ok: false; message: string };

/**
 * The platform's own payment provider, charging shops for their plan. Every call that creates
 * something carries an idempotency key, so a step repeated after a crash or a double click
 * replays the first answer instead of charging again.
 */
export interface BillingProvider {
  /** For the admin's card form (Stripe.js). */
  publishableKey: string | null;
  createCustomer(input: { shopId: number; name: string }, idempotencyKey: string): Promise<string>;
  /** Saves a card entered in the browser on the customer as the default for renewals. */
  attachCard(customerId: string, paymentMethodId: string, idempotencyKey: string): Promise<CardSummary>;
  /** An off-session charge of the saved card (the merchant is not at the screen for a renewal). */
  charge(
    input: {
      customerId: string;
      paymentMethodId: string;
      amount: number;
      currency: string;
      description: string;
      invoice: string;
    },
    idempotencyKey: string,
  ): Promise<ChargeResult>;
}

/** A provider failure that is not a decline: the step stops and nothing is recorded as paid. */
export class BillingUnavailable extends Error {}

let override: BillingProvider | undefined;

/** Tests may put a provider in place; undefined returns to the configured one. */
export function useBillingProvider(provider: BillingProvider | undefined): void {
  override = provider;
}

/** The platform's provider, or undefined when the platform has none configured (a demo install). */
export function billingProvider(): BillingProvider | undefined {
  if (override) return override;
  const settings = outsideServices().platformBilling;
  if (!settings.secretKey) return undefined;
  return stripeBilling({
    baseUrl: settings.apiUrl,
    secretKey: settings.secretKey,
    publishableKey: settings.publishableKey ?? null,
    timeoutMs: outsideServices().paymentTimeoutMs,
  });
}

/** Stripe's REST API: form-encoded bodies, Bearer secret key, Idempotency-Key headers. */
export function stripeBilling(options: {
  baseUrl: string;
  secretKey: string;
  publishableKey: string | null;
  timeoutMs: number;
}): BillingProvider {
  async function post(path: string, form: Record<string, string>, idempotencyKey: string) {
    const call = await callProvider(
      `${options.baseUrl}${path}`,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          'content-type': 'application/x-www-form-urlencoded',
          'idempotency-key': idempotencyKey,
        },
        body: new URLSearchParams(form).toString(),
      },
      options.timeoutMs,
    );
    if (!call.ok) throw new BillingUnavailable(call.message);
    return call.answer;
  }
  const failure = (body: unknown, fallback: string) => {
    const message = at(body, 'error', 'message');
    return typeof message === 'string' && message ? message : fallback;
  };

  return {
    publishableKey: options.publishableKey,
    async createCustomer(input, key) {
      const answer = await post(
        '/v1/customers',
        { name: input.name, 'metadata[shop_id]': String(input.shopId) },
        key,
      );
      const id = at(answer.body, 'id');
      if (answer.status !== 200 || typeof id !== 'string') {
        throw new BillingUnavailable(
          failure(answer.body, 'The payment provider refused to create the customer.'),
        );
      }
      return id;
    },
    async attachCard(customerId, paymentMethodId, key) {
      const attached = await post(
        `/v1/payment_methods/${encodeURIComponent(paymentMethodId)}/attach`,
        { customer: customerId },
        `${key}-attach`,
      );
      if (attached.status === 402 || (attached.status >= 400 && attached.status < 500)) {
        throw new CardRefused(failure(attached.body, 'The card was refused. Try another card.'));
      }
      if (attached.status !== 200)
        throw new BillingUnavailable(failure(attached.body, 'The card could not be saved.'));
      const made = await post(
        `/v1/customers/${encodeURIComponent(customerId)}`,
        { 'invoice_settings[default_payment_method]': paymentMethodId },
        `${key}-default`,
      );
      if (made.status !== 200)
        throw new BillingUnavailable(failure(made.body, 'The card could not be saved.'));
      const card = at(attached.body, 'card');
      return {
        brand: String(at(card, 'brand') ?? 'card'),
        last4: String(at(card, 'last4') ?? ''),
        exp_month: Number(at(card, 'exp_month') ?? 0),
        exp_year: Number(at(card, 'exp_year') ?? 0),
      };
    },
    async charge(input, key) {
      const answer = await post(
        '/v1/payment_intents',
        {
          amount: String(input.amount),
          currency: input.currency.toLowerCase(),
          customer: input.customerId,
          payment_method: input.paymentMethodId,
          off_session: 'true',
          confirm: 'true',
          description: input.description,
          'metadata[invoice]': input.invoice,
        },
        key,
      );
      const id = at(answer.body, 'id');
      if (answer.status === 200 && at(answer.body, 'status') === 'succeeded' && typeof id === 'string') {
        return { ok: true, paymentId: id };
      }
      if (answer.status === 402 || answer.status === 200) {
        return { ok: false, message: failure(answer.body, 'The card was declined.') };
      }
      throw new BillingUnavailable(failure(answer.body, 'The payment provider could not take the payment.'));
    },
  };
}

/** A card the provider would not save (declined at attach, unknown): the merchant tries another. */
export class CardRefused extends Error {}
