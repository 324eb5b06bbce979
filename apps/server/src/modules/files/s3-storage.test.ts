import { existsSync } from 'node:fs';
import path from 'node:path';
import { storageDirOf, storageRootOf } from '@emporia/db/storage';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { startFakeS3 } from '../../../test/fake-s3';

let t: TestApp;
let s3: Awaited<ReturnType<typeof startFakeS3>>;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  s3 = await startFakeS3('test-key');
  t = await createTestApp({
    FILES_S3_ENDPOINT: s3.url,
    FILES_S3_BUCKET: 'shop-files',
    FILES_S3_ACCESS_KEY_ID: 'test-key',
    FILES_S3_SECRET_ACCESS_KEY: 'test-secret',
  });
  admin = await signedInAdmin(t, 'demo', ['settings']);
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

describe('files in an S3-compatible bucket (FILES_S3_*)', () => {
  it('stores, serves and deletes a picture and its thumbnail in the bucket, not the data dir', async () => {
    const png = await sharp({ create: { width: 300, height: 300, channels: 3, background: '#ff9800' } })
      .png()
      .toBuffer();
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/files?name=orange.png',
      headers: { ...admin.headers, 'content-type': 'application/octet-stream' },
      payload: png,
    });
    expect(created.statusCode, created.body).toBe(201);
    const file = created.json().data;
    const key = file.url.split('/')[2];
    expect([...s3.objects.keys()].sort()).toEqual([
      `shop-files/${admin.admin.shopId}/files/${key}`,
      `shop-files/${admin.admin.shopId}/files/${key}-thumb.webp`,
    ]);
    const dir = path.join(storageDirOf(storageRootOf(t.config.DATA_DIR), admin.admin.shopId), 'files');
    expect(existsSync(path.join(dir, key))).toBe(false);

    const served = await t.app.inject({ method: 'GET', url: file.url, headers: hostOf('demo') });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload.equals(png)).toBe(true);
    const thumb = await t.app.inject({ method: 'GET', url: file.thumbnailUrl, headers: hostOf('demo') });
    expect((await sharp(thumb.rawPayload).metadata()).width).toBe(240);

    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/v1/admin/files/${file.id}`,
      headers: admin.headers,
    });
    expect(deleted.statusCode).toBe(200);
    expect(s3.objects.size).toBe(0);
    expect((await t.app.inject({ method: 'GET', url: file.url, headers: hostOf('demo') })).statusCode).toBe(
      404,
    );
  });
});
