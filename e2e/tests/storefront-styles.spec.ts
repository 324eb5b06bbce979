import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { expect, type Page, test } from '@playwright/test';
import { port } from './helpers';

// ADR 0047: the storefront's stylesheet keeps only the Bootstrap rules storefront code names,
// read from the sources at build time. This walks the storefront as a shopper does, menus and
// messages open, and fails on any Bootstrap selector whose classes are all on the pages but
// which the stylesheet lost: a class react-bootstrap sets that the build did not foresee.
const origin = `http://localhost:${port}`;

/** Each selector of a stylesheet as the set of classes it names (`.btn-check:checked+.btn` → btn btn-check). */
function classSets(css: string): Set<string> {
  const sets = new Set<string>();
  for (const [, prelude = ''] of css.matchAll(/([^{}]+)\{/g)) {
    if (prelude.trim().startsWith('@')) continue;
    for (const selector of prelude.split(',')) {
      const names = [...new Set([...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].map((m) => m[1]!))].sort();
      if (names.length) sets.add(names.join(' '));
    }
  }
  return sets;
}

const bootstrap = classSets(
  readFileSync(createRequire(import.meta.url).resolve('bootstrap/dist/css/bootstrap.min.css'), 'utf8'),
);
const seen = new Set<string>();

async function collect(page: Page) {
  await page.waitForLoadState('networkidle');
  const classes = await page.evaluate(() =>
    [...document.querySelectorAll('[class]')].flatMap((element) => [...element.classList]),
  );
  for (const name of classes) seen.add(name);
}

async function visit(page: Page, path: string) {
  await page.goto(`${origin}${path}`);
  await expect(page.locator('h1').first()).toBeAttached();
  await collect(page);
}

test.describe.configure({ timeout: 90_000 });

test('every Bootstrap class on the storefront is in its stylesheet', async ({ page, request }) => {
  await visit(page, '/');
  await page.getByRole('button', { name: 'Shop by Category' }).click();
  await page.locator('#mini-cart-toggle').click();
  await collect(page);

  await visit(page, '/category/camping');
  await page.locator('#search-price-range').click();
  await collect(page);
  for (const path of [
    '/extend/advanced-search?keyword=jacket',
    '/extend/advanced-search?keyword=nothing-sells-this',
    '/blog/posts',
    '/article/spring-trail-season-is-here',
    '/page-not-found',
    '/contact-us',
    '/register',
    '/forgot-password',
    '/track-order/form',
    '/return-exchange/form',
    '/product-review-write/ridgeline-headlamp',
  ])
    await visit(page, path);

  await visit(page, '/trailblazer-rain-jacket');
  await page.getByLabel('Color').selectOption({ label: 'Red' });
  await page.getByLabel('Size').selectOption({ label: 'S' });
  await page.getByRole('button', { name: 'Notify When In Stock' }).click();
  await expect(page.getByRole('dialog')).toBeVisible();
  await collect(page);

  await visit(page, '/ridgeline-headlamp');
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('0');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('The quantity must be at least 1.')).toBeVisible();
  await collect(page);
  await page.getByRole('spinbutton', { name: 'Quantity' }).fill('1');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByText('Ridgeline Headlamp has been added to your cart.')).toBeVisible();
  await collect(page);
  await visit(page, '/cart');
  await visit(page, '/checkout');
  await visit(page, '/login');
  await page.getByRole('button', { name: 'Login' }).click();
  await collect(page);

  await page.setViewportSize({ width: 390, height: 844 });
  await visit(page, '/');
  await page.getByRole('button', { name: 'Toggle navigation' }).click();
  await collect(page);

  const stylesheet = classSets(await (await request.get(`${origin}/css/app.css`)).text());
  const lost = [...bootstrap]
    .filter((set) => set.split(' ').every((name) => seen.has(name)) && !stylesheet.has(set))
    .sort();
  expect(lost, 'Bootstrap selectors of storefront pages missing from /css/app.css').toEqual([]);
});
