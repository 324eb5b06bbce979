import { expect, type Page, test } from '@playwright/test';

// Issue 36 (Lighthouse ≥ 0.95 on a phone): a server-rendered page hydrates in short tasks. The
// cards past the first screen and the footer are hydrated after the rest of the page, each in a
// task of its own (HydrateLater). A shopper must not notice: their server HTML stays in place (not
// removed and drawn again), the page's controls stay disabled until they are live, then they work.

test.use({ viewport: { width: 412, height: 823 } });

/** Records, from before any script runs, every card or footer the page removes from its HTML. */
async function recordRemovedParts(page: Page) {
  await page.addInitScript(() => {
    const removed: string[] = [];
    (window as unknown as { __removed: string[] }).__removed = removed;
    document.addEventListener('readystatechange', () => {
      if (document.readyState !== 'interactive') return;
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.removedNodes)
            if (node instanceof Element && node.matches('.product-card, footer, .product-card *, footer *'))
              removed.push(node.outerHTML.slice(0, 100));
      }).observe(document.getElementById('root')!, { childList: true, subtree: true });
    });
  });
}

const removedParts = (page: Page) =>
  page.evaluate(() => (window as unknown as { __removed: string[] }).__removed);

test('a category page hydrates its later cards and footer in place, and they work', async ({ page }) => {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(error.message));
  await recordRemovedParts(page);
  await page.goto('/category/camping', { waitUntil: 'load' });
  // The page's controls come alive only once its last part is hydrated.
  await expect(page.locator('fieldset.page-controls[disabled]')).toHaveCount(0);
  const cards = page.locator('.product-card');
  expect(await cards.count()).toBeGreaterThan(8);
  expect(await removedParts(page)).toEqual([]);

  // The last card of the page was hydrated after the rest: its Add button adds to the cart.
  const blanket = page.locator('.product-card', { hasText: 'Emergency Blanket' });
  await blanket.getByRole('button', { name: 'Add' }).click();
  await expect(page.getByText('Emergency Blanket has been added to your cart.')).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  // Still on the category page: the card's form did not submit itself as a plain GET.
  await expect(page).toHaveURL(/\/category\/camping$/);

  // The footer's links are the router's: the page changes without loading the document again.
  await page.evaluate(() => {
    (window as unknown as { __samePage: boolean }).__samePage = true;
  });
  await page.locator('footer').getByRole('link', { name: 'Accessibility' }).first().click();
  await expect(page).toHaveURL(/\/accessibility$/);
  expect(await page.evaluate(() => (window as unknown as { __samePage?: boolean }).__samePage)).toBe(true);
  expect(problems).toEqual([]);
});

test('a card reached by a client navigation renders at once, with nothing left waiting', async ({ page }) => {
  await page.goto('/', { waitUntil: 'load' });
  await expect(page.locator('fieldset.page-controls[disabled]')).toHaveCount(0);
  await page.goto('/category/camping', { waitUntil: 'load' });
  await expect(page.locator('fieldset.page-controls[disabled]')).toHaveCount(0);
  await page.locator('footer').getByRole('link', { name: 'Accessibility' }).first().click();
  await expect(page).toHaveURL(/\/accessibility$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/category\/camping$/);
  // Every card is drawn by the router's render, not left as an empty placeholder.
  await expect(page.locator('.product-card', { hasText: 'Emergency Blanket' })).toBeVisible();
  await expect(page.locator('footer')).toBeVisible();
});
