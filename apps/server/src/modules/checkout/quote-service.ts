import type { Destination } from '@emporia/contracts/cart';
import type { QuoteResponse, quoteRequestSchema } from '@emporia/contracts/checkout';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { RequestContext } from '../../kernel/context';
import { badRequest, validationFailed } from '../../kernel/errors';
import type { QuotedMethod, ShippingQuote } from '../../shipping';
import { recordCarrierFailures } from '../../shipping';
import {
  type CartOwner,
  type CartRow,
  cartViewOf,
  findCart,
  type PricedCart,
  priceCart,
  updateCart,
  withShipping,
} from '../cart';
import { destinationOf, resolveRegion, resolveSavedAddress } from '../customers';
import { shippingOptionOf, shippingQuoteFor } from './shipping-options';

export const emptyCartMessage = 'Your shopping cart is empty.';

/** The chosen method among those offered, or a clear 422 when it is not offered here (any more). */
export function chosenMethod(
  methods: readonly QuotedMethod[],
  code: string | undefined,
): QuotedMethod | null {
  if (!code) return null;
  const method = methods.find((m) => m.code === code);
  if (!method) {
    const message = 'This shipping method is not available for your address. Please choose another one.';
    throw validationFailed(message, { shipping_method: message });
  }
  return method;
}

export const shippingOf = (method: QuotedMethod | null) =>
  method
    ? { code: method.code, title: method.title, costMinor: method.costMinor, taxClassId: method.taxClassId }
    : null;

/** Priced cart and the methods that ship it to `destination` (none for gift cards only), and the modules that failed. */
export async function pricedWithMethods(
  ctx: RequestContext,
  cart: CartRow,
  destination: Destination | null,
): Promise<{ priced: PricedCart } & ShippingQuote> {
  const priced = await priceCart(ctx, cart, { destination });
  if (priced.lines.length === 0) throw badRequest(emptyCartMessage);
  const quote =
    priced.needsShipping && destination
      ? await shippingQuoteFor(ctx, priced.lines, destination)
      : { methods: [], unavailable: [], failures: [] };
  return { priced, ...quote };
}

/**
 * The checkout's shipping step: the methods on offer for the address, and the
 * cart's totals with the chosen one (taxes for the address). The destination
 * and a guest's e-mail are remembered on the cart.
 */
export async function quoteCheckout(
  ctx: RequestContext,
  owner: CartOwner,
  input: z.output<typeof quoteRequestSchema>,
  log: FastifyBaseLogger,
): Promise<QuoteResponse> {
  const cart = await findCart(ctx, owner);
  if (!cart) throw badRequest(emptyCartMessage);
  let destination: Destination | null = null;
  if (input.address_id) {
    if (!owner.customerId)
      throw validationFailed('Please log in to use your address book.', { address_id: 'Log in first.' });
    destination = destinationOf(await resolveSavedAddress(ctx, owner.customerId, input.address_id));
  } else if (input.country_id) {
    const region = await resolveRegion(ctx, input.country_id, input.zone_id ?? null);
    destination = destinationOf({ ...region, postcode: input.postcode ?? '' });
  } else if (cart.countryCode) {
    destination = { country_code: cart.countryCode, zone_code: cart.zoneCode, postcode: cart.postcode };
  }

  const { priced, methods, unavailable, failures } = await pricedWithMethods(ctx, cart, destination);
  // The shopper reads that a module is unavailable; staff read why (admin shipping page).
  await recordCarrierFailures(ctx, failures, log);
  const chosen = chosenMethod(methods, input.shipping_method);
  const remembered = {
    countryCode: destination?.country_code ?? null,
    zoneCode: destination?.zone_code ?? null,
    postcode: destination?.postcode ?? null,
    ...(input.email && !owner.customerId ? { email: input.email } : {}),
  };
  await updateCart(ctx.db, ctx.shop.id, cart.id, remembered);
  const view = cartViewOf(withShipping({ ...priced, cart: { ...cart, ...remembered } }, shippingOf(chosen)));
  return { methods: methods.map(shippingOptionOf), unavailable, cart: view };
}
