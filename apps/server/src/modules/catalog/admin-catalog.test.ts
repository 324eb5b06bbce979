import type { CategoryPage, ProductDetails } from '@emporia/contracts/catalog';
import type {
  AdminCategory,
  AdminManufacturer,
  AdminOption,
  ProductImportReport,
} from '@emporia/contracts/catalog-admin';
import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import Papa from 'papaparse';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin, signedInCustomer } from '../../../test/auth';
import { catalogSnapshot, expectCatalogRefused, productIdByName } from '../../../test/catalog';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
});
afterAll(() => t.close());

const shopOf = async (subdomain: string) =>
  (await t.database.db.select().from(schema.shops).where(eq(schema.shops.subdomain, subdomain)))[0]!;
const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: admin,
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const storefront = <T>(url: string, headers: Record<string, string> = hostOf('demo')) =>
  t.app
    .inject({ method: 'GET', url, headers })
    .then((r) => ({ status: r.statusCode, data: (r.json() as { data: T }).data }));

describe('categories', () => {
  it('a new subcategory shows under its parent on the storefront', async () => {
    const all = (await call('GET', '/api/v1/admin/categories')).json() as { data: AdminCategory[] };
    const camping = all.data.find((c) => c.translations[0]!.slug === 'camping')!;
    expect(camping.products).toBeGreaterThan(0);
    const created = await call('POST', '/api/v1/admin/categories', {
      parent_id: camping.id,
      translations: [
        { locale: 'en', name: 'Hammocks & Tarps', description: '<p>Sleep <em>off</em> the ground.</p>' },
      ],
    });
    expect(created.statusCode).toBe(201);
    const category = (created.json() as { data: AdminCategory }).data;
    expect(category.name).toBe('Camping > Hammocks & Tarps');
    expect(category.translations[0]!.slug).toBe('hammocks-and-tarps');
    const page = await storefront<CategoryPage>('/api/v1/storefront/category/camping');
    expect(page.data.category.subcategories.map((c) => c.translations[0]!.name)).toContain(
      'Hammocks & Tarps',
    );
  });

  it('refuses a loop in the tree and a taken slug, writing nothing', async () => {
    const all = ((await call('GET', '/api/v1/admin/categories')).json() as { data: AdminCategory[] }).data;
    const camping = all.find((c) => c.translations[0]!.slug === 'camping')!;
    const tents = all.find((c) => c.translations[0]!.slug === 'tents')!;
    await expectCatalogRefused(
      t,
      () =>
        call('PUT', `/api/v1/admin/categories/${camping.id}`, {
          parent_id: tents.id,
          translations: camping.translations,
        }),
      422,
    );
    await expectCatalogRefused(
      t,
      () =>
        call('POST', '/api/v1/admin/categories', {
          translations: [{ locale: 'en', name: 'Tents again', slug: 'tents' }],
        }),
      422,
    );
  });

  it('deleting a category keeps its products and lifts its subcategories to the top', async () => {
    const created = (
      (
        await call('POST', '/api/v1/admin/categories', {
          translations: [{ locale: 'en', name: 'Temporary' }],
        })
      ).json() as {
        data: AdminCategory;
      }
    ).data;
    const child = (
      (
        await call('POST', '/api/v1/admin/categories', {
          parent_id: created.id,
          translations: [{ locale: 'en', name: 'Inner' }],
        })
      ).json() as {
        data: AdminCategory;
      }
    ).data;
    expect((await call('DELETE', `/api/v1/admin/categories/${created.id}`)).statusCode).toBe(200);
    const after = (
      (await call('GET', `/api/v1/admin/categories/${child.id}`)).json() as { data: AdminCategory }
    ).data;
    expect(after.parent_id).toBeNull();
  });
});

describe('manufacturers', () => {
  it('create, rename (products follow) and reject a taken slug', async () => {
    const created = await call('POST', '/api/v1/admin/manufacturers', { name: 'Granite Works' });
    expect(created.statusCode).toBe(201);
    const brand = (created.json() as { data: AdminManufacturer }).data;
    expect(brand.slug).toBe('granite-works');
    const page = await storefront<{ manufacturer: { name: string }; total: number }>(
      '/api/v1/storefront/manufacturer/granite-works',
    );
    expect(page.data.total).toBe(0);
    await expectCatalogRefused(
      t,
      () => call('POST', '/api/v1/admin/manufacturers', { name: 'Other', slug: 'riverstone' }),
      409,
    );
    await expectCatalogRefused(t, () => call('POST', '/api/v1/admin/manufacturers', { name: '' }), 400);
  });
});

