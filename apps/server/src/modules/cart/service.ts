import { createHash } from 'node:crypto';
import { type Cart, type Destination, giftCardMetaSchema, type LineMeta } from '@emporia/contracts/cart';
import { schema } from '@emporia/db';
import { and, eq, sql } from 'drizzle-orm';
import { newToken as createToken, hashToken } from '../../kernel/auth/tokens';
import type { RequestContext } from '../../kernel/context';
import { badRequest, conflict, notFound, validationFailed } from '../../kernel/errors';
import { type CartOwner, findCart, openCart } from './identity';
import { priceCart } from './pricing';
import {
  addToLineAndTouch,
  type CartRow,
  deleteAllLines,
  deleteLine,
  findAddableProduct,
  findLine,
  loadAddContext,
  newGuestCartWithLine,
  setLineQuantity,
  updateCart,
} from './queries';
import { cartViewOf } from './view';

export interface CartChange {
  message: string;
  cart: Cart;
  cartToken?: string;
}

export async function viewCart(ctx: RequestContext, cart: CartRow | null | undefined): Promise<Cart> {
  return cartViewOf(await priceCart(ctx, cart ?? null));
}

export async function getCart(ctx: RequestContext, owner: CartOwner): Promise<Cart> {
  return viewCart(ctx, await findCart(ctx, owner));
}

/** Gift cards are told apart by who receives them; other products have one line each. */
export function lineKeyOf(productId: number, meta: LineMeta): string {
  if (!meta.gc_receiver_name && !meta.gc_email_to && !meta.gc_message) return String(productId);
  const digest = createHash('sha256')
    .update(JSON.stringify([meta.gc_receiver_name, meta.gc_email_to, meta.gc_message]))
    .digest('hex');
  return `${productId}:${digest.slice(0, 24)}`;
}

/** The gift-card fields a digital product needs; other products carry none. */
export function lineMetaFor(isDigital: number, meta: Record<string, unknown> | undefined): LineMeta {
  if (isDigital <= 0) return {};
  const parsed = giftCardMetaSchema.safeParse(meta ?? {});
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) fields[`meta.${issue.path.join('.')}`] ??= issue.message;
    throw validationFailed(Object.values(fields)[0] ?? 'Fill in the gift card details.', fields);
  }
  return parsed.data;
}

async function unitsInCart(
  ctx: RequestContext,
  cartId: number,
  productId: number,
  exceptKey?: number,
): Promise<number> {
  const { cartItems } = schema;
  const [row] = await ctx.db
    .select({ n: sql<number>`coalesce(sum(${cartItems.quantity}), 0)::int` })
    .from(cartItems)
    .where(
      and(
        eq(cartItems.shopId, ctx.shop.id),
        eq(cartItems.cartId, cartId),
        eq(cartItems.productId, productId),
        exceptKey ? sql`${cartItems.id} <> ${exceptKey}` : undefined,
      ),
    );
  return row?.n ?? 0;
}

export function stockMessage(name: string, stock: number): string {
  if (stock <= 0) return `${name} is out of stock.`;
  return `Only ${stock} of ${name} ${stock === 1 ? 'is' : 'are'} in stock.`;
}

/** Action cart_add_product: `quantity` units of a product (a variant of a configurable one). */
export async function addProductToCart(
  ctx: RequestContext,
  owner: CartOwner,
  input: { id: number; cart_quantity: number; meta?: Record<string, unknown> },
): Promise<CartChange> {
  const tokenHash = owner.token ? hashToken(owner.token) : null;
  const found = await loadAddContext(
    ctx.db,
    ctx.shop.id,
    { customerId: owner.customerId, tokenHash },
    input.id,
    ctx.shop.defaultLanguage,
  );
  const { product } = found;
  if (product?.status !== 1) throw notFound('This product is not available.');
  if (product.type === 'configurable')
    throw badRequest(`Please choose the options of ${product.name} first.`);
  const meta = lineMetaFor(product.is_digital, input.meta);
  if (found.units + input.cart_quantity > product.quantity)
    throw conflict(stockMessage(product.name, product.quantity));

  const line = {
    shopId: ctx.shop.id,
    productId: product.id,
    quantity: input.cart_quantity,
    meta,
    lineKey: lineKeyOf(product.id, meta),
  };
  let cart: CartRow;
  let newToken: string | undefined;
  if (found.cart) {
    cart = found.cart;
    await addToLineAndTouch(ctx.db, { ...line, cartId: cart.id });
  } else if (owner.customerId === null) {
    // A guest without a cart (or with a token that no longer opens one) gets a new cart and token.
    newToken = createToken();
    cart = await newGuestCartWithLine(ctx.db, { ...line, tokenHash: hashToken(newToken) });
  } else {
    ({ cart } = await openCart(ctx, owner));
    await addToLineAndTouch(ctx.db, { ...line, cartId: cart.id });
  }
  return {
    message: `${product.name} has been added to your cart.`,
    cart: await viewCart(ctx, cart),
    ...(newToken ? { cartToken: newToken } : {}),
  };
}

