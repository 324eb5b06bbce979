import { availableParallelism } from 'node:os';
import { paymentMethodIds } from '@emporia/contracts/payments';
import { z } from 'zod';
import { type AllowEntry, parseAllowList } from './kernel/outbound/allow-list';

const baseUrl = z.url().transform((url) => url.replace(/\/+$/, ''));
const positiveMs = z.coerce.number().positive();

/**
 * Where the outside services live and how long they may take. The server checks
 * them at start like every setting, but reads them again on each use
 * (outsideServices()), so a test can point a running server at its local fake.
 */
const outsideServicesSchema = z.object({
  /** Time a payment provider call may take. */
  PAYMENT_TIMEOUT_MS: positiveMs.default(20_000),
  /** Carrier rating API roots (local fakes in tests); unset means the carrier's own host. */
  UPS_API_URL: baseUrl.optional(),
  FEDEX_API_URL: baseUrl.optional(),
  USPS_API_URL: baseUrl.optional(),
  CANADAPOST_API_URL: baseUrl.optional(),
  /** Time a carrier quote may take before the method is left out. */
  SHIPPING_CARRIER_TIMEOUT_MS: positiveMs.default(10_000),
  /** reCAPTCHA siteverify endpoint; tests and air-gapped installs point it elsewhere. */
  RECAPTCHA_VERIFY_URL: z.url().default('https://www.google.com/recaptcha/api/siteverify'),
  /**
   * Identity providers of social sign-in; unset means the real ones. Only tests (and air-gapped
   * installs) point them at a local fake speaking the same protocol.
   */
  SOCIAL_GOOGLE_ISSUER_URL: baseUrl.default('https://accounts.google.com'),
  /** Facebook's login dialog root and Graph API root (token exchange, /me). */
  SOCIAL_FACEBOOK_DIALOG_URL: baseUrl.default('https://www.facebook.com/v21.0'),
  SOCIAL_FACEBOOK_GRAPH_URL: baseUrl.default('https://graph.facebook.com/v21.0'),
  /** CATALOG_READ_CACHE=0 builds every storefront read afresh (to measure or debug the uncached path). */
  CATALOG_READ_CACHE: z.stringbool().default(true),
  /** Megabytes of finished storefront reads kept per process (three times their JSON: the value and its text). */
  CATALOG_READ_CACHE_MB: z.coerce.number().min(0).default(6),
  /**
   * How far V8 lets the JavaScript heap grow past what survived its last full collection, in
   * percent, always (0: governed by MEMORY_BUDGET_MB). `npm start` sets 50 on the embedded
   * database (issue 37, ADR 0132).
   */
  HEAP_GROWTH_PERCENT: z.coerce.number().int().min(0).max(300).default(0),
  /**
   * Megabytes of resident memory one server process aims to stay within: from 85 % of it the
   * heap's growth is held at 1.5x its live data, below 60 % V8 chooses again (0: V8 always).
   */
  MEMORY_BUDGET_MB: z.coerce.number().int().min(0).default(400),
  /**
   * V8's allocation-site pretenuring (off: objects of requests in flight stay in the young
   * generation instead of filling the old one; ADR 0135). `true` gives V8 its default back.
   */
  V8_PRETENURING: z.stringbool().default(false),
  /** Megabytes of server-rendered anonymous pages kept per process (0 renders every page afresh). */
  PAGE_CACHE_MB: z.coerce.number().min(0).default(32),
  /** Seconds an identical search's answer is reused (0 turns the cache off). */
  SEARCH_CACHE_SECONDS: z.coerce.number().min(0).default(2),
  /** Megabytes (JSON length) of those answers kept per process, least recently asked leaving first. */
  SEARCH_CACHE_MB: z.coerce.number().min(0).default(2),
  /**
   * The in-memory search index (ADR 0100): shops with at least this many listed products are
   * searched in memory, within SEARCH_MEMORY_MB for all of them (0 turns the index off). From 500
   * products a search without a keyword counts every listed row in SQL at twice the cost.
   */
  SEARCH_MEMORY_MIN_PRODUCTS: z.coerce.number().int().min(0).default(500),
  SEARCH_MEMORY_MB: z.coerce.number().min(0).default(512),
  /** Custom domains: the host a shop's CNAME points at (default shops.{PLATFORM_DOMAIN}). */
  DOMAIN_CNAME_TARGET: z.string().optional(),
  /** Custom domains: the IPv4 address an apex domain's A record points at. */
  DOMAIN_A_RECORD: z.ipv4().default('127.0.0.1'),
  /** DNS servers the domain check asks ('1.1.1.1,8.8.8.8:53'); unset: the system's resolvers. */
  DNS_SERVERS: z.string().optional(),
  DNS_TIMEOUT_MS: positiveMs.default(3000),
  /** Registrar (Name.com API v4) root and account; without a token domains cannot be bought. */
  REGISTRAR_API_URL: baseUrl.default('https://api.name.com'),
  REGISTRAR_USERNAME: z.string().optional(),
  REGISTRAR_TOKEN: z.string().optional(),
  /** ACME directory issuing custom domains' certificates; unset: none are issued (TLS is elsewhere). */
  ACME_DIRECTORY_URL: z.url().optional(),
  ACME_EMAIL: z.string().optional(),
  /**
   * The platform's own Stripe account, billing shops for their plan (modules/subscription).
   * Unset secret key: plans can only be changed by the operator. The API root points at a fake in tests.
   */
  PLATFORM_STRIPE_API_URL: baseUrl.default('https://api.stripe.com'),
  PLATFORM_STRIPE_SECRET_KEY: z.string().optional(),
  PLATFORM_STRIPE_PUBLISHABLE_KEY: z.string().optional(),
  /**
   * Exceptions to the outbound guard (ADR 0104): hosts, addresses and CIDR ranges, each with an
   * optional :port, that a shop's SMTP server, backup bucket or an app's webhook may name although
   * they are private ('mail.internal,10.0.0.5,10.1.0.0/16,127.0.0.1:2525,[::1]:2525').
   */
  OUTBOUND_ALLOW: z
    .string()
    .default('')
    .transform((setting, ctx) => {
      try {
        return parseAllowList(setting);
      } catch (error) {
        ctx.addIssue({ code: 'custom', message: (error as Error).message });
        return z.NEVER;
      }
    }),
  /** PAYMENT_BASE_URL_{METHOD}: a payment provider's API root (e.g. a local fake). */
  ...Object.fromEntries(
    paymentMethodIds.map((id) => [`PAYMENT_BASE_URL_${id.toUpperCase()}`, baseUrl.optional()]),
  ),
  /** PAYMENT_SDK_URL_{METHOD}: a provider's browser SDK (a stand-in in browser tests). */
  ...Object.fromEntries(
    paymentMethodIds.map((id) => [`PAYMENT_SDK_URL_${id.toUpperCase()}`, z.url().optional()]),
  ),
});

