import { schema } from '@emporia/db';
import { and, asc, count, eq, isNull, sql, sum } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { importedPictureBytes } from '../plan-limits';

const { fileFolders, shopFiles } = schema;
export type FileRow = typeof shopFiles.$inferSelect;
export type FolderRow = typeof fileFolders.$inferSelect;

const inFolder = (column: typeof shopFiles.folderId | typeof fileFolders.parentId, id: number | null) =>
  id === null ? isNull(column) : eq(column, id);

export async function folderById(ctx: RequestContext, id: number): Promise<FolderRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(fileFolders)
    .where(and(eq(fileFolders.shopId, ctx.shop.id), eq(fileFolders.id, id)));
  return row;
}

/** The folders inside `parentId` (null: the root) with how many files each holds directly. */
export async function foldersIn(ctx: RequestContext, parentId: number | null) {
  const files = ctx.db
    .select({ shopId: shopFiles.shopId, folderId: shopFiles.folderId, n: count().as('n') })
    .from(shopFiles)
    .where(eq(shopFiles.shopId, ctx.shop.id))
    .groupBy(shopFiles.shopId, shopFiles.folderId)
    .as('files');
  return ctx.db
    .select({
      id: fileFolders.id,
      name: fileFolders.name,
      parentId: fileFolders.parentId,
      fileCount: sql<number>`coalesce(${files.n}, 0)::int`,
    })
    .from(fileFolders)
    .leftJoin(files, and(eq(files.shopId, fileFolders.shopId), eq(files.folderId, fileFolders.id)))
    .where(and(eq(fileFolders.shopId, ctx.shop.id), inFolder(fileFolders.parentId, parentId)))
    .orderBy(asc(fileFolders.name));
}

export async function allFolders(ctx: RequestContext) {
  return ctx.db
    .select({ id: fileFolders.id, name: fileFolders.name, parentId: fileFolders.parentId })
    .from(fileFolders)
    .where(eq(fileFolders.shopId, ctx.shop.id));
}

export async function filesIn(ctx: RequestContext, folderId: number | null, picturesOnly: boolean) {
  return ctx.db
    .select()
    .from(shopFiles)
    .where(
      and(
        eq(shopFiles.shopId, ctx.shop.id),
        inFolder(shopFiles.folderId, folderId),
        picturesOnly ? sql`${shopFiles.width} is not null` : undefined,
      ),
    )
    .orderBy(asc(shopFiles.name));
}

export async function fileById(ctx: RequestContext, id: number): Promise<FileRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(shopFiles)
    .where(and(eq(shopFiles.shopId, ctx.shop.id), eq(shopFiles.id, id)));
  return row;
}

/** Public addresses name the key; any shop's key asked at another shop's host is not found. */
export async function fileByKey(ctx: RequestContext, key: string): Promise<FileRow | undefined> {
  const [row] = await ctx.db
    .select()
    .from(shopFiles)
    .where(and(eq(shopFiles.shopId, ctx.shop.id), eq(shopFiles.storageKey, key)));
  return row;
}

export async function nameTaken(
  ctx: RequestContext,
  table: 'files' | 'folders',
  parentId: number | null,
  name: string,
  exceptId?: number,
): Promise<boolean> {
  const t = table === 'files' ? shopFiles : fileFolders;
  const parent = table === 'files' ? shopFiles.folderId : fileFolders.parentId;
  const [row] = await ctx.db
    .select({ id: t.id })
    .from(t)
    .where(and(eq(t.shopId, ctx.shop.id), inFolder(parent, parentId), eq(t.name, name)));
  return Boolean(row && row.id !== exceptId);
}

export async function fileTotals(ctx: RequestContext): Promise<{ files: number; bytes: number }> {
  const [row] = await ctx.db
    .select({ files: count(), bytes: sum(shopFiles.size) })
    .from(shopFiles)
    .where(eq(shopFiles.shopId, ctx.shop.id));
  // Pictures imports fetched take file space as uploads do (not listed here: they are products').
  const imported = await importedPictureBytes(ctx.db, ctx.shop.id);
  return { files: Number(row?.files ?? 0), bytes: Number(row?.bytes ?? 0) + imported };
}
