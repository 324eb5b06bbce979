import { randomBytes } from 'node:crypto';
import { createWriteStream, existsSync, mkdirSync, renameSync, rmSync } from 'node:fs';
import path from 'node:path';
import { type Db, schema } from '@emporia/db';
import { reindexShop } from '@emporia/db/search-index';
import { sql } from 'drizzle-orm';
import { databaseErrorOf } from '../../kernel/database-errors';
import { conflict } from '../../kernel/errors';
import { startTrial } from '../subscription';
import type { ArchiveFacts } from './archive-facts';
import { type ArchiveLimits, readArchive } from './archive-read';
import { scopeOf } from './archive-write';
import { BadArchiveError, type Manifest } from './format';
import { type BackupTable, backupTables, excludedTables, menuTargetTables } from './tables';

const batchSize = 500;
type IdMaps = Map<string, Map<number, number>>;

export type RestoreTarget =
  | { kind: 'this'; shopId: number }
  /** `madeFrom`: the shop whose owner restores, whose plan counts the new shop (ADR 0102). */
  | { kind: 'new'; subdomain: string; name: string; madeFrom: number };

/** The caller's rules, run inside the restore's transaction. */
export interface RestoreRules {
  /** Before anything is written: may refuse (names, plan limits, references to the shop's rows). */
  beforeWrite(tx: Db): Promise<void>;
  /** After the rows, before the commit (a new shop handed to the owner who made it). */
  afterRows?(tx: Db, shopId: number): Promise<void>;
}

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

/** Over the same shop every id keeps its value: the same rewrite then only drops dangling ids. */
function keepIds(ids: Map<string, number[]>): IdMaps {
  return new Map([...ids].map(([table, list]) => [table, new Map(list.map((id) => [id, id]))]));
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

/** Tables whose rows hang off a table backups leave out (a certificate of a connected domain). */
const tiedToExcluded = new Set(
  backupTables()
    .filter((t) => t.references.some((r) => r.table in excludedTables))
    .map((t) => t.name),
);

/**
 * Restores a checked archive (readArchiveFacts) in ONE transaction: over the shop (its rows
 * deleted first, ids kept) or into a new shop (fresh ids from the sequences, every reference
 * rewritten); in both, an undeclared reference to a row the archive lacks is emptied. Pictures go
 * to a staging folder that replaces the shop's folder only after the commit, so a failure leaves
 * no trace (and one a killed process left is removed at the next start, sweepLeftovers).
 */
export async function restoreArchive(
  db: Db,
  file: string,
  facts: ArchiveFacts,
  limits: ArchiveLimits,
  storageRoot: string,
  target: RestoreTarget,
  rules: RestoreRules,
) {
  const { manifest } = facts;
  const staging = path.join(storageRoot, `.restore-${randomBytes(6).toString('hex')}`);
  mkdirSync(staging, { recursive: true });
  try {
    const result = await db
      .transaction(async (txHandle) => {
        const tx = txHandle as unknown as Db;
        await rules.beforeWrite(tx);
        const shopId = target.kind === 'this' ? target.shopId : await insertShop(tx, manifest, target);
        const maps = target.kind === 'new' ? await allocateIds(tx, facts.ids) : keepIds(facts.ids);
        if (target.kind === 'this') await deleteShopRows(tx, shopId);
        const tables = new Map(backupTables().map((t) => [t.name, t]));
        let restored = 0;
        let pictures = 0;
        await readArchive(
          file,
          {
            async rows(name, rows) {
              const table = tables.get(name)!;
              // A new shop has none of the old one's domains, so nothing for their certificates.
              const skip = target.kind === 'new' && tiedToExcluded.has(name);
              let batch: Record<string, unknown>[] = [];
              for await (const row of rows) {
                if (skip) continue;
                rewriteRow(table, row, shopId, maps);
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
          },
          limits,
        );
        await rules.afterRows?.(tx, shopId);
        await reindexShop(tx, shopId);
        await tx.execute(sql`INSERT INTO catalog_changes (shop_id) VALUES (${shopId})`);
        return { shopId, restored, pictures };
      })
      .catch(refuseUnfitRows);
    swapPictures(storageRoot, staging, result.shopId);
    return { ...result, manifest };
  } finally {
    rmSync(staging, { recursive: true, force: true });
  }
}

/** A row the database refuses (a value or key it cannot hold) is the archive's fault: a 400, not a 500. */
function refuseUnfitRows(error: unknown): never {
  const code = databaseErrorOf(error)?.code ?? '';
  if (/^2[23]/.test(code)) {
    throw new BadArchiveError(
      'The backup’s rows do not fit this platform’s database; it was changed after it was made.',
    );
  }
  throw error;
}

/** The new shop's row, on the trial like every new shop (ADR 0066), counted against `madeFrom`'s plan. */
async function insertShop(
  db: Db,
  manifest: Manifest,
  target: { subdomain: string; name: string; madeFrom: number },
) {
  const [row] = await db
    .insert(schema.shops)
    .values({
      subdomain: target.subdomain,
      name: target.name,
      defaultLanguage: manifest.shop.default_language,
      currencyCode: manifest.shop.currency_code,
      madeFromShopId: target.madeFrom,
    })
    .onConflictDoNothing()
    .returning({ id: schema.shops.id });
  if (!row) {
    const message = 'This subdomain is already taken. Please choose another.';
    throw conflict(message, { subdomain: message });
  }
  await startTrial(db, row.id);
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