describe('options', () => {
  it('an option gets values; both can be renamed and removed', async () => {
    const created = await call('POST', '/api/v1/admin/options', { names: { en: 'Length' } });
    const option = (created.json() as { data: AdminOption }).data;
    const value = await call('POST', `/api/v1/admin/options/${option.id}/values`, { names: { en: 'Long' } });
    expect(value.statusCode).toBe(201);
    const valueId = (value.json() as { data: { id: number } }).data.id;
    await call('PUT', `/api/v1/admin/options/${option.id}/values/${valueId}`, {
      names: { en: 'Extra long' },
    });
    const reread = ((await call('GET', `/api/v1/admin/options/${option.id}`)).json() as { data: AdminOption })
      .data;
    expect(reread.values.map((v) => v.names.en)).toEqual(['Extra long']);
    await expectCatalogRefused(
      t,
      () => call('POST', `/api/v1/admin/options/${option.id}/values`, { names: {} }),
      400,
    );
    expect((await call('DELETE', `/api/v1/admin/options/${option.id}`)).statusCode).toBe(200);
    expect((await call('GET', `/api/v1/admin/options/${option.id}`)).statusCode).toBe(404);
  });
});

describe('group pricing', () => {
  it("a variant's group price shows on the product page to members only, guests asking in between", async () => {
    const shop = await shopOf('demo');
    const [group] = await t.database.db
      .insert(schema.customerGroups)
      .values({ shopId: shop.id, name: 'Trail crew' })
      .returning();
    const url = '/api/v1/storefront/product/trailblazer-rain-jacket';
    const before = await storefront<ProductDetails>(url);
    const variant = before.data.children[0]!;
    expect(before.data.options.length).toBeGreaterThan(0);
    await t.database.db
      .insert(schema.productGroupPrices)
      .values({ shopId: shop.id, productId: variant.id, customerGroupId: group!.id, priceMinor: 1234 });
    const member = await signedInCustomer(t, 'demo', { customerGroupId: group!.id });
    // Members and guests alternate: the page's statement has one prepared form each.
    for (let round = 0; round < 2; round++) {
      const seen = await storefront<ProductDetails>(url, member.headers);
      expect(seen.data.children.find((c) => c.id === variant.id)?.price).toBe(12.34);
      const guest = await storefront<ProductDetails>(url);
      expect(guest.data.children.find((c) => c.id === variant.id)?.price).toBe(variant.price);
      expect(guest.data.options).toEqual(before.data.options);
    }
  });

  it("a group's own price reaches its members on the storefront", async () => {
    const [group] = await t.database.db
      .insert(schema.customerGroups)
      .values({ shopId: (await shopOf('demo')).id, name: 'Guides' })
      .returning();
    const groups = (await call('GET', '/api/v1/admin/customer-groups')).json() as {
      data: { name: string }[];
    };
    expect(groups.data.map((g) => g.name)).toContain('Guides');
    const productId = await productIdByName(t, 'Locking Carabiner');
    const saved = await call('PUT', `/api/v1/admin/customer-groups/${group!.id}/prices`, {
      product_id: productId,
      price: 9.5,
    });
    expect(saved.statusCode).toBe(200);
    expect(
      (saved.json() as { data: { prices: { group_price: number }[] } }).data.prices[0]!.group_price,
    ).toBe(9.5);
    const counted = (await call('GET', '/api/v1/admin/customer-groups')).json() as {
      data: { name: string; customers: number; prices: number }[];
    };
    expect(counted.data.find((g) => g.name === 'Guides')).toMatchObject({ customers: 0, prices: 1 });
    const member = await signedInCustomer(t, 'demo', { customerGroupId: group!.id });
    const shown = await storefront<ProductDetails>(
      '/api/v1/storefront/product/locking-carabiner',
      member.headers,
    );
    expect(shown.data.prices).toEqual({ base: 14, sale: 9.5, discount: 4.5 });
    await call('PUT', `/api/v1/admin/customer-groups/${group!.id}/prices`, {
      product_id: productId,
      price: null,
    });
    const back = await storefront<ProductDetails>(
      '/api/v1/storefront/product/locking-carabiner',
      member.headers,
    );
    expect(back.data.price).toBe(14);
    await expectCatalogRefused(
      t,
      () =>
        call('PUT', `/api/v1/admin/customer-groups/${group!.id}/prices`, { product_id: 999_999, price: 1 }),
      422,
    );
  });
});

