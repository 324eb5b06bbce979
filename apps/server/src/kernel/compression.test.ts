import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import Fastify from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../test/app';
import { loadWebBuild } from '../modules/storefront-pages/web-build';
import { registerCompression } from './compression';

// A built app as Vite leaves it: assets big enough to be worth compressing,
// each with the .br and .gz copies the build writes beside it.
function builtDist(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'emporia-dist-'));
  mkdirSync(path.join(dir, 'assets'));
  mkdirSync(path.join(dir, '.vite'));
  const js = `console.log(${JSON.stringify('the storefront app '.repeat(200))});`;
  const css = `body{color:#222}\n${'.card{margin:0 auto;padding:1rem}\n'.repeat(100)}`;
  writeFileSync(
    path.join(dir, 'index.html'),
    `<!doctype html><html><head><title>Emporia</title><!--emporia-head--><link rel="stylesheet" href="/assets/index-abc123.css"></head><body><!--emporia-boot--><div id="root"></div><script type="module" src="/assets/index-abc123.js"></script></body></html>`,
  );
  for (const [name, text] of [
    ['index-abc123.js', js],
    ['index-abc123.css', css],
  ] as const) {
    const file = path.join(dir, 'assets', name);
    writeFileSync(file, text);
    writeFileSync(`${file}.br`, brotliCompressSync(text));
    writeFileSync(`${file}.gz`, gzipSync(text));
  }
  writeFileSync(
    path.join(dir, '.vite', 'manifest.json'),
    JSON.stringify({
      'index.html': { file: 'assets/index-abc123.js', isEntry: true, css: ['assets/index-abc123.css'] },
    }),
  );
  return dir;
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { webBuild: loadWebBuild(builtDist()) });
});
afterAll(() => t.close());

const get = (url: string, acceptEncoding?: string, method: 'GET' | 'HEAD' = 'GET') =>
  t.app.inject({
    method,
    url,
    headers: { ...hostOf('demo'), ...(acceptEncoding ? { 'accept-encoding': acceptEncoding } : {}) },
  });

const decoded = (res: Awaited<ReturnType<typeof get>>) => {
  const encoding = res.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(res.rawPayload).toString('utf8');
  if (encoding === 'gzip') return gunzipSync(res.rawPayload).toString('utf8');
  return res.rawPayload.toString('utf8');
};

const textAnswers = [
  ['a hashed script', '/assets/index-abc123.js', 'javascript'],
  ['a hashed stylesheet', '/assets/index-abc123.css', 'text/css'],
  ['the shared stylesheet', '/css/app.css', 'text/css'],
  ['a storefront page', '/category/tents', 'text/html'],
  ['a JSON API answer', '/api/v1/storefront/home', 'application/json'],
] as const;

describe('compressed answers', () => {
  it.each(textAnswers)('sends %s as br, gzip or identity, as asked, with one body', async (_, url, type) => {
    const plain = await get(url);
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toContain(type);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(1024);
    // Pages carry no per-request randomness, so all three decode to the same text.
    const body = plain.body;
    for (const encoding of ['br', 'gzip'] as const) {
      const res = await get(url, encoding === 'br' ? 'gzip, deflate, br' : 'gzip, deflate');
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-encoding']).toBe(encoding);
      expect(res.headers.vary?.toString().toLowerCase()).toContain('accept-encoding');
      expect(res.rawPayload.length).toBeLessThan(plain.rawPayload.length);
      expect(decoded(res)).toBe(body);
    }
    expect((await get(url, 'identity')).headers['content-encoding']).toBeUndefined();
  });

  it('keeps hashed assets cached for good and the shared stylesheet briefly, compressed or not', async () => {
    for (const encoding of [undefined, 'br', 'gzip']) {
      const asset = await get('/assets/index-abc123.js', encoding);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(asset.headers['content-type']).toContain('javascript');
      expect(asset.headers.etag).toBeTruthy();
      expect((await get('/css/app.css', encoding)).headers['cache-control']).toBe('public, max-age=300');
    }
    // Each encoding is its own representation, with its own validator.
    const tags = await Promise.all([undefined, 'br', 'gzip'].map((e) => get('/assets/index-abc123.js', e)));
    expect(new Set(tags.map((r) => r.headers.etag)).size).toBe(3);
  });

  it('answers a repeated request for an unchanged catalogue read with 304, compressed or not', async () => {
    const first = await get('/api/v1/storefront/home', 'br');
    expect(first.headers.etag).toBeTruthy();
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/home',
      headers: { ...hostOf('demo'), 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('answers HEAD without a body, and leaves pictures as they are', async () => {
    const head = await get('/category/tents', 'br', 'HEAD');
    expect(head.statusCode).toBe(200);
    expect(head.rawPayload.length).toBe(0);
    const asset = await get('/assets/index-abc123.js', 'br', 'HEAD');
    expect(asset.statusCode).toBe(200);
    expect(asset.rawPayload.length).toBe(0);
    const picture = await get('/storage/store/no-image.png', 'gzip, br');
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    expect(picture.headers['content-encoding']).toBeUndefined();
  });

  it('sends small answers as they are', async () => {
    const small = await get('/api/v1/storefront/countries/does-not-exist', 'br');
    expect(small.rawPayload.length).toBeLessThan(1024);
    expect(small.headers['content-encoding']).toBeUndefined();
  });
});

describe('streams', () => {
  it('leaves server-sent events uncompressed, so each event reaches the browser at once', async () => {
    const app = Fastify();
    await registerCompression(app);
    app.get('/events', (_request, reply) =>
      reply.type('text/event-stream').send(Readable.from(['data: one\n\n', `data: ${'x'.repeat(2000)}\n\n`])),
    );
    app.get('/report.csv', (_request, reply) =>
      reply.type('text/csv').send(Readable.from(['a,b\n', '1,2\n'.repeat(1000)])),
    );
    const events = await app.inject({ url: '/events', headers: { 'accept-encoding': 'br' } });
    expect(events.headers['content-encoding']).toBeUndefined();
    expect(events.body).toContain('data: one');
    // Other text streams are compressed as they flow.
    const csv = await app.inject({ url: '/report.csv', headers: { 'accept-encoding': 'gzip' } });
    expect(csv.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(csv.rawPayload).toString('utf8')).toBe(`a,b\n${'1,2\n'.repeat(1000)}`);
    await app.close();
  });
});
