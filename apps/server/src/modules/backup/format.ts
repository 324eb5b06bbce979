import { z } from 'zod';

/** The archive format (docs/backup-format.md). Bump `version` on any change a reader must know of. */
export const backupFormat = 'emporia-backup';
export const backupFormatVersion = 1;

const sha256 = z.string().regex(/^[a-f0-9]{64}$/);
const tableName = z.string().regex(/^[a-z][a-z0-9_]{0,62}$/);

export const manifestSchema = z.object({
  format: z.literal(backupFormat),
  version: z.number(),
  created_at: z.string(),
  shop: z.object({
    id: z.int(),
    subdomain: z.string(),
    name: z.string(),
    default_language: z.string(),
    currency_code: z.string(),
  }),
  tables: z.array(
    z.object({
      name: tableName,
      file: z.string(),
      columns: z.array(z.string()),
      rows: z.int().min(0),
      sha256,
    }),
  ),
  pictures: z.object({ files: z.int().min(0), bytes: z.int().min(0), sha256 }),
});
export type Manifest = z.output<typeof manifestSchema>;

/** A picture's path inside the shop's storage folder: folders and file names, nothing that climbs out. */
export const picturePathPattern = /^(?:[a-z0-9][a-z0-9._-]{0,80}\/){0,3}[a-zA-Z0-9][a-zA-Z0-9._-]{0,120}$/;

export const tableFile = (name: string) => `tables/${name}.jsonl`;
export const picturePrefix = 'pictures/';

/** Why a restore was refused: the archive, not the server (a 400 with this message). */
export class BadArchiveError extends Error {}
