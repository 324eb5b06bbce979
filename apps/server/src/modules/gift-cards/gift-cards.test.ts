// Gift cards end to end through the API: bought, issued when paid (once), e-mailed
// through the real SMTP server, redeemed in part at checkout, credited back.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, hostOf, type TestApp } from '../../../test/app';
import { signedInAdmin } from '../../../test/auth';
import {
  addToCart,
  guest,
  guestOrder,
  guestWithCart,
  makeProduct,
  place,
  stockOf,
} from '../../../test/checkout';
import { type FakeStripe, startFakeStripe, stripeTestMethods } from '../../../test/fakes/payments/stripe';
import {
  applyCode,
  buyGiftCards,
  cardRow,
  cardsOfOrder,
  codeMailedTo,
  giftCardMeta,
  ledgerOf,
  ledgerSum,
  makeGiftCard,
  orderByRef,
  paymentOfOrder,
} from '../../../test/gift-cards';
import { startTestSmtp, type TestSmtp } from '../../../test/mail';
import type { RequestContext } from '../../kernel/context';
import { signStripePayload } from '../../payments/stripe/adapter';
import { giftCardCodeHash } from './codes';
import { giftCardsFollowPayment } from './payment-listener';

let t: TestApp;
let smtp: TestSmtp;
let owner: Awaited<ReturnType<typeof signedInAdmin>>;
let giftCard: { id: number; name: string };

let stripe: FakeStripe;

beforeAll(async () => {
  smtp = await startTestSmtp();
  stripe = await startFakeStripe({ secretKey: 'sk_test_gift' });
  process.env.PAYMENT_BASE_URL_STRIPE = stripe.url;
  t = await createTestApp({ SMTP_URL: smtp.url });
  owner = await signedInAdmin(t, 'demo');
  giftCard = await makeProduct(t, {
    name: 'Test Gift Card $40',
    priceMinor: 4000,
    digital: true,
    taxable: false,
  });
  const saved = await t.app.inject({
    method: 'POST',
    url: '/api/v1/admin/settings/payment/stripe',
    headers: owner.headers,
    payload: {
      module_payment_stripe_active: '1',
      module_payment_stripe_testing_publishable_key: 'pk_test_gift',
      module_payment_stripe_testing_secret_key: 'sk_test_gift',
      module_payment_stripe_webhook_secret: 'whsec_gift',
      module_payment_stripe_order_status: '2',
    },
  });
  expect(saved.statusCode, saved.body).toBe(200);
});
afterAll(async () => {
  delete process.env.PAYMENT_BASE_URL_STRIPE;
  await t.close();
  await smtp.close();
  await stripe.close();
});

const stripeWebhook = (event: object) => {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: '/api/v1/storefront/payments/webhook/stripe',
    headers: {
      ...hostOf('demo'),
      'content-type': 'application/json',
      'stripe-signature': signStripePayload(body, 'whsec_gift'),
    },
    payload: body,
  });
};

