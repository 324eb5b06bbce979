import { expect, type Page, test } from '@playwright/test';
import { placeGuestOrder, port, signInDemoOwner } from './helpers';

// Issue 12: what a person reads is a sentence in the shop's wording beside what it is about,
// never a field path or zod's own words; quantity boxes refuse what the cart would refuse.
const origin = `http://localhost:${port}`;
const fieldPath = /\b(id|cart_quantity|name|translations\.\d+\.name): /;

const signInAdmin = (page: Page) => signInDemoOwner(page, origin);

test('the product page refuses 0 and 1.5 with the reason beside the box, and adds 2', async ({ page }) => {
  await page.goto(`${origin}/ridgeline-headlamp`);
  await expect(page.getByRole('heading', { name: 'Ridgeline Headlamp', level: 1 })).toBeVisible();
  const box = page.getByRole('spinbutton', { name: 'Quantity' });
  const add = page.getByRole('button', { name: 'Add to Cart' });

  await box.fill('0');
  await add.click();
  await expect(box).toHaveAccessibleDescription('The quantity must be at least 1.');
  await expect(page.getByText(/has been added to your cart/)).toHaveCount(0);

  await box.fill('1.5');
  await add.click();
  await expect(box).toHaveAccessibleDescription('Enter a whole number.');
  await expect(page.getByText(/has been added to your cart/)).toHaveCount(0);

  await box.fill('2');
  await add.click();
  await expect(page.getByText('Ridgeline Headlamp has been added to your cart.')).toBeVisible();
  await expect(box).not.toHaveAttribute('aria-describedby', /./);
  await expect(page.locator('body')).not.toContainText(fieldPath);

  await page.goto(`${origin}/cart`);
  await expect(page.getByRole('spinbutton', { name: /Ridgeline Headlamp/ })).toHaveValue('2');
});

test("the cart refuses 50 units beyond the stock and its box shows the cart's real quantity", async ({
  page,
}) => {
  await page.goto(`${origin}/ridgeline-headlamp`);
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Ridgeline Headlamp has been added to your cart.')).toBeVisible();
  await page.goto(`${origin}/cart`);
  const box = page.getByRole('spinbutton', { name: /Ridgeline Headlamp/ });
  await expect(box).toHaveValue('1');

  await box.fill('50');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(box).toHaveAccessibleDescription(/^Only \d+ of Ridgeline Headlamp are in stock\.$/);
  await expect(box).toHaveValue('1');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: /Ridgeline Headlamp/ })).toHaveValue('1');

  const again = page.getByRole('spinbutton', { name: /Ridgeline Headlamp/ });
  await again.fill('0');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(again).toHaveAccessibleDescription('The quantity must be at least 1.');

  await again.fill('3');
  await page.getByRole('button', { name: 'Update' }).click();
  await expect(again).toHaveValue('3');
  await expect(again).not.toHaveAttribute('aria-describedby', /./);
  await expect(page.getByTestId('cart-line')).toContainText('$108.00');
  await expect(page.locator('body')).not.toContainText(fieldPath);
});

test('the shared wishlist page without an id asks to choose a wishlist', async ({ page }) => {
  await page.goto(`${origin}/extend/wishlist`);
  await expect(page.getByText('Choose a wishlist to open')).toBeVisible();
  await expect(page.locator('main')).not.toContainText(fieldPath);
  await expect(page.locator('main')).not.toContainText('A wishlist id');
});

test('a too long product name is answered under the name in the shop wording', async ({ page }) => {
  await signInAdmin(page);
  await page.goto(`${origin}/admin/product/new`);
  await expect(page.getByRole('heading', { name: 'Add Product' })).toBeVisible();
  const name = page.getByLabel('Name', { exact: true });
  await name.fill('Very long name '.repeat(20));
  await page.getByLabel('SKU').fill('LONG-NAME-1');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(name).toHaveClass(/is-invalid/);
  await expect(page.getByText('Use at most 255 characters.')).toBeVisible();
  await expect(page.locator('body')).not.toContainText(/Too big|expected string/);
  await expect(page.locator('body')).not.toContainText(fieldPath);
});

test('the admin order page names the payment method as the shop does', async ({ page, request }) => {
  const order = await placeGuestOrder(request, `named.${Date.now()}@example.com`);
  await signInAdmin(page);
  await page.goto(`${origin}/admin/order/${order.id}`);
  await expect(page.getByText('Payment: Money Order')).toBeVisible();
  await expect(page.locator('main')).not.toContainText('moneyorder');
});
