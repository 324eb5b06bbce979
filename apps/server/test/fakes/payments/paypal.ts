// Test stand-in for the part of PayPal's REST API the adapter uses: OAuth2
// client credentials, Orders v2 (create, show, capture, authorize), Payments v2
// (show, capture and void an authorisation; show and refund a capture),
// webhook verification; PayPal-Request-Id replay.
import { type FakeReply, type FakeRequest, fakeId, IdempotencyCache, startFakeServer } from '../server';

interface Order {
  id: string;
  intent: 'CAPTURE' | 'AUTHORIZE';
  status: 'CREATED' | 'APPROVED' | 'COMPLETED';
  purchase_units: {
    custom_id?: string;
    amount: { currency_code: string; value: string };
    payments?: Record<string, unknown[]>;
  }[];
  /** Set by the test when the buyer's funding source will be declined. */
  declines?: boolean;
}

const paypalError = (status: number, name: string, issue: string, description: string): FakeReply => ({
  status,
  body: {
    name,
    message:
      'The requested action could not be performed, semantically incorrect, or failed business validation.',
    details: [{ issue, description }],
    debug_id: fakeId(''),
  },
});

export const paypalDeclineDescription =
  'The instrument presented was either declined by the processor or bank, or it can\u2019t be used for this payment.';

