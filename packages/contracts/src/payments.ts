import { z } from 'zod';
import './messages';
import { secretsSetSchema } from './secret-settings';

/** The five payment methods by their SPEC §3 identifiers (the `{method}` of module_payment_{method}_{field}). */
export const paymentMethodIds = ['braintree', 'moneyorder', 'paypal', 'square', 'stripe'] as const;
export type PaymentMethodId = (typeof paymentMethodIds)[number];
export const paymentMethodIdSchema = z.enum(paymentMethodIds);

/** The i18n key of a method's name in the payment step (the demo shop overrides payment.square.title). */
export const paymentTitleKey = (method: PaymentMethodId) => `payment.${method}.title` as const;

/**
 * One setting in the admin save (action admin_config_update_payment): the value
 * itself, or, for settings the data model marks hidden (secrets), `{ value, hidden }`.
 * Multi-values may be sent as a list; they are stored joined by '|'.
 */
export const paymentSettingInputSchema = z.union([
  z.string(),
  z.number(),
  z.array(z.union([z.string(), z.number()])),
  z.object({
    value: z.union([z.string(), z.number(), z.array(z.union([z.string(), z.number()]))]),
    hidden: z.union([z.boolean(), z.literal(0), z.literal(1)]).optional(),
  }),
]);
export type PaymentSettingInput = z.infer<typeof paymentSettingInputSchema>;

/** A method's whole settings object as stored: full key → value (a list for multi-values). */
export const paymentSettingsSchema = z.record(z.string(), z.union([z.string(), z.array(z.string())]));
export type PaymentSettings = z.infer<typeof paymentSettingsSchema>;

/**
 * GET /api/v1/admin/settings/payment: every method's settings, defaults filled
 * in, secrets always '' (write-only, ADR 0021); `secrets_set` names, per
 * method, the secret keys that hold a saved value.
 */
export const adminPaymentSettingsResponseSchema = z.object({
  data: z.object({
    braintree: paymentSettingsSchema,
    moneyorder: paymentSettingsSchema,
    paypal: paymentSettingsSchema,
    square: paymentSettingsSchema,
    stripe: paymentSettingsSchema,
  }),
  secrets_set: z.object({
    braintree: secretsSetSchema,
    moneyorder: secretsSetSchema,
    paypal: secretsSetSchema,
    square: secretsSetSchema,
    stripe: secretsSetSchema,
  }),
});
export type AdminPaymentSettingsResponse = z.infer<typeof adminPaymentSettingsResponseSchema>;
export type AdminPaymentSettings = AdminPaymentSettingsResponse['data'];

/** The answer of a successful admin save (SPEC §8: 'Updated!'). */
export const settingsUpdatedResponseSchema = z.object({ message: z.string() });

/**
 * What the browser needs to take a payment with a method: never a secret.
 * `sdk_url` is the provider's browser SDK, loaded only when the method is chosen.
 */
export const paymentClientConfigSchema = z.discriminatedUnion('method', [
  z.object({
    method: z.literal('braintree'),
    environment: z.enum(['sandbox', 'production']),
    tokenization_key: z.string(),
    sdk_url: z.string(),
  }),
  z.object({ method: z.literal('moneyorder') }),
  z.object({
    method: z.literal('paypal'),
    environment: z.enum(['sandbox', 'live']),
    client_id: z.string(),
    currency: z.string(),
    /** JS SDK `enable-funding` / `disable-funding` values from the accept credits/cards, Venmo and Pay Later flags. */
    enable_funding: z.array(z.string()),
    disable_funding: z.array(z.string()),
    sdk_url: z.string(),
  }),
  z.object({
    method: z.literal('square'),
    environment: z.enum(['sandbox', 'live']),
    application_id: z.string(),
    location_id: z.string(),
    sdk_url: z.string(),
  }),
  z.object({
    method: z.literal('stripe'),
    environment: z.enum(['sandbox', 'live']),
    publishable_key: z.string(),
    sdk_url: z.string(),
  }),
]);
export type PaymentClientConfig = z.infer<typeof paymentClientConfigSchema>;

export const storefrontPaymentMethodSchema = z.object({
  method: paymentMethodIdSchema,
  /** i18n key of the method's name, e.g. payment.square.title. */
  label_key: z.string(),
  client: paymentClientConfigSchema,
});
export type StorefrontPaymentMethod = z.infer<typeof storefrontPaymentMethodSchema>;

/** GET /api/v1/storefront/payment-methods: the shop's active methods. */
export const storefrontPaymentMethodsResponseSchema = z.object({
  data: z.array(storefrontPaymentMethodSchema),
});

/**
 * What the payment step hands to the order placement for the chosen method
 * (the web components' onReady): a card token, a PayPal order id, … Plain strings.
 */
export const paymentDataSchema = z.record(z.string().max(64), z.string().max(4096));
export type PaymentData = z.infer<typeof paymentDataSchema>;

export const paymentStatuses = [
  'processing',
  'pending',
  'authorised',
  'captured',
  'partially_refunded',
  'refunded',
  'voided',
  'declined',
  'failed',
  /** Never completed: no order and nothing held at the provider (set by the reconciliation). */
  'abandoned',
] as const;
export type PaymentStatus = (typeof paymentStatuses)[number];

export const paymentEventSchema = z.object({
  id: z.number().int(),
  /** reconcile: what the reconciliation found at the provider and decided for a payment left without its order. */
  kind: z.enum(['authorise', 'capture', 'refund', 'void', 'webhook', 'reconcile']),
  outcome: z.enum(['success', 'decline', 'error']),
  /** Decimal amount in the payment's currency, when the event moved money. */
  amount: z.number().nullable(),
  provider_reference: z.string().nullable(),
  status: z.enum(paymentStatuses),
  message: z.string(),
  admin_id: z.number().int().nullable(),
  created_at: z.string(),
});

/** A payment as the admin order page shows it; amounts are decimal numbers (DESIGN §3). */
export const adminPaymentSchema = z.object({
  id: z.number().int(),
  order_id: z.number().int().nullable(),
  method: paymentMethodIdSchema,
  order_ref: z.string(),
  provider_reference: z.string().nullable(),
  amount: z.number(),
  captured: z.number(),
  refunded: z.number(),
  currency: z.string(),
  status: z.enum(paymentStatuses),
  message: z.string(),
  /** Why staff must look at it ('' when nothing is wrong): the reconciliation could not resolve it. */
  attention: z.string(),
  created_at: z.string(),
  events: z.array(paymentEventSchema),
});
export type AdminPayment = z.infer<typeof adminPaymentSchema>;

export const adminPaymentResponseSchema = z.object({ data: adminPaymentSchema });
export const adminPaymentListResponseSchema = z.object({ data: z.array(adminPaymentSchema) });

/** Capture or refund: an amount below the payment's for a partial one; without it, the whole remaining amount. */
export const paymentActionBodySchema = z
  .object({ amount: z.number().positive().max(100_000_000).optional() })
  .optional()
  .default({});
