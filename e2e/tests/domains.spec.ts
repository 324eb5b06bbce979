import { expect, test } from '@playwright/test';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: the merchant connects a domain they own. The server checks its DNS records with real
// queries against a local DNS server (the test plays the merchant's DNS host), then the storefront
// answers on that host, and once it is primary the platform host redirects there. Chromium
// reaches the made-up host through --host-resolver-rules.
const origin = shopOrigin('demo');
const hostname = 'www.merchant-shop.test';
const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
test.use({
  launchOptions: {
    executablePath: chromium,
    args: ['--no-sandbox', '--disable-gpu', `--host-resolver-rules=MAP ${hostname} 127.0.0.1`],
  },
});

/** What this test uses of the server's fake DNS (apps/server/test/fakes/dns-server.ts). */
interface FakeDns {
  set(name: string, type: 'TXT' | 'CNAME' | 'A', values: string[]): void;
  close(): Promise<void>;
}
// Loaded at run time: the server's source lies outside this project's tsconfig rootDir.
const fakeDnsModule = '../../apps/server/test/fakes/dns-server';
let dns: FakeDns;

test.beforeAll(async () => {
  const module = (await import(fakeDnsModule)) as { startFakeDns(o: { port: number }): Promise<FakeDns> };
  dns = await module.startFakeDns({ port: Number(process.env.E2E_DNS_PORT) });
});
test.afterAll(async () => {
  await dns?.close();
});

test('the merchant connects a domain, checks its DNS, and the storefront answers there', async ({ page }) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/setting/index`);
  await page
    .getByRole('link', { name: /Domains/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Domains' })).toBeVisible();
  await expect(page.getByRole('row', { name: /demo\.localhost Always works Primary/ })).toBeVisible();

  await page.getByRole('link', { name: 'Connect a domain you own' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Connect a Domain' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill('not a domain');
  await page.getByRole('button', { name: 'Connect' }).click();
  await expect(page.getByText('A domain name such as shop.example.com')).toBeVisible();
  await page.getByRole('textbox', { name: 'Domain' }).fill(hostname);
  await page.getByRole('button', { name: 'Connect' }).click();

  // The records to create, read off the page as the merchant would copy them.
  const records = page.getByRole('table', { name: 'DNS records' });
  const txtRow = records.getByRole('row', { name: /^TXT/ });
  await expect(txtRow).toContainText(`_emporia-verification.${hostname}`);
  const token = (await txtRow.getByRole('cell').nth(2).textContent()) ?? '';
  expect(token).toMatch(/^emporia-verification=/);
  await expect(records.getByRole('row', { name: /^CNAME/ })).toContainText('shops.localhost');

  // Nothing yet: the check reports the records the table asks for (a CNAME here, not an A record).
  await page.getByRole('button', { name: 'Check DNS records' }).click();
  await expect(
    page.getByText(`CNAME record of ${hostname}: expected shops.localhost, found nothing.`),
  ).toBeVisible();
  await expect(page.getByText(/A record of/)).toHaveCount(0);
  await expect(records.getByRole('row', { name: /^CNAME/ })).toContainText('✗ CNAME: nothing');

  // A wrong CNAME and no TXT yet: the check names each record, expected against found.
  dns.set(hostname, 'CNAME', ['old-host.example.net']);
  await page.getByRole('button', { name: 'Check DNS records' }).click();
  await expect(
    page.getByText(`CNAME record of ${hostname}: expected shops.localhost, found old-host.example.net.`),
  ).toBeVisible();
  await expect(
    page.getByText(`TXT record of _emporia-verification.${hostname}: expected ${token}, found nothing.`),
  ).toBeVisible();

  // An A record with the platform's address instead of the CNAME is accepted too.
  dns.set(`_emporia-verification.${hostname}`, 'TXT', [token]);
  dns.set(hostname, 'CNAME', []);
  dns.set(hostname, 'A', ['127.0.0.1']);
  await page.getByRole('button', { name: 'Check DNS records' }).click();
  await expect(page.getByText(`Connected! The shop answers on ${hostname}.`)).toBeVisible();
  await page.screenshot({ path: 'test-results/domains-connect.png', fullPage: true });

  // The storefront on the merchant's own host.
  const shopHost = `http://${hostname}:${port}`;
  await page.goto(`${shopHost}/`);
  await expect(page).toHaveTitle(/Emporia Gear/);

  // Primary: the platform host's storefront pages move there (301); the admin stays.
  await page.goto(`${origin}/admin/setting/domain/index`);
  const row = page.getByRole('row', { name: new RegExp(hostname.replaceAll('.', '\\.')) });
  await row.getByRole('button', { name: 'Make primary' }).click();
  await expect(row).toContainText('Primary');
  await page.screenshot({ path: 'test-results/domains-index.png', fullPage: true });
  // Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
  const platformHost = `http://127.0.0.1:${port}`;
  const moved = await page.request.get(`${platformHost}/`, { maxRedirects: 0 });
  expect(moved.status()).toBe(301);
  expect(moved.headers().location).toBe(`${shopHost}/`);
  await page.goto(`${origin}/`);
  await expect(page).toHaveURL(`${shopHost}/`);

  // Removing it puts the shop back on the platform host alone.
  await page.goto(`${origin}/admin/setting/domain/index`);
  // Asked in the admin's own dialog, not the browser's.
  page.on('dialog', (dialog) => {
    throw new Error(`a browser dialog opened: ${dialog.message()}`);
  });
  await page.getByRole('button', { name: `Remove ${hostname}` }).click();
  const confirm = page.getByRole('dialog', { name: `Remove ${hostname}?` });
  await expect(confirm).toContainText('The shop stops answering there.');
  await confirm.getByRole('button', { name: 'Remove' }).click();
  await expect(
    page.getByText('No domains of your own yet: shoppers reach the shop at demo.localhost.'),
  ).toBeVisible();
  expect((await page.request.get(`${platformHost}/`, { maxRedirects: 0 })).status()).toBe(200);
});
