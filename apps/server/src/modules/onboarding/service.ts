import type { Onboarding } from '@emporia/contracts/onboarding';
import { schema } from '@emporia/db';
import { and, count, eq } from 'drizzle-orm';
import type { RequestContext } from '../../kernel/context';
import { usablePaymentMethods } from '../../payments';
import { offersShippingTo } from '../../shipping';
import { readConfigEntries } from '../settings';

const { shops, products, shopDomains } = schema;

async function shopState(ctx: RequestContext) {
  const [row] = await ctx.db
    .select({
      launchedAt: shops.launchedAt,
      dismissedAt: shops.onboardingDismissedAt,
      deletionDueAt: shops.deletionDueAt,
    })
    .from(shops)
    .where(eq(shops.id, ctx.shop.id));
  return row;
}

async function hasProduct(ctx: RequestContext) {
  const [row] = await ctx.db.select({ n: count() }).from(products).where(eq(products.shopId, ctx.shop.id));
  return (row?.n ?? 0) > 0;
}

/**
 * Checkout offers a way to ship to the shop's own country: a module merely switched on (USPS
 * without its credentials) offers nothing there, and does not tick the step.
 */
async function hasShipping(ctx: RequestContext) {
  const entries = await readConfigEntries(ctx, 'config_');
  const country = entries.config_country || entries.config_shipping_origin_country || 'US';
  return offersShippingTo(ctx, country);
}

async function hasDomain(ctx: RequestContext) {
  const [row] = await ctx.db
    .select({ n: count() })
    .from(shopDomains)
    .where(and(eq(shopDomains.shopId, ctx.shop.id), eq(shopDomains.status, 'connected')));
  return (row?.n ?? 0) > 0;
}

/** Each step read from the shop's real state, so doing it anywhere ticks it here. */
export async function onboarding(ctx: RequestContext): Promise<Onboarding> {
  const state = await shopState(ctx);
  const launched = !!state?.launchedAt;
  const [product, payments, shipping, domain] = await Promise.all([
    hasProduct(ctx),
    usablePaymentMethods(ctx).then((methods) => methods.length > 0),
    hasShipping(ctx),
    hasDomain(ctx),
  ]);
  return {
    visible: !launched && !state?.dismissedAt,
    launched,
    steps: [
      {
        key: 'product',
        title: 'Add a product',
        description: 'Add what you sell, with a price and a picture.',
        done: product,
        path: '/product/new',
      },
      {
        key: 'payments',
        title: 'Set up payments',
        description: 'Choose how customers pay: cards, PayPal or money order.',
        done: payments,
        path: '/setting/payment',
      },
      {
        key: 'shipping',
        title: 'Set up shipping',
        description:
          'Offer a way to ship to your own country: flat rate, free shipping, pick-up or a carrier.',
        done: shipping,
        path: '/setting/shipping',
      },
      {
        key: 'domain',
        title: 'Connect a domain',
        description: 'Optional: use your own address instead of the platform subdomain.',
        done: domain,
        path: '/setting/domain/connect',
      },
      {
        key: 'launch',
        title: 'Launch your shop',
        description: 'Open the storefront to everyone.',
        done: launched,
        path: null,
      },
    ],
    deletion_due_at: state?.deletionDueAt?.toISOString() ?? null,
  };
}

export async function launchShop(ctx: RequestContext): Promise<Onboarding> {
  await ctx.db
    .update(shops)
    .set({ launchedAt: new Date(), updatedAt: new Date() })
    .where(eq(shops.id, ctx.shop.id));
  return onboarding(ctx);
}

export async function dismissOnboarding(ctx: RequestContext): Promise<Onboarding> {
  await ctx.db
    .update(shops)
    .set({ onboardingDismissedAt: new Date(), updatedAt: new Date() })
    .where(eq(shops.id, ctx.shop.id));
  return onboarding(ctx);
}
