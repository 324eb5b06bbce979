import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/**
 * Issue 36: WCAG 2.2 A and AA (which includes 2.5.8 target size, axe's `target-size`) plus axe's
 * best practices, as every accessibility sweep checks a page. Nothing is switched off (ADR 0129).
 */
export const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/** Waits until the page has its data: no request in flight, no spinner, no grey placeholder lines. */
export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"], .spinner-border, .placeholder')).toHaveCount(0);
  // Bootstrap's fades and collapses finish before colours are measured (endless ones never do, so
  // they are not waited for); a cancelled one rejects, and it has stopped all the same.
  await page.evaluate(() =>
    Promise.allSettled(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().endTime !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished),
    ),
  );
}

/** The violations axe finds on the page as it is now, one line per rule with its first elements. */
export async function axeViolations(page: Page, options: { include?: string } = {}) {
  // A frame sandboxed without scripts (the e-mail editor's preview: the shop's e-mail as it will be
  // sent, not the admin's interface) cannot run axe, which would wait for it until the test times out.
  let builder = new AxeBuilder({ page }).withTags(wcagTags).exclude('iframe[sandbox=""]');
  if (options.include) builder = builder.include(options.include);
  const { violations } = await builder.analyze();
  return violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help}\n${v.nodes
        .slice(0, 6)
        .map(
          (node) => `    ${node.target.join(' ')}: ${node.failureSummary?.split('\n').slice(1, 2).join(' ')}`,
        )
        .join('\n')}`,
  );
}

/** Expects no axe violation on the page once it has settled, listing each one with its elements when some are found. */
export async function expectNoViolations(page: Page, options: { include?: string } = {}) {
  await settle(page);
  expect(await axeViolations(page, options), `axe violations on ${page.url()}`).toEqual([]);
}
