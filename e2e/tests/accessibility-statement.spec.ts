import { expect, test } from '@playwright/test';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 36 (EAA Annex V and Annex I): the merchant writes the shop's accessibility statement in
// Settings › Accessibility with a preview beside the form; shoppers read it at /accessibility,
// rendered on the server and linked from every page's footer. A product's accessibility
// information, ticked in the product editor, shows on its page.
const origin = shopOrigin('demo');
const shots = process.env.A11Y_SHOTS;

test('the merchant words the statement with a live preview; the storefront serves it server-rendered', async ({
  page,
  browser,
}) => {
  test.setTimeout(120_000);
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/setting/index`);
  await page
    .getByRole('link', { name: /Accessibility/ })
    .first()
    .click();
  await expect(page.getByRole('heading', { level: 1, name: 'Accessibility Statement' })).toBeVisible();
  const preview = page.getByTestId('statement-preview');
  await expect(preview).toContainText('partially compliant');

  await page.getByLabel('Known exceptions', { exact: true }).fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText('A partly conforming shop lists what does not conform yet.')).toBeVisible();

  await page.getByLabel('Known exceptions', { exact: true }).fill('Product videos have no captions yet.');
  await page.getByLabel('Contact e-mail').fill('access@demo.example');
  await page.getByLabel('Country of the enforcement body').selectOption({ label: 'Netherlands' });
  await page.getByLabel('Date of the statement').fill('2026-11-02');
  // The preview follows the form before anything is saved.
  await expect(preview).toContainText('Product videos have no captions yet.');
  await expect(preview).toContainText('Autoriteit Consument & Markt');
  if (shots) await page.screenshot({ path: `${shots}/admin-statement.png`, fullPage: true });
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/^Saved\. Shoppers read the statement/)).toBeVisible();

  // Without JavaScript the page is all there: it is rendered on the server.
  const plain = await browser.newContext({ javaScriptEnabled: false });
  const reader = await plain.newPage();
  await reader.goto(`${origin}/`);
  await reader.getByRole('contentinfo').getByRole('link', { name: 'Accessibility statement' }).click();
  await expect(reader).toHaveURL(`${origin}/accessibility`);
  await expect(reader).toHaveTitle(/^Accessibility Statement/);
  await expect(reader.getByRole('heading', { level: 1 })).toHaveText(
    'Accessibility statement for Emporia Gear Co.',
  );
  const main = reader.getByRole('main');
  await expect(main).toContainText('partially compliant with the Web Content Accessibility Guidelines');
  await expect(
    main.getByRole('listitem').filter({ hasText: 'Product videos have no captions yet.' }),
  ).toBeVisible();
  await expect(main.getByRole('link', { name: 'access@demo.example' })).toHaveAttribute(
    'href',
    'mailto:access@demo.example',
  );
  await expect(main).toContainText('Muzenstraat 41, 2511 WB Den Haag');
  await expect(main).toContainText('November 2, 2026');
  if (shots) await reader.screenshot({ path: `${shots}/storefront-statement.png`, fullPage: true });
  await plain.close();
});

test('accessibility information ticked in the product editor shows on the product page', async ({ page }) => {
  test.setTimeout(120_000);
  await signInDemoOwner(page, origin);
  const products = await page.request.get(
    // Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
    `http://127.0.0.1:${port}/api/v1/storefront/product/ridgeline-headlamp`,
  );
  const id = (await products.json()).data.id as number;
  await page.goto(`${origin}/admin/product/${id}`);
  const card = page.locator('.card', { hasText: 'Accessibility information' });
  await card.getByLabel('High-contrast display').check();
  await card.getByLabel('No flashing light').check();
  await card.getByLabel('Sight').check();
  await card.getByLabel('Summary').fill('The buttons can be told apart by touch.');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/saved|updated/i).first()).toBeVisible();

  await page.goto(`${origin}/ridgeline-headlamp`);
  const section = page.getByTestId('product-accessibility');
  await expect(section.getByRole('heading', { name: 'Accessibility' })).toBeVisible();
  await expect(section).toContainText('The buttons can be told apart by touch.');
  await expect(section).toContainText('High-contrast display');
  await expect(section).toContainText('No flashing light');
  if (shots) await section.screenshot({ path: `${shots}/product-accessibility.png` });

  // Left as it was for the other tests.
  await page.goto(`${origin}/admin/product/${id}`);
  for (const label of ['High-contrast display', 'No flashing light', 'Sight'])
    await card.getByLabel(label).uncheck();
  await card.getByLabel('Summary').fill('');
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(page.getByText(/saved|updated/i).first()).toBeVisible();
});
