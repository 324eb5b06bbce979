// A local HTTP server standing in for a carrier's API in tests (loopback only).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  body: string;
  type?: string;
}

export interface FakeServer {
  url: string;
  requests: RecordedRequest[];
  /** Milliseconds every answer waits (to provoke timeouts). */
  delayMs: number;
  close(): Promise<void>;
}

export async function startFakeServer(handle: (request: RecordedRequest) => FakeReply): Promise<FakeServer> {
  const requests: RecordedRequest[] = [];
  const fake: FakeServer = { url: '', requests, delayMs: 0, close: async () => {} };
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://fake');
      const recorded: RecordedRequest = {
        method: req.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      requests.push(recorded);
      const reply = handle(recorded);
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json' });
        res.end(reply.body);
      };
      if (fake.delayMs > 0) setTimeout(send, fake.delayMs);
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  fake.close = () =>
    new Promise<void>((resolve) => {
      server.closeAllConnections();
      server.close(() => resolve());
    });
  return fake;
}

export const json = (status: number, body: unknown): FakeReply => ({ status, body: JSON.stringify(body) });
export const xml = (status: number, body: string, type = 'application/xml'): FakeReply => ({
  status,
  body,
  type,
});

export const basicCredentials = (header: string | undefined) => {
  if (!header?.startsWith('Basic ')) return undefined;
  const [user, ...rest] = Buffer.from(header.slice(6), 'base64').toString('utf8').split(':');
  return { user: user ?? '', password: rest.join(':') };
};
