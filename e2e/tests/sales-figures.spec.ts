import { type APIRequestContext, expect, test } from '@playwright/test';
import { peoriaAddress, port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 32, point 8: the analytics dashboard's figures agree with each other and with the orders
// placed: Revenue is what the lines sold for after discounts (no tax, no shipping), Orders and
// the funnel's Purchase step count the same orders, and the products add up to Revenue.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;
const stamp = `${Date.now()}`.slice(-6);
const money = (minor: number) =>
  `$${(minor / 100).toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

async function ownerToken(request: APIRequestContext) {
  const res = await request.post(`${api}/admin-login`, {
    data: { email: 'owner@demo.example', password: 'emporia-owner' },
  });
  return (await res.json()).data.token as string;
}

async function createProduct(request: APIRequestContext, token: string, name: string, price: number) {
  const res = await request.post(`${api}/admin/products`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      type: 'simple',
      sku: `FIG-${name.replace(/\W+/g, '-').toUpperCase()}-${stamp}`,
      price,
      quantity: 50,
      translations: [{ locale: 'en', name, description: '<p>For the figures test.</p>' }],
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).data.id as number;
}

/** A guest order of these lines through the storefront API, with the coupon when given. */
async function placeOrder(request: APIRequestContext, lines: [number, number][], coupon?: string) {
  let cartToken: string | undefined;
  const headers = (): Record<string, string> => (cartToken ? { 'x-cart-token': cartToken } : {});
  for (const [id, quantity] of lines) {
    const added = await request.post(`${api}/storefront/cart/add`, {
      headers: headers(),
      data: { id, cart_quantity: quantity },
    });
    expect(added.ok(), await added.text()).toBe(true);
    cartToken ??= (await added.json()).data.cart_token;
  }
  if (coupon) {
    const applied = await request.post(`${api}/storefront/cart/discount`, {
      headers: headers(),
      data: { module: 'CouponModule', coupon_code: coupon },
    });
    expect(applied.ok(), await applied.text()).toBe(true);
  }
  const buyer = { firstname: 'Fig', lastname: 'Ures' };
  const placed = await request.post(`${api}/storefront/checkout/place`, {
    headers: { ...headers(), 'idempotency-key': `fig-${Date.now()}-${Math.random().toString(36).slice(2)}` },
    data: {
      email: `figures.${stamp}@example.com`,
      ...buyer,
      address: await peoriaAddress(request, buyer),
      shipping_method: 'flatrate.flatrate',
      payment_method: 'moneyorder',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  return (await placed.json()).data as { order_total: number };
}

test('revenue, orders, products and the funnel on the analytics page agree with the orders placed', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await ownerToken(request);
  const jacket = `Figures Jacket ${stamp}`;
  const socks = `Figures Socks ${stamp}`;
  const jacketId = await createProduct(request, token, jacket, 120);
  const socksId = await createProduct(request, token, socks, 7.5);
  const dashboard = async () =>
    (
      await (
        await request.get(`${api}/admin/analytics/dashboard?range=today`, {
          headers: { authorization: `Bearer ${token}` },
        })
      ).json()
    ).data as { sales: { orders: number; revenue_minor?: number } };
  // Other tests of this server placed orders today too: the figures must grow by exactly ours.
  const before = (await dashboard()).sales;

  // SAVE10 (seeded): 10 % off. 120.00 − 12.00 and 3 × 7.50 − 2.25; then 2 × 7.50.
  const first = await placeOrder(
    request,
    [
      [jacketId, 1],
      [socksId, 3],
    ],
    'SAVE10',
  );
  const second = await placeOrder(request, [[socksId, 2]]);
  const placedRevenue = 10_800 + 2025 + 1500;
  // The shoppers paid shipping and tax on top: none of it is revenue.
  expect(Math.round((first.order_total + second.order_total) * 100)).toBeGreaterThan(placedRevenue);
  const orders = before.orders + 2;
  // Before the fix the API answered revenue as a decimal named `revenue`; either way, ours is added.
  const revenue = (before.revenue_minor ?? 0) + placedRevenue;

  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/analytic/dashboard?range=today`);
  await expect(page.getByRole('heading', { level: 1, name: 'Analytics' })).toBeVisible();
  const card = (name: string) => page.getByRole('region', { name, exact: true });
  const figure = (name: string) => card(name).locator('.fs-4');
  await expect(figure('Revenue')).toHaveText(money(revenue));
  await expect(figure('Orders')).toHaveText(String(orders));
  await expect(figure('Average order value')).toHaveText(money(Math.round(revenue / orders)));

  // Product, views, added to cart, units sold, revenue.
  const products = page.getByRole('region', { name: 'Products by revenue' });
  const cells = (name: string | RegExp) => products.getByRole('row', { name }).getByRole('cell');
  await expect(cells(new RegExp(jacket)).nth(3)).toHaveText('1');
  await expect(cells(new RegExp(jacket)).nth(4)).toHaveText(money(10_800));
  await expect(cells(new RegExp(socks)).nth(3)).toHaveText('5');
  await expect(cells(new RegExp(socks)).nth(4)).toHaveText(money(3525));
  await expect(cells(/^Total/).last()).toHaveText(money(revenue));

  // Step, visits or orders, conversion: the last step is the Orders card's number.
  const funnel = page.getByRole('region', { name: 'Commerce funnel' });
  await expect(
    funnel
      .getByRole('row', { name: /^Purchase/ })
      .getByRole('cell')
      .nth(1),
  ).toHaveText(String(orders));

  // Each sales card says how it is counted, and the help section holds the definitions.
  await card('Revenue').getByRole('link', { name: 'How Revenue is counted' }).click();
  const help = page.getByRole('region', { name: 'How the figures are counted' });
  await expect(help).toBeInViewport();
  await expect(help).toContainText('Tax and shipping are not included');
  await expect(help).toContainText('Cancelled orders are left out');
  await page.screenshot({ path: 'test-results/sales-figures.png', fullPage: true });
});