describe('CSV export and import', () => {
  it('exports every product and variant with the documented columns', async () => {
    const response = await call('GET', '/api/v1/admin/products/export.csv');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/csv');
    const parsed = Papa.parse<Record<string, string>>(response.body, { header: true, skipEmptyLines: true });
    expect(parsed.meta.fields).toContain('parent_sku');
    const jacket = parsed.data.find((r) => r.name === 'Trailblazer Rain Jacket')!;
    expect(jacket.type).toBe('configurable');
    expect(jacket.categories).toBe('jackets');
    const variant = parsed.data.find((r) => r.parent_sku === jacket.sku && r.options === 'Color:Red|Size:M')!;
    expect(variant.quantity).toBe('8');
  });

  it('a dry run reports per-row results and errors and saves nothing', async () => {
    const before = await catalogSnapshot(t);
    const rows = [
      {
        sku: 'CSV-NEW-1',
        name: 'Imported Stove',
        price: '59.90',
        quantity: '4',
        categories: 'camp-kitchen',
        manufacturer: 'summit-peak',
      },
      { sku: 'EG-1003', price: '47.00' },
      { sku: 'CSV-BAD-1', name: 'No price' },
      { sku: 'CSV-BAD-2', name: 'Bad category', price: '5', categories: 'nowhere' },
      { sku: '', name: 'No SKU', price: '5' },
    ];
    const response = await call('POST', '/api/v1/admin/products/import', { rows, dry_run: true });
    expect(response.statusCode).toBe(200);
    const report = (response.json() as { data: ProductImportReport }).data;
    expect(report).toMatchObject({ created: 1, updated: 1, dry_run: true });
    expect(report.errors.map((e) => e.row)).toEqual([4, 5, 6]);
    expect(report.errors[1]!.message).toBe('Unknown category "nowhere".');
    expect(await catalogSnapshot(t)).toEqual(before);
  });

  it('a real import creates and updates the good rows, variants included', async () => {
    const rows = [
      { sku: 'CSV-PACK', type: 'configurable', name: 'Imported Pack', price: '120', categories: 'backpacks' },
      {
        sku: 'CSV-PACK-40',
        parent_sku: 'CSV-PACK',
        name: 'Imported Pack - 40L',
        price: '120',
        quantity: '3',
        options: 'Volume:40L',
      },
      {
        sku: 'CSV-PACK-55',
        parent_sku: 'CSV-PACK',
        name: 'Imported Pack - 55L',
        price: '130',
        quantity: '0',
        options: 'Volume:55L',
      },
      { sku: 'CSV-BAD-3', parent_sku: 'NOPE', name: 'Orphan', price: '1' },
    ];
    const report = (
      (await call('POST', '/api/v1/admin/products/import', { rows })).json() as { data: ProductImportReport }
    ).data;
    expect(report).toMatchObject({ created: 3, updated: 0, dry_run: false });
    expect(report.errors).toEqual([{ row: 5, message: 'Unknown parent_sku "NOPE".' }]);
    const shown = await storefront<ProductDetails>('/api/v1/storefront/product/imported-pack');
    expect(shown.data.children.map((c) => c.price)).toEqual([120, 130]);
    expect(shown.data.quantity).toBe(3);
    const update = await call('POST', '/api/v1/admin/products/import', {
      rows: [{ sku: 'CSV-PACK-55', parent_sku: 'CSV-PACK', quantity: '6' }],
    });
    expect((update.json() as { data: ProductImportReport }).data.updated).toBe(1);
    expect((await storefront<ProductDetails>('/api/v1/storefront/product/imported-pack')).data.quantity).toBe(
      9,
    );
  });
});
