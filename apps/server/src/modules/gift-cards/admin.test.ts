// The admin's gift cards: list, ledger, staff adjustments, disable/enable and
// re-sending (with a new code), behind the 'orders' permission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import { guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';
import {
  applyCode,
  buyGiftCards,
  cardRow,
  codeMailedTo,
  giftCardMeta,
  ledgerOf,
  ledgerSum,
  makeGiftCard,
  paymentOfOrder,
} from '../../../test/gift-cards';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';

let t: TestApp;
let smtp: TestSmtp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ SMTP_URL: smtp.url });
  owner = await signedInAdmin(t, 'demo');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const admin = (
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: object,
  headers: Record<string, string> = owner.headers,
) => t.app.inject({ method, url: `/api/v1/admin${url}`, headers, ...(payload ? { payload } : {}) });

describe('admin gift cards', () => {
  it('needs the orders permission: 401 signed out, 403 without it', async () => {
    const card = await makeGiftCard(t, 1000);
    const catalogOnly = await signedInAdmin(t, 'demo', ['catalog']);
    const ordersRole = await signedInAdmin(t, 'demo', ['orders']);
    const calls: [string, string, object?][] = [
      ['GET', '/gift-cards'],
      ['GET', `/gift-cards/${card.id}`],
      ['POST', `/gift-cards/${card.id}/adjust`, { amount: 1, reason: 'Test' }],
      ['POST', `/gift-cards/${card.id}/disable`, {}],
      ['POST', `/gift-cards/${card.id}/enable`, {}],
      ['POST', `/gift-cards/${card.id}/resend`, {}],
      ['GET', `/orders/1/gift-cards`],
    ];
    for (const [method, url, payload] of calls) {
      const anonymous = await admin(method as 'GET', url, payload, hostOf('demo'));
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const denied = await admin(method as 'GET', url, payload, catalogOnly.headers);
      expect(denied.statusCode, `${method} ${url}`).toBe(403);
    }
    expect((await admin('GET', `/gift-cards/${card.id}`, undefined, ordersRole.headers)).statusCode).toBe(
      200,
    );
    // Another shop's admin sees none of this shop's cards.
    const outdoors = await signedInAdmin(t, 'outdoors');
    expect((await admin('GET', `/gift-cards/${card.id}`, undefined, outdoors.headers)).statusCode).toBe(404);
  });

  it('lists cards with last four, receiver, values, status and order; finds one by its full code', async () => {
    const giftCard = await makeProduct(t, { priceMinor: 2500, digital: true, taxable: false });
    const receiver = `lena.${Date.now()}@example.com`;
    const { order } = await buyGiftCards(t, giftCard.id, giftCardMeta('Lena List', receiver));
    const pending = await admin('GET', `/gift-cards?q=${encodeURIComponent(receiver)}`);
    expect(pending.json().data).toMatchObject([
      {
        last4: '',
        receiver_name: 'Lena List',
        receiver_email: receiver,
        sender_name: 'Ben Buyer',
        initial: 25,
        balance: 0,
        status: 'pending',
        order: { id: order.id, ref: order.ref },
        issued_at: null,
      },
    ]);
    const payment = await paymentOfOrder(t, order.id);
    expect((await admin('POST', `/payments/${payment!.id}/capture`, {})).statusCode).toBe(200);
    const code = await codeMailedTo(smtp, receiver);

    const byCode = await admin('GET', `/gift-cards?q=${code.toLowerCase()}`);
    expect(byCode.json().meta.total).toBe(1);
    expect(byCode.json().data[0]).toMatchObject({ last4: code.slice(-4), balance: 25, status: 'active' });
    expect((await admin('GET', `/gift-cards?q=${code.slice(-4)}&status=active`)).json().data[0].id).toBe(
      byCode.json().data[0].id,
    );
    expect((await admin('GET', '/gift-cards?status=void&q=nobody-at-all')).json()).toMatchObject({
      data: [],
      meta: { total: 0 },
    });
    const issued = await admin('GET', `/orders/${order.id}/gift-cards`);
    expect(issued.json().data.issued.map((c: { last4: string }) => c.last4)).toEqual([code.slice(-4)]);
    expect((await admin('GET', '/gift-cards?page=0')).statusCode).toBe(400);
  });

  it('staff adjust a balance with a reason; never below zero; the ledger adds up', async () => {
    const card = await makeGiftCard(t, 1000);
    const added = await admin('POST', `/gift-cards/${card.id}/adjust`, { amount: 5.5, reason: 'Goodwill' });
    expect(added.statusCode, added.body).toBe(200);
    expect(added.json().data).toMatchObject({ balance: 15.5 });
    const taken = await admin('POST', `/gift-cards/${card.id}/adjust`, { amount: -20, reason: 'Typo' });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().fields.amount).toBe('The card holds $15.50; it cannot go below zero.');
    for (const bad of [
      { amount: 0, reason: 'x' },
      { amount: 1.234, reason: 'x' },
      { amount: 5 },
      { amount: 5, reason: '   ' },
      { amount: '5', reason: 'x' },
    ]) {
      expect(
        (await admin('POST', `/gift-cards/${card.id}/adjust`, bad)).statusCode,
        JSON.stringify(bad),
      ).toBe(400);
    }
    const detail = await admin('GET', `/gift-cards/${card.id}`);
    expect(
      detail
        .json()
        .data.movements.map((m: { kind: string; amount: number; note: string; admin_name: string }) => [
          m.kind,
          m.amount,
          m.note,
          m.admin_name,
        ]),
    ).toEqual([
      ['issued', 10, '', null],
      ['adjusted', 5.5, 'Goodwill', 'Test Admin'],
    ]);
    expect(await ledgerSum(t, card.id)).toBe((await cardRow(t, card.id)).balanceMinor);
    expect((await admin('POST', '/gift-cards/99999999/adjust', { amount: 1, reason: 'x' })).statusCode).toBe(
      404,
    );
  });

  it('a disabled card pays nothing until enabled again', async () => {
    const card = await makeGiftCard(t, 1000);
    const headers = await guestWithCart(t, (await makeProduct(t, { priceMinor: 1000 })).id, 1);
    expect(
      (await admin('POST', `/gift-cards/${card.id}/disable`, { reason: 'Reported stolen' })).statusCode,
    ).toBe(200);
    expect((await admin('POST', `/gift-cards/${card.id}/disable`, {})).statusCode).toBe(409);
    const refused = await applyCode(t, headers, card.code);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe(`Gift card ****${card.code.slice(-4)} can no longer be used.`);
    const enabled = await admin('POST', `/gift-cards/${card.id}/enable`);
    expect(enabled.statusCode, enabled.body).toBe(200);
    expect((await applyCode(t, headers, card.code)).statusCode).toBe(200);
    expect((await ledgerOf(t, card.id)).map((m) => [m.kind, m.note])).toEqual([
      ['issued', ''],
      ['disabled', 'Reported stolen'],
      ['enabled', ''],
    ]);
  });

  it('re-sends with a new code to a corrected address; the old code stops working, even in a cart', async () => {
    const card = await makeGiftCard(t, 2000);
    const headers = await guestWithCart(t, (await makeProduct(t, { priceMinor: 1000 })).id, 1);
    expect((await applyCode(t, headers, card.code)).statusCode).toBe(200);
    const address = `fixed.${Date.now()}@example.com`;
    const resent = await admin('POST', `/gift-cards/${card.id}/resend`, { email: address });
    expect(resent.statusCode, resent.body).toBe(200);
    const code = await codeMailedTo(smtp, address);
    expect(code.replace(/-/g, '')).not.toBe(card.code);
    const mail = smtp.messages.find((m) => m.text.includes(code))!;
    expect(mail.text).toContain('Hello Rita Receiver,');
    expect(mail.text).toContain('Amount: $20.00');
    expect(resent.json().data).toMatchObject({ receiver_email: address, last4: code.slice(-4), balance: 20 });
    const cart = await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers });
    expect(cart.json().data.gift_cards).toEqual([]);
    expect((await applyCode(t, headers, card.code)).statusCode).toBe(422);
    expect((await applyCode(t, headers, code)).statusCode).toBe(200);
    expect(
      (await admin('POST', `/gift-cards/${card.id}/resend`, { email: 'not-an-address' })).statusCode,
    ).toBe(400);
  });

  it('an order that paid with a gift card cannot be edited line by line', async () => {
    const card = await makeGiftCard(t, 1000);
    const product = await makeProduct(t, { priceMinor: 3000 });
    const headers = await guestWithCart(t, product.id, 1);
    await applyCode(t, headers, card.code);
    const placed = await place(t, headers, await guestOrder(t));
    expect(placed.statusCode, placed.body).toBe(201);
    const list = await admin('GET', `/orders?customer=${placed.json().data.ref}`);
    const orderId = list.json().data[0].id;
    const edit = await admin('PUT', `/orders/${orderId}`, {
      lines: [{ product_id: product.id, quantity: 2 }],
      shipping_method: 'flatrate.flatrate',
    });
    expect(edit.statusCode).toBe(409);
    expect(edit.json().message).toBe(
      'An order that bought or paid with gift cards cannot be edited. Cancel it and place a new one.',
    );
  });
});
