import { type APIRequestContext, expect, type Locator, type Page, type Route, test } from '@playwright/test';
import { port, restoreSeededFlatRate, shopOrigin, walkToShippingStep } from './helpers';

// The seed gives every shop an owner admin (packages/db/src/seed/admins.ts).
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post(`${api}/admin-login`, { data: owner });
  expect(res.ok(), await res.text()).toBe(true);
  return (await res.json()).data.token as string;
}

async function signIn(page: Page, token: string) {
  await page.goto(`${origin}/`);
  await page.evaluate((t) => localStorage.setItem('emporia.admin_token', t), token);
}

/** Holds the settings answer until released, so the loading state can be seen. */
async function holdShippingSettings(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/admin/settings/shipping', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });
const save = (p: Locator) => p.getByRole('button', { name: 'Save' });

/** What each panel is filled with, and how a saved value shows again after a reload. */
const panels: { title: string; fill: (p: Locator) => Promise<void>; check: (p: Locator) => Promise<void> }[] =
  [
    {
      title: 'Advanced Shipper',
      fill: async (p) => {
        await p.getByLabel('Method Sorting').selectOption('2');
        await p.getByLabel('Sort Order').fill('3');
      },
      check: async (p) => {
        await expect(p.getByLabel('Method Sorting')).toHaveValue('2');
        await expect(p.getByLabel('Sort Order')).toHaveValue('3');
      },
    },
    {
      title: 'Canada Post',
      fill: async (p) => {
        await p.getByLabel('Customer Number').fill('2004381');
        await p.getByLabel('Hostname').selectOption('development');
        await p.getByLabel('Xpresspost (DOM.XP)', { exact: true }).check();
      },
      check: async (p) => {
        await expect(p.getByLabel('Customer Number')).toHaveValue('2004381');
        await expect(p.getByLabel('Hostname')).toHaveValue('development');
        await expect(p.getByLabel('Xpresspost (DOM.XP)', { exact: true })).toBeChecked();
      },
    },
    {
      title: 'FedEx',
      fill: async (p) => {
        await p.getByLabel('Account Number').fill('740561073');
        await p.getByLabel('Client ID').fill('fedex-client');
        await p.getByLabel('Client Secret').fill('fedex-secret');
        await p.getByLabel('Smart Post (SMART_POST)').check();
      },
      check: async (p) => {
        await expect(p.getByLabel('Client ID')).toHaveValue('fedex-client');
        await expect(p.getByLabel('Smart Post (SMART_POST)')).toBeChecked();
      },
    },
    {
      title: 'Flat Rate',
      fill: async (p) => {
        await p.getByLabel('Shipping Cost').fill('6.75');
        await p.getByLabel('Handling Fee').fill('0.25');
      },
      check: async (p) => {
        await expect(p.getByLabel('Shipping Cost')).toHaveValue('6.75');
        await expect(p.getByLabel('Handling Fee')).toHaveValue('0.25');
      },
    },
    {
      title: 'Free Shipping',
      fill: async (p) => {
        await p.getByLabel('Total Condition').fill('100');
      },
      check: async (p) => {
        await expect(p.getByLabel('Total Condition')).toHaveValue('100');
      },
    },
    {
      title: 'Store Pickup',
      fill: async (p) => {
        await p.getByLabel('Shipping Zone').selectOption({ label: 'United States' });
      },
      check: async (p) => {
        await expect(p.getByLabel('Shipping Zone').locator('option:checked')).toHaveText('United States');
      },
    },
    {
      title: 'UPS',
      fill: async (p) => {
        await p.getByLabel('Username').fill('ups-client');
        await p.getByLabel('Password').fill('ups-secret');
        await p.getByLabel('Access License').fill('A1B2C3');
        await p.getByLabel('Country').selectOption('US');
        await p.getByLabel('Postcode').fill('98101');
        await p.getByLabel('UPS Ground (03)').check();
      },
      check: async (p) => {
        await expect(p.getByLabel('Country')).toHaveValue('US');
        await expect(p.getByLabel('UPS Ground (03)')).toBeChecked();
      },
    },
    {
      title: 'USPS',
      fill: async (p) => {
        await p.getByLabel('Mail Type').selectOption('FLAT');
        await p.getByLabel('Priority Mail International (PRIORITY_MAIL_INTERNATIONAL)').check();
      },
      check: async (p) => {
        await expect(p.getByLabel('Mail Type')).toHaveValue('FLAT');
        await expect(p.getByLabel('Priority Mail International (PRIORITY_MAIL_INTERNATIONAL)')).toBeChecked();
      },
    },
  ];

test.describe('shipping method panels', () => {
  let token: string;
  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
  });
  test.afterAll(async ({ request }) => {
    // Other browser tests share this server and expect the seeded flat rate.
    await restoreSeededFlatRate(request);
  });

  test('each of the eight panels loads, validates and saves', async ({ page }) => {
    // Eight forms filled, saved and read back: longer than one page's default budget.
    test.setTimeout(120_000);
    await signIn(page, token);
    const release = await holdShippingSettings(page);
    await page.goto(`${origin}/admin/setting/shipping`);
    await expect(page.getByRole('heading', { name: 'Shipping Methods', level: 1 })).toBeVisible();
    for (const { title } of panels) {
      await expect(panel(page, title).locator('[aria-busy="true"]')).toBeVisible();
      await expect(save(panel(page, title))).toHaveCount(0);
    }
    release();

    // Prefilled: the seeded flat rate, and the defaults of SPEC §3 elsewhere.
    await expect(panel(page, 'Flat Rate').getByLabel('Shipping Cost')).toHaveValue('5.00');
    await expect(panel(page, 'FedEx').getByLabel('Pickup Type')).toHaveValue('USE_SCHEDULED_PICKUP');
    await expect(panel(page, 'FedEx').getByText(/220\+ countries/)).toBeVisible();
    await expect(panel(page, 'Canada Post').getByLabel('Hostname')).toHaveValue('production');
    await expect(panel(page, 'UPS').getByLabel('Weight Unit')).toHaveValue('LBS');

    // SPEC §5: required fields and decimals are checked before anything is sent.
    const fedex = panel(page, 'FedEx');
    await save(fedex).click();
    await expect(fedex.getByText('The Account Number field is required.')).toBeVisible();
    await expect(fedex.getByText('The Client Secret field is required.')).toBeVisible();
    const ups = panel(page, 'UPS');
    await save(ups).click();
    for (const field of ['Username', 'Password', 'Access License', 'Country', 'Postcode']) {
      await expect(ups.getByText(`The ${field} field is required.`)).toBeVisible();
    }
    const flat = panel(page, 'Flat Rate');
    await flat.getByLabel('Sort Order').fill('first');
    await save(flat).click();
    await expect(flat.getByText('The Sort Order field must be a decimal number.')).toBeVisible();
    await flat.getByLabel('Sort Order').fill('1.5');

    for (const { title, fill } of panels) {
      const p = panel(page, title);
      await fill(p);
      await save(p).click();
      await expect(p.getByRole('alert').filter({ hasText: 'Updated!' })).toBeVisible();
    }

    await page.reload();
    for (const { title, check } of panels) await check(panel(page, title));
    await expect(panel(page, 'Flat Rate').getByLabel('Sort Order')).toHaveValue('1.5');
    // Service lists scroll in a box of limited height.
    const box = panel(page, 'Canada Post').getByRole('group', { name: 'Services' });
    expect(await box.evaluate((el) => el.scrollHeight > el.clientHeight)).toBe(true);

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/shipping-panels.png', fullPage: true });
    await panel(page, 'UPS').screenshot({ path: '/tmp/shipping-panel-ups.png' });
  });

  test('a failed save shows the server message in a danger alert', async ({ page }) => {
    await signIn(page, token);
    await page.route('**/api/v1/admin/settings/shipping/flatrate', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        body: JSON.stringify({
          message: 'Something went wrong on our side. Please try again.',
          code: 'INTERNAL_ERROR',
        }),
      }),
    );
    await page.goto(`${origin}/admin/setting/shipping`);
    const flat = panel(page, 'Flat Rate');
    await save(flat).click();
    await expect(flat.locator('.alert-danger')).toHaveText(
      'Something went wrong on our side. Please try again.',
    );
  });

  test('the Advanced Shipper panel links to the three plugins', async ({ page }) => {
    await signIn(page, token);
    await page.goto(`${origin}/admin/setting/shipping`);
    const p = panel(page, 'Advanced Shipper');
    await expect(p.getByRole('link', { name: 'Product nesting groups' })).toHaveAttribute(
      'href',
      '/admin/plugin/productnestinggroup',
    );
    await expect(p.getByRole('link', { name: 'Shipping boxes manager' })).toHaveAttribute(
      'href',
      '/admin/plugin/shippingboxmanager',
    );
    await p.getByRole('link', { name: 'Shipping boxes manager' }).click();
    await expect(page.getByRole('heading', { name: 'Shipping Boxes Manager', level: 1 })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'Medium box' })).toBeVisible();
    await page.goBack();
    await panel(page, 'Advanced Shipper').getByRole('link', { name: 'Manage shipping methods' }).click();
    await expect(page).toHaveURL(/\/admin\/plugin\/advancedshipper\/list$/);
    await expect(page.getByRole('heading', { name: 'Shipping Methods', level: 1 })).toBeVisible();
  });
});

