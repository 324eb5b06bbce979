// Test stand-in for the part of Square's API the adapter uses: CreatePayment
// (source_id, location_id, idempotency_key), GetPayment, ListPayments (time
// window, location, cursor), CompletePayment, CancelPayment, RefundPayment;
// Bearer access token and Square-Version header.
import { type FakeReply, type FakeRequest, fakeId, startFakeServer } from '../server';

/** Square's documented sandbox card nonces that this fake knows. */
export const squareTestNonces = {
  ok: 'cnon:card-nonce-ok',
  declined: 'cnon:card-nonce-declined',
} as const;

interface Payment {
  id: string;
  status: string;
  amount_money: { amount: number; currency: string };
  location_id: string;
  reference_id?: string;
  source_type: 'CARD';
  refunded: number;
  created_at: string;
}

/** A payment as Square shows it: refunds as refunded_money. */
const shown = ({ refunded, ...payment }: Payment) => ({
  ...payment,
  ...(refunded > 0 ? { refunded_money: { amount: refunded, currency: payment.amount_money.currency } } : {}),
});

/** ListPayments' page size in this fake (Square's default is 100): small, so paging is exercised. */
const listPageSize = 5;

const squareError = (
  status: number,
  category: string,
  code: string,
  detail: string,
  extra: Record<string, unknown> = {},
): FakeReply => ({
  status,
  body: { errors: [{ category, code, detail }], ...extra },
});

