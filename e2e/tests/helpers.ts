import { type APIRequestContext, expect, type Page } from '@playwright/test';
import { platformToken } from '../playwright.config';

export const port = Number(process.env.E2E_PORT);
/** The origin of a shop by subdomain; Chromium resolves *.localhost to loopback. */
export const shopOrigin = (subdomain: string) => `http://${subdomain}.localhost:${port}`;

/** The rest of the platform sign-up form after shop name and subdomain: a US shop with samples. */
export async function submitSignUp(page: Page, email: string) {
  await page.getByLabel('Your e-mail').fill(email);
  await page.getByLabel('Password').fill('bright-wick-42');
  await page.getByLabel('Country').selectOption({ label: 'United States' });
  await page.getByLabel('Currency').selectOption('USD');
  await page.getByLabel('Add sample products to try the shop').check();
  await page.getByRole('button', { name: 'Create my shop' }).click();
  await expect(page.getByRole('heading', { name: 'Check your inbox' })).toBeVisible();
}

/** Changes a shop through the platform operator API. */
export async function updateShop(
  request: APIRequestContext,
  subdomain: string,
  changes: Record<string, unknown>,
) {
  const res = await request.patch(`http://127.0.0.1:${port}/api/v1/platform/shops/${subdomain}`, {
    headers: { authorization: `Bearer ${platformToken}` },
    data: changes,
  });
  if (!res.ok()) throw new Error(`updating shop ${subdomain} failed: ${res.status()} ${await res.text()}`);
}

/** The United States and their states, as the storefront's address forms list them. */
export async function unitedStates(request: APIRequestContext) {
  const api = `http://127.0.0.1:${port}/api/v1`;
  const countries = (await (await request.get(`${api}/storefront/countries`)).json()).data as {
    id: number;
    iso_code_2: string;
  }[];
  const us = countries.find((c) => c.iso_code_2 === 'US')!;
  const zones = (await (await request.get(`${api}/storefront/countries/${us.id}/zones`)).json()).data as {
    id: number;
    code: string;
  }[];
  return { us, zones };
}

/** A shipping address in Peoria, Illinois (8.25 % tax, the flat rate) for this buyer. */
export async function peoriaAddress(
  request: APIRequestContext,
  buyer: { firstname: string; lastname: string },
) {
  const { us, zones } = await unitedStates(request);
  return {
    ...buyer,
    address_1: '9 Elm St',
    city: 'Peoria',
    postcode: '61602',
    country_id: us.id,
    zone_id: zones.find((z) => z.code === 'IL')!.id,
  };
}

/**
 * A guest order of the demo shop placed through the API (two Titanium Cook Pots by default,
 * flat-rate shipping to Illinois, money order): its id and reference. With `customerToken` the
 * signed-in customer places it, and it shows in their account. With `billTo` the bill goes to
 * another Illinois address (the checkout's unchecked "same as shipping" box).
 */
export async function placeGuestOrder(
  request: APIRequestContext,
  email: string,
  buyer: { firstname: string; lastname: string } = { firstname: 'Tia', lastname: 'Tracker' },
  quantity = 2,
  customerToken?: string,
  billTo?: { firstname: string; lastname: string; address_1: string; city: string; postcode: string },
): Promise<{ id: number; ref: string }> {
  const auth: Record<string, string> = customerToken ? { authorization: `Bearer ${customerToken}` } : {};
  // Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
  const api = `http://127.0.0.1:${port}/api/v1`;
  const product = await (await request.get(`${api}/storefront/product/titanium-cook-pot`)).json();
  const added = await request.post(`${api}/storefront/cart/add`, {
    headers: auth,
    data: { id: product.data.id, cart_quantity: quantity },
  });
  expect(added.ok(), await added.text()).toBe(true);
  // A customer's cart goes with their token; a guest's with the cart token handed out.
  const token = (await added.json()).data.cart_token as string | undefined;
  const { us, zones } = await unitedStates(request);
  const placed = await request.post(`${api}/storefront/checkout/place`, {
    headers: {
      ...auth,
      ...(token ? { 'x-cart-token': token } : {}),
      'idempotency-key': `e2e-${Date.now()}-${Math.random().toString(36).slice(2)}`,
    },
    data: {
      email,
      ...buyer,
      address: await peoriaAddress(request, buyer),
      ...(billTo
        ? {
            billing_address: {
              ...billTo,
              country_id: us.id,
              zone_id: zones.find((z) => z.code === 'IL')!.id,
            },
          }
        : {}),
      shipping_method: 'flatrate.flatrate',
      payment_method: 'moneyorder',
    },
  });
  expect(placed.status(), await placed.text()).toBe(201);
  const { id, ref } = (await placed.json()).data as { id: number; ref: string };
  return { id, ref };
}

