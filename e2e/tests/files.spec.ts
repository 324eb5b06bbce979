import { expect, test } from '@playwright/test';
import { shopOrigin, signInDemoOwner } from './helpers';

// Issue 15: the merchant uploads a picture in the file manager (setting/file) and uses it in an
// article: picked in the rich-text editor's "Choose from files", published, seen by shoppers.
const origin = shopOrigin('demo');
const picture = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAEAAAAAoCAIAAADBrGu+AAAACXBIWXMAAAPoAAAD6AG1e1JrAAAAbklEQVRYhe2SAQkAURSDVsKI19NoF2M8/mABVBY+Ty91AiZgvSK7kHeXOgETsF6RXci7S52ACVivyC7k3aVOwASsV2QX8u5SJ2AC1iuyC3l3qRMwAesV2YW8u9QJmID1iuxC3l3qBEzAekVevtAPloNEtVLi7rgAAAAASUVORK5CYII=',
  'base64',
);

test('upload a picture in Files → pick it in an article → shoppers see it on the article page', async ({
  page,
  browser,
}, testInfo) => {
  test.setTimeout(60_000);
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/setting/index`);
  await page.getByRole('link', { name: /Files/ }).first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Files' })).toBeVisible();
  await expect(page.getByText(/^0 files, 0 B of 500 MB$/)).toBeVisible();

  await page.getByLabel('Choose files to upload').setInputFiles([
    { name: 'blue-tarp.png', mimeType: 'image/png', buffer: picture },
    { name: 'setup.html', mimeType: 'text/html', buffer: Buffer.from('<html><script></script></html>') },
  ]);
  await expect(page.getByRole('alert').getByText(/Files ending in \.html are not accepted/)).toBeVisible();
  await expect(page.getByRole('link', { name: 'blue-tarp.png' })).toBeVisible();
  await expect(page.getByText(/^1 file, .* of 500 MB$/)).toBeVisible();
  const thumbnail = page.getByRole('row', { name: /blue-tarp\.png/ }).locator('img');
  await expect(thumbnail).toHaveJSProperty('naturalWidth', 64);
  await page.screenshot({ path: testInfo.outputPath('file-manager.png'), fullPage: true });

  // A banner takes it as its picture too.
  await page.goto(`${origin}/admin/appearance/banner/new`);
  await page.getByRole('button', { name: 'Choose from files' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose blue-tarp.png' }).click();
  await expect(page.getByRole('img', { name: 'Picture for wide screens: preview' })).toBeVisible();

  await page.goto(`${origin}/admin/appearance/article/new`);
  await page.getByLabel('Title', { exact: true }).fill('Pitching a Tarp in the Rain');
  await page.locator('.ck-editor__editable').fill('Start with the ridge line.');
  await page.getByRole('button', { name: 'Choose from files' }).first().click();
  await page.getByRole('dialog').getByRole('button', { name: 'Choose blue-tarp.png' }).click();
  await expect(page.locator('.ck-editor__editable img[src^="/files/"]')).toBeVisible();
  await page.getByLabel('Published', { exact: true }).check();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('Saved.', { exact: true })).toBeVisible();

  const shopper = await (await browser.newContext()).newPage();
  await shopper.goto(`${origin}/article/pitching-a-tarp-in-the-rain`);
  await expect(shopper.getByRole('heading', { level: 1, name: 'Pitching a Tarp in the Rain' })).toBeVisible();
  const shown = shopper.locator('article img[src*="/files/"], main img[src*="/files/"]').first();
  await expect(shown).toBeVisible();
  expect(await shown.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(64);

  // Deleting it now warns that the article uses it.
  await page.goto(`${origin}/admin/setting/file`);
  await page.getByRole('button', { name: 'Delete blue-tarp.png' }).click();
  await expect(page.getByRole('dialog').getByText('article “Pitching a Tarp in the Rain”')).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Cancel' }).click();
});
