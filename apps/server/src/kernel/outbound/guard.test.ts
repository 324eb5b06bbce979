import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { allowOutbound, closedPort, type Listener, redirector, tcpListener } from '../../../test/outbound';
import { readConfig } from '../../config';
import { isAllowed, parseAllowList } from './allow-list';
import { CannotConnect, cannotConnect, checkedDestination } from './guard';
import { outboundRequest } from './http';

let listener: Listener;
let restore: (() => void) | undefined;
beforeAll(async () => {
  listener = await tcpListener();
});
afterEach(() => {
  restore?.();
  restore = undefined;
});
afterAll(() => listener.close());

/** The guard's verdict on a host: the address it would connect to, or the refusal's detail. */
const verdict = (host: string, port = listener.port) =>
  checkedDestination(host, port).then(
    (destination) => destination.address,
    (error: unknown) => {
      expect(error).toBeInstanceOf(CannotConnect);
      expect((error as CannotConnect).message).toBe(cannotConnect);
      return 'refused';
    },
  );

describe('the outbound guard', () => {
  it.each([
    '127.0.0.1',
    'localhost',
    '2130706433', // decimal
    '017700000001', // octal
    '0x7f000001', // hex
    '0x7f.1',
    '0177.0.0.1',
    '127.1',
    '127.000.000.001',
    '127.0.0.1.',
    'localhost.',
    '::1',
    '[::1]',
    '::ffff:127.0.0.1',
    '[::ffff:7f00:1]',
    '64:ff9b::7f00:1',
    '0',
    '0.0.0.0',
    '::',
    '169.254.169.254',
    '[fd00:ec2::254]',
    '100.100.100.200',
    '10.0.0.5',
    '192.168.0.1',
    '100.64.0.1',
    '224.0.0.1',
    '255.255.255.255',
    'no-such-host.invalid',
  ])('refuses %s, in whatever spelling, without connecting', async (host) => {
    expect(await verdict(host)).toBe('refused');
    expect(listener.connections).toBe(0);
  });

  it('connects to an allow-listed address: by address, range, name, and only on its port', async () => {
    restore = allowOutbound(`127.0.0.1:${listener.port}`);
    expect(await verdict('127.0.0.1')).toBe('127.0.0.1');
    expect(await verdict('2130706433')).toBe('127.0.0.1');
    expect(await verdict('127.0.0.1', listener.port + 1)).toBe('refused');
    restore();
    restore = allowOutbound('127.0.0.0/8');
    expect(await verdict('127.0.0.2', 25)).toBe('127.0.0.2');
    restore();
    restore = allowOutbound('LocalHost.');
    expect(await verdict('localhost', 2525)).toBe('127.0.0.1');
    expect(await verdict('127.0.0.1', 2525)).toBe('refused');
  });

  it('never opens a metadata address, allow-listed or not', async () => {
    restore = allowOutbound('169.254.0.0/16,100.64.0.0/10,fd00::/8');
    expect(await verdict('169.254.169.254', 80)).toBe('refused');
    expect(await verdict('100.100.100.200', 80)).toBe('refused');
    expect(await verdict('fd00:ec2::254', 80)).toBe('refused');
    expect(await verdict('169.254.1.1', 80)).toBe('169.254.1.1');
  });

  it('reads OUTBOUND_ALLOW as hosts, addresses and ranges with optional ports, refusing bad entries', () => {
    const entries = parseAllowList('10.0.0.5, mail.internal 127.0.0.1:2525,[::1]:2525,10.1.0.0/16,fd00::/8');
    expect(entries.map((e) => [e.text, e.host ?? null, e.port ?? null])).toEqual([
      ['10.0.0.5', null, null],
      ['mail.internal', 'mail.internal', null],
      ['127.0.0.1:2525', null, 2525],
      ['[::1]:2525', null, 2525],
      ['10.1.0.0/16', null, null],
      ['fd00::/8', null, null],
    ]);
    expect(isAllowed(entries, 'relay', '10.0.0.5', 25)).toBe(true);
    expect(isAllowed(entries, 'Mail.Internal.', '10.9.9.9', 25)).toBe(true);
    expect(isAllowed(entries, 'x', '127.0.0.1', 2525)).toBe(true);
    expect(isAllowed(entries, 'x', '::ffff:127.0.0.1', 2525)).toBe(true);
    expect(isAllowed(entries, 'x', '127.0.0.1', 25)).toBe(false);
    expect(isAllowed(entries, 'x', '::1', 2525)).toBe(true);
    expect(isAllowed(entries, 'x', '10.1.200.3', 443)).toBe(true);
    expect(isAllowed(entries, 'x', '10.2.0.1', 443)).toBe(false);
    expect(isAllowed(entries, 'x', 'fd12::1', 443)).toBe(true);
    for (const bad of [
      '127.1',
      '10.0.0.0/33',
      'host:0',
      'host:99999',
      'bad host!',
      '1.2.3.4/8/8',
      '[::1]:x',
    ]) {
      expect(() => parseAllowList(bad), bad).toThrow();
      expect(() => readConfig({ OUTBOUND_ALLOW: bad }), bad).toThrow(/OUTBOUND_ALLOW/);
    }
  });
});

