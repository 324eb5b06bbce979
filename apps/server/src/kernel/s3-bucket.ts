import { createReadStream, statSync } from 'node:fs';
import type { IncomingMessage } from 'node:http';
import type { Readable } from 'node:stream';
import aws4 from 'aws4';
import { XMLParser } from 'fast-xml-parser';
import { outboundRequest } from './outbound/http';

/**
 * An S3-compatible bucket (AWS, MinIO, R2, …) addressed path-style ({endpoint}/{bucket}/{key}),
 * which every S3-compatible service answers. Shared by the backup copies and the file manager.
 */
export interface S3Target {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
  /**
   * The operator's bucket (FILES_S3_ENDPOINT): connected to as configured. Any other endpoint, such
   * as a shop's backup bucket, goes through the outbound guard (ADR 0104).
   */
  trusted?: boolean;
}

interface Sent {
  status: number;
  body: string;
}

/** What a request sends: nothing, a file streamed from disk, or bytes in memory. */
type Body = { file: string } | { bytes: Buffer } | undefined;

/**
 * One signed (AWS signature version 4) request, answered with the response stream; a body is
 * sent with its hash left unsigned, so a file streams without being read twice.
 */
function open(
  target: S3Target,
  method: string,
  key: string,
  query = '',
  body?: Body,
): Promise<IncomingMessage> {
  const url = new URL(target.endpoint);
  const base = url.pathname.replace(/\/$/, '');
  const path = `${base}/${encodeURIComponent(target.bucket)}${key ? `/${key.split('/').map(encodeURIComponent).join('/')}` : ''}${query}`;
  const headers: Record<string, string | number> = { 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' };
  if (body) headers['Content-Length'] = 'file' in body ? statSync(body.file).size : body.bytes.length;
  const signed = aws4.sign(
    { host: url.host, path, method, service: 's3', region: target.region, headers },
    { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
  );
  // S3 answers a wrong region or a moved bucket with a redirect signed for another host: not followed.
  return outboundRequest(url, {
    method,
    path,
    headers: signed.headers as Record<string, string>,
    body: body && ('file' in body ? () => createReadStream(body.file) : body.bytes),
    timeoutMs: 120_000,
    trusted: target.trusted === true,
  });
}

/** A request whose whole answer is read (short XML or nothing). */
async function send(target: S3Target, method: string, key: string, query = '', body?: Body): Promise<Sent> {
  const res = await open(target, method, key, query, body);
  const chunks: Buffer[] = [];
  for await (const chunk of res) chunks.push(chunk as Buffer);
  return { status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') };
}

function refuseFailure(what: string, sent: Sent) {
  if (sent.status >= 200 && sent.status < 300) return;
  const code = /<Code>([^<]*)<\/Code>/.exec(sent.body)?.[1] ?? `HTTP ${sent.status}`;
  throw new Error(`${what} failed: ${code}`);
}

/** Stores a file (streamed from disk) or bytes under `key`; `what` names the step in an error. */
export async function putObject(
  target: S3Target,
  key: string,
  body: { file: string } | { bytes: Buffer },
  what = 'Uploading to the bucket',
): Promise<void> {
  refuseFailure(what, await send(target, 'PUT', key, '', body));
}

/** The object's bytes as a stream, or undefined when the bucket has no such key. */
export async function getObject(target: S3Target, key: string): Promise<Readable | undefined> {
  const res = await open(target, 'GET', key);
  if (res.statusCode === 404) {
    res.resume();
    return undefined;
  }
  if ((res.statusCode ?? 0) >= 300) {
    const chunks: Buffer[] = [];
    for await (const chunk of res) chunks.push(chunk as Buffer);
    refuseFailure('Reading from the bucket', {
      status: res.statusCode ?? 0,
      body: Buffer.concat(chunks).toString(),
    });
  }
  return res;
}

/** Removes `key`; S3 answers the same whether or not it was there. */
export async function deleteObject(
  target: S3Target,
  key: string,
  what = 'Deleting from the bucket',
): Promise<void> {
  const sent = await send(target, 'DELETE', key);
  if (sent.status !== 404) refuseFailure(what, sent);
}

const parser = new XMLParser({ isArray: (name) => name === 'Contents' });

/** The keys under a prefix (ListObjectsV2, following continuation tokens). */
export async function listKeys(target: S3Target, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  let token = '';
  for (;;) {
    const query = `?list-type=2&prefix=${encodeURIComponent(prefix)}${token ? `&continuation-token=${encodeURIComponent(token)}` : ''}`;
    const sent = await send(target, 'GET', '', query);
    refuseFailure('Listing the bucket', sent);
    const result = parser.parse(sent.body).ListBucketResult ?? {};
    for (const item of (result.Contents ?? []) as { Key: string }[]) keys.push(String(item.Key));
    token =
      result.IsTruncated === true || result.IsTruncated === 'true'
        ? String(result.NextContinuationToken ?? '')
        : '';
    if (!token) return keys;
  }
}