/** Everything the server reads from the environment, parsed once (README lists them). */
const envSchema = outsideServicesSchema.extend({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  /** Migrate and seed, then exit: `npm start`'s first step on a new embedded database (scripts/start.mjs). */
  EMPORIA_PREPARE_ONLY: z.stringbool().default(false),
  DATABASE_URL: z.string().optional(),
  /**
   * A streaming replica of DATABASE_URL: storefront catalogue, search and blog reads go there
   * once it has replayed the reader's own writes (ADR 0087). Unset: everything reads the primary.
   */
  DATABASE_READ_URL: z.string().optional(),
  /** Milliseconds a replica's replay position is reused before it is asked again. */
  REPLICA_LSN_CACHE_MS: z.coerce.number().min(0).default(5),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
  /**
   * Seconds an idle database connection stays open. A new one costs its first requests a cold
   * backend (catalog caches, prepared statements); ten connections held idle cost PostgreSQL a few
   * megabytes and no work (ADR 0138). 0 closes none for idleness.
   */
  DATABASE_POOL_IDLE_SECONDS: z.coerce.number().int().min(0).default(300),
  /**
   * Server processes sharing PORT (node:cluster); `auto` starts one per core. More than one needs
   * DATABASE_URL: the embedded PGlite belongs to a single process (ADR 0084).
   */
  WORKERS: z
    .union([z.literal('auto'), z.coerce.number().int().min(1).max(64)])
    .default(1)
    .transform((n) => (n === 'auto' ? availableParallelism() : n)),
  /**
   * Where the API rate limit counts: redis (needs REDIS_URL), postgres (needs DATABASE_URL), or
   * memory (per process). auto: redis when REDIS_URL is set, else postgres on PostgreSQL, else memory.
   */
  RATE_LIMIT_STORE: z.enum(['auto', 'redis', 'postgres', 'memory']).default('auto'),
  /** The embedded PGlite's buffer pool, in its process memory (PostgreSQL units; ADR 0096). */
  PGLITE_SHARED_BUFFERS: z
    .string()
    .regex(/^\d+(kB|MB|GB)$/)
    .default('16MB'),
  REDIS_URL: z.string().optional(),
  PLATFORM_DOMAIN: z.string().default('localhost'),
  DEFAULT_SHOP: z.string().default('demo'),
  SMTP_URL: z.string().optional(),
  /** Sender address of shop e-mails; the display name is the shop's name. */
  MAIL_FROM: z.string().default('no-reply@emporia.localhost'),
  /**
   * How long an idle background worker (e-mail outbox, webhook queue, import job) waits before looking for work it
   * was not told of; queuing work wakes it at once in every process (ADR 0123).
   */
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(30_000),
  /** Days raw analytics events and visits are kept; the hourly and daily roll-ups are kept forever. */
  ANALYTICS_RAW_DAYS: z.coerce.number().int().min(1).max(3650).default(180),
  /** Beacons one process holds for the database at once (waiting or being written); more are answered and dropped (ADR 0106). */
  ANALYTICS_BUFFER_MAX: z.coerce.number().int().min(1).default(200),
  /** Visitors (the per-visitor limit) and one-time numbers (replays) one process remembers, each; the least recently seen go first. */
  ANALYTICS_REMEMBERED_MAX: z.coerce.number().int().min(1).default(50_000),
  /** How long an app's webhook endpoint may take to answer before the attempt counts as failed. */
  WEBHOOK_TIMEOUT_MS: z.coerce.number().int().min(50).max(60_000).default(10_000),
  /** Seconds between passes of the payment reconciliation (payments left without their order). */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().min(0.1).default(300),
  /** Seconds a payment may be without its order before the reconciliation looks at it. */
  PAYMENT_RECONCILE_GRACE_SECONDS: z.coerce.number().min(0).default(600),
  /** Seconds between passes sending the scheduled abandoned-cart reminders. */
  ABANDONED_CART_INTERVAL_SECONDS: z.coerce.number().min(0.1).default(300),
  /** Seconds between passes of the subscription renewal job (charges, retries, pauses). */
  SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS: z.coerce.number().min(0.1).default(600),
  /**
   * A shop's address in e-mails sent without a request (scheduled reminders): {subdomain} and {domain}
   * (PLATFORM_DOMAIN). Unset: https://{subdomain}.{domain}, or http with this server's port on localhost (the demo).
   */
  SHOP_URL_TEMPLATE: z.string().optional(),
  /** Platform key sealing secrets at rest (64 hex chars); generated into DATA_DIR/secret.key when unset. */
  EMPORIA_SECRET_KEY: z.string().optional(),
  /** Requests per minute per client address on /api (0 switches the limit off, e.g. for benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1200),
  /** Admin API requests per minute of one installed app in one shop (counted only while RATE_LIMIT_MAX > 0). */
  APP_RATE_LIMIT_MAX: z.coerce.number().int().min(1).default(600),
  /** Bearer token for the platform operator API (/api/v1/platform/*); unset disables that API. */
  PLATFORM_ADMIN_TOKEN: z.string().min(16).optional(),
  /** reCAPTCHA v3 keys of the platform home's sign-up form; unset: sign-up is not bot-checked. */
  PLATFORM_RECAPTCHA_SITE_KEY: z.string().optional(),
  PLATFORM_RECAPTCHA_SECRET_KEY: z.string().optional(),
  /** Shop sign-ups one client address may start per hour. */
  SIGNUPS_PER_HOUR: z.coerce.number().int().min(1).default(10),
  /** Developer dashboard sign-ins one client address may try per 15 minutes (ADR 0122). */
  DEVELOPER_SIGN_INS_PER_15_MINUTES: z.coerce.number().int().min(1).default(20),
  /** Days between an operator's deletion order and the erasure of the shop's data. */
  SHOP_DELETION_GRACE_DAYS: z.coerce.number().int().min(0).default(30),
  /** Seconds between passes of the job erasing shops past their deletion date. */
  SHOP_DELETION_INTERVAL_SECONDS: z.coerce.number().min(1).default(3600),
  /**
   * Seconds between checks for tables whose planner statistics went stale, on PGlite and on a
   * PostgreSQL without autovacuum (ADR 0139). 0: never.
   */
  TABLE_STATISTICS_INTERVAL_SECONDS: z.coerce.number().min(0).default(15),
  /**
   * Megabytes of storefront configuration (settings, menus, theme, banners, wording) kept per
   * process for the shops served most recently (0 reads it on every page); ADR 0118.
   */
  SHOP_CONFIG_CACHE_MB: z.coerce.number().min(0).default(16),
  /** Longest a kept storefront configuration is used: bounds a change no notice announced. */
  SHOP_CONFIG_CACHE_SECONDS: z.coerce.number().min(0).default(60),
  /** Seconds a resolved Host → shop answer is reused by one process. */
  SHOP_CACHE_SECONDS: z.coerce.number().min(0).default(1800),
  /** Send HSTS; only behind TLS. */
  HSTS: z.stringbool().default(false),
  /** Trust X-Forwarded-* from a proxy in front (client address for rate limits, protocol for links). */
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  /** File space of each shop's file manager (admin setting/file), in MB. */
  FILES_QUOTA_MB: z.coerce.number().min(0).default(500),
  /** The largest single file the file manager accepts, in MB. */
  FILES_MAX_UPLOAD_MB: z.coerce.number().min(0.001).default(50),
  /** S3-compatible bucket for the file manager (unset: files stay in DATA_DIR). Path-style addresses. */
  FILES_S3_ENDPOINT: z.url().optional(),
  FILES_S3_BUCKET: z.string().optional(),
  FILES_S3_REGION: z.string().default('us-east-1'),
  FILES_S3_ACCESS_KEY_ID: z.string().optional(),
  FILES_S3_SECRET_ACCESS_KEY: z.string().optional(),
  SEARCH_ONLY: z.stringbool().default(false),
  /** The largest backup archive the admin may upload, in MB (streamed to disk, never held whole). */
  BACKUP_UPLOAD_MAX_MB: z.coerce.number().min(0.001).default(2048),
  /** The largest export file (Shopify/WooCommerce CSV) the admin may upload to import, in MB. */
  IMPORT_UPLOAD_MAX_MB: z.coerce.number().min(0.001).default(50),
  /** The most an archive may unpack to, in MB: a gzip bomb stops here (ADR 0102). */
  BACKUP_UNPACKED_MAX_MB: z.coerce.number().min(0.001).default(20480),
  /** Who may restore a backup into a new shop: owners within their plan's extra shops, nobody, or any owner. */
  RESTORE_NEW_SHOP: z.enum(['plan', 'never', 'always']).default('plan'),
});

