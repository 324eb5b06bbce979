import { expect, test } from '@playwright/test';
import { matchMailedTo } from './accounts-mail';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: a shopper writes from the Contact Us page; the shop's mail arrives with Reply-To the
// shopper, the shopper gets a copy, and the merchant reads and answers it in the admin's inbox.
const origin = shopOrigin('demo');
const shopAddress = 'help@emporia-gear.example';

test('send a contact message → the shop’s mail has Reply-To the shopper → the merchant answers it', async ({
  page,
}) => {
  const tag = Date.now().toString(36);
  const shopper = `ann.${tag}@example.com`;
  // The merchant gives the shop its e-mail address (setting/general).
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/setting/general`);
  await page.getByLabel('E-Mail').fill(shopAddress);
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Updated!')).toBeVisible();

  // A shopper reaches the form from the footer.
  await page.goto(`${origin}/`);
  await page.getByRole('contentinfo').getByRole('link', { name: 'Contact Us' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Contact Us' })).toBeVisible();
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Your name is required.')).toBeVisible();
  await page.getByLabel('Your Name').fill('Ann Walker');
  await page.getByLabel('E-Mail').fill(shopper);
  await page.getByLabel('Subject').fill(`Tent pole snapped ${tag}`);
  await page.getByLabel('Order Number (optional)').fill('ORD-1234');
  await page.getByLabel('Message').fill('One pole of my tent snapped on the first night. Can I get a spare?');
  await page.getByRole('button', { name: 'Send Message' }).click();
  await expect(page.getByText('Thank you for your message.')).toBeVisible();
  await expect(page.getByLabel('Subject')).toHaveValue('');

  const toShop = await matchMailedTo(shopAddress, new RegExp(`Tent pole snapped ${tag}`));
  expect(toShop.mail.replyTo).toContain(shopper);
  expect(toShop.mail.text).toContain('Order: ORD-1234');
  const copy = await matchMailedTo(shopper, /Can I get a spare\?/);
  expect(copy.mail.subject).toBe('Emporia Gear Co. - We have received your message');

  // The merchant finds it in Customers → Messages, opens it and answers.
  await page.goto(`${origin}/admin/dashboard`);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Customers' })
    .click();
  await page.getByRole('link', { name: 'Messages' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Messages' })).toBeVisible();
  const row = page.getByRole('row').filter({ hasText: `Tent pole snapped ${tag}` });
  await expect(row.getByText('New')).toBeVisible();
  await row.getByRole('link', { name: `Tent pole snapped ${tag}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Tent pole snapped ${tag}` })).toBeVisible();
  await expect(page.getByText('One pole of my tent snapped on the first night.')).toBeVisible();
  await page.getByLabel('Answer').fill('A spare pole is on its way to you today.');
  await page.getByRole('button', { name: 'Send Answer' }).click();
  await expect(page.getByText(`The answer was e-mailed to ${shopper}.`)).toBeVisible();
  const answer = await matchMailedTo(shopper, /A spare pole is on its way/);
  expect(answer.mail.subject).toBe(`Re: Tent pole snapped ${tag}`);
  await page.getByRole('link', { name: '← All messages' }).click();
  await expect(
    page
      .getByRole('row')
      .filter({ hasText: `Tent pole snapped ${tag}` })
      .getByText('Answered'),
  ).toBeVisible();
});
