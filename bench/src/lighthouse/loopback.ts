import { request } from 'node:http';
import type { LookupFunction } from 'node:net';

/** Names that a shop on this machine answers to: 127.0.0.1, localhost and {shop}.localhost. */
export function isLoopbackHost(hostname: string): boolean {
  return hostname === '127.0.0.1' || hostname === 'localhost' || hostname.endsWith('.localhost');
}

/**
 * Chrome resolves every loopback name to 127.0.0.1 and no other name at all, so nothing a page
 * or Lighthouse asks for can leave the machine (the bench runs without internet access).
 */
export const loopbackOnlyChromeFlag =
  '--host-resolver-rules=MAP localhost 127.0.0.1, MAP *.localhost 127.0.0.1, MAP * ~NOTFOUND, EXCLUDE 127.0.0.1';

// The system resolver knows no {shop}.localhost names, and fetch drops a Host header; node:http
// with this lookup connects to 127.0.0.1 while the Host header names the shop.
const toLoopback: LookupFunction = (_hostname, options, callback) => {
  if (options.all) callback(null, [{ address: '127.0.0.1', family: 4 }]);
  else callback(null, '127.0.0.1', 4);
};

/** A JSON answer from the shop on this machine; any status but 2xx is an error. */
export function loopbackJson<T>(url: string, init: { method?: string; body?: unknown } = {}): Promise<T> {
  const body = init.body === undefined ? undefined : JSON.stringify(init.body);
  return new Promise((resolve, reject) => {
    const req = request(
      url,
      {
        method: init.method ?? 'GET',
        lookup: toLoopback,
        headers: body
          ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) }
          : {},
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          const status = res.statusCode ?? 0;
          if (status < 200 || status >= 300) {
            reject(new Error(`${init.method ?? 'GET'} ${url} answered ${status}`));
            return;
          }
          try {
            resolve(JSON.parse(text) as T);
          } catch (error) {
            reject(error);
          }
        });
      },
    );
    req.setTimeout(30_000, () => req.destroy(new Error(`${url} gave no answer within 30 s`)));
    req.on('error', reject);
    req.end(body);
  });
}
