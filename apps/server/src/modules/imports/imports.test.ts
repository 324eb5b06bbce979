import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import path from 'node:path';
import type { Import } from '@emporia/contracts/imports';
import { schema } from '@emporia/db';
import { and, eq, inArray } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { shopIdOf } from '../../../test/checkout';
import { allowOutbound } from '../../../test/outbound';

let t: TestApp;
let admin: Record<string, string>;
let pictures: Server;
let base = '';
let restoreOutbound: () => void;
let shopId: number;

beforeAll(async () => {
  const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
    .png()
    .toBuffer();
  pictures = createServer((request, response) => {
    if (request.url === '/missing.png') return response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(png);
  });
  await new Promise<void>((resolve) => pictures.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(pictures.address() as { port: number }).port}`;
  restoreOutbound = allowOutbound('127.0.0.1');
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
  shopId = await shopIdOf(t, 'demo');
});
afterAll(async () => {
  restoreOutbound();
  await t.close();
  await new Promise((resolve) => pictures.close(resolve));
});

const fixture = (name: string) =>
  readFileSync(path.join(__dirname, 'fixtures', name), 'utf8').replaceAll('{{BASE}}', base);

async function upload(
  source: string,
  kind: string,
  text: string | Buffer,
  dryRun = false,
  name = 'export.csv',
  fields: Record<string, string> = {},
) {
  const form = new FormData();
  form.set('source', source);
  form.set('kind', kind);
  if (dryRun) form.set('dry_run', 'true');
  for (const [field, value] of Object.entries(fields)) form.set(field, value);
  form.set('file', new Blob([text]), name);
  const request = new Request('http://x/', { method: 'POST', body: form });
  const body = Buffer.from(await request.arrayBuffer());
  const { authorization, cookie, ...rest } = admin as Record<string, string>;
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports',
    headers: {
      ...rest,
      ...(authorization ? { authorization } : {}),
      ...(cookie ? { cookie } : {}),
      'content-type': request.headers.get('content-type')!,
    },
    payload: body,
  });
}

async function finished(id: number, pictureWait = true): Promise<Import> {
  for (let i = 0; i < 300; i++) {
    const answer = await t.app.inject({ method: 'GET', url: `/api/v1/admin/imports/${id}`, headers: admin });
    expect(answer.statusCode).toBe(200);
    const data = (answer.json() as { data: Import }).data;
    if ((data.state === 'done' || data.state === 'failed') && (!pictureWait || data.pictures_waiting === 0))
      return data;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`import ${id} did not finish`);
}

async function productsBySku(skus: string[]) {
  return t.database.db
    .select()
    .from(schema.products)
    .where(and(eq(schema.products.shopId, shopId), inArray(schema.products.sku, skus)));
}

describe('a Shopify products export', () => {
  it('is previewed without writing, then imported with variants, stock, prices, categories and pictures', async () => {
    const preview = await upload('shopify', 'products', fixture('shopify-products.csv'), true);
    expect(preview.statusCode).toBe(202);
    const dry = await finished((preview.json() as { id: number }).id);
    expect(dry).toMatchObject({ state: 'done', dry_run: true, total: 2 });
    expect(dry.preview[0]).toMatchObject({ name: 'Trail Jacket', variants: 3, stock: 10, action: 'make' });
    expect(await productsBySku(['trail-jacket'])).toHaveLength(0);

    const run = await upload('shopify', 'products', fixture('shopify-products.csv'));
    const done = await finished((run.json() as { id: number }).id);
    expect(done).toMatchObject({ state: 'done', made: 2, updated: 0, processed: 2 });
    const [jacket] = await productsBySku(['trail-jacket']);
    expect(jacket).toMatchObject({ type: 'configurable', priceMinor: 15000, salePriceMinor: 12000 });
    const variants = await t.database.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.shopId, shopId), eq(schema.products.parentId, jacket!.id)));
    expect(variants.map((v) => [v.sku, v.quantity, v.priceMinor]).sort()).toEqual([
      ['TJ-L-BLU-C', 0, 12500],
      ['TJ-M-RED-W', 6, 15000],
      ['TJ-S-RED-W', 4, 15000],
    ]);
    const values = await t.database.db
      .select()
      .from(schema.productVariantValues)
      .where(eq(schema.productVariantValues.productId, variants[0]!.id));
    expect(values).toHaveLength(3);
    const [mug] = await productsBySku(['MUG-1']);
    expect(mug).toMatchObject({ type: 'simple', quantity: 25, priceMinor: 950 });
    const images = await t.database.db
      .select()
      .from(schema.productImages)
      .where(eq(schema.productImages.productId, jacket!.id));
    expect(images).toHaveLength(2);
    expect(done).toMatchObject({ pictures_fetched: 4, pictures_failed: 1 });
    // Shopify's Variant Image is the variant's own picture.
    const blue = variants.find((v) => v.sku === 'TJ-L-BLU-C')!;
    const bluePictures = await t.database.db
      .select()
      .from(schema.productImages)
      .where(eq(schema.productImages.productId, blue.id));
    expect(bluePictures).toHaveLength(1);
    expect(done.report.some((r) => r.reason.includes('missing.png'))).toBe(true);
    expect(done.redirects).toContainEqual({ from: '/products/trail-jacket', to: '/trail-jacket' });
    const old = await t.app.inject({ url: '/products/trail-jacket?variant=1', headers: hostOf('demo') });
    expect(old.statusCode).toBe(301);
    expect(old.headers.location).toBe('/trail-jacket?variant=1');
    const moved = await t.app.inject({ url: '/trail-jacket', headers: hostOf('demo') });
    expect(moved.statusCode).toBe(200);
    expect(moved.body).toContain('Trail Jacket');

    const page = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/products/${jacket!.id}`,
      headers: admin,
    });
    const product = page.json() as {
      data: { translations: { description: string }[]; category_ids: number[]; manufacturer_id: number };
    };
    expect(product.data.translations[0]!.description).not.toContain('<script');
    expect(product.data.category_ids).toHaveLength(1);
    expect(product.data.manufacturer_id).toBeTruthy();

    const again = await finished(
      ((await upload('shopify', 'products', fixture('shopify-products.csv'))).json() as { id: number }).id,
    );
    expect(again).toMatchObject({ made: 0, updated: 2 });
    expect(await productsBySku(['trail-jacket', 'TJ-S-RED-W', 'MUG-1'])).toHaveLength(3);
    const imagesAfter = await t.database.db
      .select()
      .from(schema.productImages)
      .where(eq(schema.productImages.productId, jacket!.id));
    expect(imagesAfter).toHaveLength(2);
  });

  it('reads the current header spellings', async () => {
    const done = await finished(
      (
        (await upload('shopify', 'products', fixture('shopify-products-current.csv'))).json() as {
          id: number;
        }
      ).id,
    );
    expect(done).toMatchObject({ made: 1, skipped: 0 });
    const [socks] = await productsBySku(['wool-socks']);
    expect(socks).toMatchObject({ type: 'configurable' });
    expect(await productsBySku(['SOCK-LXL'])).toMatchObject([{ quantity: 3, parentId: socks!.id }]);
  });

  it('leaves products the shop has alone when updating is off, and publishes when asked', async () => {
    const file = fixture('shopify-products-current.csv')
      .replace('TRUE,Active', 'FALSE,Draft')
      .replaceAll('wool-socks', 'knee-socks')
      .replace('SOCK-LXL', 'KNEE-LXL');
    const id = async (answer: Promise<{ json: () => unknown }>) =>
      ((await answer).json() as { id: number }).id;
    expect(await finished(await id(upload('shopify', 'products', file)))).toMatchObject({ made: 1 });
    expect(await productsBySku(['knee-socks'])).toMatchObject([{ status: 0 }]);

    const keep = { update_existing: 'false', publish: 'true' };
    const dry = await finished(await id(upload('shopify', 'products', file, true, 'p.csv', keep)));
    expect(dry).toMatchObject({ made: 0, updated: 0, skipped: 1, options: { update_existing: false } });
    const kept = await finished(await id(upload('shopify', 'products', file, false, 'p.csv', keep)));
    expect(kept).toMatchObject({ made: 0, updated: 0, skipped: 1 });
    expect(kept.report[0]!.reason).toMatch(/left as it is/);
    expect(await productsBySku(['knee-socks'])).toMatchObject([{ status: 0 }]);

    const other = file.replaceAll('knee-socks', 'knee-socks-2').replace('KNEE-LXL', 'KNEE2-LXL');
    await finished(await id(upload('shopify', 'products', other, false, 'p.csv', { publish: 'true' })));
    expect(await productsBySku(['knee-socks-2'])).toMatchObject([{ status: 1 }]);

    const list = await t.app.inject({ url: '/api/v1/admin/imports', headers: admin });
    expect(list.json()).toMatchObject({ max_upload_bytes: expect.any(Number) });
  });
});

