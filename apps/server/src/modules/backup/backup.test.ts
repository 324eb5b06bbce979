import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInOwner } from '../../../test/auth';
import { rewriteArchive } from '../../../test/backup-archives';
import { guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';
import { allowOutbound } from '../../../test/outbound';
import { scopeOf } from './archive-write';
import { backupFileOf } from './service';
import { picturesDirOf } from './store';
import { backupTables, menuTargetTables } from './tables';

const noBucket = {
  s3_endpoint: '',
  s3_bucket: '',
  s3_region: '',
  s3_access_key_id: '',
  s3_secret_access_key: '',
};
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let other: Awaited<ReturnType<typeof signedInAdmin>>;
let owner: Awaited<ReturnType<typeof signedInOwner>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await signedInAdmin(t, 'demo', ['settings']);
  owner = await signedInOwner(t, 'demo');
  other = await signedInAdmin(t, 'outdoors', ['settings']);
  // An order, so the round trip carries orders, their items, totals and history.
  const headers = await guestWithCart(
    t,
    (await makeProduct(t, { name: 'Backup tent', priceMinor: 12_500 })).id,
    1,
  );
  const placed = await place(t, headers, await guestOrder(t));
  expect(placed.statusCode, placed.body).toBeLessThan(300);
  // A new shop starts on the trial (50 products): the demo catalogue is cut to fit before its backup.
  const demoId = await shopIdOf('demo');
  await t.database.db.execute(
    sql`DELETE FROM products WHERE shop_id = ${demoId} AND id IN (SELECT id FROM products WHERE shop_id = ${demoId} AND parent_id IS NULL ORDER BY id LIMIT 20)`,
  );
});
afterAll(() => t.close());

type Call = {
  method: 'GET' | 'POST' | 'PUT' | 'DELETE';
  url: string;
  payload?: object | Buffer;
  headers?: Record<string, string>;
};
const call = ({ method, url, payload, headers = admin.headers }: Call) =>
  t.app.inject({
    method,
    url: `/api/v1/admin/backups${url}`,
    headers: Buffer.isBuffer(payload) ? { ...headers, 'content-type': 'application/gzip' } : headers,
    ...(payload ? { payload } : {}),
  });

const shopIdOf = async (subdomain: string) =>
  (await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain)))[0]!.id;

/** Every backed-up table's rows of a shop, without the ids a new shop's copy is free to change. */
async function snapshot(shopId: number) {
  const out: Record<string, string[]> = {};
  for (const table of backupTables()) {
    const result = await t.database.db.execute(
      sql`SELECT row_to_json(t)::text AS j FROM ${sql.identifier(table.name)} t WHERE ${scopeOf(table, shopId)}`,
    );
    const idColumns = new Set([
      'shop_id',
      ...(table.serialId ? ['id'] : []),
      ...table.references.map((r) => r.column),
    ]);
    if (table.name === 'menu_items') idColumns.add('target_id');
    out[table.name] = (result.rows as { j: string }[])
      .map(({ j }) => {
        const row = JSON.parse(j) as Record<string, unknown>;
        for (const column of idColumns) row[column] = row[column] === null ? null : 'id';
        if (table.name === 'shop_settings' && /_(tax_class|geo_zone)_id$/.test(String(row.key)))
          row.value = 'id';
        return JSON.stringify(row);
      })
      .sort();
  }
  return out;
}

const makeBackup = async (headers = admin.headers) => {
  const made = await call({ method: 'POST', url: '', headers });
  expect(made.statusCode, made.body).toBe(201);
  return made.json().data as { name: string; size: number; kind: string };
};

