import { expect, test } from '@playwright/test';
import { placeGuestOrder, shopOrigin, signInDemoOwner } from './helpers';

const origin = shopOrigin('demo');

test('the packing slip shows the boxes the order was packed in at checkout', async ({ page, request }) => {
  const { id, ref } = await placeGuestOrder(request, `slip.${Date.now()}@example.com`);
  await signInDemoOwner(page, origin);

  await page.goto(`${origin}/admin/order/packingslip?ids=${id}`);
  const slip = page.getByRole('article', { name: `Packing Slip ${ref}` });
  const boxes = slip.getByRole('table', { name: 'Packages' });
  await expect(boxes).toBeVisible();
  await expect(boxes.getByRole('row')).not.toHaveCount(1);
  await expect(boxes).toContainText('Titanium Cook Pot');
  await expect(boxes).toContainText('kg');
  await page.screenshot({ path: '/tmp/packing-slip.png', fullPage: true });
});
