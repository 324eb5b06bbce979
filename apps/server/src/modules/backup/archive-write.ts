import { createHash } from 'node:crypto';
import { once } from 'node:events';
import {
  createReadStream,
  createWriteStream,
  existsSync,
  mkdtempSync,
  readdirSync,
  rmSync,
  statSync,
} from 'node:fs';
import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGzip } from 'node:zlib';
import type { Db } from '@emporia/db';
import { sql } from 'drizzle-orm';
import { pack as tarPack } from 'tar-stream';
import type { Shop } from '../../kernel/tenancy/shop';
import { backupFormat, backupFormatVersion, type Manifest, picturePrefix, tableFile } from './format';
import { type BackupTable, backupTables } from './tables';

const pageSize = 1000;

/** The WHERE clause that picks the shop's rows of a table. */
export function scopeOf(table: BackupTable, shopId: number) {
  if (table.scope.kind === 'shop') return sql`t.shop_id = ${shopId}`;
  return sql`t.${sql.identifier(table.scope.column)} IN (SELECT id FROM ${sql.identifier(table.scope.parent)} WHERE shop_id = ${shopId})`;
}

/** Writes one table's rows as JSON lines, a page at a time by primary key (never all in memory). */
async function spoolTable(db: Db, table: BackupTable, shopId: number, file: string) {
  const out = createWriteStream(file);
  const hash = createHash('sha256');
  let rows = 0;
  const keys = sql.join(
    table.key.map((k) => sql`t.${sql.identifier(k)}`),
    sql`, `,
  );
  let after: unknown[] | undefined;
  for (;;) {
    const page = after
      ? sql`AND (${keys}) > (${sql.join(
          after.map((v) => sql`${v}`),
          sql`, `,
        )})`
      : sql``;
    const result = await db.execute(
      sql`SELECT row_to_json(t)::text AS j, json_build_array(${keys})::text AS k FROM ${sql.identifier(table.name)} t
          WHERE ${scopeOf(table, shopId)} ${page} ORDER BY ${keys} LIMIT ${pageSize}`,
    );
    const batch = result.rows as { j: string; k: string }[];
    for (const row of batch) {
      const line = `${row.j}\n`;
      hash.update(line);
      if (!out.write(line)) await once(out, 'drain');
    }
    rows += batch.length;
    if (batch.length < pageSize) break;
    after = JSON.parse(batch[batch.length - 1]!.k) as unknown[];
  }
  out.end();
  await once(out, 'close');
  return { rows, sha256: hash.digest('hex') };
}

/** Every file under dir, as paths relative to it, in a stable order. */
function listFiles(dir: string, prefix = ''): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .sort((a, b) => a.name.localeCompare(b.name))
    .flatMap((e) =>
      e.isDirectory()
        ? listFiles(path.join(dir, e.name), `${prefix}${e.name}/`)
        : e.isFile() && !e.name.startsWith('.')
          ? [`${prefix}${e.name}`]
          : [],
    );
}

/** The pictures' checksum: each file's path, a NUL, then its bytes, in archive order. */
export function pictureHasher() {
  const hash = createHash('sha256');
  return {
    start(name: string) {
      hash.update(name);
      hash.update('\0');
    },
    update: (chunk: Buffer) => hash.update(chunk),
    digest: () => hash.digest('hex'),
  };
}

async function hashFile(file: string, update: (chunk: Buffer) => void) {
  for await (const chunk of createReadStream(file)) update(chunk as Buffer);
}

/**
 * Writes the shop's backup to `outFile`: a gzip'd tar with manifest.json first, then one
 * JSON-lines file per table read in ONE repeatable-read, read-only transaction (a consistent
 * snapshot), then the pictures. Tables are spooled to disk first, since a tar entry needs its size.
 */
export async function writeBackup(
  db: Db,
  shop: Shop,
  picturesDir: string,
  outFile: string,
): Promise<Manifest> {
  const spool = mkdtempSync(path.join(path.dirname(outFile), '.spool-'));
  try {
    const tables = await db.transaction(async (tx) => {
      await tx.execute(sql`SET TRANSACTION ISOLATION LEVEL REPEATABLE READ, READ ONLY`);
      const done: Manifest['tables'] = [];
      for (const table of backupTables()) {
        const spooled = await spoolTable(
          tx as unknown as Db,
          table,
          shop.id,
          path.join(spool, `${table.name}.jsonl`),
        );
        done.push({ name: table.name, file: tableFile(table.name), columns: table.columns, ...spooled });
      }
      return done;
    });
    const pictures = listFiles(picturesDir);
    const hasher = pictureHasher();
    let bytes = 0;
    for (const name of pictures) {
      hasher.start(name);
      await hashFile(path.join(picturesDir, name), (chunk) => {
        bytes += chunk.length;
        hasher.update(chunk);
      });
    }
    const manifest: Manifest = {
      format: backupFormat,
      version: backupFormatVersion,
      created_at: new Date().toISOString(),
      shop: {
        id: shop.id,
        subdomain: shop.subdomain,
        name: shop.name,
        default_language: shop.defaultLanguage,
        currency_code: shop.currencyCode,
      },
      tables,
      pictures: { files: pictures.length, bytes, sha256: hasher.digest() },
    };
    const tar = tarPack();
    const written = pipeline(tar, createGzip(), createWriteStream(outFile));
    const addFile = async (name: string, file: string) => {
      const entry = tar.entry({ name, size: statSync(file).size });
      await pipeline(createReadStream(file), entry);
    };
    tar.entry({ name: 'manifest.json' }, `${JSON.stringify(manifest, null, 2)}\n`);
    for (const table of tables) await addFile(table.file, path.join(spool, `${table.name}.jsonl`));
    for (const name of pictures) await addFile(`${picturePrefix}${name}`, path.join(picturesDir, name));
    tar.finalize();
    await written;
    return manifest;
  } catch (error) {
    rmSync(outFile, { force: true });
    throw error;
  } finally {
    rmSync(spool, { recursive: true, force: true });
  }
}
