import { createServer, type Server } from 'node:http';
import type { Import } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { shopIdOf } from '../../../test/checkout';
import { allowOutbound } from '../../../test/outbound';
import { currentPlanOf, usageOf } from '../plan-limits';

// Issue 35: the pictures an import fetches take the shop's file space and plan storage as uploads
// do: counted once stored, in the same transaction as the check, and freed with their product.
let t: TestApp;
let admin: Record<string, string>;
let pictures: Server;
let png: Buffer;
let base = '';
let restoreOutbound: () => void;
let shopId: number;

beforeAll(async () => {
  png = await sharp({ create: { width: 24, height: 24, channels: 3, background: '#3a6' } })
    .png()
    .toBuffer();
  pictures = createServer((_request, response) =>
    response.writeHead(200, { 'content-type': 'image/png' }).end(png),
  );
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pictures.address() as { port: number }).port}`;
  restoreOutbound = allowOutbound('127.0.0.1');
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['catalog', 'settings'])).headers;
  shopId = await shopIdOf(t, 'demo');
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

const storageUsed = async () => {
  const usage = await usageOf(t.database.db, shopId, await currentPlanOf(t.database.db, shopId));
  return usage.find((u) => u.limit === 'storage_bytes')!.used;
};

it('counts an imported picture in the shop’s storage, and frees it with its product', async () => {
  const before = await storageUsed();
  const csv = [
    'Handle,Title,Option1 Name,Option1 Value,Variant SKU,Variant Price,Variant Inventory Qty,Image Src,Status',
    `space-mug,Space Mug,Title,Default Title,SPACEMUG-1,12.00,3,${base}/mug.png,active`,
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
  expect(sent.statusCode, sent.body).toBe(202);
  const id = (sent.json() as { id: number }).id;
  let found: Import | undefined;
  for (let i = 0; i < 200; i++) {
    const answer = await t.app.inject({ url: `/api/v1/admin/imports/${id}`, headers: admin });
    found = (answer.json() as { data: Import }).data;
    if (found.state === 'done' && found.pictures_waiting === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  expect(found).toMatchObject({ state: 'done', made: 1, pictures_fetched: 1 });
  expect(await storageUsed()).toBe(before + png.length);

  const [product] = await t.database.db
    .select({ id: schema.products.id })
    .from(schema.products)
    .where(and(eq(schema.products.shopId, shopId), eq(schema.products.sku, 'SPACEMUG-1')));
  const deleted = await t.app.inject({
    method: 'DELETE',
    url: `/api/v1/admin/products/${product!.id}`,
    headers: admin,
  });
  expect(deleted.statusCode, deleted.body).toBeLessThan(300);
  expect(await storageUsed()).toBe(before);
});
