import type { placeOrderRequestSchema } from '@emporia/contracts/checkout';
import type { z } from 'zod';
import type { RequestContext } from '../../kernel/context';
import { AppError, badRequest, validationFailed } from '../../kernel/errors';
import { preparePayment } from '../../payments';
import { type CartOwner, findCart } from '../cart';
import { priceForPlacement } from './place-order';
import { emptyCartMessage } from './quote-service';

/**
 * For payment methods that create the payment at the provider before the
 * buyer approves (PayPal's buttons): the amount is the order's total as it
 * would be placed now, under the same Idempotency-Key the placement will send.
 */
export async function preparePaymentForCheckout(
  ctx: RequestContext,
  owner: CartOwner,
  input: z.output<typeof placeOrderRequestSchema>,
  idempotencyKey: string,
): Promise<Record<string, string>> {
  const cart = await findCart(ctx, owner);
  if (!cart) throw badRequest(emptyCartMessage);
  const { priced } = await priceForPlacement(ctx, owner, cart, input);
  if (priced.totals.totalMinor <= 0) return {};
  const result = await preparePayment(ctx, {
    method: input.payment_method ?? '',
    amountMinor: priced.totals.totalMinor,
    currency: priced.currency.code,
    orderRef: idempotencyKey,
    idempotencyKey: `order:${idempotencyKey}`,
  });
  if (result.ok) return result.clientData;
  if (result.code === 'unavailable')
    throw validationFailed(result.message, { payment_method: result.message });
  throw new AppError(402, 'PAYMENT_DECLINED', result.message);
}
