import { appScopes, scopeFor } from '@emporia/contracts/app-scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { installedApp, registerApp } from '../../../test/apps';
import type { DeclaredRoute } from '../../platform/auth/access';

/**
 * Every staff route of the Admin API holds an app to its scopes: enumerated
 * from the declared routes like access.test.ts, so a new route is covered.
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
const adminRoutes = () => t.routes.filter((r) => r.method !== 'HEAD' && r.url.startsWith('/api/v1/admin/'));

/** One installed app per scope set (a shop holds one installation of an app). */
const tokens = new Map<string, Record<string, string>>();
async function appHolding(scopes: readonly string[]) {
  const key = [...scopes].sort().join(',');
  let headers = tokens.get(key);
  if (!headers) {
    const app = await registerApp(t, { name: `Scoped ${tokens.size}`, scopes: [...appScopes] });
    headers = scopes.length
      ? (await installedApp(t, app, scopes.join(','))).headers
      : (await installedApp(t, app, 'read_analytics')).headers;
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

describe('app tokens on the Admin API', () => {
  it('refuses apps on routes for any staff member and on staff, apps and subscription routes', async () => {
    const everything = await appHolding(appScopes);
    let refused = 0;
    for (const route of adminRoutes()) {
      const needs =
        route.access.kind === 'staff'
          ? [route.access.permission, ...(route.access.or ?? [])].map((p) => scopeFor(p, route.method))
          : [undefined];
      if (needs.some(Boolean)) continue;
      const response = await call(route, everything);
      expect(response.statusCode, keyOf(route)).toBe(403);
      expect(response.json().message, keyOf(route)).toMatch(/Apps cannot use this endpoint/);
      refused += 1;
    }
    expect(refused).toBeGreaterThan(10);
  });

  it('answers 403 naming the scope on every staff route the app lacks it for, and lets the scope in', async () => {
    let checked = 0;
    for (const route of adminRoutes()) {
      if (route.access.kind !== 'staff') continue;
      const needed = [route.access.permission, ...(route.access.or ?? [])]
        .map((p) => scopeFor(p, route.method))
        .filter((s) => s !== undefined);
      if (!needed.length) continue;
      // Without any of the needed scopes (nor the write scope that includes a read one).
      const lacking = appScopes.filter(
        (s) =>
          !needed.includes(s) &&
          !needed.some((n) => n.startsWith('read_') && s === n.replace('read_', 'write_')),
      );
      const refused = await call(route, await appHolding(lacking));
      expect(refused.statusCode, `${keyOf(route)} without ${needed}`).toBe(403);
      expect(refused.json().message, keyOf(route)).toContain(needed[0]);
      for (const scope of needed) {
        const allowed = await call(route, await appHolding([scope]));
        expect([401, 403], `${keyOf(route)} with ${scope}: ${allowed.body}`).not.toContain(
          allowed.statusCode,
        );
      }
      checked += 1;
    }
    expect(checked).toBeGreaterThan(100);
  });

  it('lets a write scope read, and no token of another shop or a revoked one in', async () => {
    const writer = await appHolding(['write_products']);
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers: writer })).statusCode).toBe(200);
    const elsewhere = { ...writer, host: 'outdoors.localhost' };
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers: elsewhere })).statusCode).toBe(401);
    const bogus = { host: 'demo.localhost', authorization: 'Bearer emp_app_notarealtokenatall0000' };
    expect((await t.app.inject({ url: '/api/v1/admin/products', headers: bogus })).statusCode).toBe(401);
  });
});
