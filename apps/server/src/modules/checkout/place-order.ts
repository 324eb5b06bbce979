import type { PlacedOrder, placeOrderRequestSchema } from '@emporia/contracts/checkout';
import type { z } from 'zod';
import { inTransaction, type RequestContext } from '../../kernel/context';
import { isUniqueViolation } from '../../kernel/database-errors';
import { AppError, badRequest, conflict, validationFailed } from '../../kernel/errors';
import { toDecimal, toMinor } from '../../kernel/money';
import {
  type AuthorisePaymentResult,
  attachPaymentToOrder,
  authorisePayment,
  releasePaymentWithoutOrder,
} from '../../payments';
import type { QuotedMethod } from '../../shipping';
import {
  type CartOwner,
  type CartRow,
  deleteAllLines,
  findCart,
  lineQuantities,
  lockCart,
  type PricedCart,
  stockMessage,
  updateCart,
  withShipping,
} from '../cart';
import {
  destinationOf,
  findProfile,
  resolveSavedAddress,
  resolveTypedAddress,
  type ShippingAddress,
} from '../customers';
import { settleGiftCardsOfPlacement } from '../gift-cards';
import { requestDealsSignUp } from '../marketing';
import { enqueueOrderConfirmation, findOrderByIdempotencyKey, newOrderRef } from '../orders';
import { defaultOrderStatusId } from '../store-settings';
import { chosenMethod, emptyCartMessage, pricedWithMethods, shippingOf } from './quote-service';
import { recordPlacedOrder, takeStockAndAnnounce } from './record-order';
import { packagesOf } from './shipping-options';

type PlaceOrderInput = z.output<typeof placeOrderRequestSchema>;

export interface PlacementResult {
  order: PlacedOrder;
  /** True when the Idempotency-Key named an order placed before: nothing new was written. */
  replayed: boolean;
}

const replay = (order: { id: number; ref: string; totalMinor: number }): PlacementResult => ({
  order: { id: order.id, ref: order.ref, order_total: toDecimal(order.totalMinor) },
  replayed: true,
});

async function buyerOf(ctx: RequestContext, owner: CartOwner, input: PlaceOrderInput) {
  if (owner.customerId) {
    const profile = await findProfile(ctx, owner.customerId);
    if (!profile) throw badRequest('Please log in again.');
    return {
      customerId: profile.id,
      email: profile.email,
      firstname: profile.firstname,
      lastname: profile.lastname,
      telephone: input.telephone || profile.telephone,
    };
  }
  const fields: Record<string, string> = {};
  if (!input.email) fields.email = 'Enter your e-mail address.';
  if (!input.firstname) fields.firstname = 'Enter your first name.';
  if (!input.lastname) fields.lastname = 'Enter your last name.';
  if (Object.keys(fields).length > 0) throw validationFailed(Object.values(fields)[0]!, fields);
  return {
    customerId: null,
    email: input.email!,
    firstname: input.firstname!,
    lastname: input.lastname!,
    telephone: input.telephone,
  };
}

async function shippingAddressOf(
  ctx: RequestContext,
  owner: CartOwner,
  input: PlaceOrderInput,
): Promise<ShippingAddress | null> {
  if (input.address_id) {
    if (!owner.customerId)
      throw validationFailed('Please log in to use your address book.', { address_id: 'Log in first.' });
    return resolveSavedAddress(ctx, owner.customerId, input.address_id);
  }
  return input.address ? resolveTypedAddress(ctx, input.address) : null;
}

/** The method that pays what is left: none is needed when gift cards pay the whole order. */
export function paymentMethodOf(priced: PricedCart, input: PlaceOrderInput): string | undefined {
  if (priced.totals.totalMinor === 0 && priced.totals.giftCardMinor > 0) return 'giftcard';
  return input.payment_method;
}

