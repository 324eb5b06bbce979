import { existsSync, mkdirSync, readdirSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import { gzipSync } from 'node:zlib';
import { schema } from '@emporia/db';
import { storageRootOf } from '@emporia/db/storage';
import { and, eq } from 'drizzle-orm';
import { pack } from 'tar-stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInOwner } from '../../../test/auth';
import { rewriteArchive } from '../../../test/backup-archives';
import { buildApp } from '../../app';
import { backupDirOf } from './store';

// Issue 31: the upload is a stream written to disk, sent over a real connection (the NUL walk of a
// parsed body overflowed the stack on a real request's stream, which inject does not reproduce).
let t: TestApp;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
let port: number;
let good: Buffer;
beforeAll(async () => {
  t = await createTestApp({ BACKUP_UPLOAD_MAX_MB: '4', BACKUP_UNPACKED_MAX_MB: '12' });
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
  owner = await signedInOwner(t, 'outdoors');
  // A real archive made by the backup service, downloaded, then forgotten by the shop.
  const made = await t.app.inject({ method: 'POST', url: '/api/v1/admin/backups', headers: owner.headers });
  expect(made.statusCode, made.body).toBe(201);
  const name = made.json().data.name;
  good = (await t.app.inject({ method: 'GET', url: `/api/v1/admin/backups/${name}`, headers: owner.headers }))
    .rawPayload;
  await t.app.inject({ method: 'DELETE', url: `/api/v1/admin/backups/${name}`, headers: owner.headers });
});
afterAll(() => t.close());

type Answer = { status: number; body: { message?: string; code?: string; data?: { name: string } } };

/** POST over HTTP: the whole body with its length, or (chunks) streamed without one. */
function post(url: string, body: Buffer | Buffer[], type = 'application/gzip'): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const sending = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path: `/api/v1/admin/backups${url}`,
        headers: {
          ...owner.headers,
          'content-type': type,
          ...(Buffer.isBuffer(body) ? { 'content-length': body.length } : { 'transfer-encoding': 'chunked' }),
        },
      },
      (answer) => {
        const chunks: Buffer[] = [];
        answer.on('data', (c: Buffer) => chunks.push(c));
        answer.on('end', () =>
          resolve({
            status: answer.statusCode ?? 0,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
          }),
        );
      },
    );
    // A server that answers before the end closes the connection: what is left unsent is dropped.
    sending.on('error', (error) =>
      (error as { code?: string }).code === 'EPIPE' ? undefined : reject(error),
    );
    for (const chunk of Buffer.isBuffer(body) ? [body] : body) sending.write(chunk);
    sending.end();
  });
}

const listed = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/backups', headers: owner.headers })).json().data
    .backups as { name: string }[];
const leftovers = () => readdirSync(backupDirOf(owner.admin.shopId)).filter((n) => n.startsWith('.'));

/** A tar.gz with the good manifest and then a picture of `bytes` zeros: tiny packed, large unpacked. */
async function gzipBomb(bytes: number): Promise<Buffer> {
  const writer = pack();
  const packed = buffer(writer as unknown as Readable);
  writer.entry({ name: 'manifest.json' }, await manifestOf(good));
  writer.entry({ name: 'pictures/products/bomb.webp' }, Buffer.alloc(bytes));
  writer.finalize();
  return gzipSync(await packed);
}

async function manifestOf(archive: Buffer): Promise<Buffer> {
  let found = Buffer.alloc(0);
  await rewriteArchive(archive, {
    manifest: (m) => {
      found = Buffer.from(JSON.stringify(m));
      return m;
    },
  });
  return found;
}

