import type { ProductImportReport } from '@emporia/contracts/catalog-admin';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../../test/app';
import { signedInAdmin } from '../../../../test/auth';

let t: TestApp;
let admin: Record<string, string>;
beforeAll(async () => {
  t = await createTestApp();
  admin = (await signedInAdmin(t, 'demo', ['catalog'])).headers;
});
afterAll(() => t.close());

// On PGlite (one connection, running on the server's own thread) an import that held one
// transaction for its whole batch kept every other request waiting until its last row.
it('shoppers are answered while a real import is still saving its rows', async () => {
  const rows = Array.from({ length: 40 }, (_, i) => ({
    sku: `CSV-WAIT-${i}`,
    name: `Imported while shopping ${i}`,
    price: '5',
    categories: 'camping',
  }));
  let importDone = false;
  const importing = t.app
    .inject({ method: 'POST', url: '/api/v1/admin/products/import', headers: admin, payload: { rows } })
    .then((response) => {
      importDone = true;
      return response;
    });
  // Let the import start its first rows, then ask as a load balancer and a shopper would.
  await new Promise((resolve) => setTimeout(resolve, 50));
  const health = await t.app.inject({ method: 'GET', url: '/api/v1/health' });
  expect(health.statusCode).toBe(200);
  expect(importDone).toBe(false);
  const report = ((await importing).json() as { data: ProductImportReport }).data;
  expect(report).toMatchObject({ created: 40, updated: 0, errors: [] });
});
