import { z } from 'zod';

/** Everything the server reads from the environment, parsed once (README lists them). */
const envSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z.string().optional(),
  DATABASE_POOL_MAX: z.coerce.number().int().min(1).default(10),
  REDIS_URL: z.string().optional(),
  PLATFORM_DOMAIN: z.string().default('localhost'),
  DEFAULT_SHOP: z.string().default('demo'),
  SMTP_URL: z.string().optional(),
  /** Sender address of shop e-mails; the display name is the shop's name. */
  MAIL_FROM: z.string().default('no-reply@emporia.localhost'),
  OUTBOX_POLL_MS: z.coerce.number().int().min(10).default(1000),
  /** Seconds between passes of the payment reconciliation (payments left without their order). */
  PAYMENT_RECONCILE_INTERVAL_SECONDS: z.coerce.number().min(0.1).default(300),
  /** Seconds a payment may be without its order before the reconciliation looks at it. */
  PAYMENT_RECONCILE_GRACE_SECONDS: z.coerce.number().min(0).default(600),
  /** Platform key sealing secrets at rest (64 hex chars); generated into DATA_DIR/secret.key when unset. */
  EMPORIA_SECRET_KEY: z.string().optional(),
  /** Requests per minute per client address on /api (0 switches the limit off, e.g. for benchmarks). */
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(1200),
  /** Bearer token for the platform operator API (/api/v1/platform/*); unset disables that API. */
  PLATFORM_ADMIN_TOKEN: z.string().min(16).optional(),
  /** Seconds a resolved Host → shop answer is reused by one process. */
  SHOP_CACHE_SECONDS: z.coerce.number().min(0).default(5),
  /** Send HSTS; only behind TLS. */
  HSTS: z.stringbool().default(false),
  /** Trust X-Forwarded-* from a proxy in front (client address for rate limits, protocol for links). */
  TRUST_PROXY: z.stringbool().default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST: z.string().optional(),
  SEARCH_ONLY: z.stringbool().default(false),
});

export type ServerConfig = z.infer<typeof envSchema>;

export function readConfig(env: NodeJS.ProcessEnv = process.env): ServerConfig {
  const cleaned = Object.fromEntries(Object.entries(env).filter(([, v]) => v !== ''));
  const parsed = envSchema.safeParse(cleaned);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`Invalid environment: ${problems}`);
  }
  return parsed.data;
}