export async function startFakeSquare(options: { accessToken: string; locationId: string; port?: number }) {
  const payments = new Map<string, Payment>();
  const refunds = new Map<
    string,
    { id: string; status: string; payment_id: string; amount_money: { amount: number; currency: string } }
  >();
  /** Square keeps what an idempotency key created and answers with it again. */
  const byKey = new Map<string, { fingerprint: string; reply: FakeReply }>();

  function handle(req: FakeRequest): FakeReply {
    if (req.headers.authorization !== `Bearer ${options.accessToken}`) {
      return squareError(
        401,
        'AUTHENTICATION_ERROR',
        'UNAUTHORIZED',
        'This request could not be authorized.',
      );
    }
    if (!req.headers['square-version'])
      return squareError(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'Square-Version header is required.');
    const body = req.body ? (JSON.parse(req.body) as Record<string, unknown>) : {};
    const key = typeof body.idempotency_key === 'string' ? body.idempotency_key : undefined;
    if (key !== undefined && (key.length === 0 || key.length > 45)) {
      return squareError(
        400,
        'INVALID_REQUEST_ERROR',
        'VALUE_TOO_LONG',
        'Field must not be greater than 45 length.',
      );
    }
    if (key) {
      const fingerprint = `${req.path} ${JSON.stringify({ ...body, idempotency_key: undefined })}`;
      const earlier = byKey.get(key);
      if (earlier) {
        return earlier.fingerprint === fingerprint
          ? earlier.reply
          : squareError(
              400,
              'INVALID_REQUEST_ERROR',
              'IDEMPOTENCY_KEY_REUSED',
              'The idempotency key can only be retried with the same request data.',
            );
      }
      const reply = route(req, body);
      byKey.set(key, { fingerprint, reply });
      return reply;
    }
    return route(req, body);
  }

  function route(req: FakeRequest, body: Record<string, unknown>): FakeReply {
    if (req.method === 'POST' && req.path === '/v2/payments') {
      const money = body.amount_money as { amount?: number; currency?: string } | undefined;
      if (!money || !Number.isInteger(money.amount) || !money.currency)
        return squareError(400, 'INVALID_REQUEST_ERROR', 'INVALID_VALUE', 'amount_money is invalid.');
      if (body.location_id !== options.locationId)
        return squareError(
          400,
          'INVALID_REQUEST_ERROR',
          'NOT_FOUND',
          `Location \`${String(body.location_id)}\` not found.`,
        );
      if (!body.idempotency_key)
        return squareError(
          400,
          'INVALID_REQUEST_ERROR',
          'MISSING_REQUIRED_PARAMETER',
          'Field must be set: idempotency_key.',
        );
      const payment: Payment = {
        id: fakeId('sq_pay_'),
        status: body.autocomplete === false ? 'APPROVED' : 'COMPLETED',
        amount_money: { amount: money.amount as number, currency: money.currency },
        location_id: options.locationId,
        reference_id: body.reference_id as string | undefined,
        source_type: 'CARD',
        refunded: 0,
        created_at: new Date().toISOString(),
      };
      if (body.source_id === squareTestNonces.declined) {
        payment.status = 'FAILED';
        payments.set(payment.id, payment);
        return squareError(
          400,
          'PAYMENT_METHOD_ERROR',
          'GENERIC_DECLINE',
          "Authorization error: 'GENERIC_DECLINE'",
          { payment: shown(payment) },
        );
      }
      if (body.source_id !== squareTestNonces.ok)
        return squareError(400, 'INVALID_REQUEST_ERROR', 'INVALID_CARD_DATA', 'Invalid card data.');
      payments.set(payment.id, payment);
      return { status: 200, body: { payment: shown(payment) } };
    }
    if (req.method === 'GET' && req.path === '/v2/payments') return listPayments(req.query);
    const shownMatch = /^\/v2\/payments\/([^/]+)$/.exec(req.path);
    if (shownMatch && req.method === 'GET') {
      const payment = payments.get(decodeURIComponent(shownMatch[1] ?? ''));
      if (!payment) return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Payment not found.');
      return { status: 200, body: { payment: shown(payment) } };
    }
    const paymentMatch = /^\/v2\/payments\/([^/]+)\/(complete|cancel)$/.exec(req.path);
    if (paymentMatch && req.method === 'POST') {
      const payment = payments.get(decodeURIComponent(paymentMatch[1] ?? ''));
      if (!payment) return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Payment not found.');
      if (payment.status !== 'APPROVED')
        return squareError(400, 'INVALID_REQUEST_ERROR', 'BAD_REQUEST', `Payment is ${payment.status}.`);
      payment.status = paymentMatch[2] === 'complete' ? 'COMPLETED' : 'CANCELED';
      return { status: 200, body: { payment: shown(payment) } };
    }
    if (req.method === 'POST' && req.path === '/v2/refunds') {
      const payment = payments.get(String(body.payment_id));
      if (!payment) return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', 'Payment not found.');
      if (payment.status !== 'COMPLETED')
        return squareError(
          400,
          'INVALID_REQUEST_ERROR',
          'BAD_REQUEST',
          'Only a completed payment can be refunded.',
        );
      const money = body.amount_money as { amount: number; currency: string };
      if (money.amount + payment.refunded > payment.amount_money.amount) {
        return squareError(
          400,
          'INVALID_REQUEST_ERROR',
          'AMOUNT_TOO_HIGH',
          'The requested refund amount exceeds the amount available to refund.',
        );
      }
      payment.refunded += money.amount;
      const refund = {
        id: fakeId('sq_ref_'),
        status: 'PENDING',
        payment_id: payment.id,
        amount_money: money,
      };
      refunds.set(refund.id, refund);
      return { status: 200, body: { refund } };
    }
    return squareError(404, 'INVALID_REQUEST_ERROR', 'NOT_FOUND', `No route ${req.method} ${req.path}`);
  }

  /** ListPayments: created within [begin_time, end_time) at the location, oldest first, a cursor per page. */
  function listPayments(query: URLSearchParams): FakeReply {
    const begin = query.get('begin_time') ?? '';
    const end = query.get('end_time') ?? '9999';
    const location = query.get('location_id');
    const all = [...payments.values()].filter(
      (p) => p.created_at >= begin && p.created_at < end && (!location || p.location_id === location),
    );
    const from = Number(query.get('cursor') ?? 0) || 0;
    const page = all.slice(from, from + listPageSize);
    const next = from + listPageSize < all.length ? String(from + listPageSize) : undefined;
    return { status: 200, body: { payments: page.map(shown), ...(next ? { cursor: next } : {}) } };
  }

  const server = await startFakeServer(handle, { port: options.port });
  return Object.assign(server, {
    payments,
    refunds,
    chargeCount: () =>
      [...payments.values()].filter((p) => p.status === 'COMPLETED' || p.status === 'APPROVED').length,
  });
}

export type FakeSquare = Awaited<ReturnType<typeof startFakeSquare>>;
