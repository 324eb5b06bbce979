import { randomBytes } from 'node:crypto';
import { errorCodes } from '@emporia/contracts/errors';
import type { FileChange, FileFolder, FileUsageTotals, ShopFile } from '@emporia/contracts/files';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { AppError, conflict, notFound, taken } from '../../kernel/errors';
import { loadSharp } from '../../kernel/lazy-modules';
import { assertWithinPlan, lockPlanLimits } from '../plan-limits';
import { acceptedContentType, pictureTypes } from './content-type';
import { fileLimits } from './limits';
import {
  allFolders,
  type FileRow,
  fileById,
  filesIn,
  fileTotals,
  folderById,
  foldersIn,
  nameTaken,
} from './queries';
import { fileStorage } from './storage';
import { usesOfFile } from './uses';

const { shopFiles } = schema;
const thumbKey = (key: string) => `${key}-thumb.webp`;

export function shopFileOf(row: FileRow): ShopFile {
  return {
    id: row.id,
    name: row.name,
    folderId: row.folderId,
    contentType: row.contentType,
    size: row.size,
    width: row.width,
    height: row.height,
    url: `/files/${row.storageKey}/${encodeURIComponent(row.name)}`,
    thumbnailUrl: row.width === null ? null : `/files/thumbs/${row.storageKey}.webp`,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function fileUsageTotals(ctx: RequestContext): Promise<FileUsageTotals> {
  return { ...(await fileTotals(ctx)), quotaBytes: fileLimits().quotaBytes };
}

/** A folder of this shop, or a 404 (another shop's id is not found, not forbidden). */
export async function ownFolder(ctx: RequestContext, id: number | null | undefined) {
  if (id === null || id === undefined) return null;
  const folder = await folderById(ctx, id);
  if (!folder) throw notFound('That folder does not exist.');
  return folder;
}

async function pathTo(ctx: RequestContext, folderId: number | null) {
  const path: { id: number; name: string }[] = [];
  for (let id = folderId; id !== null && path.length < 50; ) {
    const folder = await folderById(ctx, id);
    if (!folder) break;
    path.unshift({ id: folder.id, name: folder.name });
    id = folder.parentId;
  }
  return path;
}

export async function listFiles(ctx: RequestContext, folderId: number | undefined, picturesOnly: boolean) {
  const folder = await ownFolder(ctx, folderId);
  const id = folder?.id ?? null;
  const [folders, files, totals, path] = [
    await foldersIn(ctx, id),
    await filesIn(ctx, id, picturesOnly),
    await fileUsageTotals(ctx),
    await pathTo(ctx, id),
  ];
  const open: FileFolder | null = folder
    ? { id: folder.id, name: folder.name, parentId: folder.parentId, fileCount: files.length }
    : null;
  return {
    folder: open,
    path,
    folders,
    allFolders: folderLabels(await allFolders(ctx)),
    files: files.map(shopFileOf),
    totals,
  };
}

/** Each folder with its full path as a label, sorted by it. */
function folderLabels(folders: { id: number; name: string; parentId: number | null }[]) {
  const byId = new Map(folders.map((f) => [f.id, f]));
  const labelOf = (id: number): string => {
    const names: string[] = [];
    for (
      let at = byId.get(id);
      at && names.length < 50;
      at = at.parentId === null ? undefined : byId.get(at.parentId)
    ) {
      names.unshift(at.name);
    }
    return names.join(' / ');
  };
  return folders
    .map((f) => ({ id: f.id, label: labelOf(f.id) }))
    .sort((a, b) => a.label.localeCompare(b.label));
}

const nameInUse = (name: string) => taken('name', `A file named “${name}” is already in this folder.`);

/** Pictures get their size and a small WebP preview; a picture sharp cannot read is refused. */
async function pictureFacts(contentType: string, bytes: Buffer) {
  if (!pictureTypes.has(contentType)) return undefined;
  try {
    const image = (await loadSharp())(bytes, {
      limitInputPixels: 40_000_000,
      failOn: 'error',
      animated: false,
    });
    const meta = await image.metadata();
    const thumbnail = await image
      .rotate()
      .resize(240, 240, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      width: meta.autoOrient?.width ?? meta.width,
      height: meta.autoOrient?.height ?? meta.height,
      thumbnail,
    };
  } catch {
    const message = 'The picture cannot be read (damaged or too large).';
    throw new AppError(415, errorCodes.unsupportedMediaType, message, { file: message });
  }
}

export async function uploadFile(
  ctx: RequestContext,
  target: { name: string; folder?: number },
  bytes: Buffer,
): Promise<ShopFile> {
  const folder = await ownFolder(ctx, target.folder);
  const folderId = folder?.id ?? null;
  if (!bytes.length) throw new AppError(400, errorCodes.badRequest, 'The file is empty.', { file: 'Empty.' });
  if (await nameTaken(ctx, 'files', folderId, target.name)) throw nameInUse(target.name);
  const limits = fileLimits();
  if (bytes.length > limits.maxFileBytes) {
    const message = `A file may be at most ${Math.round(limits.maxFileBytes / 1024 / 1024)} MB.`;
    throw new AppError(413, errorCodes.payloadTooLarge, message, { file: message });
  }
  const contentType = await acceptedContentType(target.name, bytes);
  const picture = await pictureFacts(contentType, bytes);
  const key = randomBytes(8).toString('hex');
  const storage = fileStorage();
  // Stored first, outside the transaction: only the count and the insert hold the shop's storage
  // lock (and, on PGlite, the one connection); a refused upload removes what it stored.
  await storage.put(ctx.shop.id, key, bytes);
  if (picture) await storage.put(ctx.shop.id, thumbKey(key), picture.thumbnail);
  try {
    const row = await inTransaction(ctx, async (tx) => {
      // The platform's file space is counted under the same lock, on unlimited plans too.
      await refuseOverFileSpace(tx, bytes.length);
      const [inserted] = await tx.db
        .insert(shopFiles)
        .values({
          shopId: tx.shop.id,
          folderId,
          name: target.name,
          storageKey: key,
          contentType,
          size: bytes.length,
          width: picture?.width ?? null,
          height: picture?.height ?? null,
        })
        .returning();
      return inserted!;
    });
    return shopFileOf(row);
  } catch (error) {
    await storage.remove(ctx.shop.id, key);
    await storage.remove(ctx.shop.id, thumbKey(key));
    // A same-named file saved meanwhile.
    if (isUniqueViolation(error)) throw nameInUse(target.name);
    throw error;
  }
}

/**
 * What an upload of `adding` bytes is held to: the plan's file storage and the platform's file
 * space per shop, under the plan lock. Runs inside the writing transaction (uploads, importers).
 */
export async function refuseOverFileSpace(ctx: RequestContext, adding: number): Promise<void> {
  await lockPlanLimits(ctx, ['storage_bytes']);
  await assertWithinPlan(ctx, 'storage_bytes', adding);
  await refuseOverQuota(ctx, adding);
}

/** The platform's file space per shop (FILES_QUOTA_MB). */
async function refuseOverQuota(ctx: RequestContext, adding: number): Promise<void> {
  const totals = await fileTotals(ctx);
  if (totals.bytes + adding > fileLimits().quotaBytes) {
    const message = 'This upload would go over the shop’s file space. Delete files you no longer need first.';
    throw new AppError(413, 'FILE_QUOTA_EXCEEDED', message, { file: message });
  }
}

async function ownFile(ctx: RequestContext, id: number) {
  const file = await fileById(ctx, id);
  if (!file) throw notFound('That file does not exist.');
  return file;
}

/** Rename or move: the public address stays the same, so pages using the file keep working. */
export async function changeFile(ctx: RequestContext, id: number, change: FileChange): Promise<ShopFile> {
  return inTransaction(ctx, async (tx) => {
    const file = await ownFile(tx, id);
    const folderId =
      change.folderId === undefined
        ? file.folderId
        : ((await ownFolder(tx, change.folderId === null ? null : Number(change.folderId)))?.id ?? null);
    const name = change.name ?? file.name;
    const extension = (n: string) => /\.([a-z0-9]+)$/i.exec(n)?.[1]?.toLowerCase();
    if (extension(name) !== extension(file.name)) {
      throw new AppError(400, errorCodes.badRequest, 'Keep the file’s extension when renaming it.', {
        name: `Keep .${extension(file.name)} at the end.`,
      });
    }
    if (await nameTaken(tx, 'files', folderId, name, file.id)) throw nameInUse(name);
    const [row] = await tx.db
      .update(shopFiles)
      .set({ name, folderId })
      .where(and(eq(shopFiles.shopId, tx.shop.id), eq(shopFiles.id, file.id)))
      .returning();
    return shopFileOf(row!);
  });
}

export async function fileUses(ctx: RequestContext, id: number) {
  return usesOfFile(ctx, (await ownFile(ctx, id)).storageKey);
}

/** A file in use is only deleted when the merchant confirmed the warning (force). */
export async function deleteFile(ctx: RequestContext, id: number, force: boolean): Promise<void> {
  const file = await ownFile(ctx, id);
  if (!force) {
    const uses = await usesOfFile(ctx, file.storageKey);
    if (uses.length) {
      const names = uses.map((use) => `${use.kind} “${use.label}”`).join(', ');
      throw conflict(`This file is used by ${names}. Deleting it breaks those pages.`);
    }
  }
  await ctx.db.delete(shopFiles).where(and(eq(shopFiles.shopId, ctx.shop.id), eq(shopFiles.id, file.id)));
  await fileStorage().remove(ctx.shop.id, file.storageKey);
  await fileStorage().remove(ctx.shop.id, thumbKey(file.storageKey));
}