describe('backups (setting/backup)', () => {
  let backup: { name: string };
  it('makes an archive of the shop, lists it and downloads it', async () => {
    expect((await call({ method: 'GET', url: '' })).json().data).toEqual({
      backups: [],
      schedule: { daily: false, keep_days: 7, ...noBucket, s3_secret_set: false },
    });
    backup = await makeBackup();
    expect(backup).toMatchObject({ kind: 'manual' });
    const listed = (await call({ method: 'GET', url: '' })).json().data.backups;
    expect(listed.map((b: { name: string }) => b.name)).toEqual([backup.name]);
    const download = await call({ method: 'GET', url: `/${backup.name}` });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/gzip');
    expect(download.rawPayload.length).toBe(listed[0].size);
    // The other shop sees neither the list nor the file.
    expect((await call({ method: 'GET', url: '', headers: other.headers })).json().data.backups).toEqual([]);
    expect((await call({ method: 'GET', url: `/${backup.name}`, headers: other.headers })).statusCode).toBe(
      404,
    );
  });

  it('restores into a new shop with every table’s rows equal, pictures and search included', async () => {
    const demoId = await shopIdOf('demo');
    const before = await snapshot(demoId);
    expect(before.products!.length).toBeGreaterThan(0);
    expect(before.orders!.length).toBeGreaterThan(0);
    const restored = await call({
      method: 'POST',
      url: `/${backup.name}/restore`,
      payload: { target: 'new', subdomain: 'demo-copy', name: 'Demo copy' },
      headers: owner.headers,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const copyId = await shopIdOf('demo-copy');
    expect(restored.json().data).toMatchObject({ shop_id: copyId, subdomain: 'demo-copy' });
    const after = await snapshot(copyId);
    for (const table of backupTables()) expect(after[table.name], table.name).toEqual(before[table.name]);
    // The original is untouched and the copy's rows are its own.
    expect(await snapshot(demoId)).toEqual(before);
    const [mixed] = (
      await t.database.db.execute(
        sql`SELECT count(*)::int AS n FROM product_translations pt JOIN products p ON p.id = pt.product_id WHERE pt.shop_id <> p.shop_id`,
      )
    ).rows as { n: number }[];
    expect(mixed!.n).toBe(0);
    const menuTargets = await t.database.db.execute(
      sql`SELECT kind, target_id FROM menu_items WHERE shop_id = ${copyId} AND target_id IS NOT NULL`,
    );
    for (const item of menuTargets.rows as { kind: string; target_id: number }[]) {
      const table = menuTargetTables[item.kind];
      if (!table) continue;
      const owner = await t.database.db.execute(
        sql`SELECT shop_id FROM ${sql.identifier(table)} WHERE id = ${item.target_id}`,
      );
      expect((owner.rows[0] as { shop_id: number } | undefined)?.shop_id).toBe(copyId);
    }
    const products = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/config',
      headers: hostOf('demo-copy'),
    });
    expect(products.statusCode).toBe(200);
    expect(readFileSync(path.join(picturesDirOf(copyId), pictureOf(demoId))).length).toBeGreaterThan(0);
    const searchRows = async (id: number) =>
      (
        (
          await t.database.db.execute(
            sql`SELECT count(*)::int AS n FROM search_products WHERE shop_id = ${id}`,
          )
        ).rows[0] as { n: number }
      ).n;
    expect(await searchRows(copyId)).toBe(await searchRows(demoId));
    // A subdomain in use is a clash, and nothing is made.
    const taken = await call({
      method: 'POST',
      url: `/${backup.name}/restore`,
      payload: { target: 'new', subdomain: 'outdoors', name: 'x' },
      headers: owner.headers,
    });
    expect(taken.statusCode).toBe(409);
  });

  it('restores over the same shop: later changes are undone, ids kept', async () => {
    const demoId = await shopIdOf('demo');
    const before = await snapshot(demoId);
    const [product] = await t.database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.shopId, demoId))
      .limit(1);
    await t.database.db
      .update(schema.productTranslations)
      .set({ name: 'Renamed' })
      .where(eq(schema.productTranslations.productId, product!.id));
    await t.database.db.delete(schema.orderTotals).where(eq(schema.orderTotals.shopId, demoId));
    const restored = await call({
      method: 'POST',
      url: `/${backup.name}/restore`,
      payload: { target: 'this' },
    });
    expect(restored.statusCode, restored.body).toBe(200);
    const after = await snapshot(demoId);
    for (const table of backupTables()) expect(after[table.name], table.name).toEqual(before[table.name]);
    const [again] = await t.database.db
      .select()
      .from(schema.products)
      .where(eq(schema.products.id, product!.id));
    expect(again?.shopId).toBe(demoId);
  });

  it('refuses corrupt, cut short, wrong-version and foreign archives with nothing changed', async () => {
    const demoId = await shopIdOf('demo');
    const before = await snapshot(demoId);
    const good = readFileSync(backupFileOf(ctxOf(demoId), backup.name));
    const bad: [Buffer, RegExp][] = [
      [Buffer.from('not a backup at all'), /damaged or cut short/],
      [good.subarray(0, Math.floor(good.length / 2)), /damaged or cut short/],
      [gzipSync(Buffer.from('hello')), /damaged or cut short|not an Emporia/],
      [await rewriteArchive(good, { manifest: (m) => ({ ...m, version: 99 }) }), /format version 99/],
      [
        await rewriteArchive(good, { lastTable: (text) => text.replace(/"shop_id":\d+/, '"shop_id":1234') }),
        /another shop|checksum/,
      ],
      [
        await rewriteArchive(good, { lastTable: (text) => `${text}${text.split('\n')[0]}\n` }),
        /checksum|two rows with one id/,
      ],
      [await rewriteArchive(good, { extraFile: '../../etc/passwd' }), /should not/],
    ];
    for (const [archive, message] of bad) {
      const uploaded = await call({ method: 'POST', url: '/upload', payload: archive });
      expect(uploaded.statusCode, uploaded.body).toBe(400);
      expect(uploaded.json().message).toMatch(message);
    }
    expect((await call({ method: 'GET', url: '' })).json().data.backups).toHaveLength(1);
    // Demo's archive uploaded to the other shop: kept, but not restorable over it.
    const foreign = await call({ method: 'POST', url: '/upload', payload: good, headers: other.headers });
    expect(foreign.statusCode, foreign.body).toBe(201);
    const refused = await call({
      method: 'POST',
      url: `/${foreign.json().data.name}/restore`,
      payload: { target: 'this' },
      headers: other.headers,
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe(
      'This backup is of another shop; restore it into a new shop instead.',
    );
    // A bad archive already kept (damaged on disk) is refused by the restore too.
    const file = backupFileOf(ctxOf(demoId), backup.name);
    writeFileSync(file, good.subarray(0, good.length - 200));
    const cut = await call({ method: 'POST', url: `/${backup.name}/restore`, payload: { target: 'this' } });
    expect(cut.statusCode).toBe(400);
    writeFileSync(file, good);
    expect(await snapshot(demoId)).toEqual(before);
  });

  it('keeps the daily schedule, deletes archives, and checks its input', async () => {
    // A self-hoster's bucket on their own network, which the operator allows.
    const restoreOutbound = allowOutbound('10.0.0.5:9000');
    const bucket = {
      s3_endpoint: 'http://10.0.0.5:9000',
      s3_bucket: 'shop-backups',
      s3_region: 'eu-west-1',
      s3_access_key_id: 'AKIAEXAMPLE',
      s3_secret_access_key: 'very-secret',
    };
    const saved = await call({
      method: 'PUT',
      url: '/schedule',
      payload: { daily: true, keep_days: 14, ...bucket },
    });
    expect(saved.json().data).toEqual({
      daily: true,
      keep_days: 14,
      ...bucket,
      s3_secret_access_key: '',
      s3_secret_set: true,
    });
    expect(saved.body).not.toContain('very-secret');
    restoreOutbound();
    const refused = await call({ method: 'PUT', url: '/schedule', payload: { daily: true, keep_days: 0 } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().fields?.keep_days).toBe('Keep backups for 1 to 365 days.');
    const noName = await call({
      method: 'PUT',
      url: '/schedule',
      payload: { daily: true, keep_days: 3, ...bucket, s3_bucket: '' },
    });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().fields?.s3_bucket).toBe('Enter the bucket’s name.');
    expect((await call({ method: 'GET', url: '' })).json().data.schedule).toMatchObject({
      daily: true,
      keep_days: 14,
      s3_secret_set: true,
    });
    // The other shop's schedule is its own.
    expect(
      (await call({ method: 'GET', url: '', headers: other.headers })).json().data.schedule,
    ).toMatchObject({ daily: false });
    expect((await call({ method: 'GET', url: '/not-a-backup' })).statusCode).toBe(400);
    expect(
      (
        await call({
          method: 'POST',
          url: `/${backup.name}/restore`,
          payload: { target: 'new', subdomain: 'Bad Name!', name: '' },
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (await call({ method: 'DELETE', url: `/${backup.name}`, headers: other.headers })).statusCode,
    ).toBe(404);
    expect((await call({ method: 'DELETE', url: `/${backup.name}` })).statusCode).toBe(204);
    expect((await call({ method: 'GET', url: `/${backup.name}` })).statusCode).toBe(404);
  });

  it('is for staff with the settings permission', async () => {
    expect((await call({ method: 'GET', url: '', headers: hostOf('demo') })).statusCode).toBe(401);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    for (const [method, url] of [
      ['GET', ''],
      ['POST', ''],
      ['PUT', '/schedule'],
    ] as const) {
      expect(
        (
          await call({
            method,
            url,
            headers: catalogOnly.headers,
            payload: { daily: false, keep_days: 3, ...noBucket },
          })
        ).statusCode,
      ).toBe(403);
    }
  });
});

function ctxOf(shopId: number) {
  return { shop: { id: shopId } } as Parameters<typeof backupFileOf>[0];
}

/** One picture file of the shop's storage, relative to its folder. */
function pictureOf(shopId: number): string {
  const dir = picturesDirOf(shopId);
  const folder = readdirSync(dir)[0]!;
  return path.join(folder, readdirSync(path.join(dir, folder))[0]!);
}
