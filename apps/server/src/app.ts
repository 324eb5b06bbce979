import cluster from 'node:cluster';
import type { Database } from '@emporia/db';
import cookie from '@fastify/cookie';
import Fastify, { type FastifyInstance, LogController } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { type ServerConfig, shopUrlTemplate } from './config';
import { registerApiVersions, rewriteDatedPath } from './kernel/api-versions';
import { countAppRequests } from './kernel/app-rate-limit';
import { type DeclaredRoute, enforceRouteAccess } from './kernel/auth/access';
import { registerCompression } from './kernel/compression';
import { registerErrorHandler } from './kernel/errors-handler';
import {
  announceInvalidation,
  noticeHere,
  onInvalidation,
  startInvalidationListener,
} from './kernel/invalidation-bus';
import { registerOpenApi } from './kernel/openapi/register';
import { forgetShopConfigOnStaffWrites, registerCacheGauge } from './kernel/per-shop-cache';
import { poolOf } from './kernel/rate-limit-store';
import { ReadRouter, registerReadRouting } from './kernel/read-replica';
import { registerBodyRules } from './kernel/request-bodies';
import { refuseNulCharacters } from './kernel/request-hygiene';
import { setRuntimeConfig } from './kernel/runtime-config';
import { initSecrets } from './kernel/secrets';
import { registerSecurity } from './kernel/security';
import { startStatisticsWorker } from './kernel/statistics-worker';
import { registerTenancy } from './kernel/tenancy/plugin';
import { ShopResolver } from './kernel/tenancy/resolve';
import { openBeaconIntake } from './modules/analytics/intake';
import { platformAnalyticsRoutes } from './modules/analytics/platform-routes';
import { startAnalyticsPurgeWorker } from './modules/analytics/retention';
import { platformAppRoutes } from './modules/apps/platform-routes';
import { startWebhookWorker } from './modules/apps/webhook-worker';
import { sweepLeftovers } from './modules/backup/store';
import { startBackupWorker } from './modules/backup/worker';
import { type DeveloperSettings, developerHostPages, developerRoutes } from './modules/developers';
import { emailSettingsRoutes } from './modules/email-settings/routes';
import { healthRoutes } from './modules/health/routes';
import { startImportWorker } from './modules/imports';
import { pageHeadProviders, searchAreas, shopAreas } from './modules/index';
import { registerAuditTrail } from './modules/logs/audit-trail';
import { startLogPurgeWorker } from './modules/logs/retention';
import { startOutboxWorker } from './modules/notifications/worker';
import { startShopDeletionWorker } from './modules/operator/deletion-worker';
import { platformLifecycleRoutes } from './modules/operator/lifecycle-routes';
import { platformRoutes } from './modules/operator/routes';
import { startReminderWorker } from './modules/orders/abandoned-worker';
import { platformHostPages, type SignupSettings, signupRoutes } from './modules/signup/routes';
import { registerPageDelivery } from './modules/storefront-pages/routes';
import { loadWebBuild, type WebBuild } from './modules/storefront-pages/web-build';
import { registerPausedStorefront } from './modules/subscription/paused';
import { startRenewalWorker } from './modules/subscription/renewals';
import { trackingTagsRoutes } from './modules/tracking-tags/routes';
import { startPaymentReconciler } from './payments/reconcile-worker';

export const serverVersion = '0.1.0';

export interface AppOptions {
  database: Database;
  config: ServerConfig;
  /** Defaults to apps/web/dist (or WEB_DIST); tests may pass their own. */
  webBuild?: WebBuild;
  logger?: boolean;
}

export interface EmporiaApp {
  app: FastifyInstance;
  resolver: ShopResolver;
  /** Every /api route with the access it declares (kernel/auth/access.ts). */
  routes: DeclaredRoute[];
}

/**
 * Builds the whole server: platform plugins first (errors, security, tenancy,
 * docs), then each business area's routes, then page delivery as the fallback.
 */
