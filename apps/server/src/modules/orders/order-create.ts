import { randomUUID } from 'node:crypto';
import type { AdminOrder, adminOrderCreateSchema } from '@emporia/contracts/admin-orders';
import { schema } from '@emporia/db';
import { and, desc, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { AppError, conflict, notFound, validationFailed } from '../../kernel/errors';
import { attachPaymentToOrder, authorisePayment, voidPayment } from '../../payments';
import { stockMessage } from '../cart';
import { recordPlacedOrder, takeStockAndAnnounce } from '../checkout';
import { findProfile, resolveSavedAddress, resolveTypedAddress, type ShippingAddress } from '../customers';
import { settleGiftCardsOfPlacement } from '../gift-cards';
import { defaultOrderStatusId } from '../store-settings';
import { enqueueOrderConfirmation } from './emails';
import { adminOrder } from './order-admin';
import { priceForStaff } from './order-edit';
import { newOrderRef } from './refs';

async function defaultAddressOf(ctx: RequestContext, customerId: number): Promise<ShippingAddress | null> {
  const [row] = await ctx.db
    .select({ id: schema.customerAddresses.id })
    .from(schema.customerAddresses)
    .where(
      and(
        eq(schema.customerAddresses.shopId, ctx.shop.id),
        eq(schema.customerAddresses.customerId, customerId),
      ),
    )
    .orderBy(desc(schema.customerAddresses.isDefault), schema.customerAddresses.id)
    .limit(1);
  return row ? resolveSavedAddress(ctx, customerId, row.id) : null;
}

/**
 * Staff create an order for a customer (order/new): priced, taxed, shipped and
 * checked like a checkout (coupon rules included), paid through the chosen
 * method, and confirmed to the customer by e-mail.
 */
export async function createOrderForCustomer(
  ctx: RequestContext,
  input: z.output<typeof adminOrderCreateSchema>,
  origin: string,
): Promise<AdminOrder> {
  const customer = await findProfile(ctx, input.customer_id);
  if (!customer) throw notFound('This customer does not exist.');
  const address = input.address
    ? await resolveTypedAddress(ctx, input.address)
    : await defaultAddressOf(ctx, customer.id);
  const { priced, address: shipTo } = await priceForStaff(
    ctx,
    input.lines,
    { customerId: customer.id, email: customer.email },
    address,
    input.shipping_method,
    { couponCode: input.coupon_code ?? null },
  );
  if (priced.couponProblem)
    throw validationFailed(priced.couponProblem, { coupon_code: priced.couponProblem });
  for (const line of priced.lines) {
    if (line.row.status !== 1) throw conflict(`${line.row.name} is no longer available.`);
    if (line.quantity > line.row.stock) throw conflict(stockMessage(line.row.name, line.row.stock));
  }

  const ref = newOrderRef();
  let payment: { paymentId: number; orderStatusId: number } | null = null;
  if (priced.totals.totalMinor > 0) {
    const result = await authorisePayment(ctx, {
      method: input.payment_method,
      amountMinor: priced.totals.totalMinor,
      currency: priced.currency.code,
      orderRef: ref,
      idempotencyKey: `admin:${randomUUID()}`,
      paymentData: {},
    });
    if (!result.ok) {
      if (result.code === 'unavailable' || result.code === 'invalid') {
        throw validationFailed(result.message, { payment_method: result.message });
      }
      throw new AppError(402, 'PAYMENT_DECLINED', result.message);
    }
    payment = result;
  }
  const statusId = payment?.orderStatusId ?? (await defaultOrderStatusId(ctx));
  let orderId: number;
  try {
    orderId = await inTransaction(ctx, async (tx) => {
      const order = await recordPlacedOrder(tx, {
        ref,
        buyer: {
          customerId: customer.id,
          email: customer.email,
          firstname: customer.firstname,
          lastname: customer.lastname,
          telephone: customer.telephone,
        },
        address: shipTo,
        priced,
        paymentMethod: input.payment_method,
        statusId,
        comment: input.comment,
        idempotencyKey: null,
        cartId: null,
        source: 'admin',
        adminId: tx.actor.kind === 'admin' ? tx.actor.adminId : null,
      });
      if (payment) await attachPaymentToOrder(tx, payment.paymentId, order.id);
      await settleGiftCardsOfPlacement(tx, { orderId: order.id, cart: null, priced, origin });
      await enqueueOrderConfirmation(tx, order.id, origin);
      await takeStockAndAnnounce(tx, order);
      return order.id;
    });
  } catch (error) {
    if (payment) await voidPayment(ctx, payment.paymentId).catch(() => undefined);
    throw error;
  }
  return adminOrder(ctx, orderId);
}