/** Every check that needs no money moved: the order could be placed as priced. */
function checkPlaceable(priced: PricedCart, input: PlaceOrderInput) {
  if (!paymentMethodOf(priced, input))
    throw validationFailed('Choose a payment method.', { payment_method: 'Choose a payment method.' });
  if (priced.couponProblem) throw conflict(`${priced.couponProblem} Please remove the coupon to continue.`);
  for (const line of priced.lines) {
    if (line.row.status !== 1)
      throw conflict(`${line.row.name} is no longer available. Please remove it from your cart.`);
    if (line.quantity > line.row.stock)
      throw conflict(`Sorry: ${stockMessage(line.row.name, line.row.stock)} Please update your cart.`);
  }
  if (input.expected_total !== undefined && toMinor(input.expected_total) !== priced.totals.totalMinor) {
    throw conflict(
      `Your order total has changed to ${toDecimal(priced.totals.totalMinor).toFixed(priced.currency.decimal_digits)}. Please review your order.`,
    );
  }
}

function paymentFailure(result: Extract<AuthorisePaymentResult, { ok: false }>): AppError {
  if (result.code === 'requires_action')
    return new AppError(402, 'PAYMENT_ACTION_REQUIRED', result.message, result.action);
  if (result.code === 'unavailable' || result.code === 'invalid')
    return validationFailed(result.message, { payment_method: result.message });
  return new AppError(402, 'PAYMENT_DECLINED', result.message);
}

/** Gives the money back when the order could not be written after all. */
async function releasePayment(ctx: RequestContext, payment: Extract<AuthorisePaymentResult, { ok: true }>) {
  try {
    await releasePaymentWithoutOrder(ctx, payment.paymentId);
  } catch {
    // The payment stays without an order: the reconciliation retries it and shows it to staff if it cannot.
  }
}

/** The cart priced exactly as it would be ordered: buyer, address, chosen shipping, every check passed. */
export async function priceForPlacement(
  ctx: RequestContext,
  owner: CartOwner,
  cart: CartRow,
  input: PlaceOrderInput,
) {
  const buyer = await buyerOf(ctx, owner, input);
  const typed = input.address_id || input.address ? await shippingAddressOf(ctx, owner, input) : null;
  const { priced: unshipped, methods } = await pricedWithMethods(
    ctx,
    cart,
    typed ? destinationOf(typed) : null,
  );
  const address = unshipped.needsShipping ? typed : null;
  let priced = unshipped;
  let method: QuotedMethod | null = null;
  if (unshipped.needsShipping) {
    if (!address)
      throw validationFailed('Enter your shipping address.', { address: 'Enter your shipping address.' });
    if (!input.shipping_method)
      throw validationFailed('Choose a shipping method.', { shipping_method: 'Choose a shipping method.' });
    method = chosenMethod(methods, input.shipping_method);
    priced = withShipping(unshipped, shippingOf(method));
  }
  // Checked before any money moves; null: the bill goes to the shipping address.
  const billingAddress = input.billing_address
    ? await resolveTypedAddress(ctx, input.billing_address, 'billing_address')
    : null;
  checkPlaceable(priced, input);
  return { buyer, address, billingAddress, priced, method };
}

/**
 * Places the order of a cart: one transaction writes the order, its lines,
 * totals, discounts and first history entry, takes the stock, counts the
 * coupon use and empties the cart. The same Idempotency-Key again (a retry, a
 * double click, twenty at once) returns the first order and writes nothing.
 */
export async function placeOrder(
  ctx: RequestContext,
  owner: CartOwner,
  input: PlaceOrderInput,
  idempotencyKey: string,
  origin: string,
): Promise<PlacementResult> {
  const cart = await findCart(ctx, owner);
  const earlier = await placedWithKey(ctx, idempotencyKey, cart);
  if (earlier) return earlier;
  try {
    return await placeNewOrder(ctx, owner, cart, input, idempotencyKey, origin);
  } catch (error) {
    // A twin request with this key may have placed the order while this one
    // was checking the cart (emptied by that order): every retry gets that order.
    const placed = await placedWithKey(ctx, idempotencyKey, cart);
    if (placed) return placed;
    throw error;
  }
}