describe('a WooCommerce products export', () => {
  it('makes variations variants of their parent and reports what it cannot import', async () => {
    const done = await finished(
      (
        (await upload('woocommerce', 'products', fixture('woocommerce-products.csv'))).json() as {
          id: number;
        }
      ).id,
    );
    expect(done).toMatchObject({ state: 'done', made: 2 });
    expect(done.report.map((r) => r.row).sort()).toEqual([5, 6]);
    const [hoodie] = await productsBySku(['HOOD']);
    expect(hoodie).toMatchObject({ type: 'configurable' });
    expect(await productsBySku(['HOOD-S-GREY'])).toMatchObject([
      { parentId: hoodie!.id, quantity: 7, priceMinor: 4000, salePriceMinor: 3500 },
    ]);
    expect(await productsBySku(['CAP'])).toMatchObject([
      { quantity: 30, priceMinor: 1500, weightGrams: 100 },
    ]);
    expect(done.redirects).toContainEqual({ from: '/product/zip-hoodie', to: '/zip-hoodie' });
    expect(done.redirects.some((r) => r.from === '/product-category/clothing/hoodies')).toBe(true);
    const again = await finished(
      (
        (await upload('woocommerce', 'products', fixture('woocommerce-products.csv'))).json() as {
          id: number;
        }
      ).id,
    );
    expect(again).toMatchObject({ made: 0, updated: 2 });
    const csv = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/imports/${again.id}/report.csv`,
      headers: admin,
    });
    expect(csv.statusCode).toBe(200);
    expect(csv.body).toContain('grouped product');
  });
});

describe('bad input', () => {
  it('is a report line, never a 5xx', async () => {
    const cases: [string, string | Buffer, RegExp][] = [
      ['shopify', fixture('woocommerce-products.csv'), /WooCommerce export/],
      ['woocommerce', fixture('shopify-products.csv'), /Shopify export/],
      ['shopify', 'Handle,Title,Variant Price\r\nx-1,"Broken,10\r\nx-2,Fine,5\r\n', /could not be read|x-1/i],
      [
        'shopify',
        '\uFEFFHandle;Title;Variant Price;Variant SKU\r\nsemi-1;Semi;5,50;SEMI-1\r\nsemi-2;Other;6;S2\r\nsemi-1;Semi again;7;S3\r\n',
        /used again/,
      ],
      ['shopify', 'Handle,Title,Variant Price\nghost,,5\n', /product row is missing/],
      ['shopify', 'Handle,Title,Variant Price\nchf-1,Franc,12.00 CHF\n', /CHF.*none of its variants/],
    ];
    for (const [source, text, reason] of cases) {
      const answer = await upload(source, 'products', text);
      expect(answer.statusCode, String(reason)).toBe(202);
      const done = await finished((answer.json() as { id: number }).id, false);
      expect(done.state).toBe('done');
      expect(done.report.map((r) => r.reason).join(' | ')).toMatch(reason);
    }
    const [semi] = await productsBySku(['SEMI-1']);
    expect(semi).toMatchObject({ priceMinor: 550 });
    // A product whose only row has a price in another currency is not made at a price of 0.
    expect(await productsBySku(['chf-1'])).toHaveLength(0);
    const wrong = await upload('magento', 'products', 'a,b\n1,2\n');
    expect(wrong.statusCode).toBe(422);
    const missing = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/imports/999999',
      headers: admin,
    });
    expect(missing.statusCode).toBe(404);
  });
});
