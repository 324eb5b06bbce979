import { Readable } from 'node:stream';
import type { ReadableStream as WebReadableStream } from 'node:stream/web';
import { AwsClient } from 'aws4fetch';
import type { FileStorage } from './storage';

export interface S3Settings {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

/**
 * The file manager's bytes in an S3-compatible bucket (AWS, MinIO, R2, …), signed with
 * Signature V4 by aws4fetch. Objects are `{shop id}/files/{key}`, addressed path-style
 * ({endpoint}/{bucket}/{object}), which every S3-compatible service answers.
 */
export function s3Storage(settings: S3Settings): FileStorage {
  const client = new AwsClient({
    accessKeyId: settings.accessKeyId,
    secretAccessKey: settings.secretAccessKey,
    region: settings.region,
    service: 's3',
  });
  const base = settings.endpoint.replace(/\/+$/, '');
  const urlOf = (shopId: number, key: string) =>
    `${base}/${encodeURIComponent(settings.bucket)}/${shopId}/files/${key}`;
  const failed = async (what: string, response: Response) =>
    new Error(`S3 ${what} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);

  return {
    async put(shopId, key, bytes) {
      const response = await client.fetch(urlOf(shopId, key), { method: 'PUT', body: bytes });
      if (!response.ok) throw await failed('PUT', response);
    },
    async read(shopId, key) {
      const response = await client.fetch(urlOf(shopId, key), { method: 'GET' });
      if (response.status === 404) return undefined;
      if (!response.ok || !response.body) throw await failed('GET', response);
      return Readable.fromWeb(response.body as WebReadableStream<Uint8Array>);
    },
    async remove(shopId, key) {
      const response = await client.fetch(urlOf(shopId, key), { method: 'DELETE' });
      // S3 answers 204 whether or not the object was there.
      if (!response.ok && response.status !== 404) throw await failed('DELETE', response);
    },
  };
}