/** The order placed earlier with this Idempotency-Key, as a replay; a 409 when it is another cart's. */
async function placedWithKey(
  ctx: RequestContext,
  idempotencyKey: string,
  cart: CartRow | undefined,
): Promise<PlacementResult | undefined> {
  const placed = await findOrderByIdempotencyKey(ctx.db, ctx.shop.id, idempotencyKey);
  if (!placed) return undefined;
  if (!cart || placed.cartId !== cart.id)
    throw conflict('This Idempotency-Key was already used for another order.');
  return replay(placed);
}

async function placeNewOrder(
  ctx: RequestContext,
  owner: CartOwner,
  cart: CartRow | undefined,
  input: PlaceOrderInput,
  idempotencyKey: string,
  origin: string,
): Promise<PlacementResult> {
  if (!cart) throw badRequest(emptyCartMessage);

  const { buyer, address, billingAddress, priced, method } = await priceForPlacement(ctx, owner, cart, input);
  const packages = await packagesOf(ctx, priced.lines, method);

  let ref = newOrderRef();
  const paymentMethod = paymentMethodOf(priced, input) ?? '';
  let payment: Extract<AuthorisePaymentResult, { ok: true }> | null = null;
  if (priced.totals.totalMinor > 0) {
    const result = await authorisePayment(ctx, {
      method: paymentMethod,
      amountMinor: priced.totals.totalMinor,
      currency: priced.currency.code,
      orderRef: ref,
      idempotencyKey: `order:${idempotencyKey}`,
      paymentData: input.payment_data,
    });
    if (!result.ok) throw paymentFailure(result);
    payment = result;
    // A twin request may have started the payment: the order takes the reference the provider knows.
    ref = result.orderRef;
  }
  const statusId = payment?.orderStatusId ?? (await defaultOrderStatusId(ctx));

  try {
    return await inTransaction(ctx, async (tx) => {
      await lockCart(tx.db, tx.shop.id, cart.id);
      // A concurrent request with this key may have finished while this one waited for the cart.
      const placed = await placedWithKey(tx, idempotencyKey, cart);
      if (placed) return placed;
      await assertCartUnchanged(tx, cart, priced);
      const order = await recordPlacedOrder(tx, {
        ref,
        buyer,
        address,
        billingAddress,
        priced,
        paymentMethod,
        statusId,
        comment: input.comment,
        idempotencyKey,
        cartId: cart.id,
        source: 'storefront',
        packages,
      });
      await deleteAllLines(tx.db, tx.shop.id, cart.id);
      await updateCart(tx.db, tx.shop.id, cart.id, { couponCode: null, recoveryTokenHash: null });
      if (payment) await attachPaymentToOrder(tx, payment.paymentId, order.id);
      await settleGiftCardsOfPlacement(tx, { orderId: order.id, cart, priced, origin });
      await enqueueOrderConfirmation(tx, order.id, origin);
      if (input.newsletter) await requestDealsSignUp(tx, buyer.email, origin);
      await takeStockAndAnnounce(tx, order);
      return {
        order: { id: order.id, ref, order_total: toDecimal(priced.totals.totalMinor) },
        replayed: false,
      };
    });
  } catch (error) {
    // The key's order exists (a unique violation on the key: a twin won): it holds this same payment.
    if (isUniqueViolation(error) && (await findOrderByIdempotencyKey(ctx.db, ctx.shop.id, idempotencyKey)))
      throw error;
    if (payment) await releasePayment(ctx, payment);
    throw error;
  }
}

/** The cart must still hold exactly what was priced (another tab may have changed it meanwhile). */
async function assertCartUnchanged(ctx: RequestContext, cart: CartRow, priced: PricedCart) {
  const rows = await lineQuantities(ctx.db, ctx.shop.id, cart.id);
  const now = rows.map((r) => `${r.key}:${r.quantity}`).join(',');
  const then = priced.lines.map((l) => `${l.key}:${l.quantity}`).join(',');
  if (rows.length === 0) throw badRequest(emptyCartMessage);
  if (now !== then)
    throw conflict('Your cart changed while you were checking out. Please review your order.');
}