async function existingCart(ctx: RequestContext, owner: CartOwner): Promise<CartRow> {
  const cart = await findCart(ctx, owner);
  if (!cart) throw notFound('Your shopping cart is empty.');
  return cart;
}

export async function changeLineQuantity(
  ctx: RequestContext,
  owner: CartOwner,
  key: number,
  quantity: number,
): Promise<CartChange> {
  const cart = await existingCart(ctx, owner);
  const line = await findLine(ctx.db, ctx.shop.id, cart.id, key);
  if (!line) throw notFound('This item is not in your cart.');
  const product = await findAddableProduct(ctx.db, ctx.shop.id, line.productId, ctx.shop.defaultLanguage);
  if (product?.status !== 1)
    throw conflict('This product is no longer available. Please remove it from your cart.');
  const others = await unitsInCart(ctx, cart.id, line.productId, key);
  if (others + quantity > product.quantity) throw conflict(stockMessage(product.name, product.quantity));
  await setLineQuantity(ctx.db, ctx.shop.id, cart.id, key, quantity);
  await updateCart(ctx.db, ctx.shop.id, cart.id, {});
  return { message: 'Your shopping cart has been updated.', cart: await viewCart(ctx, cart) };
}

export async function removeLine(ctx: RequestContext, owner: CartOwner, key: number): Promise<CartChange> {
  const cart = await existingCart(ctx, owner);
  if (!(await deleteLine(ctx.db, ctx.shop.id, cart.id, key)))
    throw notFound('This item is not in your cart.');
  await updateCart(ctx.db, ctx.shop.id, cart.id, {});
  return { message: 'The item has been removed from your cart.', cart: await viewCart(ctx, cart) };
}

export async function emptyCart(ctx: RequestContext, owner: CartOwner): Promise<CartChange> {
  const cart = await findCart(ctx, owner);
  if (cart) {
    await deleteAllLines(ctx.db, ctx.shop.id, cart.id);
    await updateCart(ctx.db, ctx.shop.id, cart.id, { couponCode: null });
  }
  return { message: 'Your shopping cart is empty.', cart: await viewCart(ctx, cart) };
}

/**
 * Action order_apply_discount (module CouponModule): the coupon is stored on
 * the cart only when it applies to it now; otherwise nothing changes and the
 * reason comes back as a 422.
 */
export async function applyCoupon(ctx: RequestContext, owner: CartOwner, code: string): Promise<CartChange> {
  const cart = await findCart(ctx, owner);
  if (!cart)
    throw validationFailed('Add products to your cart before using a coupon.', {
      coupon_code: 'Your cart is empty.',
    });
  const priced = await priceCart(ctx, cart, { couponCode: code });
  if (priced.lines.length === 0) {
    throw validationFailed('Add products to your cart before using a coupon.', {
      coupon_code: 'Your cart is empty.',
    });
  }
  if (!priced.coupon) {
    const message = priced.couponProblem ?? 'This coupon code is not valid.';
    throw validationFailed(message, { coupon_code: message });
  }
  await updateCart(ctx.db, ctx.shop.id, cart.id, { couponCode: priced.coupon.code });
  const stored = { ...cart, couponCode: priced.coupon.code };
  return { message: 'Success: Your coupon discount has been applied!', cart: await viewCart(ctx, stored) };
}

export async function removeCoupon(ctx: RequestContext, owner: CartOwner): Promise<CartChange> {
  const cart = await findCart(ctx, owner);
  if (cart?.couponCode) await updateCart(ctx.db, ctx.shop.id, cart.id, { couponCode: null });
  return {
    message: 'The coupon has been removed.',
    cart: await viewCart(ctx, cart ? { ...cart, couponCode: null } : null),
  };
}

/** Remembers where the shopper ships to, so taxes show before checkout. */
export async function estimateFor(
  ctx: RequestContext,
  owner: CartOwner,
  destination: Destination,
): Promise<CartChange> {
  const { countries, zones } = schema;
  const [country] = await ctx.db
    .select({ id: countries.id })
    .from(countries)
    .where(eq(countries.isoCode2, destination.country_code));
  if (!country) throw validationFailed('Choose a country.', { country_code: 'Choose a country.' });
  if (destination.zone_code) {
    const [zone] = await ctx.db
      .select({ id: zones.id })
      .from(zones)
      .where(and(eq(zones.countryId, country.id), eq(zones.code, destination.zone_code)));
    if (!zone)
      throw validationFailed('Choose a state of the country.', {
        zone_code: 'Choose a state of the country.',
      });
  }
  const { cart, newToken } = await openCart(ctx, owner);
  const values = {
    countryCode: destination.country_code,
    zoneCode: destination.zone_code,
    postcode: destination.postcode,
  };
  await updateCart(ctx.db, ctx.shop.id, cart.id, values);
  return {
    message: 'Your estimate has been updated.',
    cart: await viewCart(ctx, { ...cart, ...values }),
    ...(newToken ? { cartToken: newToken } : {}),
  };
}