export async function startFakePaypal(options: {
  clientId: string;
  clientSecret: string;
  webhookId?: string;
  port?: number;
}) {
  const orders = new Map<string, Order>();
  const authorizations = new Map<
    string,
    { id: string; status: string; amount: { currency_code: string; value: string } }
  >();
  const captures = new Map<
    string,
    { id: string; status: string; amount: { currency_code: string; value: string }; refunded: number }
  >();
  const issuedTokens = new Set<string>();
  const cache = new IdempotencyCache();

  function handle(req: FakeRequest): FakeReply {
    if (req.method === 'POST' && req.path === '/v1/oauth2/token') {
      const expected = `Basic ${Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64')}`;
      if (req.headers.authorization !== expected || req.body !== 'grant_type=client_credentials') {
        return {
          status: 401,
          body: { error: 'invalid_client', error_description: 'Client Authentication failed' },
        };
      }
      const token = fakeId('A21AA');
      issuedTokens.add(token);
      return { status: 200, body: { access_token: token, token_type: 'Bearer', expires_in: 32400 } };
    }
    const bearer = /^Bearer (.+)$/.exec(req.headers.authorization ?? '')?.[1];
    if (!bearer || !issuedTokens.has(bearer))
      return {
        status: 401,
        body: {
          name: 'AUTHENTICATION_FAILURE',
          message:
            'Authentication failed due to invalid authentication credentials or a missing Authorization header.',
        },
      };
    if (req.method === 'POST' && req.headers['content-type'] !== 'application/json' && req.body !== '') {
      return paypalError(415, 'UNSUPPORTED_MEDIA_TYPE', 'UNSUPPORTED_MEDIA_TYPE', 'Send JSON.');
    }
    const key = req.headers['paypal-request-id'] as string | undefined;
    const fingerprint = `${req.method} ${req.path} ${req.body}`;
    const replay = cache.lookup(key, fingerprint, () =>
      paypalError(
        422,
        'UNPROCESSABLE_ENTITY',
        'DUPLICATE_REQUEST_ID',
        'The PayPal-Request-Id was used for another request.',
      ),
    );
    if (replay) return replay;
    const reply = route(req, req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {});
    // PayPal keeps the answer of a request id, failures included, so a retry never acts twice.
    return cache.remember(key, fingerprint, reply);
  }

  function route(req: FakeRequest, body: Record<string, unknown>): FakeReply {
    if (req.method === 'POST' && req.path === '/v2/checkout/orders') {
      const units = body.purchase_units as Order['purchase_units'] | undefined;
      const amount = units?.[0]?.amount;
      if (!amount || !/^\d+(\.\d{2})?$/.test(amount.value))
        return paypalError(400, 'INVALID_REQUEST', 'INVALID_PARAMETER_VALUE', 'amount.value is invalid.');
      const order: Order = {
        id: fakeId('5O').toUpperCase(),
        intent: body.intent === 'AUTHORIZE' ? 'AUTHORIZE' : 'CAPTURE',
        status: 'CREATED',
        purchase_units: units,
      };
      orders.set(order.id, order);
      return {
        status: 201,
        body: {
          ...order,
          links: [{ rel: 'approve', href: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}` }],
        },
      };
    }
    const orderMatch = /^\/v2\/checkout\/orders\/([^/]+)(?:\/(capture|authorize))?$/.exec(req.path);
    if (orderMatch) {
      const order = orders.get(decodeURIComponent(orderMatch[1] ?? ''));
      if (!order)
        return paypalError(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      if (req.method === 'GET') return { status: 200, body: order };
      if (order.status === 'CREATED')
        return paypalError(
          422,
          'UNPROCESSABLE_ENTITY',
          'ORDER_NOT_APPROVED',
          'Payer has not yet approved the Order for payment.',
        );
      if (order.status === 'COMPLETED')
        return paypalError(422, 'UNPROCESSABLE_ENTITY', 'ORDER_ALREADY_CAPTURED', 'Order already captured.');
      if (order.declines)
        return paypalError(422, 'UNPROCESSABLE_ENTITY', 'INSTRUMENT_DECLINED', paypalDeclineDescription);
      const unit = order.purchase_units[0]!;
      order.status = 'COMPLETED';
      if (orderMatch[2] === 'capture') {
        const capture = {
          id: fakeId('3C').toUpperCase(),
          status: 'COMPLETED',
          amount: unit.amount,
          refunded: 0,
        };
        captures.set(capture.id, capture);
        unit.payments = { captures: [capture] };
      } else {
        const authorization = { id: fakeId('0A').toUpperCase(), status: 'CREATED', amount: unit.amount };
        authorizations.set(authorization.id, authorization);
        unit.payments = { authorizations: [authorization] };
      }
      return { status: 201, body: order };
    }
    const shown = /^\/v2\/payments\/(authorizations|captures)\/([^/]+)$/.exec(req.path);
    if (shown && req.method === 'GET') {
      const id = decodeURIComponent(shown[2] ?? '');
      if (shown[1] === 'authorizations') {
        const authorization = authorizations.get(id);
        if (authorization) return { status: 200, body: authorization };
      } else {
        const capture = captures.get(id);
        if (capture) {
          const cents = Math.round(Number(capture.amount.value) * 100);
          const status =
            capture.refunded >= cents
              ? 'REFUNDED'
              : capture.refunded > 0
                ? 'PARTIALLY_REFUNDED'
                : capture.status;
          return { status: 200, body: { id: capture.id, status, amount: capture.amount } };
        }
      }
      return paypalError(
        404,
        'RESOURCE_NOT_FOUND',
        'INVALID_RESOURCE_ID',
        'Specified resource ID does not exist.',
      );
    }
    const authMatch = /^\/v2\/payments\/authorizations\/([^/]+)\/(capture|void)$/.exec(req.path);
    if (authMatch && req.method === 'POST') {
      const authorization = authorizations.get(authMatch[1] ?? '');
      if (!authorization)
        return paypalError(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      if (authorization.status !== 'CREATED')
        return paypalError(
          422,
          'UNPROCESSABLE_ENTITY',
          'AUTHORIZATION_ALREADY_COMPLETED',
          'Authorization has been previously captured or voided.',
        );
      if (authMatch[2] === 'void') {
        authorization.status = 'VOIDED';
        return { status: 204, body: '' };
      }
      const amount =
        (body.amount as { currency_code: string; value: string } | undefined) ?? authorization.amount;
      if (Number(amount.value) > Number(authorization.amount.value))
        return paypalError(
          422,
          'UNPROCESSABLE_ENTITY',
          'AMOUNT_EXCEEDED',
          'Capture amount exceeds the authorised amount.',
        );
      authorization.status = 'CAPTURED';
      const capture = { id: fakeId('3C').toUpperCase(), status: 'COMPLETED', amount, refunded: 0 };
      captures.set(capture.id, capture);
      return { status: 201, body: capture };
    }
    const refundMatch = /^\/v2\/payments\/captures\/([^/]+)\/refund$/.exec(req.path);
    if (refundMatch && req.method === 'POST') {
      const capture = captures.get(refundMatch[1] ?? '');
      if (!capture)
        return paypalError(
          404,
          'RESOURCE_NOT_FOUND',
          'INVALID_RESOURCE_ID',
          'Specified resource ID does not exist.',
        );
      const amount = (body.amount as { currency_code: string; value: string } | undefined) ?? capture.amount;
      const cents = Math.round(Number(amount.value) * 100);
      if (cents + capture.refunded > Math.round(Number(capture.amount.value) * 100)) {
        return paypalError(
          422,
          'UNPROCESSABLE_ENTITY',
          'REFUND_AMOUNT_EXCEEDED',
          'The refund amount must be less than or equal to the capture amount that has not yet been refunded.',
        );
      }
      capture.refunded += cents;
      return { status: 201, body: { id: fakeId('1R').toUpperCase(), status: 'COMPLETED', amount } };
    }
    if (req.method === 'POST' && req.path === '/v1/notifications/verify-webhook-signature') {
      const valid =
        body.webhook_id === options.webhookId &&
        body.transmission_sig === fakePaypalValidSignature &&
        body.webhook_event;
      return { status: 200, body: { verification_status: valid ? 'SUCCESS' : 'FAILURE' } };
    }
    return paypalError(
      404,
      'RESOURCE_NOT_FOUND',
      'INVALID_RESOURCE_ID',
      `No route ${req.method} ${req.path}`,
    );
  }

  const server = await startFakeServer(handle, { port: options.port });
  return Object.assign(server, {
    orders,
    captures,
    authorizations,
    /** The buyer approves the order in PayPal's window; `declines` makes their funding source fail at capture. */
    approve(orderId: string, approval: { declines?: boolean } = {}) {
      const order = orders.get(orderId);
      if (!order) throw new Error(`no PayPal order ${orderId}`);
      order.status = 'APPROVED';
      order.declines = approval.declines ?? false;
    },
    chargeCount: () =>
      captures.size + [...authorizations.values()].filter((a) => a.status === 'CREATED').length,
  });
}

/** The transmission signature this fake's verification API accepts. */
export const fakePaypalValidSignature = 'valid-transmission-signature';

export type FakePaypal = Awaited<ReturnType<typeof startFakePaypal>>;
