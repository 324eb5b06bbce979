import type { Readable } from 'node:stream';
import { productCsvColumns } from '@emporia/contracts/catalog-admin';
import { sql } from 'drizzle-orm';
import Fastify from 'fastify';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/app';
import { signedInAdmin } from '../../test/auth';
import { makeProduct } from '../../test/checkout';
import { registerErrorHandler } from './errors-handler';
import { maxJsonDepth, registerBodyRules } from './request-bodies';
import { refuseNulCharacters } from './request-hygiene';

/**
 * Bodies of every kind and depth (issue 31): too deep or too wide JSON is a
 * 400 before any route or hook walks it, a type a route does not take is a
 * 415, and the routes that take files, forms and beacons still take them.
 */

let t: TestApp;
let admin: Record<string, string>;
let productId: number;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo')).headers;
  productId = (await makeProduct(t, { priceMinor: 1000 })).id;
});
afterAll(() => t.close());

/** `levels` arrays (or objects) inside each other, written without recursion. */
const nestedArrays = (levels: number, inner = '1') => `${'['.repeat(levels)}${inner}${']'.repeat(levels)}`;
const nestedObjects = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;
/** A flat array, and an object with as many distinct keys. */
const wideArray = (values: number) => `[${'0,'.repeat(values - 1)}0]`;
const wideObject = (keys: number) =>
  `{${Array.from({ length: keys }, (_, i) => `"k${i.toString(36)}":0`).join(',')}}`;

const json = (headers: Record<string, string>) => ({ ...headers, 'content-type': 'application/json' });
/** A body sent exactly as written, as JSON. */
const postJson = (url: string, headers: Record<string, string>, payload: string) =>
  t.app.inject({ method: 'POST', url, headers: json(headers), payload });
const count = async (table: 'carts' | 'manufacturers' | 'auth_sessions') =>
  Number((await t.database.db.execute(sql.raw(`SELECT count(*)::int AS n FROM ${table}`))).rows[0]!.n);

const routes = [
  { name: 'a shopper adding to the cart', url: '/api/v1/storefront/cart/add', headers: () => hostOf('demo') },
  { name: 'the admin login', url: '/api/v1/admin-login', headers: () => hostOf('demo') },
  { name: 'an admin creating a manufacturer', url: '/api/v1/admin/manufacturers', headers: () => admin },
];

describe('JSON bodies too deep or too wide', () => {
  for (const route of routes) {
    it(`are a 400 for ${route.name}, and nothing is written`, async () => {
      const before = [await count('carts'), await count('manufacturers'), await count('auth_sessions')];
      for (const [kind, payload, message] of [
        ['10,000 arrays deep', nestedArrays(10_000), /nests deeper than 64 levels/],
        ['10,000 objects deep', nestedObjects(10_000), /nests deeper than 64 levels/],
        ['200,000 values wide', wideArray(200_000), /more than 50,000 values/],
      ] as const) {
        const answer = await postJson(route.url, route.headers(), payload);
        expect(answer.statusCode, kind).toBe(400);
        expect(answer.json(), kind).toEqual({ message: expect.stringMatching(message), code: 'BAD_REQUEST' });
      }
      expect([await count('carts'), await count('manufacturers'), await count('auth_sessions')]).toEqual(
        before,
      );
    });
  }

  it('are a 400 with 200,000 keys where the body limit is large (a picture upload, the CSV import)', async () => {
    for (const url of [`/api/v1/admin/products/${productId}/images`, '/api/v1/admin/products/import']) {
      const answer = await postJson(url, admin, wideObject(200_000));
      expect(answer.statusCode, url).toBe(400);
      expect(answer.json().message, url).toMatch(/more than 50,000 values/);
    }
  });

  it('stop at exactly 64 levels: one more is refused before validation', async () => {
    const within = JSON.parse(`{"email":${nestedArrays(maxJsonDepth - 1, '"x"')},"password":"x"}`) as unknown;
    const login = (payload: string) => postJson('/api/v1/admin-login', hostOf('demo'), payload);
    const allowed = await login(JSON.stringify(within));
    expect(allowed.statusCode).toBe(400);
    expect(allowed.json().code).toBe('VALIDATION_ERROR');
    const refused = await login(`{"email":${nestedArrays(maxJsonDepth, '"x"')},"password":"x"}`);
    expect(refused.json()).toEqual({ message: expect.stringMatching(/deeper than 64/), code: 'BAD_REQUEST' });
  });

  it('leave ordinary bodies alone: the cart, the login and an admin change still work', async () => {
    const cart = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/add',
      headers: hostOf('demo'),
      payload: { id: productId, cart_quantity: 1 },
    });
    expect(cart.statusCode, cart.body).toBe(200);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin-login',
      headers: hostOf('demo'),
      payload: { email: 'owner@demo.example', password: 'emporia-owner' },
    });
    expect(login.statusCode, login.body).toBe(200);
    const made = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/manufacturers',
      headers: admin,
      payload: { name: 'Deep Woods Supply' },
    });
    expect(made.statusCode, made.body).toBe(201);
  });

  it('let the largest batch the CSV import takes reach its validation (1,000 rows of every column)', async () => {
    const row = Object.fromEntries(productCsvColumns.map((column) => [column, '1']));
    const rows = Array.from({ length: 1000 }, () => row);
    // first_row 0 is refused by the contract: past the body rules, and nothing is imported.
    const answer = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/products/import',
      headers: admin,
      payload: { rows, first_row: 0, dry_run: true },
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json().fields).toEqual({ first_row: expect.any(String) });
  });
});

