import { z } from 'zod';
import './messages';
import { idSchema, textSchema } from './primitives';

/**
 * The platform's plans (issue 17, Subscription): what a shop pays the platform and what it may
 * hold. Prices are integer minor units of the platform's billing currency; a limit of null means
 * unlimited. The yearly price is about two months cheaper than twelve monthly ones.
 */
export const planIds = ['trial', 'basic', 'advanced', 'enterprise'] as const;
export type PlanId = (typeof planIds)[number];
export const paidPlanIds = ['basic', 'advanced', 'enterprise'] as const;
export type PaidPlanId = (typeof paidPlanIds)[number];
export const billingPeriods = ['monthly', 'yearly'] as const;
export type BillingPeriod = (typeof billingPeriods)[number];
export const subscriptionStatuses = ['trialing', 'active', 'past_due', 'paused', 'cancelled'] as const;
export type SubscriptionStatus = (typeof subscriptionStatuses)[number];

/** The platform bills in one currency whatever the shop sells in. */
export const billingCurrency = 'USD';
export const trialDays = 14;

/** The counted limits; each has a usage counter on the server (subscription/limits.ts). */
export const countedLimits = [
  'products',
  'staff',
  'languages',
  'storage_bytes',
  'custom_domains',
  'apps',
  'extra_shops',
] as const;
export type CountedLimit = (typeof countedLimits)[number];

export interface PlanLimits {
  products: number | null;
  staff: number | null;
  languages: number | null;
  storage_bytes: number | null;
  custom_domains: number | null;
  apps: number | null;
  /** New shops the owner may make by restoring a backup into a new shop (ADR 0102). */
  extra_shops: number | null;
  analytics_retention_days: number | null;
  /** The platform's fee on each order, in basis points (100 = 1 %). */
  transaction_fee_bps: number;
}

export interface Plan {
  id: PlanId;
  name: string;
  /** Minor units per period; the trial is free. */
  prices: Record<BillingPeriod, number>;
  limits: PlanLimits;
}

const mb = 1024 * 1024;
const gb = 1024 * mb;

export const plans: Record<PlanId, Plan> = {
  trial: {
    id: 'trial',
    name: 'Trial',
    prices: { monthly: 0, yearly: 0 },
    limits: {
      products: 50,
      staff: 2,
      languages: 2,
      storage_bytes: 100 * mb,
      custom_domains: 0,
      apps: 2,
      extra_shops: 0,
      analytics_retention_days: 30,
      transaction_fee_bps: 200,
    },
  },
  basic: {
    id: 'basic',
    name: 'Basic',
    prices: { monthly: 2900, yearly: 29000 },
    limits: {
      products: 1000,
      staff: 3,
      languages: 3,
      storage_bytes: gb,
      custom_domains: 1,
      apps: 5,
      extra_shops: 1,
      analytics_retention_days: 90,
      transaction_fee_bps: 200,
    },
  },
  advanced: {
    id: 'advanced',
    name: 'Advanced',
    prices: { monthly: 7900, yearly: 79000 },
    limits: {
      products: 10000,
      staff: 15,
      languages: 10,
      storage_bytes: 10 * gb,
      custom_domains: 5,
      apps: 25,
      extra_shops: 3,
      analytics_retention_days: 365,
      transaction_fee_bps: 100,
    },
  },
  enterprise: {
    id: 'enterprise',
    name: 'Enterprise',
    prices: { monthly: 29900, yearly: 299000 },
    limits: {
      products: null,
      staff: null,
      languages: null,
      storage_bytes: null,
      custom_domains: null,
      apps: null,
      extra_shops: null,
      analytics_retention_days: null,
      transaction_fee_bps: 50,
    },
  },
};

/** How each limit reads in messages and on the dashboard. */
export const limitLabels: Record<keyof PlanLimits, string> = {
  products: 'products',
  staff: 'staff accounts',
  languages: 'languages',
  storage_bytes: 'file storage',
  custom_domains: 'custom domains',
  apps: 'apps',
  extra_shops: 'extra shops',
  analytics_retention_days: 'days of analytics history',
  transaction_fee_bps: 'transaction fee',
};

export const planLimitsSchema = z.object({
  products: z.number().int().nullable(),
  staff: z.number().int().nullable(),
  languages: z.number().int().nullable(),
  storage_bytes: z.number().int().nullable(),
  custom_domains: z.number().int().nullable(),
  apps: z.number().int().nullable(),
  extra_shops: z.number().int().nullable(),
  analytics_retention_days: z.number().int().nullable(),
  transaction_fee_bps: z.number().int(),
});

export const planSchema = z.object({
  id: z.enum(planIds),
  name: z.string(),
  prices: z.object({ monthly: z.number().int(), yearly: z.number().int() }),
  limits: planLimitsSchema,
});

export const plansResponseSchema = z.object({
  data: z.object({ currency: z.string(), plans: z.array(planSchema) }),
});

