import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';

// Runs the production build (apps/web/dist and the compiled apps/server/dist/server.js, both built
// by `npm run test:e2e`), as `npm start` does, on a free port with a fresh PGlite data dir, in
// Debian's Chromium.
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

// The browser tests' server always runs on its own fresh PGlite, as `npm start` does, even when
// the API suite was pointed at a PostgreSQL server (DATABASE_URL, .ci/run).
delete process.env.DATABASE_URL;

if (!process.env.E2E_PORT) {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  process.env.E2E_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
  // run.mjs hands each shard a copy of a data dir it seeded once; alone, the server seeds its own.
  process.env.E2E_DATA_DIR ||= mkdtempSync(path.join(tmpdir(), 'emporia-e2e-'));
  // The fake Stripe API a browser test starts on this port (tests/payments-checkout.spec.ts).
  process.env.E2E_STRIPE_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
  // The fake Stripe API of the platform's own billing (tests/subscription.spec.ts).
  process.env.E2E_PLATFORM_STRIPE_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
  // The fake identity provider (Google's OpenID Connect) a browser test starts (tests/social-signin.spec.ts).
  process.env.E2E_IDP_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
}
// The real SMTP server the shop delivers its mail to (smtp-catcher.mjs), one per shard.
if (!process.env.E2E_SMTP_PORT) {
  const script =
    "const s=require('net').createServer().listen(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  process.env.E2E_SMTP_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
}
// The DNS server the domain check asks (tests/domains.spec.ts starts it on this UDP port).
if (!process.env.E2E_DNS_PORT) {
  const script =
    "const s=require('dgram').createSocket('udp4').bind(0,'127.0.0.1',()=>{console.log(s.address().port);s.close()})";
  process.env.E2E_DNS_PORT = execFileSync(process.execPath, ['-e', script]).toString().trim();
}
const port = Number(process.env.E2E_PORT);
export const platformToken = 'e2e-platform-operator-token';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: process.env.CI ? 1 : 0,
  // Under CI three shards share two cores with their servers and browsers, and the CI machine is
  // at times several times slower than a quiet one (a 27-minute run once timed out a 17-step test
  // at 60 s), so CI allows four times as long; a hung test costs that twice (it is retried).
  timeout: process.env.CI ? 120_000 : 30_000,
  expect: { timeout: process.env.CI ? 20_000 : 7_000 },
  // The committed screenshots visual.spec.ts compares pages with (ADR 0128). Under CI a missing
  // one fails the test rather than being written; locally it is written (and the test fails once).
  snapshotPathTemplate: '{testDir}/../../docs/screenshots/{arg}{ext}',
  updateSnapshots: process.env.CI ? 'none' : 'missing',
  reporter: process.env.CI || process.env.E2E_SHARD ? [['list']] : [['list'], ['html', { open: 'never' }]],
  // Shards running side by side (run.mjs) keep their traces and screenshots apart.
  outputDir: process.env.E2E_SHARD ? `./test-results/shard-${process.env.E2E_SHARD}` : './test-results',
  use: {
    baseURL: `http://localhost:${port}`,
    // The home page's carousel fading its pictures costs a software-rendering Chromium most of a
    // core (measured: ~90 % idle on the home page, ~20 % with this), and the shards share two
    // cores. The storefront honours the preference (the slides wait); banners.spec.ts plays them.
    reducedMotion: 'reduce',
    // A failed test's retry records a trace; recording every first try costs CPU the shards share.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: chromium,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-background-networking',
        '--disable-component-update',
      ],
    },
  },
  // A missing browser fails under CI; elsewhere the browser tests are skipped with a notice (see run.mjs).
  ...(existsSync(chromium) ? {} : { testMatch: [] }),
  webServer: [
    {
      command: `node ${path.join(root, 'e2e/smtp-catcher.mjs')}`,
      cwd: root,
      port: Number(process.env.E2E_SMTP_PORT),
      reuseExistingServer: false,
      stdout: 'pipe',
      env: { E2E_SMTP_PORT: process.env.E2E_SMTP_PORT ?? '', E2E_DATA_DIR: process.env.E2E_DATA_DIR ?? '' },
    },
    {
      command: `node ${path.join(root, 'apps/server/dist/server.js')}`,
      cwd: root,
      url: `http://127.0.0.1:${port}/api/v1/health`,
      timeout: 120_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      env: {
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: process.env.E2E_DATA_DIR ?? '',
        PLATFORM_ADMIN_TOKEN: platformToken,
        RATE_LIMIT_MAX: '0',
        SHOP_CACHE_SECONDS: '0',
        LOG_LEVEL: 'warn',
        // As `npm start` runs it: React's production build renders the storefront pages.
        NODE_ENV: 'production',
        PAYMENT_BASE_URL_STRIPE: `http://127.0.0.1:${process.env.E2E_STRIPE_PORT}`,
        PLATFORM_STRIPE_API_URL: `http://127.0.0.1:${process.env.E2E_PLATFORM_STRIPE_PORT}`,
        PLATFORM_STRIPE_SECRET_KEY: 'sk_test_e2e_platform',
        PLATFORM_STRIPE_PUBLISHABLE_KEY: 'pk_test_e2e_platform',
        SOCIAL_GOOGLE_ISSUER_URL: `http://127.0.0.1:${process.env.E2E_IDP_PORT}`,
        // Mail leaves over SMTP to the catcher above, as a production shop's goes to its relay.
        SMTP_URL: `smtp://127.0.0.1:${process.env.E2E_SMTP_PORT}`,
        // The shop's own SMTP server (the catcher) and the test app's webhook listen on this
        // machine: the operator's allow-list opens loopback to the outbound guard (ADR 0104).
        OUTBOUND_ALLOW: '127.0.0.1',
        DNS_SERVERS: `127.0.0.1:${process.env.E2E_DNS_PORT}`,
        DNS_TIMEOUT_MS: '1000',
        // A private build (vite build --outDir …) so parallel runs never share one dist.
        ...(process.env.E2E_WEB_DIST ? { WEB_DIST: process.env.E2E_WEB_DIST } : {}),
      },
    },
  ],
});