test.describe('Advanced Shipper', () => {
  test.afterAll(async ({ request }) => {
    // Other browser tests share this server: leave the Advanced Shipper switched off again.
    const token = await adminToken(request);
    const res = await request.post(`${api}/admin/settings/shipping/advancedshipper`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        module_shipping_advancedshipper_active: '0',
        module_shipping_advancedshipper_method_sorting: '1',
        module_shipping_advancedshipper_debug: '0',
        module_shipping_advancedshipper_sort_order: '0',
        module_shipping_advancedshipper_shipping_box_status: '0',
      },
    });
    expect(res.status()).toBe(200);
  });

  test('a merchant builds a method with a region and a weight table, and a shopper picks it at checkout', async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    // A name of this run's own: other files (the admin sweep's records) and a retry leave methods behind.
    const method = `Ground Saver ${Date.now().toString(36)}`;
    const token = await adminToken(request);
    await signIn(page, token);
    await page.goto(`${origin}/admin/plugin/advancedshipper`);
    await page.getByRole('link', { name: 'Add Method' }).click();
    await page.getByLabel('Method Name').fill(method);
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: 'Add Shipping Region', level: 1 })).toBeVisible();
    await page.getByLabel('Region Name').fill('Lower 48');
    await page.getByLabel('Countries').fill('US');
    await page.getByLabel('Weight up to (kg) 1').fill('5');
    await page.getByLabel('Cost 1').fill('6.50');
    await page.getByRole('button', { name: 'Add Rate' }).click();
    await page.getByLabel('Weight up to (kg) 2').fill('1');
    await page.getByLabel('Cost 2').fill('12');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('List the rates by increasing "up to" values.')).toBeVisible();
    await page.getByLabel('Weight up to (kg) 2').fill('20');
    await page.getByRole('button', { name: 'Save' }).click();

    await expect(page.getByRole('heading', { name: `Shipping Regions: ${method}`, level: 1 })).toBeVisible();
    const row = page.getByRole('row', { name: /Lower 48/ });
    await expect(row).toContainText('US');
    await expect(row).toContainText('≤ 5: 6.50 · ≤ 20: 12.00');
    await page.screenshot({ path: '/tmp/shipping-regions.png' });

    // Switch the module on in its panel.
    await page.goto(`${origin}/admin/setting/shipping`);
    const p = panel(page, 'Advanced Shipper');
    await p.getByLabel('Status').selectOption('1');
    await save(p).click();
    await expect(p.getByRole('alert').filter({ hasText: 'Updated!' })).toBeVisible();

    // The quote the checkout asks for, by weight.
    const quote = async (weight: number, country = 'US') => {
      // 127.0.0.1 answers as the default shop (demo); Node cannot resolve demo.localhost.
      const res = await request.post(`${api}/storefront/shipping/quote`, {
        data: {
          lines: [{ product_id: 1, quantity: 1, price: 20, weight }],
          destination: { country_code: country, zone_code: 'WA', postcode: '98101' },
        },
      });
      expect(res.status()).toBe(200);
      return ((await res.json()).data.methods as { module: string; title: string; cost: number }[]).filter(
        (m) => m.module === 'advancedshipper' && m.title === method,
      );
    };
    expect(await quote(1.5)).toEqual([expect.objectContaining({ title: method, cost: 6.5 })]);
    expect(await quote(8)).toEqual([expect.objectContaining({ title: method, cost: 12 })]);
    expect(await quote(21)).toEqual([]);
    expect(await quote(1, 'CA')).toEqual([]);

    // A shopper (the tent weighs under 5 kg) picks the method at checkout.
    await page.evaluate(() => localStorage.removeItem('emporia.admin_token'));
    await page.goto(`${origin}/alpine-dome-tent`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Alpine Dome Tent has been added to your cart.')).toBeVisible();
    await walkToShippingStep(page);

    await page.getByLabel(`${method} — $6.50`).check();
    const summary = page.getByRole('complementary', { name: 'Order Summary' });
    // 359.00 + 6.50 shipping + 8.25 % tax of 359.00 (29.62)
    await expect(summary.locator('[data-total="total"]')).toContainText('$395.12');
    await page.screenshot({ path: '/tmp/shipping-checkout.png' });
    await page.getByLabel('Money Order').check();
    await page.getByRole('button', { name: 'Place Order' }).click();
    await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
  });
});