export type ServerConfig = z.infer<typeof envSchema>;

/** Every variable the server reads; scripts/docs.test.ts fails when the README's table misses one. */
export const configVariables = Object.keys(envSchema.shape);

function parseEnv<T extends z.ZodType>(schema: T, env: NodeJS.ProcessEnv): z.infer<T> {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = schema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const config = parseEnv(envSchema, env);
  // A replica of the embedded database cannot exist: say so rather than ignore the setting.
  if (config.DATABASE_READ_URL && !config.DATABASE_URL) {
    throw new Error(
      'Invalid environment: DATABASE_READ_URL: a replica needs DATABASE_URL (its primary) set too',
    );
  }
  if (config.WORKERS > 1 && !config.DATABASE_URL) {
    throw new Error('Invalid environment: WORKERS above 1 needs DATABASE_URL (PGlite serves one process).');
  }
  return config;
}

/** The address template of a shop in e-mails sent without a request (see SHOP_URL_TEMPLATE). */
export function shopUrlTemplate(
  config: Pick<ServerConfig, 'SHOP_URL_TEMPLATE' | 'PLATFORM_DOMAIN' | 'PORT'>,
) {
  if (config.SHOP_URL_TEMPLATE) return config.SHOP_URL_TEMPLATE;
  // The demo answers on http://{subdomain}.localhost:{PORT}; a real platform domain is served over TLS.
  return config.PLATFORM_DOMAIN === 'localhost'
    ? `http://{subdomain}.{domain}:${config.PORT}`
    : 'https://{subdomain}.{domain}';
}

