import { schema } from '@emporia/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => {
  await t.close();
});

describe('packed boxes of an order', () => {
  it('keeps the boxes packed at checkout with the order and shows them to staff for the packing slip', async () => {
    const mug = await makeProduct(t, { name: 'Camp Mug', priceMinor: 1200, weightGrams: 400 });
    await t.database.db
      .update(schema.products)
      .set({ lengthMm: 100, widthMm: 100, heightMm: 90 })
      .where(eq(schema.products.id, mug.id));
    const headers = await guestWithCart(t, mug.id, 3);
    const placed = await place(t, headers, await guestOrder(t));
    expect(placed.statusCode, placed.body).toBe(201);

    const { id } = placed.json().data;
    const admin = (await signedInAdmin(t, 'demo')).headers;
    const batch = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/batch?ids=${id}`,
      headers: admin,
    });
    expect(batch.statusCode, batch.body).toBe(200);
    // Three 10 × 10 × 9 cm mugs fit the seeded small box (25 × 20 × 15 cm, 200 g): 3 × 400 + 200 g.
    expect(batch.json().data[0].packages).toEqual([
      {
        box_id: expect.any(Number),
        name: 'Small box',
        length: 25,
        width: 20,
        height: 15,
        weight: 1.4,
        oversize: false,
        items: [{ product_id: mug.id, name: 'Camp Mug', sku: expect.any(String), quantity: 3 }],
      },
    ]);
  });
});
