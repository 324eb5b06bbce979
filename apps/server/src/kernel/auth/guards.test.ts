import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import { shopAreas } from '../../modules/index';
import { access } from './access';
import { revokeSession } from './sessions';

// Two guarded probe routes, registered the way an area registers its routes.
const probe: FastifyPluginAsyncZod = async (app) => {
  app.get('/api/v1/test/me', { config: { access: access.customer } }, async (request) => ({
    actor: request.ctx.actor,
  }));
  app.get('/api/v1/test/admin-orders', { config: { access: access.staff('orders') } }, async (request) => ({
    actor: request.ctx.actor,
  }));
};

let t: TestApp;
beforeAll(async () => {
  shopAreas.push(probe);
  t = await createTestApp();
});
afterAll(async () => {
  shopAreas.splice(shopAreas.indexOf(probe), 1);
  await t.close();
});

describe('bearer tokens', () => {
  it('lets a customer in at their own shop only', async () => {
    const { headers, customer } = await signedInCustomer(t, 'demo');
    const own = await t.app.inject({ method: 'GET', url: '/api/v1/test/me', headers });
    expect(own.statusCode).toBe(200);
    expect(own.json().actor).toMatchObject({ kind: 'customer', customerId: customer.id });
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/me',
      headers: { ...headers, ...hostOf('outdoors') },
    });
    expect(elsewhere.statusCode).toBe(401);
  });

  it('refuses missing, malformed and revoked tokens', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/test/me', headers: hostOf('demo') })).statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/me',
      headers: { ...hostOf('demo'), authorization: 'Bearer x' },
    });
    expect(bad.statusCode).toBe(401);
    expect(bad.json()).toEqual({ message: 'Please log in to continue.', code: 'UNAUTHORIZED' });
    const { headers, customer } = await signedInCustomer(t, 'demo');
    const { openSession } = await import('./sessions');
    const session = await openSession(t.database.db, customer.shopId, 'customer', customer.id);
    await revokeSession(t.database.db, customer.shopId, session.sessionId);
    const revoked = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/me',
      headers: { ...headers, authorization: `Bearer ${session.token}` },
    });
    expect(revoked.statusCode).toBe(401);
  });

  it('never takes a customer token for an admin one', async () => {
    const { headers } = await signedInCustomer(t, 'demo');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/test/admin-orders', headers })).statusCode,
    ).toBe(401);
  });

  it('checks admin permissions, and an owner has them all', async () => {
    const owner = await signedInAdmin(t, 'demo');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/test/admin-orders', headers: owner.headers }))
        .statusCode,
    ).toBe(200);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    const denied = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/admin-orders',
      headers: catalogOnly.headers,
    });
    expect(denied.statusCode).toBe(403);
    const ordersStaff = await signedInAdmin(t, 'demo', ['orders']);
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/v1/test/admin-orders', headers: ordersStaff.headers }))
        .statusCode,
    ).toBe(200);
    const otherShop = await t.app.inject({
      method: 'GET',
      url: '/api/v1/test/admin-orders',
      headers: { ...owner.headers, ...hostOf('outdoors') },
    });
    expect(otherShop.statusCode).toBe(401);
  });
});