export interface OutsideServices {
  paymentTimeoutMs: number;
  /** Overrides of a payment provider's API root and browser SDK, by method id. */
  paymentBaseUrl: (method: string) => string | undefined;
  paymentSdkUrl: (method: string) => string | undefined;
  carrierUrls: { ups?: string; fedex?: string; usps?: string; canadapost?: string };
  carrierTimeoutMs: number;
  recaptchaVerifyUrl: string;
  socialSignIn: { googleIssuer: string; facebookDialog: string; facebookGraph: string };
  catalogReadCache: boolean;
  catalogReadCacheBytes: number;
  searchCacheSeconds: number;
  searchCacheBytes: number;
  searchMemory: { minProducts: number; bytes: number };
  pageCacheBytes: number;
  domains: {
    cnameTarget?: string;
    aRecord: string;
    dnsServers: string[];
    dnsTimeoutMs: number;
    registrar: { url: string; username?: string; token?: string };
    acme: { directoryUrl?: string; email?: string };
  };
  platformBilling: { apiUrl: string; secretKey?: string; publishableKey?: string };
  /** OUTBOUND_ALLOW, parsed. */
  outboundAllow: AllowEntry[];
}

/**
 * The outside services' settings as the environment says now. Read on use, not
 * once at start, so a test can point a running server at its local fake; the
 * only other place the server looks at the environment is readConfig above.
 */
