import { createServer, type Server } from 'node:http';
import type { Import } from '@emporia/contracts/imports';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { allowOutbound } from '../../../test/outbound';

// An import's pictures are held to the shop's file space as an upload in Settings → Files is: a
// shop without room gets its products and a report line per picture, never a stalled import.
let t: TestApp;
let admin: Record<string, string>;
let pictures: Server;
let base = '';
let restoreOutbound: () => void;

beforeAll(async () => {
  const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#36c' } })
    .png()
    .toBuffer();
  pictures = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pictures.address() as { port: number }).port}`;
  restoreOutbound = allowOutbound('127.0.0.1');
  t = await createTestApp({ FILES_QUOTA_MB: '0' });
  admin = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

it('makes the products and reports the pictures a full file space has no room for', async () => {
  const csv = [
    'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src,Status',
    `space-lamp,Space Lamp,Title,Default Title,SPACE-1,20.00,3,${base}/lamp.png,active`,
  ].join('\n');
  const form = new FormData();
  form.set('source', 'shopify');
  form.set('kind', 'products');
  form.set('file', new Blob([csv]), 'export.csv');
  const request = new Request('http://x/', { method: 'POST', body: form });
  const sent = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports',
    headers: { ...admin, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
  expect(sent.statusCode).toBe(202);
  const id = (sent.json() as { id: number }).id;
  let found: Import | undefined;
  for (let i = 0; i < 200; i++) {
    const answer = await t.app.inject({ url: `/api/v1/admin/imports/${id}`, headers: admin });
    found = (answer.json() as { data: Import }).data;
    if (found.state === 'done' && found.pictures_waiting === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found).toMatchObject({ state: 'done', made: 1, pictures_fetched: 0, pictures_failed: 1 });
  expect(found!.report.map((r) => r.reason).join(' ')).toMatch(/file space/);
});
