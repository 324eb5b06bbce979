// A local S3-compatible bucket for the backup tests: path-style PUT, GET ?list-type=2, DELETE,
// each request's AWS signature version 4 checked by signing it again with the known key.
import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import aws4 from 'aws4';

export const fakeS3Credentials = {
  accessKeyId: 'AKIAFAKEBACKUPS',
  secretAccessKey: 'fake-secret-key-for-tests',
};

function signatureOf(req: IncomingMessage, region: string): string {
  const headers: Record<string, string> = {};
  for (const name of ['x-amz-date', 'x-amz-content-sha256', 'content-length']) {
    const value = req.headers[name];
    if (typeof value === 'string') headers[name] = value;
  }
  const signed = aws4.sign(
    { host: req.headers.host, path: req.url, method: req.method, service: 's3', region, headers },
    fakeS3Credentials,
  );
  return String((signed.headers as Record<string, string>).Authorization);
}

export async function startFakeS3(bucket: string, region = 'us-east-1') {
  const objects = new Map<string, Buffer>();
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const [, name, ...rest] = url.pathname.split('/');
    const key = rest.map(decodeURIComponent).join('/');
    const fail = (status: number, code: string) => {
      res.writeHead(status, { 'content-type': 'application/xml' });
      res.end(`<?xml version="1.0" encoding="UTF-8"?><Error><Code>${code}</Code></Error>`);
    };
    if (req.headers.authorization !== signatureOf(req, region)) return fail(403, 'SignatureDoesNotMatch');
    if (name !== bucket) return fail(404, 'NoSuchBucket');
    if (req.method === 'PUT' && key) {
      objects.set(key, Buffer.concat(chunks));
      res.writeHead(200, { etag: '"fake"' });
      return res.end();
    }
    if (req.method === 'DELETE' && key) {
      objects.delete(key);
      res.writeHead(204);
      return res.end();
    }
    if (req.method === 'GET' && !key && url.searchParams.get('list-type') === '2') {
      const prefix = url.searchParams.get('prefix') ?? '';
      const listed = [...objects].filter(([k]) => k.startsWith(prefix));
      res.writeHead(200, { 'content-type': 'application/xml' });
      return res.end(
        `<?xml version="1.0" encoding="UTF-8"?><ListBucketResult><Name>${bucket}</Name><Prefix>${prefix}</Prefix><KeyCount>${listed.length}</KeyCount><IsTruncated>false</IsTruncated>${listed
          .map(([k, v]) => `<Contents><Key>${k}</Key><Size>${v.length}</Size></Contents>`)
          .join('')}</ListBucketResult>`,
      );
    }
    return fail(400, 'NotImplemented');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    objects,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
