import { createReadStream, statSync } from 'node:fs';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import aws4 from 'aws4';
import { XMLParser } from 'fast-xml-parser';

/** Where daily archives are copied: any S3-compatible bucket (AWS, MinIO, R2, …), path-style addresses. */
export interface S3Target {
  endpoint: string;
  bucket: string;
  region: string;
  accessKeyId: string;
  secretAccessKey: string;
}

interface Sent {
  status: number;
  body: string;
}

/** One signed (AWS signature version 4) request; a body file is streamed, its hash left unsigned. */
function send(target: S3Target, method: string, key: string, query = '', file?: string): Promise<Sent> {
  const url = new URL(target.endpoint);
  const base = url.pathname.replace(/\/$/, '');
  const path = `${base}/${encodeURIComponent(target.bucket)}${key ? `/${key.split('/').map(encodeURIComponent).join('/')}` : ''}${query}`;
  const headers: Record<string, string | number> = { 'X-Amz-Content-Sha256': 'UNSIGNED-PAYLOAD' };
  if (file) headers['Content-Length'] = statSync(file).size;
  const signed = aws4.sign(
    { host: url.host, path, method, service: 's3', region: target.region, headers },
    { accessKeyId: target.accessKeyId, secretAccessKey: target.secretAccessKey },
  );
  const request = url.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = request(
      {
        protocol: url.protocol,
        hostname: url.hostname,
        port: url.port,
        method,
        path,
        headers: signed.headers as Record<string, string>,
      },
      (res: IncomingMessage) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }),
        );
        res.on('error', reject);
      },
    );
    req.setTimeout(120_000, () => req.destroy(new Error('the bucket did not answer in time')));
    req.on('error', reject);
    if (file) createReadStream(file).on('error', reject).pipe(req);
    else req.end();
  });
}

function refuseFailure(what: string, sent: Sent) {
  if (sent.status >= 200 && sent.status < 300) return;
  const code = /<Code>([^<]*)<\/Code>/.exec(sent.body)?.[1] ?? `HTTP ${sent.status}`;
  throw new Error(`${what} failed: ${code}`);
}

export async function putObject(target: S3Target, key: string, file: string): Promise<void> {
  refuseFailure('Uploading the backup to the bucket', await send(target, 'PUT', key, '', file));
}

export async function deleteObject(target: S3Target, key: string): Promise<void> {
  refuseFailure('Deleting an old backup from the bucket', await send(target, 'DELETE', key));
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
