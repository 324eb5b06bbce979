import { type BrowserContext, expect, type Page, test } from '@playwright/test';
import { type AdminPage, adminPages, type Records } from '../admin-pages/pages';
import { findRecords, signIn } from '../admin-pages/records';
import { expectNoViolations } from './axe';
import { port } from './helpers';

const origin = `http://localhost:${port}`;
const adminTokenKey = 'emporia.admin_token';

/** How many spec files (accessibility-admin-N.spec.ts) share the admin's pages, so shards balance. */
export const adminSweepParts = 4;

/**
 * Issue 36: every admin page (the bench's list, e2e/admin-pages/pages.ts) as the demo shop's owner,
 * with its data, checked by axe for WCAG 2.2 AA. Part `part` of `adminSweepParts` takes every
 * page whose place in the list leaves that remainder, so each part has pages from all areas.
 */
export function adminSweep(part: number) {
  test.describe.configure({ timeout: process.env.CI ? 240_000 : 90_000 });
  let token = '';
  let records: Records;
  // One tab for the part's pages, as a merchant moves through the admin: its scripts are cached
  // after the first page, so each page's time goes to its own data and to axe, not to loading the
  // admin's code again in a fresh browser (half of each page's time when every test had its own).
  let tab: Page;
  let context: BrowserContext;
  test.beforeAll(async ({ request, browser }) => {
    token = await signIn(request, `http://127.0.0.1:${port}`);
    records = await findRecords(request, `http://127.0.0.1:${port}`, token);
    // axe runs only in a page of a context made with newContext().
    context = await browser.newContext({ reducedMotion: 'reduce' });
    tab = await context.newPage();
    await tab.addInitScript(([key, value]) => localStorage.setItem(key, value), [
      adminTokenKey,
      token,
    ] as const);
  });
  test.afterAll(async () => {
    await context?.close();
  });

  // The list needs the records, which exist only once the server runs: the pages are named by
  // their place and looked up inside the test.
  const count = adminPages(placeholderRecords).length;
  for (let index = part; index < count; index += adminSweepParts) {
    const name = adminPages(placeholderRecords)[index]!.name;
    test(`admin ${name}`, async () => {
      const entry = adminPages(records)[index]!;
      test.skip('skipped' in entry, 'skipped' in entry ? entry.skipped : '');
      await expectAdminPageAccessible(tab, entry as AdminPage);
    });
  }
}

/** Opens `entry` in a tab signed in as the owner, waits until its heading, content and data show, and runs axe. */
async function expectAdminPageAccessible(page: Page, entry: AdminPage) {
  await page.goto(`${origin}/admin/${entry.path}`);
  await expect(page.locator('main h1').first()).toBeVisible();
  if (entry.shows) await expect(page.locator(entry.shows).first()).toBeVisible();
  await expectNoViolations(page);
}

/** Any ids: only the names and the number of pages are read from this list. */
const placeholderRecords: Records = {
  product: 1,
  variableProduct: 1,
  category: 1,
  manufacturer: 1,
  review: 1,
  customer: 1,
  message: 1,
  customerGroup: 1,
  order: 1,
  giftCard: 1,
  discount: 1,
  option: 1,
  taxClass: 1,
  theme: 'x',
  article: 1,
  page: 1,
  banner: 1,
  installedApp: 1,
  shipperMethod: 1,
  shipperRegion: 1,
};
