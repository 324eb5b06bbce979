import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { operationIdOf } from './operation-ids';
import { tagDescriptions } from './tags';

// biome-ignore lint/suspicious/noExplicitAny: the document is read as JSON and checked by value
type Json = Record<string, any>;

// Two servers configured differently: the operator token set (the harness's default) and unset,
// rate limiting off and on. A developer must get the same document from either.
let withToken: TestApp;
let withoutToken: TestApp;
let doc: Json;
beforeAll(async () => {
  withToken = await createTestApp();
  withoutToken = await createTestApp({
    PLATFORM_ADMIN_TOKEN: undefined as unknown as string,
    RATE_LIMIT_MAX: '1000',
  });
  doc = (
    await withToken.app.inject({ method: 'GET', url: '/api/docs/json', headers: hostOf('demo') })
  ).json();
});
afterAll(async () => {
  await withToken?.close();
  await withoutToken?.close();
});

const operations = () =>
  Object.entries(doc.paths as Record<string, Record<string, Json>>).flatMap(([path, byMethod]) =>
    Object.entries(byMethod).map(([method, operation]) => ({ method, path, operation })),
  );

describe('the OpenAPI document', () => {
  it('is the same whatever the configuration, and the committed copy is the current one', async () => {
    const other = await withoutToken.app.inject({
      method: 'GET',
      url: '/api/docs/json',
      headers: hostOf('demo'),
    });
    expect(other.json()).toEqual(doc);
    expect(doc.paths['/api/v1/platform/shops'].post.operationId).toBe('platform.shops.create');
    const committed = JSON.parse(
      readFileSync(new URL('../../../../../docs/api/openapi.json', import.meta.url), 'utf8'),
    );
    // Out of date: run `npm run openapi` and commit docs/api/openapi.json.
    expect(committed).toEqual(doc);
  });

  it('gives every operation a unique operationId, a summary, a description, a described tag and its 4xx answers', () => {
    const ids = operations().map(({ operation }) => operation.operationId);
    expect(ids.length).toBeGreaterThan(350);
    expect(new Set(ids).size).toBe(ids.length);
    const described = new Set((doc.tags as Json[]).map((tag) => tag.name));
    for (const { method, path, operation } of operations()) {
      const where = `${method.toUpperCase()} ${path}`;
      expect(operation.operationId, where).toBe(operationIdOf(method, path));
      // The id stands in for a summary the route does not write: write one.
      expect(operation.summary, where).not.toBe(operation.operationId);
      expect(operation.description, where).toMatch(/\*\*Access:\*\*/);
      expect(operation.tags, where).toHaveLength(1);
      expect(described.has(operation.tags[0]), where).toBe(true);
      expect(tagDescriptions[operation.tags[0]], `${where}: describe its tag in tags.ts`).toBeDefined();
      expect(
        Object.keys(operation.responses).filter((s) => s.startsWith('4')),
        where,
      ).toEqual(expect.arrayContaining(['404', '429']));
      expect(operation.security, where).toBeDefined();
    }
  });

  it('names operations as a developer calls them', () => {
    const idOf = (method: string, path: string) => doc.paths[path][method].operationId;
    expect(idOf('get', '/api/v1/admin/products')).toBe('products.list');
    expect(idOf('get', '/api/v1/admin/products/{id}')).toBe('products.get');
    expect(idOf('post', '/api/v1/admin/products')).toBe('products.create');
    expect(idOf('post', '/api/v1/admin/products/delete')).toBe('products.deleteMany');
    expect(idOf('post', '/api/v1/admin/orders/{id}/cancel')).toBe('orders.cancel');
    expect(idOf('post', '/api/v1/storefront/cart/add')).toBe('storefront.cart.add');
    expect(idOf('post', '/api/v1/storefront/checkout/place')).toBe('storefront.checkout.place');
  });

  it('answers errors with the named Error schema, 403 naming the permission and the app scope', () => {
    expect(doc.components.schemas.Error).toMatchObject({ required: ['message', 'code'] });
    const product = doc.paths['/api/v1/admin/products/{id}'];
    expect(product.get.responses['404']).toEqual({ $ref: '#/components/responses/NotFound' });
    expect(doc.components.responses.NotFound.content['application/json'].schema).toEqual({
      $ref: '#/components/schemas/Error',
    });
    expect(product.put.responses['400']).toEqual({ $ref: '#/components/responses/BadRequest' });
    expect(doc.components.responses.BadRequest.description).toMatch(/`fields`/);
    expect(product.put.responses['403'].description).toMatch(/`catalog` permission.*`write_products` scope/);
    expect(product.put.responses['403'].content['application/json'].schema.$ref).toBe(
      '#/components/schemas/Error',
    );
    expect(product.put.responses['401']).toBeDefined();
    expect(product.put.security).toEqual([{ staffSession: [] }, { appToken: [] }]);
    // A resource is one named schema wherever it is answered.
    expect(product.get.responses['200'].content['application/json'].schema.properties.data).toEqual({
      $ref: '#/components/schemas/Product',
    });
  });

  it('documents the guest cart header and the idempotency key where they are read', () => {
    const parameterOf = (p: Json): Json => (p.$ref ? doc.components.parameters[p.$ref.split('/').pop()] : p);
    const names = (op: Json) => (op.parameters ?? []).map((p: Json) => parameterOf(p).name.toLowerCase());
    expect(names(doc.paths['/api/v1/storefront/cart/add'].post)).toContain('x-cart-token');
    expect(names(doc.paths['/api/v1/storefront/checkout/place'].post)).toEqual(
      expect.arrayContaining(['x-cart-token', 'idempotency-key']),
    );
    expect(names(doc.paths['/api/v1/admin/products'].get)).not.toContain('x-cart-token');
    // The Admin API's dated version is one shared header parameter, not a copy of every path.
    expect(names(doc.paths['/api/v1/admin/products'].get)).toContain('emporia-api-version');
    expect(names(doc.paths['/api/v1/storefront/cart/add'].post)).not.toContain('emporia-api-version');
    expect(Object.keys(doc.paths).some((path) => path.startsWith('/api/2026-'))).toBe(false);
  });

  it('documents the rate-limit headers on every answer', () => {
    for (const { operation } of operations().slice(0, 50)) {
      for (const answer of Object.values(operation.responses as Record<string, Json>)) {
        const headers = answer.$ref
          ? doc.components.responses[answer.$ref.split('/').pop()].headers
          : answer.headers;
        expect(Object.keys(headers)).toEqual(
          expect.arrayContaining(['X-RateLimit-Limit', 'X-RateLimit-Remaining', 'X-RateLimit-Reset']),
        );
      }
    }
  });
});

