import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, platformToken, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ RATE_LIMIT_MAX: '5' });
});
afterAll(() => t.close());

const operator = { ...hostOf('demo'), authorization: `Bearer ${platformToken}` };

describe('bad input gets a clear 4xx JSON answer', () => {
  it('rejects a body that is not JSON', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops',
      headers: { ...operator, 'content-type': 'application/json' },
      payload: '{"subdomain": "x",',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ message: 'The request body is not valid JSON.', code: 'BAD_REQUEST' });
  });

  it('names the fields that fail validation', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops',
      headers: operator,
      payload: { subdomain: 42 },
    });
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.code).toBe('VALIDATION_ERROR');
    expect(Object.keys(body.fields)).toEqual(expect.arrayContaining(['subdomain', 'name']));
    // The message is a sentence a person can read, not a field path and zod's wording.
    expect(Object.values(body.fields)).toContain(body.message);
    expect(body.message).toMatch(/^[A-Z][^:]*\.$/);
  });

  it('answers unknown API paths with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: hostOf('demo') });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ message: 'Not found.', code: 'NOT_FOUND' });
  });

  it('refuses a non-JSON body type', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/v1/platform/shops',
      headers: { ...operator, 'content-type': 'application/xml' },
      payload: '<shop/>',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
  });
});

describe('security headers', () => {
  it('sends a Content-Security-Policy the SPA works under, without forcing HTTPS', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/', headers: hostOf('demo') });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    // Payment SDKs are allowed everywhere; third-party tags only where a shop set them (tracking-tags.test.ts).
    expect(csp).toContain('https://js.stripe.com');
    expect(csp).not.toContain('https://www.googletagmanager.com');
    expect(csp).not.toContain('upgrade-insecure-requests');
    expect(res.headers['strict-transport-security']).toBeUndefined();
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('OpenAPI', () => {
  it('documents the API from the contracts', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: hostOf('demo') });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.paths['/api/v1/storefront/config'].get).toBeDefined();
    expect(doc.paths['/api/v1/platform/shops'].post.requestBody).toBeDefined();
  });
});

describe('rate limiting', () => {
  it('answers 429 with a clear message past the limit', async () => {
    const statuses: number[] = [];
    let last: { message?: string; code?: string } = {};
    for (let i = 0; i < 8; i++) {
      const res = await t.app.inject({
        method: 'GET',
        url: '/api/v1/storefront/config',
        headers: hostOf('demo'),
        remoteAddress: '10.9.8.7',
      });
      statuses.push(res.statusCode);
      last = res.json();
    }
    expect(statuses.filter((s) => s === 429).length).toBeGreaterThan(0);
    expect(last.code).toBe('TOO_MANY_REQUESTS');
    expect(last.message).toMatch(/^Too many requests\. Please try again in \d+ seconds\.$/);
  });
});
