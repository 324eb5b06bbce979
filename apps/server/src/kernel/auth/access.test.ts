import { adminPermissions } from '@emporia/contracts/permissions';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import { access, type DeclaredRoute, enforceRouteAccess } from './access';
import { anyApp, appScopeOf } from './app-operation-scopes';

/**
 * Admin routes open to every signed-in staff member whatever their role, and
 * why. Adding one here is a decision a reviewer sees; everything else under
 * /api/v1/admin must name the permission it needs.
 */
const openToAnyStaff: Record<string, string> = {
  'POST /api/v1/admin/logout': 'ends the caller’s own session',
  'GET /api/v1/admin/account': 'the caller’s own profile',
  'PUT /api/v1/admin/account': 'the caller’s own profile',
  'PUT /api/v1/admin/account/password': 'the caller’s own password',
  'POST /api/v1/admin/account/2fa/setup': 'the caller’s own 2FA',
  'POST /api/v1/admin/account/2fa/enable': 'the caller’s own 2FA',
  'POST /api/v1/admin/account/2fa/disable': 'the caller’s own 2FA',
  'GET /api/v1/admin/dashboard': 'answers only the cards the caller’s permissions allow',
  'GET /api/v1/admin/order-statuses': 'status names only, for the selects of several areas',
  'GET /api/v1/admin/search': 'answers only the result groups the caller’s permissions allow',
};

/** A concrete URL for a route pattern: ids that exist nowhere, so nothing is touched. */
const urlOf = (route: DeclaredRoute) =>
  route.url
    .replace(':subdomain', 'demo')
    .replace(/:(\w+)/g, '2147483647')
    .replace('*', 'x');

const withBody = (method: string) => ['POST', 'PUT', 'PATCH'].includes(method);

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const keyOf = (r: DeclaredRoute) => `${r.method} ${r.url}`;
const apiRoutes = () => t.routes.filter((r) => r.method !== 'HEAD');
const adminRoutes = () => apiRoutes().filter((r) => r.url.startsWith('/api/v1/admin/'));

describe('every route declares who may call it', () => {
  it('refuses to start with an API route that declares nothing, or an admin route open to others', async () => {
    const bare = Fastify();
    enforceRouteAccess(bare);
    expect(() => bare.get('/api/v1/storefront/anything', async () => ({}))).toThrow(/declares no access/);
    expect(() =>
      bare.get('/api/v1/admin/secrets', { config: { access: access.public } }, async () => ({})),
    ).toThrow(/admin route but is open to public/);
    await bare.close();
  });

  it('names a permission on every admin route but the listed self-service ones', () => {
    expect(adminRoutes().length).toBeGreaterThan(100);
    const anyStaff = adminRoutes()
      .filter((r) => r.access.kind === 'any-staff')
      .map(keyOf)
      .sort();
    expect(anyStaff).toEqual(Object.keys(openToAnyStaff).sort());
    for (const route of adminRoutes())
      expect(['staff', 'any-staff'], keyOf(route)).toContain(route.access.kind);
  });

  it('answers 401 to an anonymous caller on every admin and customer route, before reading the body', async () => {
    const guarded = apiRoutes().filter((r) => ['staff', 'any-staff', 'customer'].includes(r.access.kind));
    for (const route of guarded) {
      const response = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route),
        headers: hostOf('demo'),
        ...(withBody(route.method) ? { payload: { name: 123, email: [] } } : {}),
      });
      expect(response.statusCode, keyOf(route)).toBe(401);
      expect(response.json().fields, keyOf(route)).toBeUndefined();
    }
  });

  it('answers 403 on every admin route to staff whose role lacks its permission, and lets the permission in', async () => {
    const staffByMissing = new Map<string, Awaited<ReturnType<typeof signedInAdmin>>>();
    for (const permission of adminPermissions) {
      staffByMissing.set(
        permission,
        await signedInAdmin(
          t,
          'demo',
          adminPermissions.filter((p) => p !== permission),
        ),
      );
    }
    const staffByHeld = new Map<string, Awaited<ReturnType<typeof signedInAdmin>>>();
    for (const permission of adminPermissions)
      staffByHeld.set(permission, await signedInAdmin(t, 'demo', [permission]));

    for (const route of adminRoutes()) {
      if (route.access.kind !== 'staff') continue;
      const { permission, or = [] } = route.access;
      // An app's own webhook subscriptions: which app is the token's, so staff are refused whatever they hold.
      const appsOnly = appScopeOf(route.method, route.url) === anyApp;
      const missingAll = or.length
        ? await signedInAdmin(
            t,
            'demo',
            adminPermissions.filter((p) => p !== permission && !or.includes(p)),
          )
        : staffByMissing.get(permission)!;
      const refused = await t.app.inject({
        method: route.method as 'GET',
        url: urlOf(route),
        headers: missingAll.headers,
        ...(withBody(route.method) ? { payload: {} } : {}),
      });
      expect(refused.statusCode, `${keyOf(route)} without ${[permission, ...or]}`).toBe(403);
      expect(refused.json().code).toBe('FORBIDDEN');

      for (const held of appsOnly ? [] : [permission, ...or]) {
        const allowed = await t.app.inject({
          method: route.method as 'GET',
          url: urlOf(route),
          headers: staffByHeld.get(held)!.headers,
          ...(withBody(route.method) ? { payload: {} } : {}),
        });
        expect([401, 403], `${keyOf(route)} with ${held}`).not.toContain(allowed.statusCode);
      }
    }
  });

  it('lets a customer token no further than the storefront', async () => {
    const { headers } = await signedInCustomer(t, 'demo');
    for (const route of adminRoutes().slice(0, 40)) {
      const response = await t.app.inject({ method: route.method as 'GET', url: urlOf(route), headers });
      expect(response.statusCode, keyOf(route)).toBe(401);
    }
  });

  it('marks security on every protected operation of the OpenAPI document', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: hostOf('demo') })
    ).json();
    for (const route of apiRoutes()) {
      const path = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = doc.paths?.[path]?.[route.method.toLowerCase()];
      expect(operation, keyOf(route)).toBeDefined();
      const expected = {
        public: [],
        'guest-or-customer': [{}, { customerSession: [] }],
        customer: [{ customerSession: [] }],
        'platform-operator': [{ platformToken: [] }],
        developer: [{ developerSession: [] }],
      }[route.access.kind as string];
      if (expected) expect(operation.security, keyOf(route)).toEqual(expected);
      else expect(operation.security, keyOf(route)).toContainEqual({ staffSession: [] });
    }
  });
});