export async function buildApp(options: AppOptions): Promise<EmporiaApp> {
  const { database, config } = options;
  const app = Fastify({
    logger: options.logger === false ? false : { level: config.LOG_LEVEL },
    trustProxy: config.TRUST_PROXY,
    // `/api/2026-10/admin/…` is `/api/v1/admin/…` served as that version: one route each.
    rewriteUrl: rewriteDatedPath,
    // Per-request lines only when debugging: at load they cost more than the request.
    logController: new LogController({
      disableRequestLogging: config.LOG_LEVEL !== 'debug' && config.LOG_LEVEL !== 'trace',
    }),
  });
  setRuntimeConfig(config);
  initSecrets({ secretKey: config.EMPORIA_SECRET_KEY, dataDir: config.DATA_DIR });
  // What a killed process left half-made (backups, restores); a cluster's primary swept before forking.
  if (cluster.isPrimary) sweepLeftovers(config.DATA_DIR);
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  const routes = enforceRouteAccess(app);

  const closeSecurity = await registerSecurity(app, {
    hsts: config.HSTS,
    rateLimitMax: config.RATE_LIMIT_MAX,
    redisUrl: config.REDIS_URL,
    rateLimitStore: config.RATE_LIMIT_STORE,
    pool: poolOf(database.db),
  });
  app.addHook('onClose', closeSecurity);
  registerApiVersions(app);
  await registerCompression(app);
  await app.register(cookie);
  await registerOpenApi(app, serverVersion);

  const resolver = new ShopResolver(database.db, {
    platformDomain: config.PLATFORM_DOMAIN,
    defaultShop: config.DEFAULT_SHOP,
    cacheSeconds: config.SHOP_CACHE_SECONDS,
  });
  registerCacheGauge('shop-resolver', () => resolver.gauge());
  // Every staff write to a shop is told on 'storefront' (ADR 0118): its settings, languages or
  // domains may have changed what the resolver keeps of it (ADR 0136). Heard here on PGlite too.
  const detachResolver = [
    onInvalidation('storefront', (shopId) => resolver.forget(shopId)),
    onInvalidation('shops', (shopId) => resolver.forget(shopId)),
  ];
  app.addHook('onClose', async () => {
    for (const detach of detachResolver) detach();
  });
  // Other server processes hear of changes to shops and the catalogue (ADR 0085).
  if (database.kind === 'postgres' && config.DATABASE_URL) {
    const stopListening = await startInvalidationListener(config.DATABASE_URL, app.log);
    app.addHook('onClose', async () => {
      await stopListening();
    });
  }
  /** This process forgets its cached shops at once, the others when they hear of it. */
  const forgetShops = () => {
    resolver.forget();
    // Kept storefront configurations too (ADR 0118): an operator's change has no shop host.
    noticeHere('storefront', 0);
    announceInvalidation(database.db, 'shops').catch((err) =>
      app.log.warn({ err }, 'shop change not announced'),
    );
  };
  app.decorate('forgetShops', forgetShops);
  registerBodyRules(app);
  refuseNulCharacters(app);
  const signup: SignupSettings = {
    db: database.db,
    mail: { smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, from: config.MAIL_FROM },
    botSecret: config.PLATFORM_RECAPTCHA_SECRET_KEY,
    recaptchaSiteKey: config.PLATFORM_RECAPTCHA_SITE_KEY,
    platformDomain: config.PLATFORM_DOMAIN,
    perHour: config.SIGNUPS_PER_HOUR,
  };
  const developers: DeveloperSettings = {
    db: database.db,
    mail: signup.mail,
    shopOrigin: (subdomain) =>
      shopUrlTemplate(config).replace('{subdomain}', subdomain).replace('{domain}', config.PLATFORM_DOMAIN),
    signupsPerHour: config.SIGNUPS_PER_HOUR,
    signInsPerWindow: config.DEVELOPER_SIGN_INS_PER_15_MINUTES,
  };
  const homePages = platformHostPages(signup);
  const developerPages = developerHostPages(developers);
  // The platform home answers what the developer dashboard does not (ADR 0122).
  registerTenancy(app, resolver, database.db, async (request, reply) =>
    (await developerPages(request, reply)) ? reply : homePages(request, reply),
  );
  if (config.RATE_LIMIT_MAX > 0) countAppRequests(app, database.db, config.APP_RATE_LIMIT_MAX);
  registerPausedStorefront(app, database.db);
  if (database.replica) {
    registerReadRouting(app, new ReadRouter(database.db, database.replica, config.REPLICA_LSN_CACHE_MS));
  }

  // The beacon path's buffers, bounded and counted for the operator (ADR 0106).
  const beacons = openBeaconIntake(
    database.db,
    { bufferMax: config.ANALYTICS_BUFFER_MAX, rememberedMax: config.ANALYTICS_REMEMBERED_MAX },
    app.log,
  );
  await app.register(healthRoutes(database, serverVersion, config.PLATFORM_ADMIN_TOKEN));
  await app.register(signupRoutes(signup));
  await app.register(developerRoutes(developers));
  // The operator's routes exist everywhere and answer 404 without a token: the API document
  // does not depend on configuration (ADR 0116).
  const operatorToken = config.PLATFORM_ADMIN_TOKEN;
  await app.register(platformRoutes(database.db, operatorToken, forgetShops));
  await app.register(platformAppRoutes(database.db, operatorToken));
  await app.register(platformAnalyticsRoutes(beacons, operatorToken));
  await app.register(
    platformLifecycleRoutes(database.db, operatorToken, forgetShops, {
      graceDays: config.SHOP_DELETION_GRACE_DAYS,
      originOf: (subdomain) =>
        shopUrlTemplate(config).replace('{subdomain}', subdomain).replace('{domain}', config.PLATFORM_DOMAIN),
    }),
  );

  for (const area of searchAreas) await app.register(area, { resolver, db: database.db });
  if (config.SEARCH_ONLY) return { app, resolver, routes };
  // Before the areas: its hooks must reach every admin route they add.
  registerAuditTrail(app);
  // A staff write drops the shop's kept storefront configuration in every process (ADR 0118).
  forgetShopConfigOnStaffWrites(app, database.db);
  for (const area of shopAreas) await app.register(area);
  const platformMail = { smtpUrl: config.SMTP_URL, dataDir: config.DATA_DIR, from: config.MAIL_FROM };
  await app.register(emailSettingsRoutes(platformMail));
  await app.register(trackingTagsRoutes(forgetShops));
  const outbox = startOutboxWorker({
    db: database.db,
    log: app.log,
    pollMs: config.OUTBOX_POLL_MS,
    ...platformMail,
  });
  app.addHook('onClose', () => outbox.stop());
  // A shop's storefront address on the platform domain, for links in reminders and webhook headers.
  const shopOrigin = (shop: { subdomain: string }) =>
    shopUrlTemplate(config)
      .replace('{subdomain}', shop.subdomain)
      .replace('{domain}', config.PLATFORM_DOMAIN);
  const webhooks = startWebhookWorker({
    db: database.db,
    log: app.log,
    pollMs: config.OUTBOX_POLL_MS,
    timeoutMs: config.WEBHOOK_TIMEOUT_MS,
    originOf: shopOrigin,
  });
  app.addHook('onClose', () => webhooks.stop());
  const reconciler = startPaymentReconciler({
    db: database.db,
    log: app.log,
    intervalMs: config.PAYMENT_RECONCILE_INTERVAL_SECONDS * 1000,
    graceMs: config.PAYMENT_RECONCILE_GRACE_SECONDS * 1000,
  });
  app.addHook('onClose', () => reconciler.stop());
  const reminders = startReminderWorker({
    db: database.db,
    log: app.log,
    intervalMs: config.ABANDONED_CART_INTERVAL_SECONDS * 1000,
    originOf: shopOrigin,
  });
  app.addHook('onClose', () => reminders.stop());
  const importer = startImportWorker({
    db: database.db,
    log: app.log,
    pollMs: config.OUTBOX_POLL_MS,
    oneConnection: database.kind === 'pglite',
  });
  app.addHook('onClose', () => importer.stop());
  const backups = startBackupWorker({ db: database.db, log: app.log });
  app.addHook('onClose', () => backups.stop());
  const renewals = startRenewalWorker({
    db: database.db,
    log: app.log,
    intervalMs: config.SUBSCRIPTION_RENEWAL_INTERVAL_SECONDS * 1000,
  });
  app.addHook('onClose', () => renewals.stop());
  const shopDeletion = startShopDeletionWorker({
    db: database.db,
    log: app.log,
    intervalMs: config.SHOP_DELETION_INTERVAL_SECONDS * 1000,
  });
  app.addHook('onClose', () => shopDeletion.stop());
  if (config.TABLE_STATISTICS_INTERVAL_SECONDS > 0) {
    const statistics = startStatisticsWorker({
      database,
      log: app.log,
      intervalMs: config.TABLE_STATISTICS_INTERVAL_SECONDS * 1000,
    });
    app.addHook('onClose', () => statistics.stop());
  }
  const logPurge = startLogPurgeWorker({ db: database.db, log: app.log, intervalMs: 3_600_000 });
  app.addHook('onClose', () => logPurge.stop());
  const analyticsPurge = startAnalyticsPurgeWorker({
    db: database.db,
    log: app.log,
    keepDays: config.ANALYTICS_RAW_DAYS,
    intervalMs: 3_600_000,
  });
  app.addHook('onClose', () => analyticsPurge.stop());
  await registerPageDelivery(app, options.webBuild ?? loadWebBuild(config.WEB_DIST), pageHeadProviders);
  return { app, resolver, routes };
}
