// Test stand-in for the part of Braintree's GraphQL API the adapter uses:
// chargePaymentMethod / authorizePaymentMethod with a nonce, captureTransaction,
// refundTransaction, voidTransaction, node(id) and search.transactions by
// orderId; Basic auth, Braintree-Version, apiRequestKey.

import { braintreeGlobalId } from '../../../src/payments/braintree/adapter';
import { type FakeReply, type FakeRequest, fakeId, IdempotencyCache, startFakeServer } from '../server';

/** Braintree's documented test nonces that this fake knows. */
export const braintreeTestNonces = {
  valid: 'fake-valid-nonce',
  processorDeclined: 'fake-processor-declined-visa-nonce',
} as const;

interface Transaction {
  id: string;
  legacyId: string;
  status: string;
  amount: { value: string; currencyCode: string };
  orderId: string;
  statusHistory: unknown[];
}

const gqlError = (message: string, errorClass: string, data: unknown = null): FakeReply => ({
  status: 200,
  body: { data, errors: [{ message, extensions: { errorClass } }] },
});

export async function startFakeBraintree(options: { publicKey: string; privateKey: string; port?: number }) {
  const transactions = new Map<string, Transaction>();
  const refunds: { id: string; transactionId: string; amount: string }[] = [];
  const cache = new IdempotencyCache();
  const expectedAuth = `Basic ${Buffer.from(`${options.publicKey}:${options.privateKey}`).toString('base64')}`;

  function handle(req: FakeRequest): FakeReply {
    if (req.method !== 'POST' || req.path !== '/graphql')
      return { status: 404, body: { errors: [{ message: 'Not found' }] } };
    if (req.headers.authorization !== expectedAuth)
      return {
        status: 401,
        body: {
          errors: [{ message: 'Authentication failed', extensions: { errorClass: 'AUTHENTICATION' } }],
        },
      };
    if (!req.headers['braintree-version'])
      return gqlError('Braintree-Version header is required.', 'VALIDATION');
    const { query, variables } = JSON.parse(req.body) as {
      query: string;
      variables: { input?: Record<string, unknown>; id?: string };
    };
    const read = /^\s*query\b/.test(query) ? readQuery(query, variables ?? {}) : undefined;
    if (read) return read;
    const input = variables?.input ?? {};
    const key = typeof input.apiRequestKey === 'string' ? input.apiRequestKey : undefined;
    const fingerprint = JSON.stringify({ query, input });
    const replay = cache.lookup(key, fingerprint, () =>
      gqlError('apiRequestKey was used with different input values.', 'VALIDATION'),
    );
    if (replay) return replay;
    return cache.remember(key, fingerprint, route(query, input));
  }

  /** Queries: node(id) for one transaction, search.transactions by orderId. */
  function readQuery(query: string, variables: { input?: Record<string, unknown>; id?: string }): FakeReply {
    const field = /\{\s*(\w+)\s*[({]/.exec(query.slice(query.indexOf('{')))?.[1];
    if (field === 'node') {
      const transaction = transactions.get(String(variables.id));
      if (!transaction) return gqlError('An object with this ID was not found.', 'NOT_FOUND', { node: null });
      return { status: 200, body: { data: { node: transaction } } };
    }
    if (field === 'search') {
      const orderId = (variables.input?.orderId as { is?: string } | undefined)?.is;
      if (orderId === undefined) return gqlError('This fake searches by orderId only.', 'VALIDATION');
      const edges = [...transactions.values()].filter((t) => t.orderId === orderId).map((node) => ({ node }));
      return { status: 200, body: { data: { search: { transactions: { edges } } } } };
    }
    return gqlError(`Unknown query ${field}`, 'VALIDATION');
  }

  function route(query: string, input: Record<string, unknown>): FakeReply {
    const mutation = /\{\s*(\w+)\s*\(/.exec(query.slice(query.indexOf('{')))?.[1];
    if (mutation === 'chargePaymentMethod' || mutation === 'authorizePaymentMethod') {
      const transaction = input.transaction as { amount?: string; orderId?: string } | undefined;
      if (!transaction?.amount || !/^\d+(\.\d{1,2})?$/.test(transaction.amount))
        return gqlError('Amount is an invalid format.', 'VALIDATION');
      const legacyId = fakeId('');
      const created: Transaction = {
        id: braintreeGlobalId(legacyId),
        legacyId,
        status: mutation === 'chargePaymentMethod' ? 'SUBMITTED_FOR_SETTLEMENT' : 'AUTHORIZED',
        amount: { value: transaction.amount, currencyCode: 'USD' },
        orderId: transaction.orderId ?? '',
        statusHistory: [],
      };
      if (input.paymentMethodId === braintreeTestNonces.processorDeclined) {
        created.status = 'PROCESSOR_DECLINED';
        created.statusHistory = [{ processorResponse: { legacyCode: '2000', message: 'Do Not Honor' } }];
        transactions.set(created.id, created);
        return gqlError('Do Not Honor', 'VALIDATION', { [mutation]: { transaction: created } });
      }
      if (input.paymentMethodId !== braintreeTestNonces.valid)
        return gqlError('Unknown or expired payment method ID.', 'VALIDATION');
      transactions.set(created.id, created);
      return {
        status: 200,
        body: { data: { [mutation]: { transaction: created } }, extensions: { requestId: fakeId('req-') } },
      };
    }
    const transaction = transactions.get(String(input.transactionId));
    if (!transaction) return gqlError('An object with this ID was not found.', 'NOT_FOUND');
    if (mutation === 'captureTransaction') {
      if (transaction.status !== 'AUTHORIZED')
        return gqlError('Transaction can only be captured if status is authorized.', 'VALIDATION');
      const amount =
        (input.transaction as { amount?: string } | undefined)?.amount ?? transaction.amount.value;
      if (Number(amount) > Number(transaction.amount.value))
        return gqlError('Amount cannot be more than the authorized amount.', 'VALIDATION');
      Object.assign(transaction, {
        status: 'SUBMITTED_FOR_SETTLEMENT',
        amount: { ...transaction.amount, value: amount },
      });
      return { status: 200, body: { data: { captureTransaction: { transaction } } } };
    }
    if (mutation === 'refundTransaction') {
      if (transaction.status !== 'SUBMITTED_FOR_SETTLEMENT' && transaction.status !== 'SETTLED') {
        return gqlError('Cannot refund a transaction unless it is settled.', 'VALIDATION');
      }
      const amount = (input.refund as { amount?: string } | undefined)?.amount ?? transaction.amount.value;
      const refunded = refunds
        .filter((r) => r.transactionId === transaction.id)
        .reduce((sum, r) => sum + Number(r.amount), 0);
      if (Number(amount) + refunded > Number(transaction.amount.value) + 1e-9) {
        return gqlError('Refund amount is too large.', 'VALIDATION');
      }
      const refund = {
        id: braintreeGlobalId(fakeId('r')),
        transactionId: transaction.id,
        amount,
        status: 'SUBMITTED_FOR_SETTLEMENT',
      };
      refunds.push(refund);
      return {
        status: 200,
        body: {
          data: {
            refundTransaction: { refund: { ...refund, amount: { value: amount, currencyCode: 'USD' } } },
          },
        },
      };
    }
    if (mutation === 'voidTransaction') {
      if (transaction.status !== 'AUTHORIZED' && transaction.status !== 'SUBMITTED_FOR_SETTLEMENT') {
        return gqlError(
          'Transaction can only be voided if status is authorized or submitted_for_settlement.',
          'VALIDATION',
        );
      }
      transaction.status = 'VOIDED';
      return { status: 200, body: { data: { voidTransaction: { transaction } } } };
    }
    return gqlError(`Unknown mutation ${mutation}`, 'VALIDATION');
  }

  const server = await startFakeServer(handle, { port: options.port });
  return Object.assign(server, {
    transactions,
    refunds,
    chargeCount: () =>
      [...transactions.values()].filter((t) => t.status !== 'PROCESSOR_DECLINED' && t.status !== 'VOIDED')
        .length,
  });
}

export type FakeBraintree = Awaited<ReturnType<typeof startFakeBraintree>>;