describe('uploading a backup (a stream to disk)', () => {
  it('keeps a genuine archive sent over HTTP, and it restores into a new shop whose storefront answers', async () => {
    const uploaded = await post('/upload', good);
    expect(uploaded.status, JSON.stringify(uploaded.body)).toBe(201);
    expect((await listed()).map((b) => b.name)).toEqual([uploaded.body.data!.name]);
    const restored = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/backups/${uploaded.body.data!.name}/restore`,
      headers: owner.headers,
      payload: { target: 'new', subdomain: 'outdoors-copy', name: 'Outdoors copy' },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const product = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/product/summit-2-person-tent',
      headers: hostOf('outdoors-copy'),
    });
    expect(product.statusCode, product.body).toBe(200);
    expect(product.body).toContain('Summit 2-Person Tent');
    const home = await t.app.inject({ method: 'GET', url: '/', headers: hostOf('outdoors-copy') });
    expect(home.statusCode).toBe(200);
    // The owner who restored owns the new shop, which counts against their plan's extra shops.
    const [copy] = await t.database.db
      .select()
      .from(schema.shops)
      .where(eq(schema.shops.subdomain, 'outdoors-copy'));
    expect(copy?.madeFromShopId).toBe(owner.admin.shopId);
    const owners = await t.database.db
      .select({ email: schema.adminUsers.email })
      .from(schema.adminUsers)
      .where(and(eq(schema.adminUsers.shopId, copy!.id), eq(schema.adminUsers.isOwner, 1)));
    expect(owners).toEqual([{ email: owner.admin.email }]);
    await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/backups/${uploaded.body.data!.name}`,
      headers: owner.headers,
    });
  });

  it('refuses corrupt, cut short, wrong-checksum and oversized archives with a 4xx and keeps nothing', async () => {
    const refused: [Buffer | Buffer[], number, RegExp][] = [
      [Buffer.from('not a backup at all'), 400, /damaged or cut short/],
      [good.subarray(0, Math.floor(good.length / 2)), 400, /damaged or cut short/],
      [
        await rewriteArchive(good, { lastTable: (text) => text.replace(/"id":(\d+)/, '"id":9$1') }),
        400,
        /checksum/,
      ],
      // Declared too large: refused before a byte is read.
      [Buffer.alloc(5 * 1024 * 1024, 1), 413, /at most 4 MB/],
      // Sent without a length, growing past the limit: refused as soon as it does.
      [Array.from({ length: 10 }, () => Buffer.alloc(512 * 1024, 1)), 413, /at most 4 MB/],
      [await gzipBomb(16 * 1024 * 1024), 400, /unpacks to more than 12 MB/],
    ];
    for (const [body, status, message] of refused) {
      const answer = await post('/upload', body);
      expect(answer.status, JSON.stringify(answer.body)).toBe(status);
      expect(answer.body.message).toMatch(message);
      expect(answer.body.code).toBeTruthy();
    }
    expect(await listed()).toEqual([]);
    expect(leftovers()).toEqual([]);
  });

  it('takes only the archive types; a JSON body of any depth is a 415, never parsed', async () => {
    const deep = Buffer.from(`${'['.repeat(100_000)}${']'.repeat(100_000)}`);
    for (const type of ['application/json', 'text/plain', 'multipart/form-data; boundary=x']) {
      const answer = await post('/upload', deep, type);
      expect(answer.status, type).toBe(415);
      expect(answer.body.message).toBeTruthy();
    }
    const withNul = await post('/upload', Buffer.from('\u0000{"a":"\u0000"}'), 'application/octet-stream');
    expect(withNul.status).toBe(400);
    expect(withNul.body.message).toMatch(/damaged or cut short/);
    expect(await listed()).toEqual([]);
  });

  it('removes what a killed process left half-made at the next start', async () => {
    const dataDir = t.config.DATA_DIR;
    const staging = path.join(storageRootOf(dataDir), '.restore-0123456789ab');
    mkdirSync(path.join(staging, 'products'), { recursive: true });
    writeFileSync(path.join(staging, 'products', 'a.webp'), 'x');
    const partial = path.join(
      backupDirOf(owner.admin.shopId),
      '.partial-backup-20260101T000000Z-upload-abc.tar.gz',
    );
    writeFileSync(partial, 'half');
    const spool = path.join(backupDirOf(owner.admin.shopId), '.spool-abc');
    mkdirSync(spool);
    const kept = path.join(storageRootOf(dataDir), String(owner.admin.shopId));
    const before = existsSync(kept);
    const again = await buildApp({ database: t.database, config: t.config, logger: false });
    await again.app.close();
    expect(existsSync(staging)).toBe(false);
    expect(existsSync(partial)).toBe(false);
    expect(existsSync(spool)).toBe(false);
    expect(existsSync(kept)).toBe(before);
  });
});
