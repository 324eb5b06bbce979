import { expect, test } from '@playwright/test';
import { placeGuestOrder, port, shopOrigin } from './helpers';

const owner = { email: 'owner@demo.example', password: 'emporia-owner' };
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

test('the packing slip shows the boxes the order was packed in at checkout', async ({ page, request }) => {
  const { id, ref } = await placeGuestOrder(request, `slip.${Date.now()}@example.com`);
  const login = await request.post(`${api}/admin-login`, { data: owner });
  const token = (await login.json()).data.token as string;
  await page.goto(`${origin}/`);
  await page.evaluate((t) => localStorage.setItem('emporia.admin_token', t), token);

  await page.goto(`${origin}/admin/order/packingslip?ids=${id}`);
  const slip = page.getByRole('article', { name: `Packing Slip ${ref}` });
  const boxes = slip.getByRole('table', { name: 'Packages' });
  await expect(boxes).toBeVisible();
  await expect(boxes.getByRole('row')).not.toHaveCount(1);
  await expect(boxes).toContainText('Titanium Cook Pot');
  await expect(boxes).toContainText('kg');
  await page.screenshot({ path: '/tmp/packing-slip.png', fullPage: true });
});