describe('HTTP through the outbound guard', () => {
  let target: Server;
  let targetUrl: string;
  const received: string[] = [];
  beforeAll(async () => {
    target = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => {
        body += chunk.toString();
      });
      request.on('end', () => {
        received.push(`${request.method} ${request.url} ${body}`);
        response.writeHead(200).end('ok');
      });
    });
    await new Promise<void>((resolve) => target.listen(0, '127.0.0.1', resolve));
    targetUrl = `http://127.0.0.1:${(target.address() as AddressInfo).port}`;
  });
  afterAll(() => new Promise<void>((resolve) => target.close(() => resolve())));

  const post = (url: string, redirects = 3) =>
    outboundRequest(url, { method: 'POST', body: Buffer.from('hello'), timeoutMs: 2000, redirects });

  it('refuses a private address without connecting; an allow-listed one answers', async () => {
    await expect(post(`http://127.0.0.1:${listener.port}/`)).rejects.toThrow(cannotConnect);
    await expect(post(`http://localhost:${listener.port}/`)).rejects.toThrow(cannotConnect);
    await expect(post(`http://2130706433:${listener.port}/`)).rejects.toThrow(cannotConnect);
    await expect(post(`http://[::ffff:127.0.0.1]:${listener.port}/`)).rejects.toThrow(cannotConnect);
    expect(listener.connections).toBe(0);
    restore = allowOutbound(new URL(targetUrl).host);
    const answer = await post(`${targetUrl}/hook?x=1`);
    answer.resume();
    expect(answer.statusCode).toBe(200);
    expect(received.at(-1)).toBe('POST /hook?x=1 hello');
  });

  it('checks every redirect again: an allowed server cannot send the request to a refused one', async () => {
    const bounce = await redirector(`http://127.0.0.1:${listener.port}/inside`);
    try {
      restore = allowOutbound(`127.0.0.1:${bounce.port},${new URL(targetUrl).host}`);
      await expect(post(`http://127.0.0.1:${bounce.port}/`)).rejects.toThrow(cannotConnect);
      expect(bounce.connections).toBe(1);
      expect(listener.connections).toBe(0);
      // Not following is an answer too: the redirect comes back as it is.
      const kept = await post(`http://127.0.0.1:${bounce.port}/`, 0);
      kept.resume();
      expect(kept.statusCode).toBe(307);
    } finally {
      await bounce.close();
    }
    const allowedBounce = await redirector(`${targetUrl}/moved`);
    try {
      restore?.();
      restore = allowOutbound(`127.0.0.1:${allowedBounce.port},${new URL(targetUrl).host}`);
      const followed = await post(`http://127.0.0.1:${allowedBounce.port}/`);
      followed.resume();
      expect(followed.statusCode).toBe(200);
      expect(received.at(-1)).toBe('POST /moved hello');
    } finally {
      await allowedBounce.close();
    }
  });

  it('answers a refused port and a closed one alike', async () => {
    const closed = await closedPort();
    const refusals = await Promise.all(
      [listener.port, closed].map((port) =>
        post(`http://127.0.0.1:${port}/`).catch((error: CannotConnect) => [error.message, error.statusCode]),
      ),
    );
    expect(refusals[0]).toEqual([cannotConnect, 400]);
    expect(refusals[1]).toEqual(refusals[0]);
    restore = allowOutbound('127.0.0.1');
    const failure = await post(`http://127.0.0.1:${closed}/`).catch((error: CannotConnect) => error);
    expect(failure).toBeInstanceOf(CannotConnect);
    expect((failure as CannotConnect).message).toBe(cannotConnect);
    expect((failure as CannotConnect).detail).toMatch(/ECONNREFUSED/);
  });

  it('connects to the operator’s own addresses unchecked', async () => {
    const answer = await outboundRequest(`${targetUrl}/operator`, {
      method: 'GET',
      timeoutMs: 2000,
      trusted: true,
    });
    answer.resume();
    expect(answer.statusCode).toBe(200);
  });
});
