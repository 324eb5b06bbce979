import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { platformToken } from '../playwright.config';
import { port, shopOrigin } from './helpers';
import { routeFakeStripeJs } from './payment-fakes';

// The platform bills shops through its own Stripe account; here the server reaches a local fake
// of Stripe's API (PLATFORM_STRIPE_API_URL, playwright.config.ts) and Stripe.js is the stand-in of
// payment-fakes.ts (4242… → pm_card_visa, 4000 0000 0000 0002 → pm_card_chargeDeclined).
const origin = shopOrigin('outdoors');
const operator = `http://127.0.0.1:${port}/api/v1/platform/shops/outdoors/plan`;

/** What this test uses of the fake (apps/server/test/fakes/platform-stripe.ts). */
interface FakePlatformStripe {
  taken(): number;
  close(): Promise<void>;
}
// Loaded at run time: the server's source lies outside this project's tsconfig rootDir.
const fakeModule = '../../apps/server/test/fakes/platform-stripe';
async function startFake(): Promise<FakePlatformStripe> {
  const module = (await import(fakeModule)) as {
    startFakePlatformStripe(options: { secretKey: string; port: number }): Promise<FakePlatformStripe>;
  };
  return module.startFakePlatformStripe({
    secretKey: 'sk_test_e2e_platform',
    port: Number(process.env.E2E_PLATFORM_STRIPE_PORT),
  });
}

async function setPlan(request: APIRequestContext, plan: string) {
  const res = await request.put(operator, {
    headers: { authorization: `Bearer ${platformToken}` },
    data: { plan, period: 'yearly', force: true },
  });
  expect(res.ok(), await res.text()).toBe(true);
}

/**
 * No axe violation in the page's content as it is now (each one listed with its elements when
 * found); the admin shell around it is another spec's.
 */
async function expectAccessible(page: Page) {
  const { violations } = await new AxeBuilder({ page }).include('main').analyze();
  expect(
    violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
    `axe violations on ${page.url()}`,
  ).toEqual([]);
}

let fake: FakePlatformStripe;
test.beforeAll(async ({ request }) => {
  fake = await startFake();
  await setPlan(request, 'trial');
});
test.afterAll(async ({ request }) => {
  await setPlan(request, 'enterprise');
  await fake.close();
});

test('a trial shop hits its language limit, upgrades with a card, and sees the new plan', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await routeFakeStripeJs(page);
  // The outdoors shop's seeded owner signs in on its own host (Node resolves no *.localhost names).
  await page.goto(`${origin}/`);
  const token = await page.evaluate(async () => {
    const res = await fetch('/api/v1/admin-login', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'owner@outdoors.example', password: 'emporia-owner' }),
    });
    const token = (await res.json()).data.token as string;
    localStorage.setItem('emporia.admin_token', token);
    return token;
  });
  const removeLanguages = () =>
    page.evaluate(async (auth) => {
      for (const code of ['fr', 'de'])
        await fetch(`/api/v1/admin/settings/languages/${code}`, {
          method: 'DELETE',
          headers: { authorization: auth },
        });
    }, `Bearer ${token}`);
  await removeLanguages();

  try {
    // The trial holds two languages: the second is added, the third refused with the way up.
    await page.goto(`${origin}/admin/setting/language`);
    await expect(page.getByRole('heading', { level: 1, name: 'Languages' })).toBeVisible();
    await page.getByLabel('Language').selectOption('fr');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: /French/ })).toBeVisible();
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Save' }).click();
    const refusal = page.getByText('Your Trial plan includes 2 languages. Upgrade your plan to add more.');
    await expect(refusal).toBeVisible();
    await page.getByRole('link', { name: 'See the plans' }).click();

    await expect(page.getByRole('heading', { level: 1, name: 'Plans' })).toBeVisible();
    await page.screenshot({ path: 'test-results/subscription-plans.png', fullPage: true });
    await expectAccessible(page);
    await page.getByRole('link', { name: 'Choose Basic' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Basic Plan Billing Period' })).toBeVisible();
    await page.getByLabel(/Yearly/).check();
    await expect(page.getByText('You pay $290.00 today.')).toBeVisible();
    await page.screenshot({ path: 'test-results/subscription-period.png', fullPage: true });
    await expectAccessible(page);

    // A declined card changes nothing and says so.
    await page.getByLabel('Card number').fill('4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Confirm Basic plan' }).click();
    await expect(page.getByText(/Your card was declined\..*plan is unchanged/)).toBeVisible();
    expect(fake.taken()).toBe(0);

    await page.getByLabel('Card number').fill('4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Confirm Basic plan' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Subscription' })).toBeVisible();
    await expect(page.getByRole('heading', { name: /Basic plan/ })).toContainText('Active');
    await expect(page.getByText('Visa ending in 4242')).toBeVisible();
    await expect(page.getByRole('table', { name: 'Invoices' })).toContainText('$290.00');
    expect(fake.taken()).toBe(29000);
    await page.screenshot({ path: 'test-results/subscription-dashboard.png', fullPage: true });
    await expectAccessible(page);

    // The Basic plan holds three languages: German is added now.
    await page.goto(`${origin}/admin/setting/language`);
    await page.getByLabel('Language').selectOption('de');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByRole('row', { name: /German/ })).toBeVisible();

    // The billing address the invoices are made out to, reached from the sidebar.
    await page.goto(`${origin}/admin/subscription/dashboard`);
    await page.getByRole('link', { name: 'Billing Address', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Billing Address' })).toBeVisible();
    await page.getByLabel('Name').fill('Robin Woods');
    await page.getByLabel('Address', { exact: true }).fill('12 Forest Road');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('Country').fill('xx1');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Choose a country (two-letter code such as US).')).toBeVisible();
    await page.getByLabel('Country').fill('us');
    await page.getByLabel('Tax id').fill('US-99-1234567');
    await page.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('The billing address is saved.')).toBeVisible();
    await page.screenshot({ path: 'test-results/subscription-address.png', fullPage: true });
    await expectAccessible(page);
  } finally {
    await removeLanguages();
  }
});
