import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

const origin = shopOrigin('demo');

test('the merchant schedules abandoned-cart reminders on the Abandoned Carts page', async ({ page }) => {
  await signInDemoOwner(page, origin);

  await page.goto(`${origin}/admin/order/abandoned/all`);
  const card = page.getByRole('region', { name: 'Automatic Reminders' });
  await card.getByLabel('Send after (hours idle)').fill('24, 2');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('Give each delay longer than the one before.')).toBeVisible();

  await card.getByLabel('Send reminders automatically').check();
  await card.getByLabel('Send after (hours idle)').fill('2, 24');
  await card.getByRole('button', { name: 'Save' }).click();
  await expect(card.getByText('The reminder schedule is saved.')).toBeVisible();
  await page.screenshot({ path: '/tmp/abandoned-reminders.png', fullPage: true });

  await page.reload();
  const again = page.getByRole('region', { name: 'Automatic Reminders' });
  await expect(again.getByLabel('Send reminders automatically')).toBeChecked();
  await expect(again.getByLabel('Send after (hours idle)')).toHaveValue('2, 24');
  // Other browser tests share this server: reminders off again.
  await again.getByLabel('Send reminders automatically').uncheck();
  await again.getByRole('button', { name: 'Save' }).click();
  await expect(again.getByText('The reminder schedule is saved.')).toBeVisible();
});

test('the unsubscribe page asks before it unsubscribes and refuses a link that is not the shop’s', async ({
  page,
}) => {
  await page.goto(`${origin}/unsubscribe`);
  await expect(page.getByText('This unsubscribe link is not complete.')).toBeVisible();

  await page.goto(`${origin}/unsubscribe?email=sam%40example.com&key=not-a-real-key`);
  await expect(page.getByText(/Stop marketing e-mails from .+ to sam@example.com\?/)).toBeVisible();
  await page.getByRole('button', { name: 'Unsubscribe' }).click();
  await expect(
    page.getByText('This unsubscribe link is not valid. Use the link in your latest e-mail.'),
  ).toBeVisible();
  await page.screenshot({ path: '/tmp/unsubscribe.png', fullPage: true });
});
