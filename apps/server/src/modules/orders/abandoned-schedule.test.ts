import { schema } from '@emporia/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { countryId, guestWithCart, makeProduct, zoneId } from '../../../test/checkout';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

// The merchant's schedule sends abandoned-cart reminders through the real outbox to a real SMTP server.
let t: TestApp;
let smtp: TestSmtp;
let admin: Record<string, string>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({
    SMTP_URL: smtp.url,
    ABANDONED_CART_INTERVAL_SECONDS: '0.2',
    SHOP_URL_TEMPLATE: 'http://{subdomain}.{domain}:3000',
  });
  admin = (await signedInAdmin(t, 'demo')).headers;
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

/** A guest cart whose e-mail was typed at checkout, idle for `hours`. */
async function idleCart(email: string, hours: number): Promise<number> {
  const product = await makeProduct(t, { name: 'Trail Lantern', priceMinor: 3000 });
  const headers = await guestWithCart(t, product.id, 1);
  const quoted = await t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/checkout/quote',
    headers,
    payload: { country_id: await countryId(t, 'US'), zone_id: await zoneId(t, 'US', 'IL'), email },
  });
  expect(quoted.statusCode, quoted.body).toBe(200);
  const [cart] = await t.database.db.select().from(schema.carts).where(eq(schema.carts.email, email));
  await idleFor(cart!.id, hours);
  return cart!.id;
}
const idleFor = (cartId: number, hours: number) =>
  t.database.db
    .update(schema.carts)
    .set({ updatedAt: sql`now() - make_interval(hours => ${hours})` })
    .where(eq(schema.carts.id, cartId));

const mailsTo = (email: string) => smtp.messages.filter((m) => m.to.includes(email));
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
const listed = async (cartId: number) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/admin/abandoned-carts?per_page=100', headers: admin }))
    .json()
    .data.find((c: { id: number }) => c.id === cartId);

describe('scheduled abandoned-cart reminders', () => {
  it('are off until the merchant sets them, then keep the schedule the merchant saved', async () => {
    const read = await t.app.inject({
      method: 'GET',
      url: '/api/v1/admin/abandoned-carts/settings',
      headers: admin,
    });
    expect(read.json().data).toEqual({ auto_send: false, delays_hours: [24] });
    const bad = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/abandoned-carts/settings',
      headers: admin,
      payload: { auto_send: true, delays_hours: [24, 2] },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Give each delay longer than the one before.');

    const early = 'early.bird@example.com';
    await idleCart(early, 30);
    await pause(600);
    expect(mailsTo(early)).toEqual([]);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/v1/admin/abandoned-carts/settings',
      headers: admin,
      payload: { auto_send: true, delays_hours: [1, 24] },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    // Idle 30 hours: both reminders are due, one per pass, each once.
    await smtp.waitFor((m) => m.to.includes(early));
    await pause(1500);
    expect(mailsTo(early)).toHaveLength(2);
  });

  it('sends each reminder once, with one-click unsubscribe, and nothing after the shopper unsubscribes', async () => {
    const email = 'lantern.fan@example.com';
    const cartId = await idleCart(email, 2);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    expect(mail.subject).toBe('Emporia Gear Co. - You left something in your cart');
    expect(mail.text).toContain('1 × Trail Lantern');
    expect(mail.text).toContain('http://demo.localhost:3000/cart?restore=');
    const pageLink = /http:\/\/demo\.localhost:3000\/unsubscribe\?\S+/.exec(mail.text)?.[0];
    expect(pageLink).toBeDefined();
    expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
    const oneClick = /^<(.+)>$/.exec(mail.headers['list-unsubscribe'] ?? '')?.[1];
    expect(oneClick).toMatch(/^http:\/\/demo\.localhost:3000\/api\/v1\/storefront\/unsubscribe\?email=/);

    await pause(1000);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await listed(cartId)).toMatchObject({ reminders_sent: 1, unsubscribed: false });

    // A forged key unsubscribes nobody; the mail client's one-click POST does.
    const url = new URL(oneClick!);
    const forged = await t.app.inject({
      method: 'POST',
      url: `/api/v1/storefront/unsubscribe?email=${encodeURIComponent(email)}&key=forged`,
      headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(forged.statusCode).toBe(404);
    const clicked = await t.app.inject({
      method: 'POST',
      url: `${url.pathname}${url.search}`,
      headers: { host: 'demo.localhost', 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(clicked.statusCode, clicked.body).toBe(200);
    expect(clicked.json().message).toBe('You will get no more marketing e-mails from us at this address.');

    // The second reminder comes due, but the address unsubscribed: nothing goes, not even by hand.
    await idleFor(cartId, 30);
    await pause(1000);
    expect(mailsTo(email)).toHaveLength(1);
    expect(await listed(cartId)).toMatchObject({ reminders_sent: 1, unsubscribed: true });
    const byHand = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/abandoned-carts/${cartId}/send`,
      headers: admin,
    });
    expect(byHand.statusCode).toBe(409);
  });

  it('takes the unsubscribe page’s confirmation with the link’s address and key', async () => {
    const email = 'page.reader@example.com';
    await idleCart(email, 2);
    const mail = await smtp.waitFor((m) => m.to.includes(email));
    const link = new URL(/http:\/\/demo\.localhost:3000\/unsubscribe\?\S+/.exec(mail.text)![0]);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/unsubscribe',
      headers: { host: 'demo.localhost' },
      payload: { email: link.searchParams.get('email'), key: link.searchParams.get('key') },
    });
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    const [row] = await t.database.db
      .select()
      .from(schema.marketingUnsubscribes)
      .where(eq(schema.marketingUnsubscribes.email, email));
    expect(row).toBeDefined();
  });
});
