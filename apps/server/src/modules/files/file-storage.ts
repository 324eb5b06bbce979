import type { Readable } from 'node:stream';

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
