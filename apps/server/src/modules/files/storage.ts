import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { storageDirOf } from '@emporia/db/storage';
import { catalogSettings } from '../catalog/settings';

/**
 * Where the file manager keeps bytes. The data dir is the default; an S3-compatible bucket
 * would be a second implementation of this interface (ADR files-storage). Keys are the
 * server's own (`{16 hex}` and `{16 hex}-thumb.webp`), never a merchant's name, so no
 * implementation has to defend against path tricks.
 */
export interface FileStorage {
  put(shopId: number, key: string, bytes: Buffer): Promise<void>;
  /** The stored bytes as a stream, or undefined when there are none. */
  read(shopId: number, key: string): Promise<Readable | undefined>;
  remove(shopId: number, key: string): Promise<void>;
}

export const storageKeyPattern = /^[a-f0-9]{16}(-thumb\.webp)?$/;

function assertKey(key: string): void {
  if (!storageKeyPattern.test(key)) throw new Error(`not a file storage key: ${key}`);
}

/** DATA_DIR/storage/{shop id}/files/{key}: beside the shop's pictures, inside its own folder. */
export const dataDirStorage: FileStorage = {
  async put(shopId, key, bytes) {
    assertKey(key);
    const dir = path.join(storageDirOf(catalogSettings.storageRoot(), shopId), 'files');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, key), bytes);
  },
  async read(shopId, key) {
    assertKey(key);
    const file = path.join(storageDirOf(catalogSettings.storageRoot(), shopId), 'files', key);
    const found = await stat(file).catch(() => undefined);
    return found?.isFile() ? createReadStream(file) : undefined;
  },
  async remove(shopId, key) {
    assertKey(key);
    await rm(path.join(storageDirOf(catalogSettings.storageRoot(), shopId), 'files', key), { force: true });
  },
};

/** The storage in use; a bucket implementation would be chosen here from the configuration. */
export function fileStorage(): FileStorage {
  return dataDirStorage;
}
