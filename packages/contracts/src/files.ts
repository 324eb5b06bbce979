import { z } from 'zod';
import './messages';
import { idSchema, optionalIdSchema, textSchema } from './primitives';

/**
 * setting/file: the shop's file manager. Files sit in folders (the root has no id); each file
 * has a stable public address /files/{key}/{name} that outlives renames and moves, because the
 * server finds the file by its key alone.
 */

const nameMessage = 'A name may not contain / or \\, start with a dot, or be only dots.';
/** A file or folder name: one line, no path separators, no leading dot (no ../ tricks, no hidden files). */
export const fileNameSchema = textSchema({ max: 120, min: 1, label: 'The name' })
  .refine((name) => !/[/\\]/.test(name) && !name.startsWith('.'), nameMessage)
  .refine((name) => !/[<>:"|?*]/.test(name), 'The name contains characters that are not allowed.');

export const fileFolderSchema = z.object({
  id: z.int(),
  name: z.string(),
  parentId: z.int().nullable(),
  fileCount: z.int(),
});
export type FileFolder = z.infer<typeof fileFolderSchema>;

export const shopFileSchema = z.object({
  id: z.int(),
  name: z.string(),
  folderId: z.int().nullable(),
  contentType: z.string(),
  size: z.int(),
  width: z.int().nullable(),
  height: z.int().nullable(),
  /** The public address shoppers load it from (stable across renames and moves). */
  url: z.string(),
  /** A small WebP preview for pictures; null for other files. */
  thumbnailUrl: z.string().nullable(),
  createdAt: z.string(),
});
export type ShopFile = z.infer<typeof shopFileSchema>;

export const fileUsageTotalsSchema = z.object({
  files: z.int(),
  bytes: z.number(),
  quotaBytes: z.number(),
});
export type FileUsageTotals = z.infer<typeof fileUsageTotalsSchema>;

export const fileListQuerySchema = z.object({
  folder: optionalIdSchema,
  /** Only pictures (the "Choose from files" dialog of picture fields). */
  images: z.enum(['1', '0']).optional(),
});
export const fileListResponseSchema = z.object({
  data: z.object({
    folder: fileFolderSchema.nullable(),
    /** From the root down to the open folder. */
    path: z.array(z.object({ id: z.int(), name: z.string() })),
    folders: z.array(fileFolderSchema),
    /** Every folder of the shop by its full path ('Guides / Winter'), for "Move to". */
    allFolders: z.array(z.object({ id: z.int(), label: z.string() })),
    files: z.array(shopFileSchema),
    totals: fileUsageTotalsSchema,
  }),
});

export const fileUploadQuerySchema = z.object({
  name: fileNameSchema,
  folder: optionalIdSchema,
});
export const fileResponseSchema = z.object({ data: shopFileSchema });

export const fileChangeSchema = z
  .object({
    name: fileNameSchema.optional(),
    /** null moves it to the root. */
    folderId: idSchema.nullable().optional(),
  })
  .refine(
    (change) => change.name !== undefined || change.folderId !== undefined,
    'Give a new name or folder.',
  );
export type FileChange = z.input<typeof fileChangeSchema>;

export const folderCreateSchema = z.object({
  name: fileNameSchema,
  parentId: idSchema.nullable().optional(),
});
export type FolderCreate = z.input<typeof folderCreateSchema>;
export const folderChangeSchema = folderCreateSchema.partial();
export const folderResponseSchema = z.object({ data: fileFolderSchema });

/** Where a file is used: a record whose text holds its address. */
export const fileUseSchema = z.object({ kind: z.string(), id: z.int(), label: z.string() });
export type FileUse = z.infer<typeof fileUseSchema>;
export const fileUsesResponseSchema = z.object({ data: z.array(fileUseSchema) });
export const fileDeleteQuerySchema = z.object({
  /** 1 deletes a file even though pages still use it (the merchant saw the warning). */
  force: z.enum(['1', '0']).optional(),
});

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  const units = ['KB', 'MB', 'GB', 'TB'];
  let value = bytes / 1024;
  let unit = 0;
  while (value >= 1024 && unit < units.length - 1) {
    value /= 1024;
    unit += 1;
  }
  return `${value >= 100 || Number.isInteger(value) ? Math.round(value) : value.toFixed(1)} ${units[unit]}`;
}

/** '12 files, 3.4 MB of 500 MB' — the settings index line and the file manager's header. */
export function fileTotalsLine(totals: FileUsageTotals): string {
  const files = `${totals.files} ${totals.files === 1 ? 'file' : 'files'}`;
  return `${files}, ${formatBytes(totals.bytes)} of ${formatBytes(totals.quotaBytes)}`;
}
