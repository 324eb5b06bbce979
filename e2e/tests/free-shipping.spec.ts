import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { port, shopOrigin, walkToShippingStep } from './helpers';

// The seed gives every shop an owner admin (packages/db/src/seed/admins.ts).
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };
const origin = shopOrigin('demo');
// Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
const api = `http://127.0.0.1:${port}/api/v1`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api}/admin-login`, { data: owner });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.token as string;
}

/** Saves the whole key/value object of the free shipping module. */
async function saveFreeShipping(request: APIRequestContext, active: '0' | '1', totalCondition: string) {
  const res = await request.post(`${api}/admin/settings/shipping/freeshipping`, {
    headers: { authorization: `Bearer ${await adminToken(request)}` },
    data: {
      module_shipping_freeshipping_active: active,
      module_shipping_freeshipping_shipping_cost: '',
      module_shipping_freeshipping_shipping_zone: '0',
      module_shipping_freeshipping_sort_order: '2',
      module_shipping_freeshipping_handling_fee: '0',
      module_shipping_freeshipping_total_condition: totalCondition,
      module_shipping_freeshipping_weight_condition: '',
      module_shipping_freeshipping_item_count_condition: '',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

const flatRate = (page: Page) => page.getByLabel('Flat-Rate Shipping (Tracking Available) — $5.00');
const freeShipping = (page: Page) => page.getByLabel(/^Free Shipping —/);

test.describe('free shipping', () => {
  test.beforeAll(async ({ request }) => {
    await saveFreeShipping(request, '1', '100.00');
  });
  test.afterAll(async ({ request }) => {
    // Other browser tests share this server and expect only the seeded flat rate.
    await saveFreeShipping(request, '0', '');
  });

  test('is offered at checkout only once the cart reaches its minimum total', async ({ page }) => {
    test.setTimeout(90_000);
    // One stove (79.00) stays below the 100.00 minimum.
    await page.goto(`${origin}/backpacking-stove`);
    await expect(page.getByRole('heading', { name: 'Backpacking Stove', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Backpacking Stove has been added to your cart.')).toBeVisible();

    await walkToShippingStep(page);
    await expect(flatRate(page)).toBeVisible();
    await expect(freeShipping(page)).toHaveCount(0);

    // Two stoves (158.00) reach it.
    await page.goto(`${origin}/cart`);
    const line = page.getByTestId('cart-line');
    await line.getByLabel('Quantity of Backpacking Stove').fill('2');
    await line.getByRole('button', { name: 'Update' }).click();
    await expect(line).toContainText('$158.00');

    await walkToShippingStep(page);
    await expect(flatRate(page)).toBeVisible();
    await expect(page.getByLabel('Free Shipping — $0.00', { exact: true })).toBeVisible();
    await page.getByLabel('Free Shipping — $0.00', { exact: true }).check();
    await expect(page.getByLabel('Free Shipping — $0.00', { exact: true })).toBeChecked();
    await page.screenshot({ path: '/tmp/free-shipping-checkout.png' });
  });
});
