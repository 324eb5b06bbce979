import { type AppScope, appScopes } from '@emporia/contracts/app-scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { installedApp, registerApp } from '../../../test/apps';
import type { DeclaredRoute } from '../../kernel/auth/access';
import { anyApp, appOperationScopes, appScopeOf, staffOnly } from '../../kernel/auth/app-operation-scopes';

/**
 * Apps are held to the scope the one table names for each Admin API operation (ADR 0105). The
 * routes are enumerated from those registered, like access.test.ts, so a new route without an
 * entry in the table fails here.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const urlOf = (route: DeclaredRoute) =>
  route.url
    .replace(':subdomain', 'demo')
    .replace(/:(\w+)/g, '2147483647')
    .replace('*', 'x');
const withBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);
const keyOf = (r: DeclaredRoute) => `${r.method} ${r.url}`;
/** Every operation a staff token opens: the Admin API, and any staff route elsewhere. */
const staffRoutes = () =>
  t.routes.filter((r) => r.method !== 'HEAD' && (r.access.kind === 'staff' || r.access.kind === 'any-staff'));

/** One installed app per scope set (a shop holds one installation of an app). */
const tokens = new Map<string, Record<string, string>>();
async function appHolding(scopes: readonly string[]) {
  const key = [...scopes].sort().join(',');
  let headers = tokens.get(key);
  if (!headers) {
    const app = await registerApp(t, { name: `Scoped ${tokens.size}`, scopes: [...appScopes] });
    headers = (await installedApp(t, app, scopes.join(','))).headers;
    tokens.set(key, headers);
  }
  return headers;
}

const call = (route: DeclaredRoute, headers: Record<string, string>) =>
  t.app.inject({
    method: route.method as 'GET',
    url: urlOf(route),
    headers,
    ...(withBody(route.method) ? { payload: {} } : {}),
  });

describe('the table of Admin API operations and scopes', () => {
  it('names a scope, or staff only, for every operation a staff token opens, and nothing else', () => {
    const registered = staffRoutes();
    const unlisted = registered.filter((r) => appScopeOf(r.method, r.url) === undefined).map(keyOf);
    expect(unlisted, 'add these to kernel/auth/app-operation-scopes.ts').toEqual([]);
    const keys = new Set(registered.map((r) => `${r.method} ${r.url.replace('/api/v1/admin', '')}`));
    const stale = Object.keys(appOperationScopes).filter((k) => !keys.has(k));
    expect(stale, 'no such routes any more').toEqual([]);
    expect(registered.length).toBeGreaterThan(250);
  });

  it('uses every scope, and reads are never written (only GETs and three renderings are reads)', () => {
    const scopesOf = (scope: (typeof appOperationScopes)[string]): readonly string[] =>
      typeof scope === 'object' ? scope.oneOf : [scope];
    const used = new Set(
      Object.values(appOperationScopes)
        .filter((scope) => scope !== anyApp)
        .flatMap(scopesOf),
    );
    expect(appScopes.filter((s) => !used.has(s))).toEqual([]);
    const readsByPost = Object.entries(appOperationScopes)
      .filter(([key, scope]) => !key.startsWith('GET ') && scopesOf(scope).some((s) => s.startsWith('read_')))
      .map(([key]) => key);
    expect(readsByPost.sort()).toEqual([
      'POST /appearance/themes/:theme/preview',
      'POST /email-templates/:template/preview',
      'POST /orders/shipping-quote',
    ]);
  });
});

