import { existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, platformToken, type TestApp } from '../../../test/app';
import { adminPageModules, loadWebBuild, richTextEditorCode } from './web-build';

// A small stand-in for apps/web/dist with the same markers and a manifest,
// so page delivery is tested without a Vite build.
function fakeDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  writeFileSync(
    path.join(dir, 'index.html'),
    '<!doctype html><html><head><title>Emporia</title><!--emporia-head--><link rel="stylesheet" href="/assets/index-abc123.css"></head><body><!--emporia-boot--><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>',
  );
  writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log("app")');
  writeFileSync(path.join(dir, 'assets', 'index-abc123.css'), 'body{color:#222}');
  writeFileSync(path.join(dir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': {
        file: 'assets/index-abc123.js',
        isEntry: true,
        imports: ['_framework-f1.js'],
        css: ['assets/index-abc123.css'],
      },
      '_framework-f1.js': { file: 'assets/framework-f1.js' },
      // The admin layout's chunk imports the menu's and the entry's libraries; the route table is
      // a chunk of its own, which the entry imports once it has run.
      'src/admin/layout/AdminLayout.tsx': {
        file: 'assets/AdminLayout-l1.js',
        imports: ['_admin-menu-m1.js', '_framework-f1.js'],
        css: ['assets/admin-shell-s1.css'],
      },
      '_admin-menu-m1.js': { file: 'assets/admin-menu-m1.js', imports: ['_framework-f1.js'] },
      'src/admin/admin-routes.tsx': {
        file: 'assets/admin-routes-r1.js',
        isDynamicEntry: true,
        imports: ['_admin-menu-m1.js', '_keys-k1.js'],
      },
      '_keys-k1.js': { file: 'assets/keys-k1.js' },
      // The product editor's page, which imports the rich-text editor and its stylesheet.
      'src/admin/catalog/product/ProductEditPage.tsx': {
        file: 'assets/ProductEditPage-p1.js',
        isDynamicEntry: true,
        imports: ['_RichTextEditor-e1.js', '_keys-k1.js'],
      },
      '_RichTextEditor-e1.js': {
        file: 'assets/RichTextEditor-e1.js',
        css: ['assets/RichTextEditor-e1.css'],
        dynamicImports: ['src/admin/catalog/shared/ck-editor.tsx'],
      },
      'src/admin/catalog/shared/ck-editor.tsx': { file: 'assets/ck-editor-c1.js', isDynamicEntry: true },
    }),
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webBuild: loadWebBuild(fakeDist()) });
});
afterAll(() => t.close());

const page = (url: string, subdomain = 'demo') =>
  t.app.inject({ method: 'GET', url, headers: hostOf(subdomain) });
const bootOf = (html: string) => {
  const match = /<script type="application\/json" id="emporia-boot">(.*?)<\/script>/.exec(html);
  if (!match?.[1]) throw new Error('no boot data in page');
  return JSON.parse(match[1]);
};

