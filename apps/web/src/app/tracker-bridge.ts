// Loaded on demand after a storefront page view, so the first load carries none of it (ADR 0047).
import type { BeaconInput } from '@emporia/contracts/analytics';
import type { Cart } from '@emporia/contracts/cart';
import type { ProductDetails } from '@emporia/contracts/catalog';
import type { Order } from '@emporia/contracts/orders';
import { catalogQueryKeys } from '@emporia/contracts/storefront-keys';
import type { QueryClient } from '@tanstack/react-query';
import { waitFor } from './page-title-state';
import { customerTokenKey, readToken } from './session';
import { cartKey, getProfile, orderKey, profileKey } from './shopper-queries';
import { commerceViewEvent, type PageView } from './tracking-events';

type PageViewBeacon = Extract<BeaconInput, { kind: 'pageview' }>;
export interface ShopTracker {
  /** null: the page is not tracked (admin, skip-flagged), and neither are its downloads. */
  pageView(view: (Omit<PageViewBeacon, 'kind'> & { username: string }) | null): void;
}
declare global {
  interface Window {
    emporiaTracker?: ShopTracker;
  }
}

/** The page the view is of: its route name (SPEC §2) and the parameter naming its product or order. */
export interface TrackedPage extends PageView {
  username: string;
  route: 'product' | 'checkout_success' | 'checkout' | 'cart' | 'other';
  productSlug?: string;
  orderRef?: string;
}

const nameOf = (translations: { name: string }[]) => translations[0]?.name ?? '';

const productOf = (p: ProductDetails): NonNullable<PageViewBeacon['product']> => ({
  sku: p.sku,
  name: nameOf(p.translations),
  price: p.price,
  categories: p.categories.map((c) => nameOf(c.translations)),
  children: p.children.map((c) => ({ sku: c.sku, name: nameOf(c.translations), price: c.price })),
});

const cartOf = (c: Cart): NonNullable<PageViewBeacon['cart']> => ({
  items: c.items.map((i) => ({ sku: i.sku, name: i.name, price: i.price, quantity: i.cart_quantity })),
  total: c.total,
});

const orderOf = (o: Order): NonNullable<PageViewBeacon['order']> => ({
  id: o.ref,
  subtotal: o.subtotal,
  shipping: o.shipping_amount,
  tax: o.order_tax,
  total: o.order_total,
  items: o.items.map((i) => ({ sku: i.sku, name: i.name, price: i.price, quantity: i.quantity })),
  discounts: o.discounts.map((d) => ({ code: d.code, amount: d.amount })),
});

/** A product page's product or a checkout-success page's order, as the tracker gets them (prices in minor units). */
export interface CommerceView {
  route: TrackedPage['route'];
  product?: PageViewBeacon['product'];
  order?: PageViewBeacon['order'];
}
/** Gathers the SPEC §7 fields of a page view, then hands them to the tracker once it is there. */
export async function reportToTracker(queryClient: QueryClient, page: TrackedPage): Promise<void> {
  const customerId = readToken(customerTokenKey)
    ? await queryClient
        .ensureQueryData({ queryKey: profileKey, queryFn: getProfile })
        .then((profile) => profile.id)
        .catch(() => undefined)
    : undefined;
  const [product, order, cart, tracker] = await Promise.all([
    page.productSlug
      ? waitFor(() => queryClient.getQueryData<ProductDetails>(catalogQueryKeys.product(page.productSlug!)))
      : undefined,
    page.orderRef ? waitFor(() => queryClient.getQueryData<Order>(orderKey(page.orderRef!))) : undefined,
    waitFor(() => queryClient.getQueryData<Cart>(cartKey)),
    // The page may be gone (a closed tab, a torn-down test page) before the tracker arrives.
    waitFor(() => (typeof window === 'undefined' ? undefined : window.emporiaTracker)),
  ]);
  // SPEC §8: these are console notes only; the view is still reported with what there is.
  if (page.productSlug && !product) console.error('error fetching product details');
  if (page.orderRef && !order) console.error('failed to fetch order details');
  // Other tags (the social-ad pixel) hear of the product or order on this page, if it is still open.
  if ((product || order) && typeof window !== 'undefined')
    window.dispatchEvent(
      new CustomEvent<CommerceView>(commerceViewEvent, {
        detail: {
          route: page.route,
          ...(product ? { product: productOf(product) } : {}),
          ...(order ? { order: orderOf(order) } : {}),
        },
      }),
    );
  if (!tracker) return;
  tracker.pageView({
    username: page.username,
    customer_id: customerId && customerId > 0 ? customerId : null,
    title: page.title,
    url: page.url,
    referrer: page.referrer,
    route: page.route,
    ...(product ? { product: productOf(product) } : {}),
    ...(cart ? { cart: cartOf(cart) } : {}),
    ...(order ? { order: orderOf(order) } : {}),
  });
}
