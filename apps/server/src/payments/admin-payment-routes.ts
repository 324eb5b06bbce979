import {
  type AdminPayment,
  adminPaymentListResponseSchema,
  adminPaymentResponseSchema,
  type PaymentStatus,
  paymentActionBodySchema,
} from '@emporia/contracts/payments';
import { idSchema } from '@emporia/contracts/primitives';

import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { access } from '../kernel/auth/access';
import type { RequestContext } from '../kernel/context';
import { AppError, notFound } from '../kernel/errors';
import { toDecimal, toMinor } from '../kernel/money';
import { capturePayment, type PaymentActionResult, refundPayment, voidPayment } from './checkout-payment';
import {
  findPayment,
  listPaymentEvents,
  listPaymentsNeedingAttention,
  listPaymentsOfOrder,
  type PaymentRow,
} from './queries';
import { reconcileNow } from './reconcile';

const tags = ['admin: orders'];

async function withEvents(ctx: RequestContext, rows: PaymentRow[]): Promise<AdminPayment[]> {
  const events = await listPaymentEvents(
    ctx.db,
    ctx.shop.id,
    rows.map((r) => r.id),
  );
  return rows.map((row) => ({
    id: row.id,
    order_id: row.orderId,
    method: row.method as AdminPayment['method'],
    order_ref: row.orderRef,
    provider_reference: row.providerReference,
    amount: toDecimal(row.amountMinor),
    captured: toDecimal(row.capturedMinor),
    refunded: toDecimal(row.refundedMinor),
    currency: row.currency,
    status: row.status as PaymentStatus,
    message: row.message,
    attention: row.attention,
    created_at: row.createdAt.toISOString(),
    events: events
      .filter((e) => e.paymentId === row.id)
      .map((e) => ({
        id: e.id,
        kind: e.kind as AdminPayment['events'][number]['kind'],
        outcome: e.outcome as AdminPayment['events'][number]['outcome'],
        amount: e.amountMinor === null ? null : toDecimal(e.amountMinor),
        provider_reference: e.providerReference,
        status: e.status as PaymentStatus,
        message: e.message,
        admin_id: e.adminId,
        created_at: e.createdAt.toISOString(),
      })),
  }));
}

/** The provider's refusal reaches the admin as a message (SPEC §8 danger alert); it is recorded either way. */
function answerOf(result: PaymentActionResult): void {
  if (result.ok) return;
  if (result.code === 'declined') throw new AppError(422, 'PAYMENT_DECLINED', result.message);
  throw new AppError(502, 'PAYMENT_PROVIDER_ERROR', result.message);
}

/** Payments of an order and the admin order page's capture, refund (full or partial) and void. */
export const adminPaymentRoutes: FastifyPluginAsyncZod = async (app) => {
  const idParams = z.object({ id: idSchema });

  app.get(
    '/api/v1/admin/payments',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'Payments of an order with their history',
        querystring: z.object({ order_id: idSchema }),
        response: { 200: adminPaymentListResponseSchema },
      },
    },
    async (request) => ({
      data: await withEvents(
        request.ctx,
        await listPaymentsOfOrder(request.ctx.db, request.ctx.shop.id, request.query.order_id),
      ),
    }),
  );

  app.get(
    '/api/v1/admin/payments/:id',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary: 'One payment with its history',
        params: idParams,
        response: { 200: adminPaymentResponseSchema },
      },
    },
    async (request) => {
      const row = await findPayment(request.ctx.db, request.ctx.shop.id, request.params.id);
      if (!row) throw notFound('Payment not found.');
      const [payment] = await withEvents(request.ctx, [row]);
      return { data: payment! };
    },
  );

  app.get(
    '/api/v1/admin/payments/attention',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary:
          'Payments needing attention: left without their order and not resolved by the reconciliation (provider down, unknown state)',
        response: { 200: adminPaymentListResponseSchema },
      },
    },
    async (request) => ({
      data: await withEvents(
        request.ctx,
        await listPaymentsNeedingAttention(request.ctx.db, request.ctx.shop.id),
      ),
    }),
  );

  app.post(
    '/api/v1/admin/payments/:id/reconcile',
    {
      config: { access: access.staff('orders') },
      schema: {
        tags,
        summary:
          'Try again: ask the provider about a payment without its order now and resolve it (attach, void, refund or abandon)',
        params: idParams,
        response: { 200: adminPaymentResponseSchema },
      },
    },
    async (request) => {
      const row = await reconcileNow(request.ctx, request.params.id);
      const [payment] = await withEvents(request.ctx, [row]);
      return { data: payment! };
    },
  );

  for (const action of ['capture', 'refund', 'void'] as const) {
    app.post(
      `/api/v1/admin/payments/:id/${action}`,
      {
        config: { access: access.staff('orders') },
        schema: {
          tags,
          summary: `${action[0]!.toUpperCase()}${action.slice(1)} a payment at its provider${action === 'void' ? '' : ' (amount: decimal, all that remains when left out)'}`,
          params: idParams,
          body: paymentActionBodySchema,
          response: { 200: adminPaymentResponseSchema },
        },
      },
      async (request) => {
        const { ctx } = request;
        const row = await findPayment(ctx.db, ctx.shop.id, request.params.id);
        if (!row) throw notFound('Payment not found.');
        const amount = request.body?.amount;
        const minor = amount === undefined ? undefined : toMinor(amount);
        const result =
          action === 'capture'
            ? await capturePayment(ctx, row, minor)
            : action === 'refund'
              ? await refundPayment(ctx, row, minor)
              : await voidPayment(ctx, row);
        answerOf(result);
        const [payment] = await withEvents(ctx, [result.payment]);
        return { data: payment! };
      },
    );
  }
};
