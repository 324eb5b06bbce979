import { deleteObject, getObject, putObject, type S3Target } from '../../kernel/s3-bucket';
import type { FileStorage } from './file-storage';

export type S3Settings = S3Target;

/** The file manager's bytes in an S3-compatible bucket, as objects `{shop id}/files/{key}`. */
export function s3Storage(settings: S3Settings): FileStorage {
  const objectOf = (shopId: number, key: string) => `${shopId}/files/${key}`;
  return {
    put: (shopId, key, bytes) => putObject(settings, objectOf(shopId, key), { bytes }, 'Storing the file'),
    read: (shopId, key) => getObject(settings, objectOf(shopId, key)),
    remove: (shopId, key) => deleteObject(settings, objectOf(shopId, key), 'Deleting the file'),
  };
}