describe('bodies of a type the route does not take', () => {
  const junk = Buffer.from([0x1f, 0x8b, 0x08, 0x00, 0xff, 0xfe, 0x00, 0x7b]);
  const types = [
    'application/octet-stream',
    'application/gzip',
    'application/x-www-form-urlencoded',
    'text/plain',
    'multipart/form-data; boundary=nothing-like-the-body',
    'application/xml',
    undefined,
  ];

  it('are a 415 as { message, code } on JSON routes, public and admin, and nothing is written', async () => {
    const before = [await count('carts'), await count('manufacturers')];
    for (const route of routes) {
      for (const type of types) {
        const answer = await t.app.inject({
          method: 'POST',
          url: route.url,
          headers: type ? { ...route.headers(), 'content-type': type } : route.headers(),
          payload: junk,
        });
        expect(answer.statusCode, `${route.url} ${type}`).toBe(415);
        expect(answer.json()).toEqual({
          message: 'Send the request body as JSON (Content-Type: application/json).',
          code: 'UNSUPPORTED_MEDIA_TYPE',
        });
      }
    }
    expect([await count('carts'), await count('manufacturers')]).toEqual(before);
  });

  it('are refused on the backup routes, which once walked a stream as JSON and answered 500', async () => {
    for (const url of [
      '/api/v1/admin/backups',
      '/api/v1/admin/backups/restore',
      '/api/v1/admin/backups/upload',
    ]) {
      for (const type of ['application/octet-stream', 'application/gzip']) {
        const answer = await t.app.inject({
          method: 'POST',
          url,
          headers: { ...admin, 'content-type': type },
          payload: junk,
        });
        expect(answer.statusCode, `${url} ${type}: ${answer.body}`).toBeGreaterThanOrEqual(400);
        expect(answer.statusCode, `${url} ${type}`).toBeLessThan(500);
        expect(answer.json().code, url).toEqual(expect.any(String));
      }
      const deep = await postJson(url, admin, nestedArrays(10_000));
      // The upload takes only archives: JSON of any depth is a type it refuses, never parsed.
      expect(deep.statusCode, url).toBe(url.endsWith('/upload') ? 415 : 400);
    }
  });

  it('is a 400 on a GET, which takes no body at all', async () => {
    const answer = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: json(hostOf('demo')),
      payload: nestedArrays(10_000),
    });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toEqual({ message: 'This address takes no request body.', code: 'BAD_REQUEST' });
  });

  it('is still taken where a route declares it: raw pictures, files, beacons, one-click unsubscribes', async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    const picture = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${productId}/images`,
      headers: { ...admin, 'content-type': 'image/png' },
      payload: png,
    });
    expect(picture.statusCode, picture.body).toBe(201);
    // A file the browser names no type for arrives without a Content-Type.
    const file = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/files?name=notes.txt',
      headers: admin,
      payload: Buffer.from('Packing list: tent, stove.'),
    });
    expect(file.statusCode, file.body).toBe(201);
    const beacon = await t.app.inject({
      method: 'POST',
      url: '/api/v1/analytics/event',
      headers: { ...hostOf('demo'), 'content-type': 'text/plain' },
      payload: nestedArrays(200),
    });
    // A beacon is JSON sent as text: held to the same bounds.
    expect(beacon.json()).toEqual({ message: expect.stringMatching(/deeper than 64/), code: 'BAD_REQUEST' });
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/unsubscribe?email=a%40example.com&key=wrong',
      headers: { ...hostOf('demo'), 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    // Read, and refused for its wrong key — not for its type.
    expect(unsubscribe.json()).toMatchObject({
      message: /^This unsubscribe link is not valid/,
      code: 'NOT_FOUND',
    });
  });
});

describe('the OpenAPI document', () => {
  it('says what each route takes, raw uploads included', async () => {
    const doc = (
      await t.app.inject({ method: 'GET', url: '/api/docs/json', headers: hostOf('demo') })
    ).json();
    const takes = (path: string, method = 'post') => Object.keys(doc.paths[path][method].requestBody.content);
    expect(takes('/api/v1/admin/files')).toEqual(['*/*']);
    expect(takes('/api/v1/admin/products/{id}/images')).toEqual(['image/*', 'application/json']);
    expect(takes('/api/v1/storefront/cart/add')).toEqual(['application/json']);
  });
});

describe('a scope with its own parser for archives', () => {
  /**
   * How a route taking a stream declares it (the backup upload): its plugin adds
   * the parser, the route names the type in `schema.consumes`; the scope's
   * other routes still take JSON only.
   */
  it('hands the stream to the route that declares the type, and refuses it elsewhere', async () => {
    const app = Fastify();
    registerErrorHandler(app);
    registerBodyRules(app);
    refuseNulCharacters(app);
    await app.register(async (scope) => {
      scope.addContentTypeParser(
        ['application/gzip', 'application/octet-stream'],
        (_request, payload, done) => done(null, payload),
      );
      scope.post(
        '/upload',
        { schema: { consumes: ['application/gzip', 'application/octet-stream'] } },
        async (request) => {
          let bytes = 0;
          for await (const chunk of request.body as Readable) bytes += (chunk as Buffer).length;
          return { bytes };
        },
      );
      scope.post('/restore', async () => ({ restored: true }));
    });
    const post = (url: string, type: string, payload: string | Buffer) =>
      app.inject({ method: 'POST', url, headers: { 'content-type': type }, payload });

    const upload = await post('/upload', 'application/gzip', Buffer.alloc(70_000, 0));
    expect(upload.json()).toEqual({ bytes: 70_000 });
    expect((await post('/restore', 'application/gzip', 'x')).statusCode).toBe(415);
    expect((await post('/restore', 'application/json', nestedObjects(10_000))).statusCode).toBe(400);
    expect((await post('/upload', 'text/plain', 'x')).json().code).toBe('UNSUPPORTED_MEDIA_TYPE');
    await app.close();
  });
});
