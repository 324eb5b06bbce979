import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

// Issue 32, point 3: on a default start (no PLATFORM_STRIPE_* variables) plans cannot change, so
// the owner is told so, sees what the plan allows meanwhile, and cannot press Choose into an
// error. The shared test server has billing (a fake Stripe): this file starts the compiled server
// of its own, as `npm start` would, on a fresh data dir without those variables.

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
let server: ChildProcess;
let dataDir: string;
let port: number;

const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  port = await freePort();
  dataDir = mkdtempSync(path.join(tmpdir(), 'emporia-e2e-no-billing-'));
  const {
    DATABASE_URL: _db,
    PLATFORM_STRIPE_SECRET_KEY: _secret,
    PLATFORM_STRIPE_PUBLISHABLE_KEY: _publishable,
    PLATFORM_STRIPE_API_URL: _api,
    ...env
  } = process.env;
  server = spawn(process.execPath, [path.join(root, 'apps/server/dist/server.js')], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      NODE_ENV: 'production',
      LOG_LEVEL: 'warn',
      RATE_LIMIT_MAX: '0',
    },
  });
  // The first start migrates and seeds the demo shops.
  await expect
    .poll(
      () =>
        fetch(`http://127.0.0.1:${port}/api/v1/health`).then(
          (r) => r.ok,
          () => false,
        ),
      {
        timeout: 220_000,
        intervals: [500],
      },
    )
    .toBe(true);
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const closed = new Promise((resolve) => server.once('close', resolve));
    server.kill('SIGTERM');
    await closed;
  }
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
});

test('without billing the owner reads why plans cannot change, sees the plan’s limits, and cannot press Choose', async ({
  page,
}) => {
  const origin = `http://demo.localhost:${port}`;
  const login = await page.request.post(`http://127.0.0.1:${port}/api/v1/admin-login`, {
    data: { email: 'owner@demo.example', password: 'emporia-owner' },
  });
  expect(login.ok(), await login.text()).toBe(true);
  const token = (await login.json()).data.token as string;
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.admin_token', value), token);

  await page.goto(`${origin}/admin/subscription/plan`);
  await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
  const why = page.getByRole('region', { name: 'Billing is not set up' });
  await expect(why).toContainText(
    'This platform has not set up billing yet, so plans cannot be changed here until it does.',
  );
  await expect(why).toContainText('The platform’s operator can move your shop to another plan.');
  // What the current plan allows, and what the shop uses of it.
  await expect(why).toContainText('Meanwhile your Enterprise plan allows:');
  await expect(why.getByRole('progressbar', { name: 'products used' })).toBeAttached();
  await expect(why).toContainText(/products\s*\d+ of unlimited/i);

  const choose = page.getByRole('button', { name: 'Choose Basic' });
  await expect(choose).toBeDisabled();
  await expect(choose).toHaveAccessibleDescription(/has not set up billing yet/);
  await expect(page.getByRole('link', { name: 'Choose Basic' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/plans-without-billing.png', fullPage: true });

  // The billing-period page, opened by its address, says the same and cannot confirm.
  await page.goto(`${origin}/admin/subscription/period/basic`);
  await expect(page.getByRole('region', { name: 'Billing is not set up' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Confirm Basic plan' })).toBeDisabled();
  await expect(page.getByText(/try again later/i)).toHaveCount(0);
});
