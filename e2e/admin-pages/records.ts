import type { APIRequestContext } from '@playwright/test';
import type { Records } from './pages';

/** The demo shop's seeded owner (packages/db/src/seed, the start banner names it). */
export const demoOwner = { email: 'owner@demo.example', password: 'emporia-owner' };

/** The shop's API as the signed-in owner; any answer but 2xx is an error naming the call. */
function shopApi(request: APIRequestContext, origin: string, token: string) {
  const call = async <T>(method: 'GET' | 'POST', path: string, data?: unknown, headers = {}): Promise<T> => {
    const res = await request.fetch(`${origin}/api/v1${path}`, {
      method,
      data,
      headers: { authorization: `Bearer ${token}`, ...headers },
    });
    if (!res.ok()) throw new Error(`${method} ${path} answered ${res.status()}: ${await res.text()}`);
    return (await res.json()) as T;
  };
  return {
    get: <T>(path: string) => call<{ data: T }>('GET', path).then((answer) => answer.data),
    post: <T>(path: string, data: unknown, headers?: Record<string, string>) =>
      call<{ data: T }>('POST', path, data, headers).then((answer) => answer.data),
  };
}

export async function signIn(request: APIRequestContext, origin: string): Promise<string> {
  const res = await request.post(`${origin}/api/v1/admin-login`, { data: demoOwner });
  if (!res.ok()) throw new Error(`signing in as ${demoOwner.email} answered ${res.status()}`);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const firstId = (rows: { id: number }[]) => rows[0]?.id;

/**
 * A guest order of one product, flat-rate shipping to Illinois, paid by money order (as the browser
 * tests place one); `meta` carries a gift card's receiver.
 */
async function placeOrder(
  request: APIRequestContext,
  origin: string,
  productId: number,
  meta?: Record<string, string>,
): Promise<number> {
  const api = shopApi(request, origin, '');
  const added = await api.post<{ cart_token: string }>('/storefront/cart/add', {
    id: productId,
    cart_quantity: 1,
    ...(meta ? { meta } : {}),
  });
  const countries = await api.get<{ id: number; iso_code_2: string }[]>('/storefront/countries');
  const us = countries.find((c) => c.iso_code_2 === 'US')!;
  const zones = await api.get<{ id: number; code: string }[]>(`/storefront/countries/${us.id}/zones`);
  const buyer = { firstname: 'Bea', lastname: 'Bench' };
  const placed = await api.post<{ id: number }>(
    '/storefront/checkout/place',
    {
      email: 'bea.bench@example.com',
      ...buyer,
      address: {
        ...buyer,
        address_1: '9 Elm St',
        city: 'Peoria',
        postcode: '61602',
        country_id: us.id,
        zone_id: zones.find((z) => z.code === 'IL')!.id,
      },
      shipping_method: 'flatrate.flatrate',
      payment_method: 'moneyorder',
    },
    { 'x-cart-token': added.cart_token, 'idempotency-key': `bench-${Date.now()}-${productId}` },
  );
  return placed.id;
}

/**
 * A gift card as a shop gets one: a shopper buys the demo shop's $50 card by money order and staff
 * record the money as received, which issues it. Returns the card's id.
 */
async function buyGiftCard(
  request: APIRequestContext,
  origin: string,
  token: string,
  products: { id: number; name: string }[],
): Promise<number> {
  const api = shopApi(request, origin, token);
  const card = products.find((p) => p.name === 'Emporia Gift Card $50');
  if (!card) throw new Error('the shop has no gift card and no $50 gift card product to buy one');
  const order = await placeOrder(request, origin, card.id, {
    gc_receiver_name: 'Gil Bench',
    gc_email_to: 'gil.bench@example.com',
    gc_message: 'For the next trip.',
  });
  const [payment] = await api.get<{ id: number }[]>(`/admin/payments?order_id=${order}`);
  if (!payment) throw new Error(`the gift card's order ${order} has no payment`);
  await api.post(`/admin/payments/${payment.id}/capture`, {});
  const issued = firstId(await api.get<{ id: number }[]>('/admin/gift-cards?per_page=1'));
  if (issued === undefined) throw new Error(`recording order ${order}'s money issued no gift card`);
  return issued;
}

/**
 * One record of each kind the admin's record pages show: the shop's first, or (orders,
 * customers, messages, an Advanced Shipper method and region, gift cards, which the demo data
 * lacks) one made through the API. Gift cards come only from paid gift-card orders: one is bought
 * (`buyGiftCard`) when the shop has none, so the sweep never skips the page by the order tests ran in.
 */
export async function findRecords(
  request: APIRequestContext,
  origin: string,
  token: string,
): Promise<Records> {
  const api = shopApi(request, origin, token);
  type Product = { id: number; name: string; type: string; status: number; quantity: number };
  const products = await api.get<Product[]>('/admin/products?per_page=100');
  const product = products.find((p) => p.type === 'simple' && p.status === 1 && p.quantity > 0);
  const variable = products.find((p) => p.type !== 'simple');
  if (!product || !variable)
    throw new Error('the shop needs a simple product in stock and one with variants');

  const orders = await api.get<{ id: number }[]>('/admin/orders?per_page=1');
  const order = firstId(orders) ?? (await placeOrder(request, origin, product.id));
  const customers = await api.get<{ id: number }[]>('/admin/customers?per_page=1');
  const customer =
    firstId(customers) ??
    (
      await api.post<{ id: number }>('/admin/customers', {
        firstname: 'Cal',
        lastname: 'Bench',
        email: 'cal.bench@example.com',
        password: 'bench-password-1234',
      })
    ).id;
  let message = firstId(await api.get<{ id: number }[]>('/admin/contact-messages?per_page=1'));
  if (message === undefined) {
    await shopApi(request, origin, '').post('/storefront/contact', {
      name: 'Cal Bench',
      email: 'cal.bench@example.com',
      subject: 'Tent sizes',
      message: 'Does the two-person tent fit two adults with packs?',
    });
    message = firstId(await api.get<{ id: number }[]>('/admin/contact-messages?per_page=1'))!;
  }
  const shipper = '/admin/plugin/advancedshipper/methods';
  const shipperMethod =
    firstId(await api.get<{ id: number }[]>(shipper)) ??
    (await api.post<{ id: number }>(shipper, { name: 'Bench freight', sort_order: 0 })).id;
  const regions = `${shipper}/${shipperMethod}/regions`;
  const shipperRegion =
    firstId(await api.get<{ id: number }[]>(regions)) ??
    (
      await api.post<{ id: number }>(regions, {
        name: 'Everywhere',
        rate_basis: 'weight',
        rates: [{ up_to: 10, cost: 5 }],
        sort_order: 0,
      })
    ).id;
  const apps = await api.get<{ installed: { id: number }[]; directory: { id: number }[] }>('/admin/apps');
  const themes = await api.get<{ themes: { id: string; active: boolean }[] }>('/admin/appearance/themes');

  const first = async (path: string) => {
    const id = firstId(await api.get<{ id: number }[]>(path));
    if (id === undefined) throw new Error(`the shop has none of ${path}`);
    return id;
  };
  return {
    product: product.id,
    variableProduct: variable.id,
    category: await first('/admin/categories'),
    manufacturer: await first('/admin/manufacturers'),
    review: await first('/admin/reviews?per_page=1'),
    customer,
    message,
    customerGroup: await first('/admin/customer-groups'),
    order,
    giftCard:
      firstId(await api.get<{ id: number }[]>('/admin/gift-cards?per_page=1')) ??
      (await buyGiftCard(request, origin, token, products)),
    discount: await first('/admin/discounts?per_page=1'),
    option: await first('/admin/options'),
    taxClass: await first('/admin/settings/tax-classes'),
    theme: (themes.themes.find((t) => t.active) ?? themes.themes[0]!).id,
    article: await first('/admin/articles?per_page=1'),
    page: await first('/admin/pages?per_page=1'),
    banner: await first('/admin/banners'),
    installedApp: firstId(apps.installed) ?? firstId(apps.directory),
    shipperMethod,
    shipperRegion,
  };
}
