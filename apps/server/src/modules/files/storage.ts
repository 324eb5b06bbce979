import { createReadStream } from 'node:fs';
import { mkdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { storageDirOf } from '@emporia/db/storage';
import { readConfig } from '../../config';
import { runtimeConfig, storageRoot } from '../../kernel/runtime-config';
import type { FileStorage } from './file-storage';
import { s3Storage } from './s3-storage';

export const storageKeyPattern = /^[a-f0-9]{16}(-thumb\.webp)?$/;

function assertKey(key: string): void {
  if (!storageKeyPattern.test(key)) throw new Error(`not a file storage key: ${key}`);
}

/** DATA_DIR/storage/{shop id}/files/{key}: beside the shop's pictures, inside its own folder. */
export const dataDirStorage: FileStorage = {
  async put(shopId, key, bytes) {
    assertKey(key);
    const dir = path.join(storageDirOf(storageRoot(), shopId), 'files');
    await mkdir(dir, { recursive: true });
    await writeFile(path.join(dir, key), bytes);
  },
  async read(shopId, key) {
    assertKey(key);
    const file = path.join(storageDirOf(storageRoot(), shopId), 'files', key);
    const found = await stat(file).catch(() => undefined);
    return found?.isFile() ? createReadStream(file) : undefined;
  },
  async remove(shopId, key) {
    assertKey(key);
    await rm(path.join(storageDirOf(storageRoot(), shopId), 'files', key), { force: true });
  },
};

let bucket: { settings: string; storage: FileStorage } | undefined;

/** The storage in use: the bucket when FILES_S3_BUCKET and its endpoint are set, else the data dir. */
export function fileStorage(): FileStorage {
  const config = runtimeConfig() ?? readConfig();
  if (!config.FILES_S3_BUCKET || !config.FILES_S3_ENDPOINT) return dataDirStorage;
  const settings = {
    endpoint: config.FILES_S3_ENDPOINT,
    bucket: config.FILES_S3_BUCKET,
    region: config.FILES_S3_REGION,
    accessKeyId: config.FILES_S3_ACCESS_KEY_ID ?? '',
    secretAccessKey: config.FILES_S3_SECRET_ACCESS_KEY ?? '',
    // The operator's own setting, not an address a shop typed (ADR 0104).
    trusted: true,
  };
  // One client per configuration (tests build several apps in one process).
  const signature = JSON.stringify(settings);
  if (bucket?.settings !== signature) bucket = { settings: signature, storage: s3Storage(settings) };
  return bucket.storage;
}
