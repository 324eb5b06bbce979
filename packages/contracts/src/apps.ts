import { z } from 'zod';
import './messages';
import { adminCustomerSchema } from './admin-customers';
import { adminOrderSchema } from './admin-orders';
import { apiVersions } from './api-versions';
import { type AppScope, appScopes, isAppScope } from './app-scopes';
import { adminProductSchema } from './catalog-admin';
import { textSchema } from './primitives';

/** What an app may subscribe to (Shopify's topic names). */
export const webhookTopics = [
  'orders/created',
  'orders/paid',
  'orders/fulfilled',
  'orders/cancelled',
  'products/create',
  'products/update',
  'products/delete',
  'customers/create',
  'app/uninstalled',
] as const;
/**
 * The privacy topics (Shopify's mandatory compliance webhooks): always sent to the app's webhook
 * URL, never subscribed to or left: the law asks the app to act on them.
 */
export const privacyWebhookTopics = ['customers/data_request', 'customers/redact', 'shop/redact'] as const;
export type PrivacyWebhookTopic = (typeof privacyWebhookTopics)[number];
export type WebhookTopic = (typeof webhookTopics)[number] | PrivacyWebhookTopic;

/** The scope an app needs to receive a topic (a write scope includes the read one); null: any app. */
export const webhookTopicScopes: Record<WebhookTopic, AppScope | null> = {
  'orders/created': 'read_orders',
  'orders/paid': 'read_orders',
  'orders/fulfilled': 'read_orders',
  'orders/cancelled': 'read_orders',
  'products/create': 'read_products',
  'products/update': 'read_products',
  'products/delete': 'read_products',
  'customers/create': 'read_customers',
  'app/uninstalled': null,
  'customers/data_request': 'read_customers',
  'customers/redact': 'read_customers',
  'shop/redact': null,
};

const urlText = (label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .trim()
    .max(2000, `${label} is too long.`)
    .refine(
      (v) => URL.canParse(v) && /^https?:$/.test(new URL(v).protocol),
      `${label} must be an http(s) URL.`,
    );

/** A comma- or space-separated list of scopes (OAuth's `scope`), each known. */
const scopeList = z
  .string({ error: 'Name the scopes the app asks for.' })
  .max(1000, 'Too many scopes.')
  .transform((v, ctx) => {
    const scopes = [...new Set(v.split(/[\s,]+/).filter(Boolean))];
    const unknown = scopes.filter((s) => !isAppScope(s));
    if (unknown.length) {
      ctx.addIssue({ code: 'custom', message: `Unknown scope: ${unknown.join(', ')}.` });
      return z.NEVER;
    }
    if (!scopes.length) {
      ctx.addIssue({ code: 'custom', message: 'Name the scopes the app asks for.' });
      return z.NEVER;
    }
    return scopes as AppScope[];
  });

/** GET …/admin/apps/authorize: what the app put in the consent URL (RFC 6749 §4.1.1, RFC 7636). */
export const authorizeQuerySchema = z.object({
  client_id: z.string({ error: 'The link names no app (client_id).' }).trim().min(1).max(200),
  redirect_uri: z.string({ error: 'The link names no redirect_uri.' }).trim().min(1).max(2000),
  scope: scopeList,
  state: z.string().max(500, 'The state is too long.').optional(),
  code_challenge: z
    .string({ error: 'The app sent no PKCE code_challenge.' })
    .regex(/^[A-Za-z0-9_-]{43}$/, 'The PKCE code_challenge must be a base64url SHA-256 digest.'),
  code_challenge_method: z.literal('S256', { error: 'Only the S256 code_challenge_method is accepted.' }),
});
export type AuthorizeQuery = z.input<typeof authorizeQuerySchema>;

export const scopeGrantSchema = z.object({ scope: z.string(), words: z.string() });

const appSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  icon: z.string(),
  description: z.string(),
  developer: z.string(),
});
export type AppSummary = z.infer<typeof appSummarySchema>;

/** What the consent screen shows. */
export const consentResponseSchema = z.object({
  data: z.object({
    app: appSummarySchema,
    scopes: z.array(scopeGrantSchema),
    redirect_uri: z.string(),
    /** Already installed: granting replaces its scopes and token. */
    installed: z.boolean(),
  }),
});
export type Consent = z.infer<typeof consentResponseSchema>['data'];

/** POST …/admin/apps/authorize: the owner's answer, with the same parameters. */
export const authorizeDecisionSchema = authorizeQuerySchema.extend({
  decision: z.enum(['grant', 'refuse'], { error: 'Grant or refuse.' }),
});
export type AuthorizeDecision = z.input<typeof authorizeDecisionSchema>;
export const authorizeDecisionResponseSchema = z.object({ data: z.object({ redirect: z.string() }) });

