import { expect, test } from '@playwright/test';
import { port, shopOrigin, signInDemoOwner } from './helpers';

// Issue 36 (ADR 0128): the theme editor refuses colours that would fail WCAG AA contrast and says
// why — on the field as the colour is picked, again when Save is pressed, and from the server
// (a 4xx with `fields`) for a client that skips the form. Nothing is saved: the demo shop keeps
// the look the other browser tests expect.
const origin = shopOrigin('demo');
const api = `http://127.0.0.1:${port}/api/v1`;

test('the theme editor refuses unreadable colours, says why and offers one that passes', async ({ page }) => {
  test.setTimeout(90_000);
  await signInDemoOwner(page, origin);
  await page.goto(`${origin}/admin/appearance/theme/edit/classic`);
  await expect(page.getByRole('heading', { level: 1, name: /Customise Classic/ })).toBeVisible();

  // Grey text on white: refused on its field before anything is saved.
  const text = page.getByLabel('Text colour', { exact: true });
  await text.fill('#aaaaaa');
  const textError = page.getByText(
    /Text in this colour would have a contrast of 2\.32:1 with the background, and WCAG AA asks for at least 4\.5:1/,
  );
  await expect(textError).toBeVisible();
  await expect(text).toHaveAttribute('aria-invalid', 'true');
  await expect(textError).toContainText(/Choose a darker colour, such as #[0-9a-f]{6}\./);

  // A yellow brand colour: its buttons and ticked boxes would vanish into a white page.
  await page.getByLabel('Primary colour', { exact: true }).fill('#ffd43b');
  await expect(
    page.getByText(/Buttons, ticked boxes and focus rings in this colour .* at least 3:1/),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(textError).toBeVisible();
  await expect(page.getByText('Saved.', { exact: false })).toHaveCount(0);

  // One brand colour in, a readable palette out: the refusals go.
  await page.getByRole('button', { name: 'Derive the other colours from the primary colour' }).click();
  await expect(textError).toHaveCount(0);
  await expect(page.getByText(/would have a contrast of/)).toHaveCount(0);
  const derived = await page.getByLabel('Primary colour', { exact: true }).inputValue();
  expect(derived).toMatch(/^#[0-9a-f]{6}$/);
  expect(derived).not.toBe('#ffd43b');
  await page.screenshot({ path: 'test-results/theme-contrast-editor.png' });

  // The server refuses the same colours with the same words, field by field.
  const token = await page.evaluate(() => localStorage.getItem('emporia.admin_token'));
  const headers = { authorization: `Bearer ${token}` };
  const theme = await page.request.get(`${api}/admin/appearance/themes/classic`, { headers });
  const settings = (await theme.json()).data.theme.settings;
  const refused = await page.request.put(`${api}/admin/appearance/themes/classic`, {
    headers,
    data: { ...settings, colors: { ...settings.colors, text: '#aaaaaa', link: '#9ec5fe' } },
  });
  expect(refused.status()).toBeGreaterThanOrEqual(400);
  expect(refused.status()).toBeLessThan(500);
  const body = await refused.json();
  expect(Object.keys(body.fields).sort()).toEqual(['colors.link', 'colors.text']);
  expect(body.fields['colors.text']).toMatch(/contrast of 2\.32:1/);
});

test('focus is a 2 px ring with 3:1 against the page on the storefront', async ({ page }) => {
  await page.goto(`${origin}/`);
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  const ring = await page.evaluate(() => {
    const element = document.activeElement as HTMLElement;
    const style = getComputedStyle(element);
    return { width: style.outlineWidth, style: style.outlineStyle, colour: style.outlineColor };
  });
  expect(ring.width).toBe('2px');
  expect(ring.style).toBe('solid');
  const [r, g, b] = ring.colour.match(/\d+/g)!.map(Number) as [number, number, number];
  const channel = (c: number) => (c / 255 <= 0.03928 ? c / 255 / 12.92 : ((c / 255 + 0.055) / 1.055) ** 2.4);
  const luminance = 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b);
  // On the white page of the Classic theme.
  expect(1.05 / (luminance + 0.05)).toBeGreaterThanOrEqual(3);
});
