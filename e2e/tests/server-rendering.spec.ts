import { expect, test } from '@playwright/test';

// Storefront pages arrive as complete HTML (issue 13): a crawler, a shopper with
// JavaScript off and the first paint all see the page before any script runs.

const bodyOf = (html: string) => html.slice(html.indexOf('<div id="root">'));
const h1Of = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(bodyOf(html))?.[1]?.replace(/<[^>]+>/g, '');
const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));

const pages = [
  { path: '/', h1: 'Emporia Gear Co.', text: 'Ridgeline Headlamp' },
  { path: '/category/camping', h1: 'Camping', text: 'Alpine Dome Tent' },
  { path: '/ridgeline-headlamp', h1: 'Ridgeline Headlamp', text: 'Add to Cart' },
  { path: '/extend/advanced-search?keyword=tent', h1: 'tent', text: 'Alpine Dome Tent' },
  { path: '/blog/posts', h1: 'Learning Center' },
  { path: '/article/spring-trail-season-is-here', h1: 'Spring Trail Season Is Here' },
  { path: '/cart', h1: 'Shopping Cart' },
  { path: '/contact-us', h1: 'Contact Us' },
  { path: '/login', h1: 'Login' },
  { path: '/track-order/form', h1: 'Track Your Order' },
];

test.describe('server-rendered storefront', () => {
  for (const page of pages) {
    test(`${page.path} arrives as HTML with its heading, title and description`, async ({ request }) => {
      const res = await request.get(page.path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(h1Of(html)).toBe(page.h1);
      if (page.text) expect(bodyOf(html)).toContain(page.text);
      const head = headOf(html);
      expect(head).toMatch(/<title>[^<]+<\/title>/);
      expect(head).toMatch(/<meta name="description" content="[^"]+">/);
      // The browser's router starts from the server's data instead of loading it again.
      expect(html).toContain('"rendered":{"hydration":');
    });
  }

  test('a product page carries its canonical address and Product JSON-LD before any script', async ({
    request,
  }) => {
    const html = await (await request.get('/ridgeline-headlamp?utm_source=mail')).text();
    const head = headOf(html);
    expect(head).toMatch(/<link rel="canonical" href="http:\/\/[^"]+\/ridgeline-headlamp">/);
    const jsonLd = /<script type="application\/ld\+json">(.*?)<\/script>/s.exec(head)?.[1];
    expect(jsonLd).toBeTruthy();
    expect(jsonLd).toContain('"@type":"Product"');
    expect(jsonLd).toContain('"name":"Ridgeline Headlamp"');
  });

  test('old and short addresses are redirected by the server, unknown products reach the not-found page', async ({
    request,
  }) => {
    const follow = { maxRedirects: 0 };
    const search = await request.get('/search-result/tent', follow);
    expect(search.status()).toBe(302);
    expect(search.headers().location).toBe('/extend/advanced-search?keyword=tent');
    expect((await request.get('/blog', follow)).headers().location).toBe('/blog/posts');
    const unknown = await request.get('/no-such-product-anywhere', follow);
    expect(unknown.status()).toBe(302);
    expect(unknown.headers().location).toBe('/page-not-found');
    const notFound = await request.get('/page-not-found');
    expect(notFound.status()).toBe(404);
    expect(h1Of(await notFound.text())).toBe('Page Not Found');
  });

  test('anonymous pages may be kept by a CDN and revalidated; personal pages never are', async ({
    request,
  }) => {
    const first = await request.get('/ridgeline-headlamp');
    const etag = first.headers().etag;
    expect(etag).toMatch(/^W\/"/);
    expect(first.headers()['cache-control']).toContain('s-maxage=');
    const again = await request.get('/ridgeline-headlamp', { headers: { 'if-none-match': etag! } });
    expect(again.status()).toBe(304);
    for (const path of ['/cart', '/checkout', '/account/orders/list', '/login']) {
      const res = await request.get(path);
      expect(res.headers()['cache-control'], path).toBe('private, no-store');
      expect(res.headers().etag, path).toBeUndefined();
    }
  });

  test('an account page is a shell on the server and sends a signed-out shopper to login', async ({
    request,
    page,
  }) => {
    const html = await (await request.get('/account/orders/list')).text();
    expect(bodyOf(html)).toContain('aria-label="Account"');
    await page.goto('/account/orders/list');
    await expect(page).toHaveURL(/\/login\?redirect=%2Faccount%2Forders%2Flist$/);
  });
});

test.describe('with JavaScript off', () => {
  test.use({ javaScriptEnabled: false });

  test('a shopper reads the product, its price and the category listing', async ({ page }) => {
    await page.goto('/ridgeline-headlamp');
    await expect(page.getByRole('heading', { level: 1, name: 'Ridgeline Headlamp' })).toBeVisible();
    await expect(page.locator('main')).toContainText('$');
    await page.goto('/category/camping');
    await expect(page.getByRole('heading', { level: 1, name: 'Camping' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Alpine Dome Tent' }).first()).toBeVisible();
  });
});

// Hydration without React errors and without layout shift: layout-shift.spec.ts.
