import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 17 (plugins): the merchant turns a plugin off on the Plugins page; its page leaves the
// sidebar and its address says how to turn it on again; turned on, it is back with its data.
const origin = shopOrigin('demo');

test('the merchant turns the Shipping Boxes Manager off and on again from the Plugins page', async ({
  page,
}) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  const sidebar = page.getByRole('navigation', { name: 'Admin sections' });
  await sidebar.getByRole('button', { name: 'Plugins' }).click();
  await expect(sidebar.getByRole('link', { name: 'Shipping Boxes Manager' })).toBeVisible();
  await sidebar.getByRole('link', { name: 'Manage Plugins' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Plugins' })).toBeVisible();
  const boxes = page.locator('[data-plugin="shippingboxmanager"]');
  await expect(boxes.getByRole('heading', { name: 'Shipping Boxes Manager' })).toBeVisible();
  await page.screenshot({ path: 'test-results/plugins.png', fullPage: true });

  const toggle = boxes.getByRole('checkbox', { name: 'Shipping Boxes Manager on' });
  await expect(toggle).toBeChecked();
  try {
    await toggle.click();
    await expect(toggle).not.toBeChecked();
    await expect(sidebar.getByRole('link', { name: 'Shipping Boxes Manager' })).toHaveCount(0);
    await expect(sidebar.getByRole('link', { name: 'Advanced Shipper' })).toBeVisible();
    await expect(boxes.getByRole('link', { name: /Open/ })).toHaveCount(0);

    await page.goto(`${origin}/admin/plugin/shippingboxmanager/dashboard`);
    await expect(
      page.getByText('The Shipping Boxes Manager plugin is off for this shop. Turn it on under Plugins.'),
    ).toBeVisible();
  } finally {
    await page.goto(`${origin}/admin/plugin/index`);
    const again = page.locator('[data-plugin="shippingboxmanager"]').getByRole('checkbox');
    if (!(await again.isChecked())) await again.click();
    await expect(again).toBeChecked();
  }
  await page
    .locator('[data-plugin="shippingboxmanager"]')
    .getByRole('link', { name: 'Open Shipping Boxes Manager' })
    .click();
  await expect(page).toHaveURL(/plugin\/shippingboxmanager/);
  await expect(sidebar.getByRole('link', { name: 'Shipping Boxes Manager' })).toBeVisible();
});