async function captureMoneyOrder(orderId: number) {
  const payment = await paymentOfOrder(t, orderId);
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/admin/payments/${payment!.id}/capture`,
    headers: owner.headers,
    payload: {},
  });
}

const cartOf = async (headers: Record<string, string>) =>
  (await t.app.inject({ method: 'GET', url: '/api/v1/storefront/cart', headers })).json().data;

describe('issuing gift cards on payment', () => {
  it('issues one card per unit only when the money order is received, e-mails each receiver once', async () => {
    const receiver = `rosa.${Date.now()}@example.com`;
    const { order } = await buyGiftCards(
      t,
      giftCard.id,
      giftCardMeta('Rosa Receiver', receiver, 'Happy birthday, Rosa!'),
      { quantity: 2 },
    );
    // Unpaid: written down for staff, but no code exists and nothing is mailed.
    const pending = await cardsOfOrder(t, order.id);
    expect(pending.map((c) => [c.status, c.codeHash, c.balanceMinor, c.initialMinor])).toEqual([
      ['pending', null, 0, 4000],
      ['pending', null, 0, 4000],
    ]);
    const confirmation = await smtp.waitFor((m) => m.subject.includes(`Order ${order.ref} received`));
    expect(confirmation.text).toContain(
      `Gift card for Rosa Receiver <${receiver}>: we e-mail it as soon as your payment has been received`,
    );
    expect(smtp.messages.some((m) => m.to.includes(receiver))).toBe(false);

    const captured = await captureMoneyOrder(order.id);
    expect(captured.statusCode, captured.body).toBe(200);

    const first = await codeMailedTo(smtp, receiver);
    const second = await codeMailedTo(smtp, receiver, [first]);
    expect(first).toMatch(/^[A-HJ-NP-Z2-9]{4}(-[A-HJ-NP-Z2-9]{4}){3}$/);
    expect(second).not.toBe(first);
    const mail = smtp.messages.find((m) => m.text.includes(first))!;
    const shopName = (await t.resolver.resolve('demo.localhost'))!.name;
    expect(mail.to).toEqual([receiver]);
    expect(mail.from).toContain(shopName);
    expect(mail.subject).toBe(`${shopName} - Ben Buyer sent you a $40.00 gift card`);
    expect(mail.text).toContain('Hello Rosa Receiver,');
    expect(mail.text).toContain('Ben Buyer has sent you a gift card of $40.00');
    expect(mail.text).toContain('Happy birthday, Rosa!');
    expect(mail.text).toContain('Enter the code under "Apply a gift card"');
    expect(mail.text).toContain('What you do not spend stays on the card');
    expect(mail.text).toContain('http://demo.localhost');

    const issued = await cardsOfOrder(t, order.id);
    expect(issued.map((c) => [c.status, c.balanceMinor, c.receiverName, c.message])).toEqual([
      ['active', 4000, 'Rosa Receiver', 'Happy birthday, Rosa!'],
      ['active', 4000, 'Rosa Receiver', 'Happy birthday, Rosa!'],
    ]);
    // Only the hash and the last four are kept: the code itself is nowhere in the row.
    const codes = [first, second].map((c) => c.replace(/-/g, ''));
    for (const card of issued) {
      expect(JSON.stringify(card)).not.toContain(codes[0]);
      expect(JSON.stringify(card)).not.toContain(codes[1]);
      expect(codes.map(giftCardCodeHash)).toContain(card.codeHash);
      expect(codes.map((c) => c.slice(-4))).toContain(card.codeLast4);
      expect((await ledgerOf(t, card.id)).map((m) => [m.kind, m.amountMinor, m.orderId])).toEqual([
        ['issued', 4000, order.id],
      ]);
    }
    const notice = await smtp.waitFor((m) => m.subject.endsWith('Your gift cards have been sent'));
    expect(notice.to).toEqual(['ben.buyer@example.com']);
    expect(notice.text).toContain(`to Rosa Receiver <${receiver}>`);

    // The same payment event again (a second capture, a listener heard twice) issues nothing.
    expect((await captureMoneyOrder(order.id)).statusCode).toBe(409);
    const payment = await paymentOfOrder(t, order.id);
    const shop = (await t.resolver.resolve('demo.localhost'))!;
    const ctx: RequestContext = { shop, actor: { kind: 'guest' }, db: t.database.db };
    const event = { id: 0, outcome: 'success', kind: 'capture' } as never;
    await giftCardsFollowPayment(ctx, {
      payment: payment!,
      event,
      previousStatus: 'captured',
      source: 'admin',
    });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.to.includes(receiver))).toHaveLength(2);
    expect((await cardsOfOrder(t, order.id)).map((c) => c.codeHash)).toEqual(issued.map((c) => c.codeHash));
  });

  it('a card payment taken at checkout issues at once; the provider’s repeated notices issue nothing more', async () => {
    const receiver = `sam.${Date.now()}@example.com`;
    const { order } = await buyGiftCards(t, giftCard.id, giftCardMeta('Sam Receiver', receiver, 'Enjoy!'), {
      payment: { payment_method: 'stripe', payment_data: { paymentMethodId: stripeTestMethods.visa } },
    });
    const code = await codeMailedTo(smtp, receiver);
    const confirmation = await smtp.waitFor((m) => m.subject.includes(`Order ${order.ref} received`));
    expect(confirmation.text).toContain(`Gift card for Sam Receiver <${receiver}>: sent by e-mail`);
    const payment = (await paymentOfOrder(t, order.id))!;
    expect(payment.status).toBe('captured');

    const succeeded = {
      id: `evt_gift_${payment.id}`,
      type: 'payment_intent.succeeded',
      data: { object: { object: 'payment_intent', id: payment.providerReference, amount_received: 4000 } },
    };
    expect((await stripeWebhook(succeeded)).json().result).toBe('applied');
    expect((await stripeWebhook(succeeded)).json().result).toBe('duplicate');
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.messages.filter((m) => m.to.includes(receiver))).toHaveLength(1);
    const [card] = await cardsOfOrder(t, order.id);
    expect(card!.codeHash).toBe(giftCardCodeHash(code.replace(/-/g, '')));
    expect((await ledgerOf(t, card!.id)).map((m) => m.kind)).toEqual(['issued']);

    // Refunded in full at Stripe: the card stops working.
    const refunded = await stripeWebhook({
      id: `evt_gift_refund_${payment.id}`,
      type: 'charge.refunded',
      data: {
        object: { object: 'charge', payment_intent: payment.providerReference, amount_refunded: 4000 },
      },
    });
    expect(refunded.json().result).toBe('applied');
    expect(await cardRow(t, card!.id)).toMatchObject({ status: 'void', balanceMinor: 0 });
  });

  it('issues nothing for an order cancelled before it was paid', async () => {
    const receiver = `carl.${Date.now()}@example.com`;
    const { order } = await buyGiftCards(t, giftCard.id, giftCardMeta('Carl', receiver));
    const cancelled = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/cancel`,
      headers: owner.headers,
      payload: { comment: '', notify: false },
    });
    expect(cancelled.statusCode, cancelled.body).toBe(200);
    expect((await cardsOfOrder(t, order.id)).map((c) => [c.status, c.codeHash])).toEqual([['void', null]]);
    // Its money order was released, so nothing can be captured and nothing issued later.
    expect((await captureMoneyOrder(order.id)).statusCode).toBe(409);
    expect(smtp.messages.some((m) => m.to.includes(receiver))).toBe(false);
  });

  it('a refund of the order voids the cards it bought', async () => {
    const receiver = `vera.${Date.now()}@example.com`;
    const { order } = await buyGiftCards(t, giftCard.id, giftCardMeta('Vera', receiver));
    await captureMoneyOrder(order.id);
    const code = await codeMailedTo(smtp, receiver);
    const refunded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/refund`,
      headers: owner.headers,
      payload: { comment: '', notify: false },
    });
    expect(refunded.statusCode, refunded.body).toBe(200);
    const [card] = await cardsOfOrder(t, order.id);
    expect([card!.status, card!.balanceMinor]).toEqual(['void', 0]);
    expect((await ledgerOf(t, card!.id)).map((m) => [m.kind, m.amountMinor])).toEqual([
      ['issued', 4000],
      ['voided', -4000],
    ]);
    const headers = await guestWithCart(t, (await makeProduct(t, { priceMinor: 1000 })).id);
    const tried = await applyCode(t, headers, code);
    expect(tried.statusCode).toBe(422);
    expect(tried.json().message).toBe(`Gift card ****${code.slice(-4)} can no longer be used.`);
  });

  it('a completed return of one of two cards voids the one nobody spent', async () => {
    const receiver = `twins.${Date.now()}@example.com`;
    const { order } = await buyGiftCards(t, giftCard.id, giftCardMeta('Tess Twin', receiver), {
      quantity: 2,
    });
    await captureMoneyOrder(order.id);
    const first = await codeMailedTo(smtp, receiver);
    await codeMailedTo(smtp, receiver, [first]);
    // One card pays 10.00 (5.00 and 5.00 flat rate) of an order; the other is untouched.
    const headers = await guestWithCart(t, (await makeProduct(t, { priceMinor: 500, taxable: false })).id, 1);
    expect((await applyCode(t, headers, first)).statusCode).toBe(200);
    expect((await place(t, headers, await guestOrder(t))).statusCode).toBe(201);

    const [item] = (
      await t.app.inject({ method: 'GET', url: `/api/v1/admin/orders/${order.id}`, headers: owner.headers })
    ).json().data.items;
    const recorded = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/returns`,
      headers: owner.headers,
      payload: { action: 'refund', reason: 'order_error', items: [{ item_id: item.id, quantity: 1 }] },
    });
    expect(recorded.statusCode, recorded.body).toBe(200);
    const returnId = recorded.json().data.returns[0].id;
    const completed = await t.app.inject({
      method: 'POST',
      url: `/api/v1/admin/orders/${order.id}/returns/${returnId}`,
      headers: owner.headers,
      payload: { status: 'completed', refund: 40, restock: false },
    });
    expect(completed.statusCode, completed.body).toBe(200);
    const cards = await cardsOfOrder(t, order.id);
    const spent = cards.find((c) => c.codeLast4 === first.slice(-4))!;
    const untouched = cards.find((c) => c.id !== spent.id)!;
    expect([spent.status, spent.balanceMinor]).toEqual(['active', 3000]);
    expect([untouched.status, untouched.balanceMinor]).toEqual(['void', 0]);
    expect((await ledgerOf(t, untouched.id)).map((m) => [m.kind, m.amountMinor, m.note])).toEqual([
      ['issued', 4000, `E-mailed to ${receiver}.`],
      ['voided', -4000, 'The gift card was returned.'],
    ]);
  });
});

