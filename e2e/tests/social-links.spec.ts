import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 14/15: the merchant links the shop's social profiles (setting/social) and the storefront
// footer shows them; a non-https address is refused with its reason.
const origin = shopOrigin('demo');

test('the merchant links an Instagram profile → the footer links to it; removing it takes it away', async ({
  page,
}) => {
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/setting/index`);
  await page
    .getByRole('link', { name: /Social Networks/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Social Networks' })).toBeVisible();
  await page.getByLabel('Instagram').fill('http://instagram.com/emporiagear');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(
    page.getByText('Enter the address of the profile page, starting with https://.'),
  ).toBeVisible();
  await page.getByLabel('Instagram').fill('https://www.instagram.com/emporiagear');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Updated! The storefront footer links to these profiles.')).toBeVisible();

  await page.goto(`${origin}/`);
  const profile = page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' });
  await expect(profile).toHaveAttribute('href', 'https://www.instagram.com/emporiagear');
  await expect(profile).toHaveAttribute('target', '_blank');

  await page.goto(`${origin}/admin/setting/social`);
  await page.getByLabel('Instagram').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Updated! The storefront footer links to these profiles.')).toBeVisible();
  await page.goto(`${origin}/`);
  await expect(page.getByRole('contentinfo').getByRole('link', { name: 'Instagram' })).toHaveCount(0);
});