test.describe('geo zones', () => {
  test('a zone of a state becomes a shipping zone of the panels', async ({ page, request }) => {
    await signIn(page, await adminToken(request));
    await page.goto(`${origin}/admin/setting/zone`);
    await expect(page.getByRole('cell', { name: 'United States', exact: true })).toBeVisible();
    await page.getByRole('button', { name: 'Add Zone' }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Zone Name').fill('Pacific Northwest');
    await dialog.getByRole('button', { name: 'Add Country' }).click();
    await dialog.getByLabel('Country 1').selectOption('US');
    await dialog.getByLabel('State 1').selectOption('WA');
    await dialog.getByRole('button', { name: 'Add Country' }).click();
    await dialog.getByLabel('Country 2').selectOption('US');
    await dialog.getByLabel('State 2').selectOption('OR');
    await page.screenshot({ path: '/tmp/shipping-zone-dialog.png' });
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Pacific Northwest was saved.')).toBeVisible();
    await expect(page.getByRole('row', { name: /Pacific Northwest/ })).toContainText('2');

    await page.goto(`${origin}/admin/setting/shipping`);
    const zone = panel(page, 'Flat Rate').getByLabel('Shipping Zone');
    await expect(zone.locator('option', { hasText: 'Pacific Northwest' })).toHaveCount(1);
  });
});
