import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import type { Readable } from 'node:stream';
import { CannotConnect, checkedDestination, portOf } from './guard';

export interface OutboundRequest {
  method: string;
  headers?: Record<string, string | number>;
  /**
   * The request target when it must go byte for byte as signed (S3); else the URL's path and query.
   * Not carried over to a redirect's target.
   */
  path?: string;
  /** Bytes are sent again to a followed redirect; a stream is sent once (its redirect is answered as is). */
  body?: Buffer | (() => Readable);
  /** Idle time after which the attempt fails. */
  timeoutMs: number;
  /** How many redirects to follow, each to an address checked again (default none). */
  redirects?: number;
  /**
   * An address the operator set in the server's environment: it is trusted, connected to by name
   * and its errors kept as they are (ADR 0104 lists which addresses are whose).
   */
  trusted?: boolean;
}

const redirectStatuses = new Set([301, 302, 303, 307, 308]);

/**
 * An HTTP(S) request through the outbound guard: each hop's host is resolved and checked once and the
 * connection goes to that address (TLS verifying the name), so no redirect and no second DNS answer
 * leads it to a private address. Any failure before an answer is CannotConnect, its cause in `detail`.
 */
export async function outboundRequest(url: string | URL, options: OutboundRequest): Promise<IncomingMessage> {
  let target = new URL(url);
  for (let hop = 0; ; hop++) {
    const response = await requestOnce(target, options, hop === 0 ? options.path : undefined);
    const status = response.statusCode ?? 0;
    const location = response.headers.location;
    if (!redirectStatuses.has(status) || !location || hop >= (options.redirects ?? 0)) return response;
    // 307 and 308 repeat the request as it was; the others turn it into a GET, which only a GET survives.
    const repeats = status === 307 || status === 308;
    const safe = options.method === 'GET' || options.method === 'HEAD';
    if ((!repeats && !safe) || typeof options.body === 'function') return response;
    response.resume();
    target = new URL(location, target);
  }
}

async function requestOnce(target: URL, options: OutboundRequest, path?: string): Promise<IncomingMessage> {
  const failed = (error: Error) =>
    options.trusted ? error : new CannotConnect(`${target.host}: ${error.message}`);
  if (target.protocol !== 'http:' && target.protocol !== 'https:') {
    throw failed(new Error(`${target.protocol} is not HTTP`));
  }
  const port = portOf(target);
  const to = options.trusted
    ? { host: target.hostname.replace(/^\[(.*)\]$/, '$1') }
    : await checkedDestination(target.hostname, port).then(({ address, servername }) => ({
        host: address,
        ...(servername && target.protocol === 'https:' ? { servername } : {}),
      }));
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const req = send(
      {
        ...to,
        port,
        method: options.method,
        path: path ?? `${target.pathname}${target.search}`,
        headers: { ...options.headers, host: target.host },
      },
      resolve,
    );
    req.setTimeout(options.timeoutMs, () =>
      req.destroy(new Error(`no answer within ${options.timeoutMs} ms`)),
    );
    req.on('error', (error) => reject(failed(error)));
    const { body } = options;
    if (typeof body === 'function') {
      body()
        .on('error', (error) => req.destroy(error))
        .pipe(req);
    } else req.end(body);
  });
}
