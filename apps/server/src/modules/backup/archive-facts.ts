import { type ArchiveLimits, readArchive } from './archive-read';
import { BadArchiveError, type Manifest } from './format';
import { backupTables } from './tables';

/** What the first, checking pass learns of an archive before a restore writes anything. */
export interface ArchiveFacts {
  manifest: Manifest;
  /** The ids of each table with a serial id, as the archive holds them (no two alike). */
  ids: Map<string, number[]>;
  /** What the shop holds once restored, counted as the plan's limits count (ADR 0066). */
  holds: { products: number; staff: number; languages: number; fileBytes: number };
  /** The staff's e-mail addresses, lower-cased. */
  staffEmails: Set<string>;
  /** The custom domains the archive's certificates are for: domains are not in backups. */
  certificateDomainIds: number[];
}

const staffTable = 'admin_users';

/**
 * First pass: the whole archive is read and checked before anything is written — format,
 * checksums and bounds (archive-read.ts), then no id twice in a table and every declared
 * reference pointing at a row of the archive itself (the database kept them whole when it was
 * written, so one pointing elsewhere is a forged archive reaching into another shop's rows).
 */
export async function readArchiveFacts(
  file: string,
  limits: ArchiveLimits,
  expectShopId?: number,
): Promise<ArchiveFacts> {
  const tables = new Map(backupTables().map((t) => [t.name, t]));
  const ids = new Map<string, Set<number>>();
  const pointedAt = new Map<string, { table: string; ids: Set<number> }>();
  const holds = { products: 0, staff: 0, languages: 0, fileBytes: 0 };
  const staffEmails = new Set<string>();
  const certificateDomainIds: number[] = [];
  const manifest = await readArchive(
    file,
    {
      manifest(m) {
        if (expectShopId !== undefined && m.shop.id !== expectShopId) {
          throw new BadArchiveError('This backup is of another shop; restore it into a new shop instead.');
        }
      },
      async rows(name, rows) {
        const table = tables.get(name)!;
        const own = new Set<number>();
        ids.set(name, own);
        const references = table.references.filter((r) => r.declared && tables.has(r.table));
        for await (const row of rows) {
          if (table.serialId) {
            if (typeof row.id !== 'number') throw new BadArchiveError(`A row of ${name} is not readable.`);
            if (own.has(row.id))
              throw new BadArchiveError(`The backup’s ${name} holds two rows with one id.`);
            own.add(row.id);
          }
          for (const ref of references) {
            const value = row[ref.column];
            if (value === null || value === undefined) continue;
            if (typeof value !== 'number') throw new BadArchiveError(`A row of ${name} is not readable.`);
            const at = `${name}.${ref.column}`;
            const seen = pointedAt.get(at) ?? { table: ref.table, ids: new Set<number>() };
            pointedAt.set(at, seen);
            seen.ids.add(value);
          }
          count(name, row);
        }
      },
    },
    limits,
  );

  function count(name: string, row: Record<string, unknown>) {
    if (name === 'products' && row.parent_id === null) holds.products += 1;
    if (name === staffTable) {
      holds.staff += 1;
      staffEmails.add(String(row.email).toLowerCase());
    }
    if (name === 'shop_languages') holds.languages += 1;
    if (name === 'shop_files' && typeof row.size === 'number') holds.fileBytes += row.size;
    if (name === 'domain_certificates' && typeof row.domain_id === 'number') {
      certificateDomainIds.push(row.domain_id);
    }
  }

  for (const [at, { table, ids: wanted }] of pointedAt) {
    const present = ids.get(table) ?? new Set<number>();
    for (const id of wanted) {
      if (!present.has(id)) {
        throw new BadArchiveError(
          `The backup’s ${at} refers to a row of ${table} that is not in the backup; it was changed after it was made.`,
        );
      }
    }
  }
  // A shop that never changed its languages has its default one, without a row.
  holds.languages = Math.max(1, holds.languages);
  return {
    manifest,
    ids: new Map([...ids].filter(([name]) => tables.get(name)?.serialId).map(([n, s]) => [n, [...s]])),
    holds,
    staffEmails,
    certificateDomainIds,
  };
}