describe('the answers match the document', () => {
  const rateLimitHeaders = ['x-ratelimit-limit', 'x-ratelimit-remaining', 'x-ratelimit-reset'];

  it('sends the rate-limit headers on a 2xx and on a 4xx answer', async () => {
    const ok = await withoutToken.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('demo'),
    });
    expect(ok.statusCode).toBe(200);
    for (const name of rateLimitHeaders) expect(ok.headers[name], name).toMatch(/^\d+$/);
    expect(ok.headers['x-ratelimit-limit']).toBe('1000');
    const refused = await withoutToken.app.inject({
      method: 'GET',
      url: '/api/v1/admin/products',
      headers: hostOf('demo'),
    });
    expect(refused.statusCode).toBe(401);
    for (const name of rateLimitHeaders) expect(refused.headers[name], name).toMatch(/^\d+$/);
    expect(Number(refused.headers['x-ratelimit-remaining'])).toBeLessThan(
      Number(ok.headers['x-ratelimit-remaining']),
    );
  });

  it('still renders the reference at /api/docs', async () => {
    const page = await withToken.app.inject({ method: 'GET', url: '/api/docs', headers: hostOf('demo') });
    const html =
      page.statusCode === 302
        ? await withToken.app.inject({
            method: 'GET',
            url: `/api/docs/${page.headers.location}`,
            headers: hostOf('demo'),
          })
        : page;
    expect(html.statusCode).toBe(200);
    expect(html.body).toContain('swagger-ui');
  });

  it('answers the operator routes 404 on a server without an operator token', async () => {
    const res = await withoutToken.app.inject({
      method: 'GET',
      url: '/api/v1/platform/shops',
      headers: { authorization: 'Bearer anything-at-all-here' },
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });
});