describe('redeeming at checkout', () => {
  it('pays part of an order, keeps the rest on the card, then pays a whole order with no payment method', async () => {
    const card = await makeGiftCard(t, 4000);
    const tent = await makeProduct(t, { name: 'Ridge Tent', priceMinor: 2000, quantity: 10 });
    const headers = await guestWithCart(t, tent.id, 1);
    const lower = card.code
      .toLowerCase()
      .replace(/(.{4})/g, '$1 ')
      .trim();
    const applied = await applyCode(t, headers, lower);
    expect(applied.statusCode, applied.body).toBe(200);
    expect(applied.json().data.message).toBe(
      `Gift card ****${card.code.slice(-4)} holding $40.00 has been applied to your order.`,
    );
    expect(applied.json().data.cart.gift_cards).toEqual([
      { id: card.id, last4: card.code.slice(-4), balance: 40, amount: 20 },
    ]);

    // At the shipping step: 20.00 + 5.00 flat rate + 8.25 % tax (1.65) = 26.65, all of it paid by the card.
    const address = (await guestOrder(t)).address;
    const quote = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/checkout/quote',
      headers,
      payload: {
        country_id: address.country_id,
        zone_id: address.zone_id,
        postcode: address.postcode,
        shipping_method: 'flatrate.flatrate',
      },
    });
    expect(quote.statusCode, quote.body).toBe(200);
    const cart = quote.json().data.cart;
    expect(cart.gift_cards).toEqual([
      { id: card.id, last4: card.code.slice(-4), balance: 40, amount: 26.65 },
    ]);
    expect(cart.total).toBe(0);
    expect(cart.total_lines.map((l: { code: string; value: number }) => [l.code, l.value])).toEqual([
      ['sub_total', 20],
      ['shipping', 5],
      ['tax', 1.65],
      ['gift_card', -26.65],
      ['total', 0],
    ]);
    // Nothing is taken off the card before the order is placed.
    expect((await cardRow(t, card.id)).balanceMinor).toBe(4000);

    const payload = await guestOrder(t, { payment_method: undefined, expected_total: 0 });
    const placed = await place(t, headers, payload);
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await orderByRef(t, placed.json().data.ref);
    expect([order.totalMinor, order.paymentMethod]).toEqual([0, 'giftcard']);
    expect(await paymentOfOrder(t, order.id)).toBeUndefined();
    expect((await cardRow(t, card.id)).balanceMinor).toBe(1335);
    expect(await stockOf(t, tent.id)).toBe(9);
    expect((await cartOf(headers)).gift_cards).toEqual([]);

    // The rest of the card pays part of the next order; the money order pays what is left.
    const stove = await makeProduct(t, { name: 'Camp Stove', priceMinor: 6000 });
    const next = await guestWithCart(t, stove.id, 1);
    expect((await applyCode(t, next, card.code)).statusCode).toBe(200);
    const second = await place(t, next, await guestOrder(t));
    expect(second.statusCode, second.body).toBe(201);
    // 60.00 + 5.00 + 4.95 = 69.95, of which the card pays 13.35.
    expect(second.json().data.order_total).toBe(56.6);
    const secondOrder = await orderByRef(t, second.json().data.ref);
    expect((await paymentOfOrder(t, secondOrder.id))!.amountMinor).toBe(5660);
    expect((await cardRow(t, card.id)).balanceMinor).toBe(0);
    expect(
      (await ledgerOf(t, card.id)).map((m) => [m.kind, m.amountMinor, m.balanceAfterMinor, m.orderId]),
    ).toEqual([
      ['issued', 4000, 4000, null],
      ['redeemed', -2665, 1335, order.id],
      ['redeemed', -1335, 0, secondOrder.id],
    ]);
    expect(await ledgerSum(t, card.id)).toBe(0);

    const view = await t.app.inject({
      method: 'GET',
      url: `/api/v1/storefront/orders/${secondOrder.ref}`,
      headers: { ...hostOf('demo'), 'x-order-key': second.json().data.order_key },
    });
    expect(view.json().data.total_lines.find((l: { code: string }) => l.code === 'gift_card')).toEqual({
      code: 'gift_card',
      title: `Gift Card (****${card.code.slice(-4)})`,
      value: -13.35,
    });

    const used = await applyCode(t, await guestWithCart(t, stove.id, 1), card.code);
    expect(used.statusCode).toBe(422);
    expect(used.json().message).toBe(`Gift card ****${card.code.slice(-4)} has no balance left.`);
  });

  it('credits the card back when the order is cancelled', async () => {
    const card = await makeGiftCard(t, 1000);
    const headers = await guestWithCart(t, (await makeProduct(t, { priceMinor: 3000 })).id, 1);
    await applyCode(t, headers, card.code);
    const placed = await place(t, headers, await guestOrder(t));
    expect(placed.statusCode, placed.body).toBe(201);
    const order = await orderByRef(t, placed.json().data.ref);
    expect((await cardRow(t, card.id)).balanceMinor).toBe(0);
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/v1/admin/orders/${order.id}/cancel`,
        headers: owner.headers,
        payload: { comment: '', notify: false },
      });
    expect((await cancel()).statusCode).toBe(200);
    expect((await cancel()).statusCode).toBe(409);
    expect((await cardRow(t, card.id)).balanceMinor).toBe(1000);
    expect((await ledgerOf(t, card.id)).map((m) => [m.kind, m.amountMinor, m.orderId])).toEqual([
      ['issued', 1000, null],
      ['redeemed', -1000, order.id],
      ['credited', 1000, order.id],
    ]);
    const seen = await t.app.inject({
      method: 'GET',
      url: `/api/v1/admin/orders/${order.id}/gift-cards`,
      headers: owner.headers,
    });
    expect(seen.json().data.redeemed).toEqual([
      { gift_card_id: card.id, last4: card.code.slice(-4), amount: 10, credited: 10 },
    ]);
  });

  it('stops a placement whose card was spent by another order since the shopper looked', async () => {
    const card = await makeGiftCard(t, 2000);
    const product = await makeProduct(t, { priceMinor: 1500, taxable: false, quantity: 10 });
    const first = await guestWithCart(t, product.id, 1);
    const second = await guestWithCart(t, product.id, 1);
    await applyCode(t, first, card.code);
    await applyCode(t, second, card.code);
    // Both saw the card pay the whole 20.00 (15.00 + 5.00 flat rate).
    expect((await place(t, first, await guestOrder(t, { expected_total: 0 }))).statusCode).toBe(201);
    const late = await place(t, second, await guestOrder(t, { expected_total: 0 }));
    expect(late.statusCode).toBe(409);
    expect(late.json().message).toBe('Your order total has changed to 20.00. Please review your order.');
    expect((await cartOf(second)).warnings).toContain(
      `Gift card ****${card.code.slice(-4)} has no balance left.`,
    );
    expect((await cardRow(t, card.id)).balanceMinor).toBe(0);
    expect(await stockOf(t, product.id)).toBe(9);
  });

  it('a card never pays for gift cards, and a wrong or malformed code changes nothing', async () => {
    const card = await makeGiftCard(t, 5000);
    const added = await guestWithCart(t, (await makeProduct(t, { priceMinor: 1000 })).id, 1);
    expect((await applyCode(t, added, card.code)).statusCode).toBe(200);
    const withGiftCard = await t.app.inject({
      method: 'POST',
      url: '/api/v1/storefront/cart/add',
      headers: added,
      payload: { id: giftCard.id, cart_quantity: 1, meta: giftCardMeta('Gus', 'gus@example.com') },
    });
    const cart = withGiftCard.json().data.cart;
    expect(cart.gift_cards).toEqual([]);
    expect(cart.warnings).toContain(
      'A gift card cannot pay for gift cards. Please buy gift cards in an order of their own.',
    );

    const headers = await guestWithCart(t, (await makeProduct(t, { priceMinor: 1000 })).id, 1);
    for (const bad of ['', 'ABCD', 'ABCD-EFGH-JKLM-NPQ0', 'x'.repeat(65)]) {
      const answer = await applyCode(t, headers, bad, '10.9.9.9');
      expect(answer.statusCode, bad).toBe(400);
      expect(answer.json().fields.code).toBe(
        'Enter the 16-character gift card code, e.g. ABCD-EFGH-JKMN-PQRS.',
      );
    }
    const wrong = await applyCode(t, headers, 'ABCD-EFGH-JKLM-NPQR', '10.9.9.9');
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'This gift card code is not valid. Please check it and try again.',
      fields: { code: 'This gift card code is not valid. Please check it and try again.' },
    });
    expect((await cartOf(headers)).gift_cards).toEqual([]);
    expect((await cardRow(t, card.id)).balanceMinor).toBe(5000);

    // A code belongs to its shop: the outdoors shop knows no such card.
    const outdoorsProduct = await makeProduct(t, { priceMinor: 1000, subdomain: 'outdoors' });
    const elsewhere = await addToCart(t, guest(undefined, 'outdoors'), outdoorsProduct.id, 1);
    const foreign = await applyCode(t, guest(elsewhere.token, 'outdoors'), card.code, '10.9.9.8');
    expect(foreign.statusCode).toBe(422);
    expect(foreign.json().message).toBe('This gift card code is not valid. Please check it and try again.');
  });

  it('throttles wrong codes per client address: the eleventh try is refused, even with a real code', async () => {
    const card = await makeGiftCard(t, 1000);
    const headers = await guestWithCart(t, (await makeProduct(t, { priceMinor: 1000 })).id, 1);
    const guesser = '203.0.113.7';
    for (let i = 0; i < 10; i += 1) {
      const guess = `ZZZZ-ZZZZ-ZZZZ-${String(i).replace(/[01]/g, 'A').padStart(4, 'Q')}`;
      expect((await applyCode(t, headers, guess, guesser)).statusCode).toBe(422);
    }
    const blocked = await applyCode(t, headers, card.code, guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().message).toBe(
      'Too many gift card codes were not recognised. Please wait 15 minutes and try again.',
    );
    expect((await cartOf(headers)).gift_cards).toEqual([]);
    // Another address is not held back; an IPv6 guesser's whole /64 counts as one.
    expect((await applyCode(t, headers, card.code, '198.51.100.1')).statusCode).toBe(200);
    for (let i = 0; i < 10; i += 1)
      await applyCode(t, headers, 'ZZZZ-ZZZZ-ZZZZ-ZZZZ', `2001:db8:0:1::${(i + 10).toString(16)}`);
    expect((await applyCode(t, headers, card.code, '2001:db8:0:1:ffff::1')).statusCode).toBe(429);
  });
});
