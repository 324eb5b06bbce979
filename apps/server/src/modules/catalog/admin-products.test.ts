import type { ProductDetails } from '@emporia/contracts/catalog';
import type {
  AdminOption,
  AdminProduct,
  AdminProductRow,
  AdminVariant,
  ProductInput,
} from '@emporia/contracts/catalog-admin';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { expectCatalogRefused, productIdByName } from '../../../test/catalog';

let t: TestApp;
let admin: Record<string, string>;
let options: AdminOption[];
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
  options = (
    (await t.app.inject({ method: 'GET', url: '/api/v1/admin/options', headers: admin })).json() as {
      data: AdminOption[];
    }
  ).data;
});
afterAll(() => t.close());

const valueId = (option: string, value: string) =>
  options.find((o) => o.names.en === option)!.values.find((v) => v.names.en === value)!.id;

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown, headers = admin) =>
  t.app.inject({ method, url, headers, ...(payload === undefined ? {} : { payload: payload as object }) });

const newProduct = (overrides: Partial<ProductInput> = {}): ProductInput => ({
  type: 'simple',
  sku: `T-${Math.random().toString(36).slice(2, 8)}`,
  price: 10,
  quantity: 3,
  translations: [{ locale: 'en', name: 'Test Product', description: '<p>Plain.</p>' }],
  ...overrides,
});

const picture = (color: string) =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: color } })
    .png()
    .toBuffer();