/** POST /api/v1/oauth/token (RFC 6749 §4.1.3 with RFC 7636's code_verifier), form or JSON. */
export const tokenRequestSchema = z.object({
  grant_type: z.literal('authorization_code', { error: 'grant_type must be authorization_code.' }),
  code: z.string({ error: 'Send the authorization code.' }).min(1).max(200),
  redirect_uri: z.string({ error: 'Send the redirect_uri.' }).min(1).max(2000),
  client_id: z.string({ error: 'Send the client_id.' }).min(1).max(200),
  client_secret: z.string({ error: 'Send the client_secret.' }).min(1).max(200),
  code_verifier: z
    .string({ error: 'Send the PKCE code_verifier.' })
    .regex(/^[A-Za-z0-9._~-]{43,128}$/, 'The code_verifier must be 43 to 128 unreserved characters.'),
});
export const tokenResponseSchema = z.object({
  access_token: z.string(),
  token_type: z.literal('bearer'),
  scope: z.string(),
});
/** RFC 6749 §5.2 error fields, beside the API's own message and code. */
export const oauthErrorSchema = z.object({
  error: z.string(),
  error_description: z.string(),
  message: z.string(),
  code: z.string(),
});

export const webhookDeliverySchema = z.object({
  id: z.number().int(),
  topic: z.string(),
  webhook_id: z.string(),
  status: z.enum(['pending', 'delivered', 'failed']),
  attempts: z.number().int(),
  response_code: z.number().int().nullable(),
  last_error: z.string().nullable(),
  created_at: z.string(),
  delivered_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof webhookDeliverySchema>;

const installationSchema = z.object({
  status: z.enum(['active', 'revoked']),
  scopes: z.array(scopeGrantSchema),
  installed_at: z.string(),
  revoked_at: z.string().nullable(),
  last_used_at: z.string().nullable(),
});

export const directoryAppSchema = appSummarySchema.extend({
  scopes: z.array(scopeGrantSchema),
  webhook_topics: z.array(z.string()),
  install_url: z.string().nullable(),
  installed: z.boolean(),
});
export type DirectoryApp = z.infer<typeof directoryAppSchema>;

/** GET …/admin/apps: the installed apps and the directory. */
export const appListResponseSchema = z.object({
  data: z.object({
    installed: z.array(appSummarySchema.extend({ installation: installationSchema })),
    directory: z.array(directoryAppSchema),
  }),
});
export type AppList = z.infer<typeof appListResponseSchema>['data'];

/** GET …/admin/apps/{id}: the app, its grant in this shop and its latest webhook deliveries. */
export const appDetailResponseSchema = z.object({
  data: appSummarySchema.extend({
    webhook_topics: z.array(z.string()),
    installation: installationSchema.nullable(),
    deliveries: z.array(webhookDeliverySchema),
  }),
});
export type AppDetail = z.infer<typeof appDetailResponseSchema>['data'];

export const appMessageResponseSchema = z.object({ message: z.string() });

/** POST …/admin/apps/{id}/install: the app's install page, signed for this shop (docs/apps.md). */
export const installLinkResponseSchema = z.object({ data: z.object({ url: z.string() }) });

/** POST /api/v1/platform/apps: the operator lists an app in the directory. */
export const registerAppSchema = z.object({
  name: textSchema({ max: 100, min: 1, label: 'The name' }),
  icon: z.string().max(20_000, 'The icon is too large.').default(''),
  description: textSchema({ max: 1000, multiline: true, label: 'The description' }).default(''),
  developer: textSchema({ max: 100, label: 'The developer' }).default(''),
  redirect_uris: z.array(urlText('A redirect URI')).min(1, 'Register at least one redirect URI.').max(10),
  scopes: z
    .array(z.string().refine(isAppScope, { error: (issue) => `Unknown scope: ${String(issue.input)}.` }))
    .min(1, 'List at least one scope.')
    .max(appScopes.length, 'Too many scopes.'),
  install_url: urlText('The install URL').optional(),
  webhook_url: urlText('The webhook URL').optional(),
  /** Told when a shop's subscription is disabled after its deliveries failed for over a day. */
  contact_email: z
    .string()
    .trim()
    .max(254, 'The contact e-mail is too long.')
    .pipe(z.email('Enter a valid contact e-mail address.'))
    .optional(),
  webhook_topics: z
    .array(z.enum(webhookTopics, { error: 'Unknown webhook topic.' }))
    .max(20)
    .default([]),
});
export type RegisterApp = z.input<typeof registerAppSchema>;
export const registeredAppResponseSchema = z.object({
  data: z.object({
    id: z.number().int(),
    client_id: z.string(),
    /** Shown once: only its hash and a sealed copy are kept. */
    client_secret: z.string(),
  }),
});

const webhookAddress = urlText('The address');

/** One webhook subscription of the calling app in this shop (Shopify's Webhook resource). */
export const webhookSubscriptionSchema = z.object({
  id: z.number().int(),
  topic: z.enum(webhookTopics),
  address: z.string(),
  api_version: z.enum(apiVersions),
  /** disabled: deliveries failed for over a day and were given up; update the subscription to enable it. */
  status: z.enum(['active', 'disabled']),
  disabled_at: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
});
export type WebhookSubscription = z.infer<typeof webhookSubscriptionSchema>;

export const webhookSubscriptionListResponseSchema = z.object({ data: z.array(webhookSubscriptionSchema) });
export const webhookSubscriptionResponseSchema = z.object({ data: webhookSubscriptionSchema });

const apiVersionField = z.enum(apiVersions, {
  error: `Choose an API version: ${apiVersions.join(', ')}.`,
});

/** POST /api/v1/admin/webhooks: subscribe the calling app to a topic. */
export const webhookSubscriptionCreateSchema = z.object({
  topic: z.enum(webhookTopics, { error: `Unknown webhook topic. Topics: ${webhookTopics.join(', ')}.` }),
  address: webhookAddress,
  api_version: apiVersionField.optional(),
});
export type WebhookSubscriptionCreate = z.input<typeof webhookSubscriptionCreateSchema>;

/** PUT /api/v1/admin/webhooks/{id}: a new address or version; saving enables a disabled subscription. */
export const webhookSubscriptionUpdateSchema = z.object({
  address: webhookAddress.optional(),
  api_version: apiVersionField.optional(),
});
export type WebhookSubscriptionUpdate = z.input<typeof webhookSubscriptionUpdateSchema>;

/** Whom a privacy webhook is about. */
const privacySubjectSchema = z.object({ id: z.number().int(), email: z.string(), phone: z.string() });
/** Every privacy payload names the shop by id and subdomain beside `shop`. */
const privacyShopSchema = z.object({ shop_id: z.number().int(), shop_subdomain: z.string() });

/**
 * What each topic's body holds, besides `shop` (the shop's address, as at install) that every
 * body carries: orders, products and customers as the Admin API's GET of one answers them (money
 * in decimals), a deleted product by its id. The API document's `webhooks` is made from this.
 */
export const webhookPayloadSchemas: Record<WebhookTopic, z.ZodObject> = {
  'orders/created': adminOrderSchema,
  'orders/paid': adminOrderSchema,
  'orders/fulfilled': adminOrderSchema,
  'orders/cancelled': adminOrderSchema,
  'products/create': adminProductSchema,
  'products/update': adminProductSchema,
  'products/delete': z.object({ id: z.number().int() }),
  'customers/create': adminCustomerSchema,
  'app/uninstalled': z.object({
    app_id: z.number().int(),
    client_id: z.string(),
    uninstalled_at: z.string(),
  }),
  'customers/data_request': privacyShopSchema.extend({
    customer: privacySubjectSchema,
    orders_requested: z.array(z.number().int()),
    data_request: z.object({ id: z.string() }),
  }),
  'customers/redact': privacyShopSchema.extend({
    customer: privacySubjectSchema,
    orders_to_redact: z.array(z.number().int()),
  }),
  'shop/redact': privacyShopSchema.extend({
    /** The day the shop's data is erased on the platform (YYYY-MM-DD). */
    erase_on: z.string(),
  }),
};

/** When each topic is sent, in words (the API document and docs/apps.md). */
export const webhookTopicWords: Record<WebhookTopic, string> = {
  'orders/created': 'An order was placed (checkout, the admin, or an app).',
  'orders/paid': 'An order’s payment was captured.',
  'orders/fulfilled': 'An order was moved to Shipped.',
  'orders/cancelled': 'An order was cancelled.',
  'products/create': 'A product was created.',
  'products/update': 'A product was changed.',
  'products/delete': 'A product was deleted.',
  'customers/create': 'A customer account was created.',
  'app/uninstalled': 'The merchant removed the app; its token no longer works.',
  'customers/data_request':
    'The merchant asks for the data the app keeps on a customer. Always sent to apps that can read customers.',
  'customers/redact':
    'A customer was deleted: erase what the app keeps of them. Always sent to apps that can read customers.',
  'shop/redact':
    'The shop is to be erased on `erase_on`: erase its data then. Always sent to every installed app.',
};
