import { execFileSync } from 'node:child_process';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Flags, type Result } from 'lighthouse';
import puppeteer from 'puppeteer-core';
import type { AuditedPage } from './demo-pages';
import { loopbackOnlyChromeFlag } from './loopback';

export const chromePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeFlags = [
  '--headless=new',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  loopbackOnlyChromeFlag,
];

/** "Chromium 156.0.8078.79": the browser every run used. */
export function chromeVersion(): string {
  try {
    const said = execFileSync(chromePath, ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    });
    return said.match(/^\S+ [\d.]+/)?.[0] ?? said.trim();
  } catch {
    return `unknown (${chromePath})`;
  }
}

/** Ends every Chrome this process launched (chrome-launcher keeps the list) and removes its profile. */
export function closeAllChromes(): void {
  chromeLauncher.killAll();
}

/** Where apps/web/src/storefront/cart/cart-token.ts keeps the guest cart's token. */
export const cartTokenKey = 'emporia.cart_token';

export const categories = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
export type Category = (typeof categories)[number];

/** The figures kept from one Lighthouse run. */
export interface RunFigures {
  scores: Record<Category, number | null>;
  fcpMs: number | null;
  lcpMs: number | null;
  tbtMs: number | null;
  cls: number | null;
  transferBytes: number | null;
  /** Lighthouse's is-crawlable failed (robots.txt or noindex): SEO cannot pass 0.69 then. */
  notCrawlable: boolean;
  /** Accessibility, best-practices and SEO audits that did not pass: what keeps the score down. */
  failedAudits: string[];
  /** Hosts other than the shop's that the page asked for (refused: the bench is offline). */
  foreignHosts: string[];
  warnings: string[];
  lighthouseVersion: string;
}

// Lighthouse's defaults are the phone of the issue: mobile form factor and screen, simulated
// slow 4G and 4× CPU slowdown. Only the four categories are gathered, and two things that no
// score reads are left out to keep the runs short on a busy machine: the back/forward-cache
// check (a second navigation) and the full-page screenshot.
const flags: Flags = {
  logLevel: 'error',
  output: 'json',
  onlyCategories: [...categories],
  skipAudits: ['bf-cache'],
  disableFullPageScreenshot: true,
  maxWaitForLoad: 45_000,
};

function failedAuditsOf(lhr: Result): string[] {
  const failed = new Set<string>();
  for (const category of categories.filter((c) => c !== 'performance')) {
    for (const ref of lhr.categories[category]?.auditRefs ?? []) {
      const score = lhr.audits[ref.id]?.score;
      if (ref.weight > 0 && score !== null && score !== undefined && score < 1) failed.add(ref.id);
    }
  }
  return [...failed];
}

function figuresOf(lhr: Result, origin: string): RunFigures {
  const numeric = (id: string) => lhr.audits[id]?.numericValue ?? null;
  const requests = (lhr.audits['network-requests']?.details as { items?: { url?: string }[] } | undefined)
    ?.items;
  const shopHost = new URL(origin).host;
  const foreignHosts = new Set<string>();
  for (const { url } of requests ?? []) {
    if (!url?.startsWith('http')) continue;
    const host = new URL(url).host;
    if (host !== shopHost) foreignHosts.add(host);
  }
  return {
    scores: Object.fromEntries(categories.map((c) => [c, lhr.categories[c]?.score ?? null])) as Record<
      Category,
      number | null
    >,
    fcpMs: numeric('first-contentful-paint'),
    lcpMs: numeric('largest-contentful-paint'),
    tbtMs: numeric('total-blocking-time'),
    cls: numeric('cumulative-layout-shift'),
    transferBytes: numeric('total-byte-weight'),
    notCrawlable: lhr.audits['is-crawlable']?.score === 0,
    failedAudits: failedAuditsOf(lhr),
    foreignHosts: [...foreignHosts],
    warnings: lhr.runWarnings,
    lighthouseVersion: lhr.lighthouseVersion,
  };
}

// Functions handed to the page run there, as source: they may use no Node binding, and reach the
// page's globals through globalThis (the bench compiles without DOM types).
type PageStorage = { localStorage: { setItem(key: string, value: string): void } };
type PageText = { document: { body: { innerText: string } } };

/** A Chrome of its own (no cache, cookies or sockets carried over from another run) and its tab. */
async function openChrome(cartToken: string | undefined) {
  const chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags,
    logLevel: 'silent',
    handleSIGINT: false,
  });
  try {
    const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
    const tab = (await browser.pages())[0] ?? (await browser.newPage());
    // Written as each document starts, so after Lighthouse has cleared the origin's storage as it
    // always does before loading the page.
    if (cartToken) {
      await tab.evaluateOnNewDocument(
        (key, token) => {
          try {
            (globalThis as unknown as PageStorage).localStorage.setItem(key, token);
          } catch {
            // about:blank has no storage; the shop's documents do.
          }
        },
        cartTokenKey,
        cartToken,
      );
    }
    return { chrome, browser, tab };
  } catch (error) {
    chrome.kill();
    throw error;
  }
}

/** One Lighthouse run of one page; a cart page gets its guest cart's token into localStorage first. */
export async function auditOnce(
  origin: string,
  page: AuditedPage,
  timeoutMs: number,
): Promise<{ figures: RunFigures; report: Result }> {
  const { chrome, browser, tab } = await openChrome(page.cartToken);
  let timer: NodeJS.Timeout | undefined;
  try {
    const timedOut = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Lighthouse took over ${timeoutMs / 1000} s`)), timeoutMs);
    });
    const result = await Promise.race([lighthouse(`${origin}${page.path}`, flags, undefined, tab), timedOut]);
    if (!result) throw new Error('Lighthouse returned no result');
    // A lost trace (NO_NAVSTART and kin) leaves the performance figures empty: a failed run.
    if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
    return { figures: figuresOf(result.lhr, origin), report: result.lhr };
  } finally {
    clearTimeout(timer);
    await browser.disconnect().catch(() => undefined);
    chrome.kill();
  }
}

/**
 * Opens the page once and waits for its expected text (the cart: the product put in it), which
 * proves that the storefront still reads its cart from that localStorage key before runs count.
 */
export async function checkPageShows(origin: string, page: AuditedPage, text: string): Promise<void> {
  const { chrome, browser, tab } = await openChrome(page.cartToken);
  try {
    await tab.goto(`${origin}${page.path}`, { timeout: 60_000 });
    await tab.waitForFunction(
      (t) => (globalThis as unknown as PageText).document.body.innerText.includes(t),
      { timeout: 60_000 },
      text,
    );
  } catch (error) {
    throw new Error(`${page.name} (${page.path}) did not show “${text}”: ${String(error)}`);
  } finally {
    await browser.disconnect().catch(() => undefined);
    chrome.kill();
  }
}