describe('creating a configurable product', () => {
  it('with two variants and an uploaded picture, it appears on the storefront', async () => {
    const created = await call(
      'POST',
      '/api/v1/admin/products',
      newProduct({
        type: 'configurable',
        sku: 'SUMMIT-FLEECE',
        price: 79.5,
        translations: [
          { locale: 'en', name: 'Summit Fleece', description: '<p>Warm <strong>fleece</strong>.</p>' },
        ],
      }),
    );
    expect(created.statusCode).toBe(201);
    const product = (created.json() as { data: AdminProduct }).data;
    expect(product.translations[0]!.slug).toBe('summit-fleece');

    for (const [size, quantity] of [
      ['S', 4],
      ['M', 0],
    ] as const) {
      const variant = await call('POST', `/api/v1/admin/products/${product.id}/children`, {
        sku: `SUMMIT-FLEECE-${size}`,
        price: 79.5,
        quantity,
        translations: [{ locale: 'en', name: `Summit Fleece - ${size}` }],
        option_value_ids: [valueId('Size', size)],
      });
      expect(variant.statusCode).toBe(201);
    }

    const raw = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/products/${product.id}/images`,
      headers: { ...admin, 'content-type': 'image/png' },
      payload: await picture('#3366aa'),
    });
    expect(raw.statusCode).toBe(201);
    const asJson = await call('POST', `/api/v1/admin/products/${product.id}/images`, {
      filename: 'side.png',
      data: `data:image/png;base64,${(await picture('#aa3333')).toString('base64')}`,
    });
    expect(asJson.statusCode).toBe(201);

    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/product/summit-fleece',
      headers: hostOf('demo'),
    });
    expect(page.statusCode).toBe(200);
    const shown = (page.json() as { data: ProductDetails }).data;
    expect(shown.type).toBe('configurable');
    expect(shown.children.map((c) => c.sku)).toEqual(['SUMMIT-FLEECE-S', 'SUMMIT-FLEECE-M']);
    expect(shown.quantity).toBe(4);
    expect(shown.price).toBe(79.5);
    expect(shown.options[0]!.values.map((v) => v.translations[0]!.name)).toEqual(['S', 'M']);
    expect(shown.images).toHaveLength(2);
    for (const url of [shown.images[0]!.src, shown.images[0]!.small, shown.images[0]!.thumbnail]) {
      const file = await t.app.inject({ method: 'GET', url, headers: hostOf('demo') });
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/webp');
    }
    const thumb = await t.app.inject({
      method: 'GET',
      url: shown.images[0]!.thumbnail,
      headers: hostOf('demo'),
    });
    expect(await sharp(thumb.rawPayload).metadata()).toMatchObject({ width: 120, height: 120 });
    // Pictures are the shop's own: the other shop's host does not serve them.
    const elsewhere = await t.app.inject({
      method: 'GET',
      url: shown.images[0]!.src,
      headers: hostOf('outdoors'),
    });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('refuses a repeated option combination, two values of one option and unreadable pictures', async () => {
    const id = await productIdByName(t, 'Summit Fleece');
    const base = { sku: 'SUMMIT-FLEECE-X', price: 80, translations: [{ locale: 'en', name: 'X' }] };
    await expectCatalogRefused(
      t,
      () =>
        call('POST', `/api/v1/admin/products/${id}/children`, {
          ...base,
          option_value_ids: [valueId('Size', 'S')],
        }),
      409,
    );
    await expectCatalogRefused(
      t,
      () =>
        call('POST', `/api/v1/admin/products/${id}/children`, {
          ...base,
          option_value_ids: [valueId('Size', 'L'), valueId('Size', 'XL')],
        }),
      422,
    );
    await expectCatalogRefused(
      t,
      () =>
        t.app.inject({
          method: 'POST',
          url: `/api/v1/admin/products/${id}/images`,
          headers: { ...admin, 'content-type': 'image/png' },
          payload: Buffer.from('not a picture'),
        }),
      422,
    );
    await expectCatalogRefused(
      t,
      () => call('POST', `/api/v1/admin/products/${id}/images`, { data: '!!!' }),
      400,
    );
    const simple = await productIdByName(t, 'Camp Sandal');
    await expectCatalogRefused(
      t,
      () =>
        call('POST', `/api/v1/admin/products/${simple}/children`, {
          ...base,
          option_value_ids: [valueId('Size', 'S')],
        }),
      422,
    );
  });
});

describe('saving products', () => {
  it('sanitises descriptions: no script survives', async () => {
    const created = await call(
      'POST',
      '/api/v1/admin/products',
      newProduct({
        translations: [
          {
            locale: 'en',
            name: 'Sanitised Thing',
            description:
              '<p onclick="steal()">Hi<script>alert(1)</script><a href="javascript:alert(2)">x</a><img src=x onerror=alert(3)></p>',
          },
        ],
      }),
    );
    const description = (created.json() as { data: AdminProduct }).data.translations[0]!.description;
    expect(description).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(description).toContain('<p>Hi');
  });

  it('numbers a generated slug that is taken, and refuses a chosen one that is taken or reserved', async () => {
    const again = await call(
      'POST',
      '/api/v1/admin/products',
      newProduct({ translations: [{ locale: 'en', name: 'Camp Sandal' }] }),
    );
    expect((again.json() as { data: AdminProduct }).data.translations[0]!.slug).toBe('camp-sandal-2');
    for (const slug of ['camp-sandal', 'cart', 'admin']) {
      const body = await expectCatalogRefused(
        t,
        () =>
          call(
            'POST',
            '/api/v1/admin/products',
            newProduct({ translations: [{ locale: 'en', name: 'X', slug }] }),
          ),
        422,
      );
      expect(body.fields?.['translations.0.slug']).toBeDefined();
    }
  });

  it('refuses bad input with a 4xx and writes nothing', async () => {
    const cases: [Partial<ProductInput>, number][] = [
      [{ price: -1 }, 400],
      [{ price: 10.005 }, 400],
      [{ sale_price: 12 }, 400],
      [{ translations: [] }, 400],
      [{ sale_starts_at: '2030-01-02', sale_ends_at: '2030-01-01', sale_price: 5 }, 400],
      [{ category_ids: [999_999] }, 422],
      [{ manufacturer_id: 999_999 }, 422],
      [{ sku: 'EG-1001' }, 409],
    ];
    for (const [overrides, status] of cases) {
      await expectCatalogRefused(
        t,
        () => call('POST', '/api/v1/admin/products', newProduct(overrides)),
        status,
      );
    }
  });

  it('keeps a sale window and tiers, which the storefront then prices', async () => {
    const created = await call(
      'POST',
      '/api/v1/admin/products',
      newProduct({
        price: 50,
        sale_price: 40,
        sale_starts_at: new Date(Date.now() - 3600_000).toISOString(),
        sale_ends_at: new Date(Date.now() + 3600_000).toISOString(),
        quantity_discount_status: 1,
        tiers: [{ min_quantity: 5, price: 35 }],
        translations: [{ locale: 'en', name: 'Windowed Sale Pack' }],
      }),
    );
    expect(created.statusCode).toBe(201);
    const shown = (
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/v1/storefront/product/windowed-sale-pack',
          headers: hostOf('demo'),
        })
      ).json() as {
        data: ProductDetails;
      }
    ).data;
    expect(shown.prices).toEqual({ base: 50, sale: 40, discount: 10 });
    expect(shown.tiers).toEqual([{ min_quantity: 5, price: 35 }]);
  });
});

describe('cached storefront reads', () => {
  it('show a sale from the moment it starts, though nothing was written then', async () => {
    const startsAt = Date.now() + 1500;
    await call(
      'POST',
      '/api/v1/admin/products',
      newProduct({
        price: 20,
        sale_price: 15,
        sale_starts_at: new Date(startsAt).toISOString(),
        translations: [{ locale: 'en', name: 'Flash Sale Mug' }],
      }),
    );
    const read = async () =>
      (
        (
          await t.app.inject({
            method: 'GET',
            url: '/api/v1/storefront/product/flash-sale-mug',
            headers: hostOf('demo'),
          })
        ).json() as {
          data: ProductDetails;
        }
      ).data.price;
    expect(await read()).toBe(20);
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, startsAt - Date.now()) + 100));
    expect(await read()).toBe(15);
  });
});

describe('the product table', () => {
  it('searches, filters, sorts and pages', async () => {
    const list = async (query: string) =>
      (await call('GET', `/api/v1/admin/products?${query}`)).json() as {
        data: AdminProductRow[];
        meta: { total: number };
      };
    const search = await list('search=headlamp');
    expect(search.data.map((r) => r.name).sort()).toEqual([
      'Rechargeable Headlamp Pro',
      'Ridgeline Headlamp',
    ]);
    const configurable = await list('type=configurable&per_page=100');
    expect(configurable.data.every((r) => r.type === 'configurable' && r.children > 0)).toBe(true);
    const soldOut = await list('stock=out&per_page=100');
    expect(soldOut.data.map((r) => r.name)).toContain('Gaiter Pair');
    expect(soldOut.data.every((r) => r.quantity <= 0)).toBe(true);
    const cheapest = await list('sort=price&order=asc&per_page=3');
    expect(cheapest.data.map((r) => r.price)).toEqual(
      [...cheapest.data.map((r) => r.price)].sort((a, b) => a - b),
    );
    const page2 = await list('per_page=10&page=2');
    expect(page2.data).toHaveLength(10);
    expect(page2.meta.total).toBeGreaterThan(60);
    expect((await call('GET', '/api/v1/admin/products?sort=nonsense')).statusCode).toBe(400);
  });

  it('switches many products off at once; the storefront stops showing them', async () => {
    const ids = [await productIdByName(t, 'Chalk Bag'), await productIdByName(t, 'Belay Device')];
    const response = await call('POST', '/api/v1/admin/products/status', { ids, status: 0 });
    expect(response.json()).toEqual({ message: '2 products updated.' });
    const page = await t.app.inject({
      method: 'GET',
      url: '/api/v1/storefront/product/chalk-bag',
      headers: hostOf('demo'),
    });
    expect(page.statusCode).toBe(404);
  });

  it('refuses a bulk action naming a product that is not there, changing none', async () => {
    const kept = await productIdByName(t, 'Camp Sandal');
    const refused = await call('POST', '/api/v1/admin/products/status', { ids: [kept, 987_654], status: 0 });
    expect(refused.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/admin/products/${kept}`)).json().data.status).toBe(1);
    expect((await call('POST', '/api/v1/admin/products/status', { ids: [], status: 0 })).statusCode).toBe(
      400,
    );
  });

  it('puts many products in a category, takes them out, and deletes many, all or none', async () => {
    const a = (await call('POST', '/api/v1/admin/products', newProduct())).json().data.id as number;
    const b = (await call('POST', '/api/v1/admin/products', newProduct())).json().data.id as number;
    const categories = (await call('GET', '/api/v1/admin/categories')).json().data as { id: number }[];
    const [first, second] = categories;
    const categoryIdsOf = async (id: number) =>
      (await call('GET', `/api/v1/admin/products/${id}`)).json().data.category_ids as number[];
    const moved = await call('POST', '/api/v1/admin/products/category', {
      ids: [a, b],
      category_id: first!.id,
    });
    expect(moved.json()).toEqual({ message: '2 products updated.' });
    expect(await categoryIdsOf(a)).toEqual([first!.id]);
    await call('POST', '/api/v1/admin/products/category', { ids: [a], category_id: second!.id, mode: 'add' });
    expect((await categoryIdsOf(a)).sort()).toEqual([first!.id, second!.id].sort());
    await call('POST', '/api/v1/admin/products/category', {
      ids: [a, b],
      category_id: first!.id,
      mode: 'remove',
    });
    expect(await categoryIdsOf(a)).toEqual([second!.id]);
    expect(await categoryIdsOf(b)).toEqual([]);
    const unknown = await call('POST', '/api/v1/admin/products/category', { ids: [a], category_id: 987_654 });
    expect(unknown.statusCode).toBe(422);

    expect((await call('POST', '/api/v1/admin/products/delete', { ids: [a, 987_654] })).statusCode).toBe(404);
    expect((await call('GET', `/api/v1/admin/products/${a}`)).statusCode).toBe(200);
    const deleted = await call('POST', '/api/v1/admin/products/delete', { ids: [a, b] });
    expect(deleted.json()).toEqual({ message: '2 products deleted.' });
    expect((await call('GET', `/api/v1/admin/products/${b}`)).statusCode).toBe(404);
    const orders = await signedInAdmin(t, 'demo', ['orders']);
    expect(
      (await call('POST', '/api/v1/admin/products/delete', { ids: [1] }, orders.headers)).statusCode,
    ).toBe(403);
  });

  it('needs an admin with the catalog permission, of this shop', async () => {
    expect((await call('GET', '/api/v1/admin/products', undefined, hostOf('demo'))).statusCode).toBe(401);
    const orders = await signedInAdmin(t, 'demo', ['orders']);
    expect((await call('GET', '/api/v1/admin/products', undefined, orders.headers)).statusCode).toBe(403);
    const outdoors = await signedInAdmin(t, 'outdoors', ['catalog']);
    const demoId = await productIdByName(t, 'Camp Sandal');
    expect(
      (await call('GET', `/api/v1/admin/products/${demoId}`, undefined, outdoors.headers)).statusCode,
    ).toBe(404);
    await expectCatalogRefused(
      t,
      () => call('PUT', `/api/v1/admin/products/${demoId}`, newProduct(), outdoors.headers),
      404,
    );
    // A demo token is worthless at the outdoors host.
    expect(
      (await call('GET', '/api/v1/admin/products', undefined, { ...admin, host: 'outdoors.localhost' }))
        .statusCode,
    ).toBe(401);
  });

  it('lists the variants of a configurable product', async () => {
    const jacket = await productIdByName(t, 'Trailblazer Rain Jacket');
    const response = await call('GET', `/api/v1/admin/products/${jacket}/children`);
    const body = response.json() as { data: { parent: AdminProductRow; variants: AdminVariant[] } };
    expect(body.data.parent.name).toBe('Trailblazer Rain Jacket');
    expect(body.data.variants).toHaveLength(6);
    expect(body.data.variants.every((v) => v.option_value_ids.length === 2)).toBe(true);
  });
});

