// A local stand-in for a payment provider's or carrier's API, for tests only:
// node:http on 127.0.0.1 (a free port unless told), started and closed by the test that uses it.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeReply {
  status: number;
  /** A string goes out as it is; anything else as JSON. */
  body: unknown;
  /** Content type; JSON unless said. */
  type?: string;
  headers?: Record<string, string>;
}

/** The carriers' fakes name the request so. */
export type RecordedRequest = FakeRequest;

export interface FakeServer {
  url: string;
  /** Every request received, in order. */
  requests: FakeRequest[];
  /** While true, requests are received and never answered (the timeout case). */
  hang: boolean;
  /** Milliseconds each request takes before it is handled (a slow provider; a crash test's window). */
  delayMs: number;
  close(): Promise<void>;
}

/** `port` 0 (the default) takes a free one; a browser test passes the port its server was told (PAYMENT_BASE_URL_*). */
export async function startFakeServer(
  handle: (request: FakeRequest) => FakeReply | Promise<FakeReply>,
  options: { port?: number } = {},
): Promise<FakeServer> {
  const stalled = new Set<ServerResponse>();
  const fake: FakeServer = {
    url: '',
    requests: [],
    hang: false,
    delayMs: 0,
    close: async () => {
      for (const res of stalled) res.destroy();
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
  const server = createServer(async (req, res) => {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const url = new URL(req.url ?? '/', 'http://fake');
    const request: FakeRequest = {
      method: req.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: req.headers,
      body: Buffer.concat(chunks).toString('utf8'),
    };
    fake.requests.push(request);
    if (fake.hang) {
      stalled.add(res);
      return;
    }
    if (fake.delayMs > 0) await new Promise((resolve) => setTimeout(resolve, fake.delayMs));
    let reply: FakeReply;
    try {
      reply = await handle(request);
    } catch (error) {
      reply = { status: 500, body: { message: error instanceof Error ? error.message : String(error) } };
    }
    if (res.destroyed) return;
    res.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json', ...reply.headers });
    res.end(typeof reply.body === 'string' ? reply.body : JSON.stringify(reply.body));
  });
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', () => resolve()));
  fake.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return fake;
}

/** Replays the first answer for a repeated idempotency key, as the providers document. */
export class IdempotencyCache {
  private answers = new Map<string, { fingerprint: string; reply: FakeReply }>();

  /** The earlier reply for this key, a conflict reply when the parameters differ, or undefined for a new key. */
  lookup(key: string | undefined, fingerprint: string, conflict: () => FakeReply): FakeReply | undefined {
    if (!key) return undefined;
    const earlier = this.answers.get(key);
    if (!earlier) return undefined;
    return earlier.fingerprint === fingerprint ? earlier.reply : conflict();
  }

  remember(key: string | undefined, fingerprint: string, reply: FakeReply): FakeReply {
    if (key) this.answers.set(key, { fingerprint, reply });
    return reply;
  }
}

let counter = 0;
/** A fake provider id such as pi_fake_3f2a1. */
export const fakeId = (prefix: string) =>
  `${prefix}${(++counter).toString(36)}${Math.random().toString(36).slice(2, 8)}`;

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
