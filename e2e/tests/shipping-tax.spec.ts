import { expect, test } from '@playwright/test';
import { restoreSeededFlatRate, shopOrigin, signInDemoOwner, walkToShippingStep } from './helpers';

// The seed gives every shop an owner admin (packages/db/src/seed/admins.ts) and the demo shop
// the "Taxable Goods" class, taxed 8.25 % anywhere in the United States.
const origin = shopOrigin('demo');

test.describe('taxed shipping', () => {
  test.afterAll(async ({ request }) => {
    // Other browser tests share this server and expect untaxed flat rate.
    await restoreSeededFlatRate(request);
  });

  test('a tax class on flat rate adds its tax line at checkout and to the total', async ({ page }) => {
    test.setTimeout(90_000);
    await signInDemoOwner(page, origin);

    // The merchant gives flat rate the shop's tax class.
    await page.goto(`${origin}/admin/setting/shipping`);
    const flat = page.getByRole('region', { name: 'Flat Rate', exact: true });
    await flat.getByLabel('Tax Class').selectOption({ label: 'Taxable Goods' });
    await flat.getByRole('button', { name: 'Save' }).click();
    await expect(flat.getByText('Updated!')).toBeVisible();
    await page.reload();
    const saved = page.getByRole('region', { name: 'Flat Rate', exact: true }).getByLabel('Tax Class');
    await expect(saved.locator('option:checked')).toHaveText('Taxable Goods');

    // A shopper ships one stove (79.00) to Washington with flat rate (5.00).
    await page.goto(`${origin}/backpacking-stove`);
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByText('Backpacking Stove has been added to your cart.')).toBeVisible();
    await walkToShippingStep(page);
    await page.getByLabel('Flat-Rate Shipping (Tracking Available) — $5.00').check();

    // Goods: 8.25 % of 79.00 = 6.52; shipping: 8.25 % of 5.00 = 0.41; 79 + 5 + 6.52 + 0.41 = 90.93.
    const totals = page.getByRole('table', { name: 'Totals' });
    await expect(totals.getByRole('row', { name: /US Sales Tax \(8\.25%\) on shipping/ })).toContainText(
      '$0.41',
    );
    await expect(totals.getByRole('row', { name: /^US Sales Tax \(8\.25%\) \$/ })).toContainText('$6.52');
    await expect(totals.getByRole('row', { name: /^Total/ })).toContainText('$90.93');
    await page.screenshot({ path: '/tmp/shipping-tax-checkout.png', fullPage: true });
  });
});