describe('app tokens on the Admin API', () => {
  it('refuses apps holding every scope on the operations marked staff only', async () => {
    const everything = await appHolding(appScopes);
    let refused = 0;
    for (const route of staffRoutes()) {
      if (appScopeOf(route.method, route.url) !== staffOnly) continue;
      const response = await call(route, everything);
      expect(response.statusCode, keyOf(route)).toBe(403);
      expect(response.json().message, keyOf(route)).toMatch(/Apps cannot use this endpoint/);
      refused += 1;
    }
    expect(refused).toBeGreaterThan(50);
  });

  it('answers 403 naming the scope on every operation the app lacks it for, and lets the scope in', async () => {
    let checked = 0;
    for (const route of staffRoutes()) {
      const needed = appScopeOf(route.method, route.url);
      // One of several scopes (imports): held to the one the request needs in its own tests.
      // Any app (its own webhook subscriptions): held to each topic's scope in webhook-subscriptions.test.ts.
      if (!needed || needed === staffOnly || needed === anyApp || typeof needed === 'object') continue;
      // Without the needed scope (nor the write scope that includes a read one).
      const lacking = appScopes.filter((s) => s !== needed && s !== needed.replace('read_', 'write_'));
      const refused = await call(route, await appHolding(lacking));
      expect(refused.statusCode, `${keyOf(route)} without ${needed}`).toBe(403);
      expect(refused.json().message, keyOf(route)).toBe(`This app lacks the ${needed} scope.`);
      const allowed = await call(route, await appHolding([needed]));
      expect([401, 403], `${keyOf(route)} with ${needed}: ${allowed.body}`).not.toContain(allowed.statusCode);
      checked += 1;
    }
    expect(checked).toBeGreaterThan(200);
    // Two calls for each of ~300 operations: a loaded CI machine once needed 95 s.
  }, 240_000);

  it('lets read_products see products, variants, categories, manufacturers and options, and nothing about people', async () => {
    const reader = await appHolding(['read_products']);
    const get = (url: string) => t.app.inject({ url: `/api/v1/admin/${url}`, headers: reader });
    const products = await get('products?per_page=50');
    expect(products.statusCode, products.body).toBe(200);
    const rows = products.json().data as { id: number }[];
    expect(rows.length).toBeGreaterThan(0);
    for (const url of [
      `products/${rows[0]!.id}`,
      `products/${rows[0]!.id}/children`,
      'categories',
      'manufacturers',
      'options',
    ]) {
      const answer = await get(url);
      expect(answer.statusCode, `${url}: ${answer.body}`).toBe(200);
    }
    const refusals: [string, AppScope][] = [
      ['reviews', 'read_reviews'],
      ['customer-groups', 'read_customers'],
      ['restock', 'read_restock_requests'],
      ['customers', 'read_customers'],
    ];
    for (const [url, scope] of refusals) {
      const answer = await get(url);
      expect(answer.statusCode, url).toBe(403);
      expect(answer.json().message).toBe(`This app lacks the ${scope} scope.`);
      expect(answer.body).not.toMatch(/@/);
    }
  });

  it('lets read_redirects list the redirects and export them, and write_redirects add one', async () => {
    const reader = await appHolding(['read_redirects']);
    const list = await t.app.inject({ url: '/api/v1/admin/redirects', headers: reader });
    expect(list.statusCode, list.body).toBe(200);
    const csv = await t.app.inject({ url: '/api/v1/admin/redirects/export.csv', headers: reader });
    expect(csv.statusCode).toBe(200);
    const add = { from: '/apps-old-address', to: '/apps-new-address' };
    const refused = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/redirects',
      headers: reader,
      payload: add,
    });
    expect(refused.json().message).toBe('This app lacks the write_redirects scope.');
    const writer = await appHolding(['write_redirects']);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/redirects',
      headers: writer,
      payload: add,
    });
    expect(made.statusCode, made.body).toBe(201);
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers: writer })).statusCode).toBe(403);
  });

  it('lets a write scope read, and no token of another shop or a revoked one in', async () => {
    const writer = await appHolding(['write_reviews']);
    expect((await t.app.inject({ url: '/api/v1/admin/reviews', headers: writer })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers: writer })).statusCode).toBe(403);
    const elsewhere = { ...writer, host: 'outdoors.localhost' };
    expect((await t.app.inject({ url: '/api/v1/admin/reviews', headers: elsewhere })).statusCode).toBe(401);
    const bogus = { host: 'demo.localhost', authorization: 'Bearer emp_app_notarealtokenatall0000' };
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers: bogus })).statusCode).toBe(401);
  });

  it('answers HEAD as GET', async () => {
    const reader = await appHolding(['read_products']);
    const head = (url: string) =>
      t.app.inject({ method: 'HEAD', url: `/api/v1/admin/${url}`, headers: reader });
    expect((await head('products')).statusCode).toBe(200);
    expect((await head('reviews')).statusCode).toBe(403);
  });
});
