/// <reference lib="dom" />
// The functions handed to the browser (shownAt, the evaluate callbacks) run in the page.
import type { Browser } from 'playwright-core';
import type { AdminPage } from '../../../e2e/admin-pages/pages';

/** Where apps/web/src/app/session.ts keeps the admin's token. */
const adminTokenKey = 'emporia.admin_token';

/** One request of a page's load, from the browser's resource timing (ms since navigation start). */
export interface Fetched {
  name: string;
  start: number;
  /** Time to the answer's first byte after the request left (≈ the server's time on loopback). */
  wait: number;
  end: number;
  bytes: number;
}

export interface Sample {
  /** Navigation start until the page's content showed, ms. */
  shownMs: number;
  requests: Fetched[];
}

/**
 * The page counts as shown once, in the admin's main area, a heading is visible, the page's own
 * content selector (if any) is visible, and nothing is loading there: no placeholder blocks
 * (LoadingBlocks), no spinner (PageLoader) and nothing marked aria-busy. Returns the time of
 * that frame (performance.now(), which starts at the navigation), or null while not yet.
 */
function shownAt(args: { shows: string | null }): number | null {
  // No helper functions in here: tsx would wrap them in a __name() the page does not have.
  const main = document.querySelector('main.admin-main');
  if (!main?.querySelector('h1')?.checkVisibility()) return null;
  if (args.shows && !document.querySelector(args.shows)?.checkVisibility()) return null;
  if (
    main.querySelector('.placeholder, .placeholder-glow, .spinner-border, .spinner-grow, [aria-busy="true"]')
  )
    return null;
  return performance.now();
}

/**
 * Opens `page` at `url` in a new browser context (an empty cache and storage, holding only the
 * admin's token) and measures until its content shows; the context is closed afterwards.
 */
export async function openOnce(
  browser: Browser,
  origin: string,
  token: string,
  url: string,
  page: AdminPage,
  options: { timeoutMs: number; screenshot?: string },
): Promise<Sample> {
  const { timeoutMs } = options;
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  try {
    await context.addInitScript(
      ([key, value]) => {
        if (!localStorage.getItem(key)) localStorage.setItem(key, value);
      },
      [adminTokenKey, token] as const,
    );
    const tab = await context.newPage();
    await tab.goto(url, { waitUntil: 'commit', timeout: timeoutMs });
    const handle = await tab
      .waitForFunction(shownAt, { shows: page.shows ?? null }, { polling: 'raf', timeout: timeoutMs })
      .catch(async (error: Error) => {
        if (options.screenshot) await tab.screenshot({ path: options.screenshot, fullPage: true });
        throw new Error(`${page.name} did not show within ${timeoutMs} ms at ${tab.url()}: ${error.message}`);
      });
    const shownMs = (await handle.jsonValue()) as number;
    if (options.screenshot) await tab.screenshot({ path: options.screenshot, fullPage: true });
    const here = new URL(tab.url());
    const wanted = new URL(url);
    if (here.pathname !== wanted.pathname)
      throw new Error(`${page.name}: ${wanted.pathname} ended at ${here.pathname}`);
    const requests = await tab.evaluate(
      ([base]) =>
        (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map((entry) => ({
          name: entry.name.replace(base, ''),
          start: Math.round(entry.startTime),
          wait: Math.round(entry.responseStart - entry.requestStart),
          end: Math.round(entry.responseEnd),
          bytes: entry.transferSize,
        })),
      [origin] as const,
    );
    const navigation = await tab.evaluate(() => {
      const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
      return entry
        ? {
            start: 0,
            wait: Math.round(entry.responseStart - entry.requestStart),
            end: Math.round(entry.responseEnd),
            bytes: entry.transferSize,
          }
        : null;
    });
    return {
      shownMs: Math.round(shownMs),
      requests: [
        ...(navigation ? [{ name: here.pathname, ...navigation }] : []),
        ...requests.filter((r) => r.start <= shownMs),
      ],
    };
  } finally {
    await context.close();
  }
}
