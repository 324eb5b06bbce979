import { expect, type Page, type Route, test } from '@playwright/test';
import { port, shopOrigin } from './helpers';

// The seed gives every shop an owner admin (packages/db/src/seed/admins.ts).
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };
const origin = shopOrigin('demo');

async function adminToken(request: import('@playwright/test').APIRequestContext): Promise<string> {
  const res = await request.post(`http://127.0.0.1:${port}/api/v1/admin-login`, { data: owner });
  expect(res.ok(), await res.text()).toBe(true);
  const body = await res.json();
  expect(body.data.enable_2fa).toBe(0);
  return body.data.token as string;
}

/** Stores a panel's settings through the API, as a previous save would have. */
async function storeSettings(
  request: import('@playwright/test').APIRequestContext,
  token: string,
  method: string,
  settings: Record<string, string>,
) {
  const res = await request.post(`http://127.0.0.1:${port}/api/v1/admin/settings/payment/${method}`, {
    headers: { authorization: `Bearer ${token}` },
    data: settings,
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** Holds the settings answer until released, so the loading state can be seen. */
async function holdSettings(page: Page) {
  let release: () => void = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/api/v1/admin/settings/payment', async (route: Route) => {
    await released;
    await route.continue();
  });
  return release;
}

async function openPaymentSettings(page: Page, token: string) {
  await page.goto(`${origin}/`);
  await page.evaluate((t) => localStorage.setItem('emporia.admin_token', t), token);
  const release = await holdSettings(page);
  await page.goto(`${origin}/admin/setting/payment`);
  await expect(page.getByRole('heading', { name: 'Payment Methods', level: 1 })).toBeVisible();
  return release;
}

const panel = (page: Page, title: string) => page.getByRole('region', { name: title, exact: true });

const stored: Record<
  string,
  {
    title: string;
    settings: Record<string, string>;
    shown: [string, string][];
    /** Saved secrets by label and value: the panel says they are saved and never shows the value. */
    secrets?: [string, string][];
    edit: [string, string];
  }
> = {
  braintree: {
    title: 'Braintree',
    settings: {
      module_payment_braintree_active: '1',
      module_payment_braintree_environment: 'production',
      module_payment_braintree_tokenization: 'production_e2e_token',
      module_payment_braintree_production_public_key: 'e2e-public',
      module_payment_braintree_production_private_key: 'e2e-private',
      module_payment_braintree_order_status: '2',
    },
    shown: [
      ['Enable Square module', '1'],
      ['Environment', 'production'],
      ['Tokenization Key', 'production_e2e_token'],
      ['Order Status', '2'],
    ],
    secrets: [['Production Private Key', 'e2e-private']],
    edit: ['Production Merchant ID', 'e2e-merchant'],
  },
  moneyorder: {
    title: 'Money Order',
    settings: { module_payment_moneyorder_active: '1', module_payment_moneyorder_order_status: '15' },
    shown: [
      ['Enable Money Order module', '1'],
      ['Order Status', '15'],
    ],
    edit: ['Order Status', '5'],
  },
  paypal: {
    title: 'PayPal',
    settings: {
      module_payment_paypal_active: '1',
      module_payment_paypal_environment: 'live',
      module_payment_paypal_live_client_id: 'e2e-live-client',
      module_payment_paypal_live_client_secret: 'e2e-live-secret',
      module_payment_paypal_venmo: '1',
      module_payment_paypal_paylater: '1',
    },
    shown: [
      ['Enable PayPal module', '1'],
      ['Environment', 'live'],
      ['Live Client ID', 'e2e-live-client'],
      ['Accept Credits', '0'],
      ['Enable Venmo', '1'],
      ['Enable Paylater', '1'],
    ],
    secrets: [['Live Client Secret', 'e2e-live-secret']],
    edit: ['Sandbox Client ID', 'e2e-sandbox-client'],
  },
  square: {
    title: 'Square',
    settings: {
      module_payment_square_active: '1',
      module_payment_square_sanbox_application_id: 'sandbox-sq0idb-e2e',
      module_payment_square_sanbox_access_token: 'EAAA-e2e',
      module_payment_square_sanbox_location_id: 'L-E2E',
      module_payment_square_order_status: '3',
    },
    shown: [
      ['Enable Square module', '1'],
      ['Environment', 'sandbox'],
      ['Sandbox Application ID', 'sandbox-sq0idb-e2e'],
      ['Sandbox Location ID', 'L-E2E'],
      ['Order Status', '3'],
    ],
    secrets: [['Sandbox Access Token', 'EAAA-e2e']],
    edit: ['Production Location ID', 'L-LIVE-E2E'],
  },
  stripe: {
    title: 'Stripe',
    settings: {
      module_payment_stripe_active: '1',
      module_payment_stripe_testing_publishable_key: 'pk_test_e2e',
      module_payment_stripe_testing_secret_key: 'sk_test_e2e',
      module_payment_stripe_order_status: '11',
    },
    shown: [
      ['Enable Stripe module', '1'],
      ['Environment', 'sandbox'],
      ['Testing Publishable Key', 'pk_test_e2e'],
      ['Order Status', '11'],
    ],
    secrets: [['Testing Secret Key', 'sk_test_e2e']],
    edit: ['Live Publishable Key', 'pk_live_e2e'],
  },
};

test.describe('admin payment panels', () => {
  let token: string;
  test.beforeAll(async ({ request }) => {
    token = await adminToken(request);
    for (const [method, { settings }] of Object.entries(stored))
      await storeSettings(request, token, method, settings);
  });

  /** A saved secret: an empty plain text input saying a value is saved; its value is nowhere on the page. */
  async function expectSavedSecrets(page: Page, title: string, secrets: [string, string][]) {
    const section = panel(page, title);
    for (const [label, value] of secrets) {
      const field = section.getByLabel(label, { exact: true });
      await expect(field).toHaveValue('');
      await expect(field).toHaveAttribute('type', 'text');
      await expect(field).toHaveAttribute('placeholder', 'A value is saved — type to replace it');
      expect(await page.content()).not.toContain(value);
    }
  }

  for (const { title, shown, secrets = [], edit } of Object.values(stored)) {
    test(`${title}: loaders, then the stored values; Save shows Updated! and keeps the change`, async ({
      page,
    }) => {
      const release = await openPaymentSettings(page, token);
      const section = panel(page, title);
      // Until the settings arrive, the panel shows placeholder blocks and no form.
      await expect(section.locator('[aria-busy="true"]')).toBeVisible();
      await expect(section.getByRole('button', { name: 'Save' })).toHaveCount(0);
      release();

      await expect(section.getByRole('button', { name: 'Save' })).toBeVisible();
      for (const [label, value] of shown)
        await expect(section.getByLabel(label, { exact: true })).toHaveValue(value);
      await expectSavedSecrets(page, title, secrets);

      const [label, value] = edit;
      const field = section.getByLabel(label, { exact: true });
      if ((await field.evaluate((el) => el.tagName)) === 'SELECT') await field.selectOption(value);
      else await field.fill(value);
      await section.getByRole('button', { name: 'Save' }).click();
      await expect(section.getByText('Updated!')).toBeVisible();

      await page.unrouteAll({ behavior: 'ignoreErrors' });
      await page.reload();
      const reloaded = panel(page, title);
      await expect(reloaded.getByLabel(label, { exact: true })).toHaveValue(value);
      for (const [l, v] of shown.filter(([l]) => l !== label))
        await expect(reloaded.getByLabel(l, { exact: true })).toHaveValue(v);
      // Saved without typing in them, the secrets are still saved.
      await expectSavedSecrets(page, title, secrets);
    });
  }

  test('a saved secret is replaced by typing and removed by Clear, never shown', async ({
    page,
    request,
  }) => {
    const release = await openPaymentSettings(page, token);
    release();
    const section = panel(page, 'Stripe');
    const secret = section.getByLabel('Live Secret Key', { exact: true });
    await secret.fill('sk_live_e2e_typed');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByText('Updated!')).toBeVisible();
    await expect(secret).toHaveValue('');
    await expect(secret).toHaveAttribute('placeholder', 'A value is saved — type to replace it');
    expect(await page.content()).not.toContain('sk_live_e2e_typed');

    await section.getByRole('button', { name: 'Clear Live Secret Key' }).click();
    await expect(secret).toHaveAttribute('placeholder', 'The saved value will be removed when you save');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.getByRole('button', { name: 'Clear Live Secret Key' })).toHaveCount(0);
    await expect(secret).not.toHaveAttribute('placeholder', /saved/);
    const answer = await request.get(`http://127.0.0.1:${port}/api/v1/admin/settings/payment`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const body = await answer.json();
    expect(body.secrets_set.stripe).toEqual(['module_payment_stripe_testing_secret_key']);
    expect(JSON.stringify(body)).not.toContain('sk_test_e2e');
  });

  test('a failed save shows the server message in a danger alert', async ({ page }) => {
    const release = await openPaymentSettings(page, token);
    release();
    await page.route('**/api/v1/admin/settings/payment/stripe', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({ message: 'Choose one of sandbox, live.', code: 'VALIDATION_ERROR' }),
      }),
    );
    const section = panel(page, 'Stripe');
    await section.getByRole('button', { name: 'Save' }).click();
    await expect(section.locator('.alert-danger')).toHaveText('Choose one of sandbox, live.');
  });

  test('the panels, as an admin sees them', async ({ page }) => {
    const release = await openPaymentSettings(page, token);
    await page.setViewportSize({ width: 1280, height: 900 });
    await page.screenshot({ path: '/tmp/payments-panels-loading.png', fullPage: false });
    release();
    await expect(panel(page, 'Stripe').getByRole('button', { name: 'Save' })).toBeVisible();
    await page.screenshot({ path: '/tmp/payments-panels.png', fullPage: true });
  });
});
