import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A small S3 stand-in for tests: path-style PUT, GET and DELETE of objects
 * ({bucket}/{object key}), answering like S3 (200/204, 404 NoSuchKey XML, 403 without a
 * Signature V4 Authorization header). Keeps objects in memory.
 */
export async function startFakeS3(accessKeyId: string) {
  const objects = new Map<string, Buffer>();
  const requests: { method: string; path: string }[] = [];
  const server: Server = createServer((request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://s3').pathname.slice(1));
    requests.push({ method: request.method ?? '', path });
    const auth = request.headers.authorization ?? '';
    if (!auth.startsWith(`AWS4-HMAC-SHA256 Credential=${accessKeyId}/`) || !request.headers['x-amz-date']) {
      response
        .writeHead(403, { 'content-type': 'application/xml' })
        .end('<Error><Code>AccessDenied</Code></Error>');
      return;
    }
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      if (request.method === 'PUT') {
        objects.set(path, Buffer.concat(chunks));
        response.writeHead(200, { etag: '"fake"' }).end();
      } else if (request.method === 'GET') {
        const found = objects.get(path);
        if (!found) {
          response
            .writeHead(404, { 'content-type': 'application/xml' })
            .end('<Error><Code>NoSuchKey</Code></Error>');
        } else {
          response.writeHead(200, { 'content-length': found.length }).end(found);
        }
      } else if (request.method === 'DELETE') {
        objects.delete(path);
        response.writeHead(204).end();
      } else {
        response.writeHead(405).end();
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    objects,
    requests,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
