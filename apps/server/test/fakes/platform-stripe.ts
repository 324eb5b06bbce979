// Test stand-in for the part of Stripe's API the platform's billing uses (modules/subscription/
// provider.ts): Customers, attaching PaymentMethods, and off-session PaymentIntents confirmed at
// creation. Bearer secret-key auth, form-encoded bodies, Idempotency-Key replay like Stripe's.
import { type FakeReply, type FakeRequest, fakeId, IdempotencyCache, startFakeServer } from './server';

/**
 * Stripe's documented test payment methods this fake knows: visa saves and charges;
 * chargeDeclined (4000 0000 0000 0002) is refused when saved; chargeCustomerFail
 * (4000 0000 0000 0341) saves but every charge of it is declined.
 */
export const platformTestCards = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  failsLater: 'pm_card_chargeCustomerFail',
} as const;

const cardOf: Record<string, { brand: string; last4: string }> = {
  pm_card_visa: { brand: 'visa', last4: '4242' },
  pm_card_mastercard: { brand: 'mastercard', last4: '4444' },
  pm_card_chargeCustomerFail: { brand: 'visa', last4: '0341' },
};

const stripeError = (
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): FakeReply => ({
  status,
  body: { error: { type, message, ...extra } },
});

export async function startFakePlatformStripe(options: { secretKey: string; port?: number }) {
  const customers = new Map<string, { id: string; name: string; default_payment_method: string | null }>();
  const attached = new Map<string, string>();
  const charges: { id: string; amount: number; customer: string; payment_method: string; status: string }[] =
    [];
  const cache = new IdempotencyCache();
  const state = { declineAll: false };

  function handle(req: FakeRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    if (req.method === 'POST' && req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return stripeError(400, 'invalid_request_error', 'Send the body form-encoded.');
    }
    const key = req.headers['idempotency-key'] as string | undefined;
    const fingerprint = `${req.method} ${req.path} ${req.body}`;
    const replay = cache.lookup(key, fingerprint, () =>
      stripeError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters.',
      ),
    );
    if (replay) return replay;
    return cache.remember(key, fingerprint, route(req, new URLSearchParams(req.body)));
  }

  function route(req: FakeRequest, form: URLSearchParams): FakeReply {
    if (req.method === 'POST' && req.path === '/v1/customers') {
      const customer = { id: fakeId('cus_'), name: form.get('name') ?? '', default_payment_method: null };
      customers.set(customer.id, customer);
      return { status: 200, body: { object: 'customer', ...customer } };
    }
    const customerPath = /^\/v1\/customers\/([^/]+)$/.exec(req.path);
    if (req.method === 'POST' && customerPath) {
      const customer = customers.get(decodeURIComponent(customerPath[1] ?? ''));
      if (!customer) return stripeError(404, 'invalid_request_error', 'No such customer.');
      const method = form.get('invoice_settings[default_payment_method]');
      if (method) {
        if (attached.get(method) !== customer.id)
          return stripeError(
            400,
            'invalid_request_error',
            'That PaymentMethod is not attached to this customer.',
          );
        customer.default_payment_method = method;
      }
      return { status: 200, body: { object: 'customer', ...customer } };
    }
    const attach = /^\/v1\/payment_methods\/([^/]+)\/attach$/.exec(req.path);
    if (req.method === 'POST' && attach) {
      const id = decodeURIComponent(attach[1] ?? '');
      const customer = form.get('customer') ?? '';
      if (!customers.has(customer)) return stripeError(400, 'invalid_request_error', 'No such customer.');
      if (id === platformTestCards.declined) {
        return stripeError(402, 'card_error', 'Your card was declined.', { code: 'card_declined' });
      }
      const card = cardOf[id];
      if (!card) return stripeError(404, 'invalid_request_error', `No such PaymentMethod: '${id}'`);
      attached.set(id, customer);
      return {
        status: 200,
        body: { id, object: 'payment_method', customer, card: { ...card, exp_month: 12, exp_year: 2034 } },
      };
    }
    if (req.method === 'POST' && req.path === '/v1/payment_intents') {
      const amount = Number(form.get('amount'));
      const customer = form.get('customer') ?? '';
      const method = form.get('payment_method') ?? '';
      if (!Number.isInteger(amount) || amount < 1)
        return stripeError(400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
      if (attached.get(method) !== customer)
        return stripeError(
          400,
          'invalid_request_error',
          'The PaymentMethod is not attached to this customer.',
        );
      const id = fakeId('pi_');
      const declined = state.declineAll || method === platformTestCards.failsLater;
      charges.push({
        id,
        amount,
        customer,
        payment_method: method,
        status: declined ? 'declined' : 'succeeded',
      });
      if (declined) {
        return stripeError(402, 'card_error', 'Your card was declined.', {
          code: 'card_declined',
          payment_intent: { id, status: 'requires_payment_method' },
        });
      }
      return { status: 200, body: { id, object: 'payment_intent', amount, status: 'succeeded', customer } };
    }
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${req.path}).`,
    );
  }

  const server = await startFakeServer(handle, { port: options.port });
  return Object.assign(server, {
    customers,
    charges,
    state,
    /** Money taken: what a double charge would show up in. */
    taken: () => charges.filter((c) => c.status === 'succeeded').reduce((total, c) => total + c.amount, 0),
  });
}

export type FakePlatformStripe = Awaited<ReturnType<typeof startFakePlatformStripe>>;
