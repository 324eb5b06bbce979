import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import { demoOwner, port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 35: orders brought from Shopify are history in the admin's order list, badged Imported.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;
const here = path.dirname(fileURLToPath(import.meta.url));
const ordersCsv = readFileSync(
  path.join(here, '../../apps/server/src/modules/imports/fixtures/shopify-orders.csv'),
);

test('orders imported from a Shopify export are listed with an Imported badge', async ({ page }) => {
  const login = await page.request.post(`${api}/admin-login`, { data: demoOwner });
  const token = (await login.json()).data.token as string;
  const headers = { authorization: `Bearer ${token}` };
  const started = await page.request.post(`${api}/admin/imports`, {
    headers,
    multipart: {
      source: 'shopify',
      kind: 'orders',
      file: { name: 'orders_export.csv', mimeType: 'text/csv', buffer: ordersCsv },
    },
  });
  expect(started.status(), await started.text()).toBe(202);
  const { id } = await started.json();
  await expect
    .poll(
      async () =>
        (await (await page.request.get(`${api}/admin/imports/${id}`, { headers })).json()).data.state,
      {
        timeout: 30_000,
      },
    )
    .toBe('done');

  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/order/all?customer=ada.pine`);
  const row = page.getByRole('row').filter({ hasText: 'ada.pine@example.test' }).first();
  await expect(row.getByText('Imported')).toBeVisible();
  await page.screenshot({ path: 'test-results/imported-orders.png', fullPage: true });
});