describe('a product’s tax class', () => {
  it('is chosen from the shop’s own tax classes, readable with the catalog permission', async () => {
    const classes = (await call('GET', '/api/v1/admin/catalog/tax-classes')).json().data as {
      id: number;
      title: string;
    }[];
    expect(classes.length).toBeGreaterThan(0);
    const created = await call(
      'POST',
      '/api/v1/admin/products',
      newProduct({ tax_class_id: classes[0]!.id }),
    );
    expect(created.statusCode).toBe(201);
    expect(created.json().data.tax_class_id).toBe(classes[0]!.id);

    const outdoors = await signedInAdmin(t, 'outdoors', ['settings']);
    const foreign = await t.app.inject({
      method: 'POST',
      url: '/api/v1/admin/settings/tax-classes',
      headers: outdoors.headers,
      payload: { title: 'Outdoors goods' },
    });
    const refused = await call(
      'POST',
      '/api/v1/admin/products',
      newProduct({ tax_class_id: foreign.json().data.id }),
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({
      message: 'The chosen tax class does not exist.',
      fields: { tax_class_id: 'Unknown tax class.' },
    });
    const orders = await signedInAdmin(t, 'demo', ['orders']);
    expect(
      (await call('GET', '/api/v1/admin/catalog/tax-classes', undefined, orders.headers)).statusCode,
    ).toBe(403);
  });
});
