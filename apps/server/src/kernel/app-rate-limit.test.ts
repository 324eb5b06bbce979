import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';
import { installedApp, registerApp } from '../../test/apps';
import { signedInAdmin } from '../../test/auth';

/**
 * An installed app's calls count per app and shop (ADR 0121), with their own limit, reported on
 * every answer; staff keep the per-address limit.
 */
let t: TestApp;
let first: Record<string, string>;
let second: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '50', APP_RATE_LIMIT_MAX: '3' });
  // Installing uses the staff bucket (consent, token exchange), never the apps' own.
  first = (await installedApp(t, await registerApp(t, { name: 'First' }), 'read_products')).headers;
  second = (await installedApp(t, await registerApp(t, { name: 'Second' }), 'read_products')).headers;
});
afterAll(async () => t.close());

const get = (url: string, headers: Record<string, string>) => t.app.inject({ method: 'GET', url, headers });

describe('per-app rate limits', () => {
  it('counts an app in its own bucket, on 2xx and 4xx alike, then answers 429 with Retry-After', async () => {
    const ok = await get('/api/v1/admin/products', first);
    expect(ok.statusCode).toBe(200);
    expect(ok.headers['x-ratelimit-limit']).toBe('3');
    expect(ok.headers['x-ratelimit-remaining']).toBe('2');
    expect(Number(ok.headers['x-ratelimit-reset'])).toBeGreaterThan(0);
    // A scope the app lacks: refused, and counted.
    const refused = await get('/api/v1/admin/customers', first);
    expect(refused.statusCode).toBe(403);
    expect(refused.headers['x-ratelimit-limit']).toBe('3');
    expect(refused.headers['x-ratelimit-remaining']).toBe('1');
    const missing = await get('/api/2026-10/admin/products/2147483647', first);
    expect(missing.statusCode).toBe(404);
    expect(missing.headers['x-ratelimit-remaining']).toBe('0');
    const over = await get('/api/2026-10/admin/products', first);
    expect(over.statusCode).toBe(429);
    // Refused before the version was read, it still names the version asked for.
    expect(over.headers['emporia-api-version']).toBe('2026-10');
    expect(over.json().code).toBe('TOO_MANY_REQUESTS');
    expect(Number(over.headers['retry-after'])).toBeGreaterThan(0);
    expect(over.headers['x-ratelimit-limit']).toBe('3');
  });

  it('limits two apps of one shop separately, and staff by their address', async () => {
    const other = await get('/api/v1/admin/products', second);
    expect(other.statusCode).toBe(200);
    expect(other.headers['x-ratelimit-limit']).toBe('3');
    expect(other.headers['x-ratelimit-remaining']).toBe('2');
    const staff = await get('/api/v1/admin/products', (await signedInAdmin(t)).headers);
    expect(staff.statusCode).toBe(200);
    expect(staff.headers['x-ratelimit-limit']).toBe('50');
  });

  it('counts a token that opens no installation against its address', async () => {
    const stranger = await get('/api/v1/admin/products', {
      host: 'demo.localhost',
      authorization: 'Bearer emp_app_not-a-real-token',
    });
    expect(stranger.statusCode).toBe(401);
    expect(stranger.headers['x-ratelimit-limit']).toBe('50');
  });
});