export function outsideServices(env: NodeJS.ProcessEnv = process.env): OutsideServices {
  // Per storefront read, so the parse is reused until one of these variables changes.
  const key = outsideServiceNames.map((name) => env[name] ?? '').join('\n');
  if (lastOutside?.key !== key) lastOutside = { key, value: outsideServicesOf(env) };
  return lastOutside.value;
}

const outsideServiceNames = Object.keys(outsideServicesSchema.shape);
let lastOutside: { key: string; value: OutsideServices } | undefined;

function outsideServicesOf(env: NodeJS.ProcessEnv): OutsideServices {
  const parsed = parseEnv(outsideServicesSchema, env);
  const byMethod = (prefix: string) => (method: string) =>
    (parsed as Record<string, unknown>)[`${prefix}${method.toUpperCase()}`] as string | undefined;
  return {
    paymentTimeoutMs: parsed.PAYMENT_TIMEOUT_MS,
    paymentBaseUrl: byMethod('PAYMENT_BASE_URL_'),
    paymentSdkUrl: byMethod('PAYMENT_SDK_URL_'),
    carrierUrls: {
      ups: parsed.UPS_API_URL,
      fedex: parsed.FEDEX_API_URL,
      usps: parsed.USPS_API_URL,
      canadapost: parsed.CANADAPOST_API_URL,
    },
    carrierTimeoutMs: parsed.SHIPPING_CARRIER_TIMEOUT_MS,
    recaptchaVerifyUrl: parsed.RECAPTCHA_VERIFY_URL,
    socialSignIn: {
      googleIssuer: parsed.SOCIAL_GOOGLE_ISSUER_URL,
      facebookDialog: parsed.SOCIAL_FACEBOOK_DIALOG_URL,
      facebookGraph: parsed.SOCIAL_FACEBOOK_GRAPH_URL,
    },
    catalogReadCache: parsed.CATALOG_READ_CACHE && parsed.CATALOG_READ_CACHE_MB > 0,
    catalogReadCacheBytes: Math.round(parsed.CATALOG_READ_CACHE_MB * 1024 * 1024),
    searchCacheSeconds: parsed.SEARCH_CACHE_SECONDS,
    searchCacheBytes: Math.round(parsed.SEARCH_CACHE_MB * 1024 * 1024),
    searchMemory: {
      minProducts: parsed.SEARCH_MEMORY_MIN_PRODUCTS,
      bytes: Math.round(parsed.SEARCH_MEMORY_MB * 1024 * 1024),
    },
    pageCacheBytes: Math.round(parsed.PAGE_CACHE_MB * 1024 * 1024),
    domains: {
      cnameTarget: parsed.DOMAIN_CNAME_TARGET,
      aRecord: parsed.DOMAIN_A_RECORD,
      dnsServers: (parsed.DNS_SERVERS ?? '')
        .split(',')
        .map((server) => server.trim())
        .filter(Boolean),
      dnsTimeoutMs: parsed.DNS_TIMEOUT_MS,
      registrar: {
        url: parsed.REGISTRAR_API_URL,
        username: parsed.REGISTRAR_USERNAME,
        token: parsed.REGISTRAR_TOKEN,
      },
      acme: { directoryUrl: parsed.ACME_DIRECTORY_URL, email: parsed.ACME_EMAIL },
    },
    platformBilling: {
      apiUrl: parsed.PLATFORM_STRIPE_API_URL,
      secretKey: parsed.PLATFORM_STRIPE_SECRET_KEY,
      publishableKey: parsed.PLATFORM_STRIPE_PUBLISHABLE_KEY,
    },
    outboundAllow: parsed.OUTBOUND_ALLOW,
  };
}
