import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/app';
import { eventually, installedApp, registerApp, webhookReceiver } from '../../../test/apps';
import { guestOrder, guestWithCart, makeProduct, place } from '../../../test/checkout';
import { type FakeStripe, startFakeStripe, stripeTestMethods } from '../../../test/fakes/payments/stripe';
import { allowOutbound } from '../../../test/outbound';
import { switchOnStripe } from '../../../test/payments';

// orders/paid when the card is taken at checkout (against the local fake Stripe API).
let t: TestApp;
let stripe: FakeStripe;
let receiver: Awaited<ReturnType<typeof webhookReceiver>>;
let restoreOutbound: () => void;

beforeAll(async () => {
  stripe = await startFakeStripe({ secretKey: 'sk_test_app_hooks' });
  process.env.PAYMENT_BASE_URL_STRIPE = stripe.url;
  t = await createTestApp();
  await switchOnStripe(t, 'sk_test_app_hooks');
  receiver = await webhookReceiver();
  // The app's receiver is a local fake: the operator's allow-list names it.
  restoreOutbound = allowOutbound(new URL(receiver.url).host);
  const app = await registerApp(t, {
    webhook_url: receiver.url,
    scopes: ['read_orders'],
    webhook_topics: ['orders/created', 'orders/paid'],
  });
  await installedApp(t, app, 'read_orders');
});
afterAll(async () => {
  delete process.env.PAYMENT_BASE_URL_STRIPE;
  restoreOutbound();
  await t.close();
  await stripe.close();
  await receiver.close();
});

describe('orders/paid', () => {
  it('is sent when an order is paid by card at checkout, and not for a money order', async () => {
    for (const [email, payment] of [
      [
        'card@example.com',
        { payment_method: 'stripe', payment_data: { paymentMethodId: stripeTestMethods.visa } },
      ],
      ['cheque@example.com', {}],
    ] as const) {
      const product = await makeProduct(t, { priceMinor: 2000 });
      const placed = await place(
        t,
        await guestWithCart(t, product.id),
        await guestOrder(t, { email, ...payment }),
      );
      expect(placed.statusCode, placed.body).toBe(201);
    }
    const topicsOf = (email: string) =>
      receiver.received
        .filter((w) => JSON.parse(w.body).email === email)
        .map((w) => w.headers['x-emporia-topic'])
        .sort();
    await eventually(
      async () => topicsOf('card@example.com').length === 2 && topicsOf('cheque@example.com').length === 1,
    );
    expect(topicsOf('card@example.com')).toEqual(['orders/created', 'orders/paid']);
    expect(topicsOf('cheque@example.com')).toEqual(['orders/created']);
  });
});
