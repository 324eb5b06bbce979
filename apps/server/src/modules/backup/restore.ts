import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Db, schema } from '@emporia/db';
import { reindexShop } from '@emporia/db/search-index';
import { sql } from 'drizzle-orm';
import { conflict } from '../../platform/errors';
import { readArchive } from './archive-read';
import { scopeOf } from './archive-write';
import { BadArchiveError, type Manifest } from './format';
import { type BackupTable, backupTables, menuTargetTables } from './tables';

const batchSize = 500;
type IdMaps = Map<string, Map<number, number>>;

export type RestoreTarget =
  | { kind: 'this'; shopId: number }
  | { kind: 'new'; subdomain: string; name: string };

/** Settings whose value is the id of one of the shop's rows (shipping modules' tax class and zone). */
const settingReferences: [RegExp, string][] = [
  [/_tax_class_id$/, 'tax_classes'],
  [/_geo_zone_id$/, 'geo_zones'],
];

/** Fresh ids from each table's own sequence, in the old ids' order (parents keep coming first). */
async function allocateIds(db: Db, oldIds: Map<string, number[]>): Promise<IdMaps> {
  const maps: IdMaps = new Map();
  for (const [table, ids] of oldIds) {
    const map = new Map<number, number>();
    maps.set(table, map);
    if (ids.length === 0) continue;
    const result = await db.execute(
      sql`SELECT nextval(pg_get_serial_sequence(${table}, 'id'))::int AS id FROM generate_series(1, ${ids.length}) ORDER BY 1`,
    );
    const fresh = (result.rows as { id: number }[]).map((r) => Number(r.id)).sort((a, b) => a - b);
    const sorted = [...ids].sort((a, b) => a - b);
    for (const [i, old] of sorted.entries()) map.set(old, fresh[i]!);
  }
  return maps;
}

function remap(maps: IdMaps, table: string, value: unknown): unknown {
  const map = maps.get(table);
  if (!map || typeof value !== 'number') return value;
  // A dangling id (its row was deleted without a foreign key to stop it) points nowhere in the copy.
  return map.get(value) ?? null;
}

/** Gives a row to its new shop: shop id, its own id and every id it holds of the shop's rows. */
function rewriteRow(table: BackupTable, row: Record<string, unknown>, shopId: number, maps: IdMaps) {
  if ('shop_id' in row) row.shop_id = shopId;
  if (table.serialId) row.id = remap(maps, table.name, row.id);
  for (const ref of table.references) row[ref.column] = remap(maps, ref.table, row[ref.column]);
  if (table.name === 'menu_items' && typeof row.kind === 'string' && menuTargetTables[row.kind]) {
    row.target_id = remap(maps, menuTargetTables[row.kind]!, row.target_id);
  }
  if (
    table.name === 'shop_settings' &&
    typeof row.key === 'string' &&
    /^[1-9][0-9]*$/.test(String(row.value))
  ) {
    const target = settingReferences.find(([pattern]) => pattern.test(String(row.key)))?.[1];
    if (target) row.value = String(remap(maps, target, Number(row.value)) ?? '');
  }
}

async function insertBatch(db: Db, table: string, rows: Record<string, unknown>[]) {
  if (rows.length === 0) return;
  // PostgreSQL turns each JSON value back into its column's type, the way row_to_json wrote it.
  await db.execute(
    sql`INSERT INTO ${sql.identifier(table)} SELECT * FROM json_populate_recordset(NULL::${sql.identifier(table)}, ${JSON.stringify(rows)}::json)`,
  );
}

/** First pass: the whole archive is read and checked before anything is written; collects old ids. */
export async function validateArchive(file: string, expectShopId?: number) {
  const oldIds = new Map<string, number[]>();
  const serial = new Set(
    backupTables()
      .filter((t) => t.serialId)
      .map((t) => t.name),
  );
  const manifest = await readArchive(file, {
    manifest(m) {
      if (expectShopId !== undefined && m.shop.id !== expectShopId) {
        throw new BadArchiveError('This backup is of another shop; restore it into a new shop instead.');
      }
    },
    async rows(table, rows) {
      const ids: number[] = [];
      for await (const row of rows) if (serial.has(table) && typeof row.id === 'number') ids.push(row.id);
      oldIds.set(table, ids);
    },
  });
  return { manifest, oldIds };
}

/**
 * Restores a checked archive in ONE transaction: over the shop (its rows deleted first, ids kept)
 * or into a new shop (fresh ids from the sequences, every reference rewritten). Pictures go to a
 * staging folder that replaces the shop's folder only after the commit, so a failure leaves no trace.
 */
export async function restoreArchive(db: Db, file: string, storageRoot: string, target: RestoreTarget) {
  const { manifest, oldIds } = await validateArchive(
    file,
    target.kind === 'this' ? target.shopId : undefined,
  );
  const staging = path.join(storageRoot, `.restore-${randomBytes(6).toString('hex')}`);
  mkdirSync(staging, { recursive: true });
  try {
    const result = await db.transaction(async (txHandle) => {
      const tx = txHandle as unknown as Db;
      const shopId = target.kind === 'this' ? target.shopId : await insertShop(tx, manifest, target);
      const maps: IdMaps = target.kind === 'new' ? await allocateIds(tx, oldIds) : new Map();
      if (target.kind === 'this') await deleteShopRows(tx, shopId);
      const tables = new Map(backupTables().map((t) => [t.name, t]));
      let restored = 0;
      let pictures = 0;
      await readArchive(file, {
        async rows(name, rows) {
          const table = tables.get(name)!;
          let batch: Record<string, unknown>[] = [];
          for await (const row of rows) {
            if (target.kind === 'new') rewriteRow(table, row, shopId, maps);
            batch.push(row);
            if (batch.length === batchSize) {
              await insertBatch(tx, name, batch);
              batch = [];
            }
            restored += 1;
          }
          await insertBatch(tx, name, batch);
        },
        picture(name) {
          const to = path.join(staging, name);
          mkdirSync(path.dirname(to), { recursive: true });
          pictures += 1;
          return createWriteStream(to);
        },
      });
      await reindexShop(tx, shopId);
      await tx.execute(sql`INSERT INTO catalog_changes (shop_id) VALUES (${shopId})`);
      return { shopId, restored, pictures };
    });
    swapPictures(storageRoot, staging, result.shopId);
    return { ...result, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

async function insertShop(db: Db, manifest: Manifest, target: { subdomain: string; name: string }) {
  const [row] = await db
    .insert(schema.shops)
    .values({
      subdomain: target.subdomain,
      name: target.name,
      defaultLanguage: manifest.shop.default_language,
      currencyCode: manifest.shop.currency_code,
    })
    .onConflictDoNothing()
    .returning({ id: schema.shops.id });
  if (!row) throw conflict('That subdomain is taken.');
  return row.id;
}

/** Children first: every backed-up row of the shop, and the search rows rebuilt afterwards. */
async function deleteShopRows(db: Db, shopId: number) {
  await db.execute(sql`DELETE FROM search_products WHERE shop_id = ${shopId}`);
  for (const table of [...backupTables()].reverse()) {
    await db.execute(sql`DELETE FROM ${sql.identifier(table.name)} t WHERE ${scopeOf(table, shopId)}`);
  }
}

/** The restored pictures take the place of the shop's folder (the old one removed after). */
function swapPictures(storageRoot: string, staging: string, shopId: number) {
  const live = path.join(storageRoot, String(shopId));
  const old = `${staging}-old`;
  if (existsSync(live)) renameSync(live, old);
  renameSync(staging, live);
  rmSync(old, { recursive: true, force: true });
}
