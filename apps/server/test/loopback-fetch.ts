// A fetch for SDK tests: shops are told apart by host name (demo.localhost), which does not resolve
// to this machine everywhere, so each request goes to the test server on 127.0.0.1 keeping its
// Host header, as a browser or a DNS name would bring it there.
import { request as httpRequest } from 'node:http';

export function loopbackFetch(port: number, sent: Request[] = []): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    sent.push(request.clone());
    const url = new URL(request.url);
    const body = request.body ? Buffer.from(await request.arrayBuffer()) : undefined;
    const headers = { ...Object.fromEntries(request.headers), host: url.host };
    return new Promise<Response>((resolve, reject) => {
      const sending = httpRequest(
        { host: '127.0.0.1', port, method: request.method, path: `${url.pathname}${url.search}`, headers },
        (answer) => {
          const chunks: Buffer[] = [];
          answer.on('data', (chunk: Buffer) => chunks.push(chunk));
          answer.on('error', reject);
          answer.on('end', () => {
            const status = answer.statusCode ?? 0;
            const answerHeaders = new Headers();
            for (const [name, value] of Object.entries(answer.headers)) {
              for (const one of [value ?? []].flat()) answerHeaders.append(name, one);
            }
            const empty = status === 204 || status === 304 || request.method === 'HEAD';
            resolve(new Response(empty ? null : Buffer.concat(chunks), { status, headers: answerHeaders }));
          });
        },
      );
      sending.on('error', reject);
      sending.end(body);
    });
  };
}
