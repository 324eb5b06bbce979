// Test stand-in for the part of Stripe's API the adapter uses: PaymentIntents
// (create + confirm, retrieve, search by metadata, capture, cancel) and
// Refunds, with Bearer secret-key auth, form-encoded bodies and Idempotency-Key replay.
import { type FakeReply, type FakeRequest, fakeId, IdempotencyCache, startFakeServer } from '../server';

/** Stripe's documented test payment methods that this fake knows. */
export const stripeTestMethods = {
  visa: 'pm_card_visa',
  declined: 'pm_card_chargeDeclined',
  insufficientFunds: 'pm_card_chargeDeclinedInsufficientFunds',
} as const;

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  amount_capturable: number;
  currency: string;
  status: string;
  capture_method: string;
  payment_method: string;
  metadata: Record<string, string>;
  client_secret: string;
}

const stripeError = (
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): FakeReply => ({
  status,
  body: { error: { type, message, ...extra } },
});

export async function startFakeStripe(options: { secretKey: string; port?: number }) {
  const intents = new Map<string, Intent>();
  const refunds = new Map<string, { id: string; amount: number; payment_intent: string; status: string }>();
  const cache = new IdempotencyCache();

  function handle(req: FakeRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${options.secretKey}`) {
      return stripeError(401, 'invalid_request_error', 'Invalid API Key provided.');
    }
    const form = new URLSearchParams(req.body);
    if (req.method === 'POST' && req.headers['content-type'] !== 'application/x-www-form-urlencoded') {
      return stripeError(400, 'invalid_request_error', 'Send the body form-encoded.');
    }
    const key = req.headers['idempotency-key'] as string | undefined;
    const fingerprint = `${req.method} ${req.path} ${req.body}`;
    const replay = cache.lookup(key, fingerprint, () =>
      stripeError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with.',
      ),
    );
    if (replay) return replay;
    return cache.remember(key, fingerprint, route(req, form));
  }

  function route(req: FakeRequest, form: URLSearchParams): FakeReply {
    if (req.method === 'POST' && req.path === '/v1/payment_intents') return createIntent(form);
    if (req.method === 'GET' && req.path === '/v1/payment_intents/search') return searchIntents(req.query);
    const intentMatch = /^\/v1\/payment_intents\/([^/]+)(?:\/(capture|cancel))?$/.exec(req.path);
    if (intentMatch) {
      const intent = intents.get(decodeURIComponent(intentMatch[1] ?? ''));
      if (!intent)
        return stripeError(404, 'invalid_request_error', `No such payment_intent: '${intentMatch[1]}'`);
      if (req.method === 'GET' && !intentMatch[2]) return { status: 200, body: intent };
      if (req.method === 'POST' && intentMatch[2] === 'capture') {
        if (intent.status !== 'requires_capture')
          return stripeError(400, 'invalid_request_error', 'This PaymentIntent could not be captured.');
        const amount = Number(form.get('amount_to_capture') ?? intent.amount);
        if (amount > intent.amount)
          return stripeError(
            400,
            'invalid_request_error',
            'amount_to_capture is greater than the amount capturable.',
          );
        Object.assign(intent, { status: 'succeeded', amount_received: amount, amount_capturable: 0 });
        return { status: 200, body: intent };
      }
      if (req.method === 'POST' && intentMatch[2] === 'cancel') {
        if (intent.status === 'succeeded')
          return stripeError(
            400,
            'invalid_request_error',
            'You cannot cancel this PaymentIntent because it has a status of succeeded.',
          );
        Object.assign(intent, { status: 'canceled', amount_capturable: 0 });
        return { status: 200, body: intent };
      }
    }
    if (req.method === 'POST' && req.path === '/v1/refunds') {
      const intent = intents.get(form.get('payment_intent') ?? '');
      if (!intent) return stripeError(400, 'invalid_request_error', 'No such payment_intent.');
      const refunded = [...refunds.values()]
        .filter((r) => r.payment_intent === intent.id)
        .reduce((sum, r) => sum + r.amount, 0);
      const amount = Number(form.get('amount') ?? intent.amount_received - refunded);
      if (amount + refunded > intent.amount_received) {
        return stripeError(
          400,
          'invalid_request_error',
          `Refund amount ($${(amount / 100).toFixed(2)}) is greater than unrefunded amount on charge.`,
        );
      }
      const refund = {
        id: fakeId('re_'),
        object: 'refund',
        amount,
        payment_intent: intent.id,
        status: 'succeeded',
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: refund };
    }
    return stripeError(
      404,
      'invalid_request_error',
      `Unrecognized request URL (${req.method}: ${req.path}).`,
    );
  }

  /** The search query language's metadata clause, the one field this fake searches: metadata['key']:'value'. */
  function searchIntents(query: URLSearchParams): FakeReply {
    const clause = /^metadata\['([^']+)'\]:'((?:[^'\\]|\\.)*)'$/.exec(query.get('query') ?? '');
    if (!clause)
      return stripeError(400, 'invalid_request_error', 'This fake searches one metadata clause only.', {
        param: 'query',
      });
    const [, field = '', quoted = ''] = clause;
    const value = quoted.replace(/\\(.)/g, '$1');
    const data = [...intents.values()].filter((i) => i.metadata[field] === value);
    return {
      status: 200,
      body: { object: 'search_result', url: '/v1/payment_intents/search', has_more: false, data },
    };
  }

  function createIntent(form: URLSearchParams): FakeReply {
    const amount = Number(form.get('amount'));
    const currency = form.get('currency');
    const paymentMethod = form.get('payment_method');
    if (!Number.isInteger(amount) || amount < 1)
      return stripeError(400, 'invalid_request_error', 'Invalid integer: amount', { param: 'amount' });
    if (!currency)
      return stripeError(400, 'invalid_request_error', 'Missing required param: currency.', {
        param: 'currency',
      });
    const id = fakeId('pi_');
    const intent: Intent = {
      id,
      object: 'payment_intent',
      amount,
      amount_received: 0,
      amount_capturable: 0,
      currency,
      status: 'requires_payment_method',
      capture_method: form.get('capture_method') ?? 'automatic',
      payment_method: paymentMethod ?? '',
      metadata: { order_ref: form.get('metadata[order_ref]') ?? '' },
      client_secret: `${id}_secret_fake`,
    };
    intents.set(id, intent);
    if (form.get('confirm') !== 'true') return { status: 200, body: intent };
    if (
      paymentMethod === stripeTestMethods.declined ||
      paymentMethod === stripeTestMethods.insufficientFunds
    ) {
      const insufficient = paymentMethod === stripeTestMethods.insufficientFunds;
      return stripeError(
        402,
        'card_error',
        insufficient ? 'Your card has insufficient funds.' : 'Your card was declined.',
        {
          code: 'card_declined',
          decline_code: insufficient ? 'insufficient_funds' : 'generic_decline',
          payment_intent: { ...intent, status: 'requires_payment_method' },
        },
      );
    }
    if (!paymentMethod?.startsWith('pm_'))
      return stripeError(400, 'invalid_request_error', `No such PaymentMethod: '${paymentMethod}'`);
    if (intent.capture_method === 'manual')
      Object.assign(intent, { status: 'requires_capture', amount_capturable: amount });
    else Object.assign(intent, { status: 'succeeded', amount_received: amount });
    return { status: 200, body: intent };
  }

  const server = await startFakeServer(handle, { port: options.port });
  return Object.assign(server, {
    intents,
    refunds,
    /** Charges taken or held: what a double charge would show up in. */
    chargeCount: () =>
      [...intents.values()].filter((i) => i.status === 'succeeded' || i.status === 'requires_capture').length,
    /** Money still taken (captured and not refunded) or held, by intent: what an orphaned payment leaves. */
    moneyHeld: () =>
      [...intents.values()]
        .map((i) => {
          const refunded = [...refunds.values()]
            .filter((r) => r.payment_intent === i.id)
            .reduce((sum, r) => sum + r.amount, 0);
          const held = i.status === 'requires_capture' ? i.amount : i.amount_received - refunded;
          return { intent: i, held };
        })
        .filter((entry) => entry.held > 0),
  });
}

export type FakeStripe = Awaited<ReturnType<typeof startFakeStripe>>;
