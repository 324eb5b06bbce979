import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { port, shopOrigin } from './helpers';
import { routeFakeStripeJs } from './payment-fakes';

// Stripe enabled against the local fake Stripe API: the server reaches it through
// PAYMENT_BASE_URL_STRIPE (playwright.config.ts), on the port E2E_STRIPE_PORT.
const origin = shopOrigin('demo');
// Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
const api = `http://127.0.0.1:${port}/api/v1`;
const owner = { email: 'owner@demo.example', password: 'emporia-owner' };
const secretKey = 'sk_test_e2e_checkout';
const processing = { id: 2, name: 'Processing' };
const product = { slug: 'alpine-dome-tent', name: 'Alpine Dome Tent' };

/** What this test uses of the server's fake Stripe API (apps/server/test/fakes/payments/stripe.ts). */
interface FakeStripe {
  intents: Map<string, { metadata: Record<string, string> }>;
  chargeCount(): number;
  close(): Promise<void>;
}
// Loaded at run time: the server's source lies outside this project's tsconfig rootDir.
const fakeStripeModule = '../../apps/server/test/fakes/payments/stripe';
async function startFakeStripe(options: { secretKey: string; port: number }): Promise<FakeStripe> {
  const module = (await import(fakeStripeModule)) as {
    startFakeStripe(options: { secretKey: string; port: number }): Promise<FakeStripe>;
  };
  return module.startFakeStripe(options);
}

let fake: FakeStripe;
let token: string;

async function adminGet(request: APIRequestContext, path: string) {
  const res = await request.get(`${api}${path}`, { headers: { authorization: `Bearer ${token}` } });
  expect(res.ok(), await res.text()).toBe(true);
  return res.json();
}

const orderCount = async (request: APIRequestContext) =>
  (await adminGet(request, '/admin/orders?per_page=1')).meta.total as number;

async function stockOf(request: APIRequestContext): Promise<number> {
  const res = await request.get(`${api}/storefront/product/${product.slug}`);
  const id = (await res.json()).data.id as number;
  return (await adminGet(request, `/admin/products/${id}`)).data.quantity as number;
}

/** Guest: product in the cart, contact and US address, flat rate, then the Stripe card step. */
async function checkoutUpToCard(page: Page) {
  await routeFakeStripeJs(page);
  await page.goto(`${origin}/${product.slug}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText(`${product.name} has been added to your cart.`)).toBeVisible();

  await page.goto(`${origin}/checkout`);
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('E-Mail').fill(`stripe.${Date.now()}@example.com`);
  await contact.getByLabel('First Name').fill('Cara');
  await contact.getByLabel('Last Name').fill('Card');
  const form = page.getByRole('form', { name: 'Shipping Address' });
  await form.getByLabel('First Name').fill('Cara');
  await form.getByLabel('Last Name').fill('Card');
  await form.getByLabel('Street Address').fill('1 Main St');
  await form.getByLabel('City').fill('Springfield');
  await form.getByLabel('Zip Code').fill('62701');
  await form.getByLabel('Country').selectOption({ label: 'United States' });
  await form.getByLabel('State').selectOption({ label: 'Illinois' });
  await form.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel(/^Flat-Rate Shipping \(Tracking Available\)/).check();
  await page.getByLabel('Stripe', { exact: true }).check();
}

async function useCard(page: Page, number: string) {
  await page.getByRole('textbox', { name: 'Card number' }).fill(number);
  await page.getByRole('button', { name: 'Use this card' }).click();
  await expect(page.getByText('Card accepted. You can now place your order.')).toBeVisible();
}

test.describe('checkout with Stripe', () => {
  test.beforeAll(async ({ request }) => {
    fake = await startFakeStripe({ secretKey, port: Number(process.env.E2E_STRIPE_PORT) });
    const login = await request.post(`${api}/admin-login`, { data: owner });
    expect(login.ok(), await login.text()).toBe(true);
    token = (await login.json()).data.token as string;
    const saved = await request.post(`${api}/admin/settings/payment/stripe`, {
      headers: { authorization: `Bearer ${token}` },
      data: {
        module_payment_stripe_active: '1',
        module_payment_stripe_environment: 'sandbox',
        module_payment_stripe_testing_publishable_key: 'pk_test_e2e_checkout',
        module_payment_stripe_testing_secret_key: secretKey,
        module_payment_stripe_order_status: String(processing.id),
      },
    });
    expect(saved.status(), await saved.text()).toBe(200);
  });

  test.afterAll(async () => {
    await fake?.close();
  });

  test('a card payment completes the order with Stripe’s order status', async ({ page }) => {
    await checkoutUpToCard(page);
    await useCard(page, '4242 4242 4242 4242');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page).toHaveURL(/\/checkout-success\/[A-Z2-7]{12}$/);
    await expect(page.getByRole('heading', { name: 'Thank You for Your Order' })).toBeVisible();
    await expect(page.getByTestId('order-status')).toHaveText(processing.name);
    const ref = (await page.getByTestId('order-ref').textContent()) ?? '';
    expect(fake.chargeCount()).toBe(1);
    const intent = [...fake.intents.values()].at(-1);
    expect(intent?.metadata.order_ref).toBe(ref);

    const list = await adminGet(page.request, `/admin/orders?per_page=5`);
    const row = (list.data as { id: number; ref: string }[]).find((o) => o.ref === ref);
    expect(row, `order ${ref} in the admin list`).toBeTruthy();
    const order = (await adminGet(page.request, `/admin/orders/${row?.id}`)).data;
    expect(order.status).toEqual(processing);

    // The merchant refunds part of it from the admin order page; Stripe's answer is shown and kept.
    await page.evaluate((admin) => localStorage.setItem('emporia.admin_token', admin), token);
    await page.goto(`${origin}/admin/order/${row?.id}`);
    await page.getByLabel('Refund amount').fill('10');
    await page.getByRole('button', { name: 'Refund Payment' }).click();
    await expect(page.getByText(/^refund: /)).toHaveClass(/text-success/);
    const [payment] = (await adminGet(page.request, `/admin/payments?order_id=${row?.id}`)).data;
    expect(payment.status).toBe('partially_refunded');
    expect(payment.refunded).toBe(10);
  });

  test('a declined card shows Stripe’s message and creates no order', async ({ page }) => {
    const ordersBefore = await orderCount(page.request);
    const stockBefore = await stockOf(page.request);
    const chargesBefore = fake.chargeCount();

    await checkoutUpToCard(page);
    await useCard(page, '4000 0000 0000 0002');
    await page.getByRole('button', { name: 'Place Order' }).click();

    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/checkout$/);
    expect(await orderCount(page.request)).toBe(ordersBefore);
    expect(await stockOf(page.request)).toBe(stockBefore);
    expect(fake.chargeCount()).toBe(chargesBefore);
  });
});
