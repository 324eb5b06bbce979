// npm run bench:transfer -- [--url http://127.0.0.1:3000] [--host demo.localhost]
// Bytes on the wire for the home page and the scripts and stylesheets it loads first,
// asked once per Accept-Encoding (none, gzip, br). Prints one JSON line per encoding.
import { request } from 'node:http';
import { parseArgs } from 'node:util';

const { values } = parseArgs({
  options: {
    url: { type: 'string', default: process.env.BENCH_URL ?? 'http://127.0.0.1:3000' },
    host: { type: 'string', default: 'demo.localhost' },
  },
});
const base = new URL(values.url);

/** node:http never decodes, so the byte count is what crossed the wire. */
function get(path: string, encoding: string): Promise<{ bytes: number; body: Buffer; encoding: string }> {
  return new Promise((resolve, reject) => {
    const req = request(
      {
        host: base.hostname,
        port: base.port,
        path,
        headers: { host: values.host, ...(encoding ? { 'accept-encoding': encoding } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (c: Buffer) => chunks.push(c));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          resolve({ bytes: body.length, body, encoding: String(res.headers['content-encoding'] ?? '') });
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}

const page = (await get('/', '')).body.toString('utf8');
// What the first paint needs: the entry script, its preloaded chunks and the stylesheet.
const assets = [...page.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((m) => m[1]!);
for (const encoding of ['', 'gzip', 'br']) {
  const html = await get('/', encoding);
  const sizes = await Promise.all(assets.map((a) => get(a, encoding)));
  const js = sizes.filter((_, i) => assets[i]!.endsWith('.js')).reduce((s, r) => s + r.bytes, 0);
  const css = sizes.filter((_, i) => assets[i]!.endsWith('.css')).reduce((s, r) => s + r.bytes, 0);
  console.log(
    JSON.stringify({
      acceptEncoding: encoding || 'none',
      html: html.bytes,
      js,
      css,
      files: assets.length,
      sentEncodings: [...new Set(sizes.map((s) => s.encoding || 'identity'))],
    }),
  );
}
