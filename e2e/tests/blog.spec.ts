import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 14: the merchant writes and schedules an article in the admin; at its time it appears
// by itself on the blog, in the home page's New Cool Stuff and in blog search. A renamed
// article's old address still leads to it.
const origin = shopOrigin('demo');
const pad = (n: number) => String(n).padStart(2, '0');
const localInput = (at: Date) =>
  `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}:${pad(at.getSeconds())}`;

test('write and schedule an article → it appears on the blog, the home page and in search at its time', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(120_000);
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/dashboard`);
  await page
    .getByRole('navigation', { name: 'Admin sections' })
    .getByRole('button', { name: 'Appearance' })
    .click();
  await page.getByRole('link', { name: 'Articles' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Articles' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'How to Choose a Sleeping Bag' })).toBeVisible();
  await page.getByRole('link', { name: 'Add Article' }).click();

  await page.getByLabel('Title', { exact: true }).fill('Trail Snacks That Travel Well');
  await page
    .getByLabel('Summary (shown in lists and under the title)')
    .fill('Five snacks that survive a backpack.');
  await page
    .locator('.ck-editor__editable')
    .fill('Dried mango, salted nuts and dark chocolate keep for days.');
  await page.getByLabel('Guides').check();
  await page.getByRole('combobox', { name: 'Products' }).fill('Granite');
  await page.getByRole('option', { name: /Granite Water Bottle/ }).click();
  await page.getByLabel('Published', { exact: true }).check();
  const at = new Date(Date.now() + 25_000);
  await page.getByLabel('Publish at').fill(localInput(at));
  await expect(
    page.getByText('Scheduled: it appears on the storefront by itself at this time.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Preview' }).click();
  await expect(page.getByRole('dialog').getByText('Dried mango, salted nuts')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await expect(
    page.getByRole('heading', { name: 'Edit Article: Trail Snacks That Travel Well' }),
  ).toBeVisible();
  await expect(page.locator('.card-header').getByText('Scheduled')).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('admin-article.png'), fullPage: true });

  // A shopper, before its time: nowhere to be seen.
  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${origin}/blog/posts`);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Learning Center' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Spring Trail Season Is Here' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Trail Snacks That Travel Well' })).toHaveCount(0);

  // At its time it is there by itself: first on the blog…
  await expect(async () => {
    await shopper.goto(`${origin}/blog/posts`);
    await expect(shopper.getByRole('link', { name: 'Trail Snacks That Travel Well' })).toBeVisible({
      timeout: 1000,
    });
  }).toPass({ timeout: 60_000, intervals: [2000] });
  await shopper.screenshot({ path: testInfo.outputPath('blog.png'), fullPage: true });
  // …in the home page's New Cool Stuff…
  await shopper.goto(`${origin}/`);
  const news = shopper.getByRole('region', { name: 'New Cool Stuff' });
  await expect(news.getByRole('link', { name: 'Trail Snacks That Travel Well' })).toBeVisible();
  // …and in the blog's search, typed into its box.
  await shopper.goto(`${origin}/blog/posts`);
  await shopper.getByLabel('Search the Learning Center').fill('mango');
  await shopper.getByLabel('Search the Learning Center').press('Enter');
  await expect(shopper).toHaveURL(/\/blog\/search\?keyword=mango$/);
  await shopper.getByRole('link', { name: 'Trail Snacks That Travel Well' }).click();
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'Trail Snacks That Travel Well' }),
  ).toBeVisible();
  await expect(shopper.getByText('Dried mango, salted nuts and dark chocolate keep for days.')).toBeVisible();
  const products = shopper.getByRole('region', { name: 'Products in this article' });
  await expect(products.getByText('Granite Water Bottle')).toBeVisible();
  await shopper.getByRole('link', { name: 'Guides' }).first().click();
  await expect(shopper.getByRole('heading', { level: 1, name: 'Guides' })).toBeVisible();
  await expect(shopper.getByRole('link', { name: 'Trail Snacks That Travel Well' })).toBeVisible();

  // The merchant renames its address: the old one still leads to the article.
  await page.getByLabel('Slug', { exact: true }).fill('trail-snacks');
  await expect(
    page.getByText('The old address /article/trail-snacks-that-travel-well will lead here.'),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();
  await shopper.goto(`${origin}/article/trail-snacks-that-travel-well`);
  await expect(shopper).toHaveURL(`${origin}/article/trail-snacks`);
  await expect(
    shopper.getByRole('heading', { level: 1, name: 'Trail Snacks That Travel Well' }),
  ).toBeVisible();
  await shopper.screenshot({ path: testInfo.outputPath('article.png'), fullPage: true });
});

test('a shopper finds an author’s posts and a topic from an article; drafts stay unseen', async ({
  page,
}) => {
  await page.goto(`${origin}/article/how-to-choose-a-sleeping-bag`);
  await expect(page.getByRole('heading', { level: 1, name: 'How to Choose a Sleeping Bag' })).toBeVisible();
  await page
    .getByRole('complementary', { name: 'About the author' })
    .getByRole('link', { name: 'Maya Torres' })
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Maya Torres' })).toBeVisible();
  await expect(page.getByText('Trail guide in the Sierra')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Leave No Trace: Seven Principles' })).toBeVisible();
  await page.getByRole('link', { name: 'Care & Repair' }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Care & Repair' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Re-Proofing Your Rain Jacket' })).toBeVisible();
  await page.goto(`${origin}/article/packing-list-for-a-three-day-hike`);
  await expect(page).toHaveURL(`${origin}/page-not-found`);
});
