import { expect, type Page, test } from '@playwright/test';

// Issue 13: a server-rendered page becomes live without a React error or warning, and does not
// move under the shopper's thumb while its pictures arrive and the browser hydrates it. Cumulative
// layout shift as Lighthouse counts it (every shift without recent input), read with a
// PerformanceObserver, at a phone's width.

const pages = [
  '/',
  '/category/camping',
  '/ridgeline-headlamp',
  '/extend/advanced-search?keyword=tent',
  '/article/spring-trail-season-is-here',
  '/cart',
  '/blog/posts',
  '/contact-us',
];

/** Starts counting before the page's first byte, so nothing the load does escapes it. */
async function countShifts(page: Page) {
  await page.addInitScript(() => {
    const shifts: { value: number; sources: string[] }[] = [];
    (window as unknown as { __shifts: typeof shifts }).__shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
        sources?: { node?: Node }[];
      })[]) {
        if (entry.hadRecentInput) continue;
        const sources = (entry.sources ?? []).map((source) => {
          const node = source.node as Element | undefined;
          return node ? `${node.nodeName.toLowerCase()}.${node.className || ''}` : '?';
        });
        shifts.push({ value: entry.value, sources });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

test.use({ viewport: { width: 412, height: 823 } });

for (const path of pages) {
  test(`${path} hydrates without errors and keeps still`, async ({ page }) => {
    const problems: string[] = [];
    page.on('pageerror', (error) => problems.push(error.message));
    page.on('console', (message) => {
      // The shop tracker is not served yet (issue 16); everything else must be quiet.
      if (['error', 'warning'].includes(message.type()) && !/tracker/i.test(message.text()))
        problems.push(message.text());
    });
    await countShifts(page);
    await page.goto(path, { waitUntil: 'load' });
    // Hydrated, and every picture in view has arrived.
    await expect(page.locator('fieldset.page-controls[disabled]')).toHaveCount(0);
    await page.waitForFunction(() =>
      Array.from(document.images).every((img) => img.complete || img.loading === 'lazy'),
    );
    await page.waitForTimeout(500);
    const shifts = await page.evaluate(
      () => (window as unknown as { __shifts: { value: number; sources: string[] }[] }).__shifts,
    );
    const total = shifts.reduce((sum, shift) => sum + shift.value, 0);
    expect(total, JSON.stringify(shifts)).toBeLessThanOrEqual(0.02);
    // Live: the phone menu opens, and its search box takes input.
    await page.getByRole('button', { name: 'Toggle navigation' }).click();
    await page.getByRole('searchbox').first().fill('tent');
    await expect(page.getByRole('searchbox').first()).toHaveValue('tent');
    expect(problems).toEqual([]);
  });
}
