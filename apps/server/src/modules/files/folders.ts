import type { FileFolder, FolderCreate } from '@emporia/contracts/files';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { badRequest, conflict, taken } from '../../kernel/errors';
import { allFolders, filesIn, foldersIn, nameTaken } from './queries';
import { ownFolder } from './service';

const { fileFolders } = schema;
const folderInUse = (name: string) => taken('name', `A folder named “${name}” is already there.`);

export async function createFolder(ctx: RequestContext, input: FolderCreate): Promise<FileFolder> {
  const name = input.name;
  const parentId =
    (
      await ownFolder(
        ctx,
        input.parentId === undefined || input.parentId === null ? null : Number(input.parentId),
      )
    )?.id ?? null;
  if (await nameTaken(ctx, 'folders', parentId, name)) throw folderInUse(name);
  try {
    const [row] = await ctx.db
      .insert(fileFolders)
      .values({ shopId: ctx.shop.id, parentId, name })
      .returning();
    return { id: row!.id, name: row!.name, parentId: row!.parentId, fileCount: 0 };
  } catch (error) {
    if (isUniqueViolation(error)) throw folderInUse(name);
    throw error;
  }
}

/** Rename or move a folder; it may not go inside itself or one of its own folders. */
export async function changeFolder(
  ctx: RequestContext,
  id: number,
  change: Partial<FolderCreate>,
): Promise<FileFolder> {
  return inTransaction(ctx, async (tx) => {
    const folder = (await ownFolder(tx, id))!;
    const parentId =
      change.parentId === undefined
        ? folder.parentId
        : ((await ownFolder(tx, change.parentId === null ? null : Number(change.parentId)))?.id ?? null);
    if (parentId !== null) {
      const parents = new Map((await allFolders(tx)).map((f) => [f.id, f.parentId]));
      for (let at: number | null = parentId; at !== null; at = parents.get(at) ?? null) {
        if (at === folder.id)
          throw badRequest('A folder cannot go inside itself.', { parentId: 'Choose another folder.' });
      }
    }
    const name = change.name ?? folder.name;
    if (await nameTaken(tx, 'folders', parentId, name, folder.id)) throw folderInUse(name);
    const [row] = await tx.db
      .update(fileFolders)
      .set({ name, parentId })
      .where(and(eq(fileFolders.shopId, tx.shop.id), eq(fileFolders.id, folder.id)))
      .returning();
    return {
      id: row!.id,
      name: row!.name,
      parentId: row!.parentId,
      fileCount: (await filesIn(tx, row!.id, false)).length,
    };
  });
}

/** Only an empty folder is deleted: files are deleted (with their warnings) one by one. */
export async function deleteFolder(ctx: RequestContext, id: number): Promise<void> {
  await inTransaction(ctx, async (tx) => {
    const folder = (await ownFolder(tx, id))!;
    if ((await filesIn(tx, folder.id, false)).length || (await foldersIn(tx, folder.id)).length) {
      throw conflict('The folder is not empty. Move or delete what is inside first.');
    }
    await tx.db
      .delete(fileFolders)
      .where(and(eq(fileFolders.shopId, tx.shop.id), eq(fileFolders.id, folder.id)));
  });
}