export const countryCodeSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{2}$/, 'Choose a country (two-letter code such as US).');

/** Who the invoices are made out to (subscription/address). */
export const billingAddressSchema = z.object({
  name: textSchema({ max: 120, min: 1, label: 'The name' }),
  company: textSchema({ max: 120, label: 'The company' }).default(''),
  address_1: textSchema({ max: 200, min: 1, label: 'The address' }),
  address_2: textSchema({ max: 200, label: 'The second address line' }).default(''),
  city: textSchema({ max: 120, min: 1, label: 'The city' }),
  postcode: textSchema({ max: 20, label: 'The postcode' }).default(''),
  zone: textSchema({ max: 120, label: 'The state or region' }).default(''),
  country: countryCodeSchema,
  tax_id: textSchema({ max: 40, label: 'The tax id' }).default(''),
});
export type BillingAddress = z.output<typeof billingAddressSchema>;
export type BillingAddressForm = z.input<typeof billingAddressSchema>;

export const cardSummarySchema = z.object({
  brand: z.string(),
  last4: z.string(),
  exp_month: z.number().int(),
  exp_year: z.number().int(),
});
export type CardSummary = z.infer<typeof cardSummarySchema>;

export const subscriptionSchema = z.object({
  plan: z.enum(planIds),
  period: z.enum(billingPeriods),
  status: z.enum(subscriptionStatuses),
  current_period_start: z.string(),
  current_period_end: z.string(),
  /** When the next charge is due (null when nothing will renew, e.g. cancelled). */
  renews_at: z.string().nullable(),
  /** Set while a failed renewal is being retried: when the shop pauses unless it is paid. */
  grace_ends_at: z.string().nullable(),
  card: cardSummarySchema.nullable(),
  billing_address: billingAddressSchema.nullable(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const usageSchema = z.object({
  limit: z.enum(countedLimits),
  label: z.string(),
  used: z.number().int(),
  max: z.number().int().nullable(),
});
export type Usage = z.infer<typeof usageSchema>;

export const invoiceStatuses = ['open', 'paid', 'failed', 'void'] as const;
export const invoiceSchema = z.object({
  id: z.number().int(),
  number: z.string(),
  description: z.string(),
  amount: z.number().int(),
  currency: z.string(),
  status: z.enum(invoiceStatuses),
  issued_at: z.string(),
  paid_at: z.string().nullable(),
});
export type Invoice = z.infer<typeof invoiceSchema>;

export const subscriptionDashboardResponseSchema = z.object({
  data: z.object({
    subscription: subscriptionSchema,
    plan: planSchema,
    usage: z.array(usageSchema),
    invoices: z.array(invoiceSchema),
    currency: z.string(),
    /** Stripe.js key for card entry; null when the platform has no provider configured. */
    publishable_key: z.string().nullable(),
    /**
     * false: the platform has not set up billing (no PLATFORM_STRIPE_SECRET_KEY), so the owner
     * cannot change plans; only the operator API moves the shop (docs/subscription.md).
     */
    billing_set_up: z.boolean(),
  }),
});
export type SubscriptionDashboard = z.infer<typeof subscriptionDashboardResponseSchema>['data'];

export const paymentMethodIdSchema = z
  .string()
  .trim()
  .regex(/^pm_[A-Za-z0-9_]{1,200}$/, 'The card could not be read; enter it again.');

export const changePlanBodySchema = z.object({
  plan: z.enum(paidPlanIds, { error: 'Choose the Basic, Advanced or Enterprise plan.' }),
  period: z.enum(billingPeriods, { error: 'Choose monthly or yearly.' }),
  /** A new card from Stripe.js; without it the card on file is charged. */
  payment_method: paymentMethodIdSchema.optional(),
});
export type ChangePlanBody = z.input<typeof changePlanBodySchema>;

export const changeQuoteQuerySchema = changePlanBodySchema.pick({ plan: true, period: true });

/** What a change costs now: the new period's price less the unused part of the current one. */
export const changeQuoteResponseSchema = z.object({
  data: z.object({
    price: z.number().int(),
    credit: z.number().int(),
    amount_due: z.number().int(),
    currency: z.string(),
    /** What must be removed first when the plan is too small for the shop; empty when it fits. */
    blockers: z.array(z.string()),
  }),
});

export const subscriptionResponseSchema = z.object({
  data: subscriptionSchema,
  message: z.string().optional(),
});

export const cardBodySchema = z.object({ payment_method: paymentMethodIdSchema });

export const invoiceIdParamsSchema = z.object({ id: idSchema });

/** Operator: move a shop to a plan without charging (sales deals, support), or force a downgrade. */
export const operatorPlanBodySchema = z.object({
  plan: z.enum(planIds),
  period: z.enum(billingPeriods).default('monthly'),
  /** Change even when the shop is over the new plan's limits. */
  force: z.boolean().default(false),
});

export { planLimitCode } from './plan-limit';