describe('page delivery', () => {
  it('injects the shop configuration object into every page', async () => {
    const res = await page('/category/tents');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const boot = bootOf(res.body);
    expect(boot.config).toEqual({ default_language: 'en', subdomain: 'demo', admin_path: '/admin' });
    expect(boot.storefront.shop.name).toBe('Emporia Gear Co.');
    expect(bootOf((await page('/', 'outdoors')).body).config.subdomain).toBe('outdoors');
  });

  it('writes the route title into <title>', async () => {
    expect((await page('/')).body).toContain('<title>Emporia Gear Co.</title>');
    expect((await page('/cart')).body).toContain('<title>Shopping Cart | Emporia Gear Co.</title>');
    expect((await page('/login', 'outdoors')).body).toContain('<title>Login | Outdoors Outfitters</title>');
    expect((await page('/admin/dashboard')).body).toContain('<title>Admin | Emporia Gear Co.</title>');
    expect((await page('/admin/dashboard')).body.match(/<title>/g)).toHaveLength(1);
  });

  it('never lets index.html be cached, and caches hashed assets for good', async () => {
    expect((await page('/')).headers['cache-control']).toContain('no-store');
    const asset = await page('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect((await page('/index.html')).body).toContain('emporia-boot');
  });

  it('serves the shared stylesheet at css/app.css', async () => {
    const res = await page('/css/app.css');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/css');
    expect(res.body).toBe('body{color:#222}');
  });

  it('answers HEAD for pages', async () => {
    const res = await t.app.inject({ method: 'HEAD', url: '/account/orders', headers: hostOf('demo') });
    expect(res.statusCode).toBe(200);
  });

  it('keeps script-breaking text out of the injected JSON', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/platform/shops/outdoors',
      headers: { authorization: `Bearer ${platformToken}` },
      payload: { name: 'Out</script><script>alert(1)</script>' },
    });
    const html = (await page('/', 'outdoors')).body;
    expect(html).not.toContain('</script><script>alert(1)');
    expect(bootOf(html).storefront.shop.name).toBe('Out</script><script>alert(1)</script>');
    expect(html).toContain('<title>Out&lt;/script&gt;');
  });

  it('links the admin shell on admin pages, so its code loads beside the entry', async () => {
    const admin = (await page('/admin/order/7', 'outdoors')).body;
    expect(admin).toContain('<link rel="modulepreload" crossorigin href="/assets/AdminLayout-l1.js">');
    expect(admin).toContain('<link rel="modulepreload" crossorigin href="/assets/admin-menu-m1.js">');
    expect(admin).toContain('<link rel="modulepreload" crossorigin href="/assets/admin-routes-r1.js">');
    expect(admin).toContain('<link rel="modulepreload" crossorigin href="/assets/keys-k1.js">');
    expect(admin.match(/admin-menu-m1/g)).toHaveLength(1);
    expect(admin).toContain('<link rel="stylesheet" crossorigin href="/assets/admin-shell-s1.css">');
    // What the entry loads anyway is not linked twice.
    expect(admin).not.toContain('framework-f1.js');
    // The sign-in pages stand outside the admin layout, the storefront knows nothing of it.
    for (const path of ['/admin/login', '/admin/2fa', '/admin/reset-password', '/', '/cart'])
      expect((await page(path, 'outdoors')).body).not.toContain('AdminLayout');
  });

  it("links an editor page's own chunks on its address only", async () => {
    for (const path of ['/admin/product/64', '/admin/product/new', '/admin/product/64/']) {
      const editor = (await page(path)).body;
      expect(editor).toContain('<link rel="modulepreload" crossorigin href="/assets/ProductEditPage-p1.js">');
      expect(editor).toContain('<link rel="modulepreload" crossorigin href="/assets/RichTextEditor-e1.js">');
      expect(editor).toContain('<link rel="stylesheet" crossorigin href="/assets/RichTextEditor-e1.css">');
      // CKEditor's code, which the page imports once it has painted.
      expect(editor).toContain('<link rel="modulepreload" crossorigin href="/assets/ck-editor-c1.js">');
      expect(editor).toContain('/assets/AdminLayout-l1.js');
      expect(editor.match(/keys-k1/g)).toHaveLength(1);
    }
    for (const path of ['/admin/product/all', '/admin/product/64/extra', '/admin/order/64', '/product/64'])
      expect((await page(path)).body).not.toMatch(/ProductEditPage|ck-editor/);
  });

  it('names editor pages the web app has', () => {
    const web = path.resolve(import.meta.dirname, '../../../../web');
    for (const module of [...adminPageModules.map((page) => page.module), richTextEditorCode])
      expect(existsSync(path.join(web, module)), module).toBe(true);
  });

  it('moves the admin with the admin path', async () => {
    await t.app.inject({
      method: 'PATCH',
      url: '/api/v1/platform/shops/demo',
      headers: { authorization: `Bearer ${platformToken}` },
      payload: { admin_path: '/back-office' },
    });
    const res = await page('/back-office/dashboard');
    expect(bootOf(res.body).config.admin_path).toBe('/back-office');
    expect(res.body).toContain('<title>Admin | Emporia Gear Co.</title>');
    expect((await page('/admin/dashboard')).body).not.toContain('<title>Admin |');
  });
});
