import { readFileSync } from 'node:fs';
import path from 'node:path';
import { appScopes } from '@emporia/contracts/app-scopes';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { installedApp, registerApp } from '../../../test/apps';

// Issue 35: an app's import needs the scope of what it writes, and seeing the import the read
// scope of what it wrote; the 403 names the scope missing, as on every Admin API operation.
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());

const fixture = (name: string) => readFileSync(path.join(__dirname, 'fixtures', name), 'utf8');

async function appHolding(name: string, scopes: string[]) {
  const app = await registerApp(t, { name, scopes: [...appScopes] });
  return (await installedApp(t, app, scopes.join(','))).headers;
}

async function upload(headers: Record<string, string>, kind: string, file: string) {
  const form = new FormData();
  form.set('source', 'shopify');
  form.set('kind', kind);
  form.set('dry_run', 'true');
  form.set('file', new Blob([fixture(file)]), 'export.csv');
  const request = new Request('http://x/', { method: 'POST', body: form });
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/imports',
    headers: { ...headers, 'content-type': request.headers.get('content-type')! },
    payload: Buffer.from(await request.arrayBuffer()),
  });
}

describe('an app importing through the Admin API', () => {
  it('imports customers with write_customers and is refused products, naming the scope', async () => {
    const customersApp = await appHolding('Customer sync', ['write_customers']);
    const made = await upload(customersApp, 'customers', 'shopify-customers.csv');
    expect(made.statusCode, made.body).toBe(202);
    const id = (made.json() as { id: number }).id;

    const refused = await upload(customersApp, 'products', 'shopify-products.csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe('This app lacks the write_products scope.');

    // Its own import, and the list of imports, are readable with the customers scope it holds.
    const seen = await t.app.inject({ url: `/api/v1/admin/imports/${id}`, headers: customersApp });
    expect(seen.statusCode, seen.body).toBe(200);
    expect(seen.json().data).toMatchObject({ kind: 'customers', total: 4 });
    const report = await t.app.inject({
      url: `/api/v1/admin/imports/${id}/report.csv`,
      headers: customersApp,
    });
    expect(report.statusCode).toBe(200);

    // A products app sees neither the customer import nor its report, and no customers in the list.
    const productsApp = await appHolding('Product sync', ['write_products']);
    const hidden = await t.app.inject({ url: `/api/v1/admin/imports/${id}`, headers: productsApp });
    expect(hidden.statusCode).toBe(403);
    expect(hidden.json().message).toBe('This app lacks the read_customers scope.');
    const list = await t.app.inject({ url: '/api/v1/admin/imports', headers: productsApp });
    expect(list.statusCode, list.body).toBe(200);
    expect((list.json().data as { id: number }[]).map((i) => i.id)).not.toContain(id);
    const readerList = await t.app.inject({ url: '/api/v1/admin/imports', headers: customersApp });
    expect((readerList.json().data as { id: number }[]).map((i) => i.id)).toContain(id);
  });

  it('refuses an app holding none of the import scopes before reading its file', async () => {
    const reviewsApp = await appHolding('Review sync', ['write_reviews']);
    const refused = await upload(reviewsApp, 'orders', 'shopify-orders.csv');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().message).toBe(
      'This app lacks the write_products, write_customers or write_orders scope.',
    );
    const orders = await appHolding('Order sync', ['write_orders']);
    expect((await upload(orders, 'orders', 'shopify-orders.csv')).statusCode).toBe(202);
  });
});