/** The demo shop's seeded owner admin. */
export const demoOwner = { email: 'owner@demo.example', password: 'emporia-owner' };

/**
 * Opens an admin session for the demo shop's owner through POST /api/v1/admin-login and stores
 * it where the app keeps it, on `origin` (the login page itself is covered by accounts.spec.ts).
 */
export async function signInDemoOwner(page: Page, origin: string) {
  // Node resolves no *.localhost names; 127.0.0.1 reaches the default shop, the demo shop.
  const res = await page.request.post(`http://127.0.0.1:${port}/api/v1/admin-login`, { data: demoOwner });
  expect(res.ok(), await res.text()).toBe(true);
  const token = (await res.json()).data.token as string;
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.admin_token', value), token);
}

/** From the demo shop's checkout page to its shipping step, as a guest with a US address in Washington. */
export async function walkToShippingStep(page: Page) {
  await page.goto(`${shopOrigin('demo')}/checkout`);
  const contact = page.getByRole('group', { name: 'Contact details' });
  await contact.getByLabel('E-Mail').fill(`walk.${Date.now()}@example.com`);
  await contact.getByLabel('First Name').fill('Fran');
  await contact.getByLabel('Last Name').fill('Free');
  const address = page.getByRole('form', { name: 'Shipping Address' });
  await address.getByLabel('First Name').fill('Fran');
  await address.getByLabel('Last Name').fill('Free');
  await address.getByLabel('Street Address').fill('1 Pike St');
  await address.getByLabel('City').fill('Seattle');
  await address.getByLabel('Zip Code').fill('98101');
  await address.getByLabel('Country').selectOption({ label: 'United States' });
  await address.getByLabel('State').selectOption({ label: 'Washington' });
  await address.getByRole('button', { name: 'Continue' }).click();
}

/** Puts the demo shop's flat rate back as seeded (5.00, everywhere, untaxed): browser tests share one server. */
export async function restoreSeededFlatRate(request: APIRequestContext) {
  const api = `http://127.0.0.1:${port}/api/v1`;
  const login = await request.post(`${api}/admin-login`, { data: demoOwner });
  const token = (await login.json()).data.token as string;
  const res = await request.post(`${api}/admin/settings/shipping/flatrate`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      module_shipping_flatrate_active: '1',
      module_shipping_flatrate_shipping_cost: '5.00',
      module_shipping_flatrate_shipping_zone: '0',
      module_shipping_flatrate_sort_order: '1',
      module_shipping_flatrate_handling_fee: '0',
      module_shipping_flatrate_tax_class_id: '0',
    },
  });
  expect(res.status(), await res.text()).toBe(200);
}

/** A menu item as the admin API answers it, and as it is saved back. */
export type SavedMenuItem = {
  kind: string;
  target_id: number | null;
  page: string | null;
  url: string | null;
  label: string;
  children: SavedMenuItem[];
};

/** A menu read from the admin API, in the shape its PUT takes: tests put back what they found. */
export const savableMenu = (items: SavedMenuItem[]): SavedMenuItem[] =>
  items.map(({ kind, target_id, page, url, label, children }) => ({
    kind,
    target_id,
    page,
    url,
    label,
    children: savableMenu(children),
  }));

/** A shopper registered through the storefront API: their e-mail and sign-in token. */
export async function registerByApi(request: APIRequestContext) {
  const email = `axe.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@example.com`;
  const password = 'trail-mix-42';
  const res = await request.post(`http://127.0.0.1:${port}/api/v1/storefront/register`, {
    data: { firstname: 'Ada', lastname: 'Access', email, password, confirm: password, cart: [] },
  });
  expect(res.status(), await res.text()).toBe(201);
  return { email, token: (await res.json()).data.token as string };
}

/** Saves a default address in Seattle, Washington, to the shopper's address book. */
export async function addAddressByApi(request: APIRequestContext, token: string) {
  const { us, zones } = await unitedStates(request);
  const res = await request.post(`http://127.0.0.1:${port}/api/v1/storefront/account/addresses`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      firstname: 'Ada',
      lastname: 'Access',
      address_1: '1 Pike St',
      city: 'Seattle',
      postcode: '98101',
      country_id: us.id,
      zone_id: zones.find((z) => z.code === 'WA')!.id,
      default: true,
    },
  });
  expect(res.status(), await res.text()).toBeLessThan(300);
}

/** A registered shopper with a saved address, signed in on `origin` in this page. */
export async function signedInShopper(page: Page, origin: string) {
  const shopper = await registerByApi(page.request);
  await addAddressByApi(page.request, shopper.token);
  await page.goto(`${origin}/`);
  await page.evaluate((value) => localStorage.setItem('emporia.customer_token', value), shopper.token);
  return shopper;
}
