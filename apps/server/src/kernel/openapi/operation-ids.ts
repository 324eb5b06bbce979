/**
 * The operationId of every API operation, by one rule from its method and path (ADR 0116), so an
 * SDK generated from the document calls `products.list()`, `orders.cancel()`, `storefront.cart.add()`.
 *
 * - The surface: Admin API paths (`/api/v1/admin/…`, the one apps call) have no prefix; the
 *   storefront's and the platform operator's are prefixed `storefront.` and `platform.`.
 * - The name: the path's fixed segments in camelCase joined by dots (`gift-cards` → `giftCards`);
 *   parameters are left out, the literal `plugin` segment too (`plugin/wishlist/…` → `wishlist.…`).
 * - The verb: a last segment that names an action (`cancel`, `refund`, `export.csv`) is the verb;
 *   otherwise the method says it: GET of an item (the path ends in a parameter) or of a single
 *   thing (a last segment not in the plural) is `get`, of a plural collection `list`; POST is
 *   `create` (`update` on an item); PUT and PATCH `update`; DELETE `delete`. An action on a whole
 *   collection acts on the records its body names: `POST /products/delete` is `products.deleteMany`.
 * - The overrides below, where the rule reads badly or two operations would share an id.
 * Ids never change once published: a test holds them unique, and the committed document
 * (docs/api/openapi.json) shows any rename in review.
 */

/** Last path segments that are the operation's verb, with the verb they read as. */
const actions: Readonly<Record<string, string>> = {
  activate: 'activate',
  add: 'add',
  adjust: 'adjust',
  answer: 'answer',
  approve: 'approve',
  authenticate: 'authenticate',
  authorize: 'authorize',
  callback: 'callback',
  cancel: 'cancel',
  capture: 'capture',
  confirm: 'confirm',
  default: 'setDefault',
  delete: 'deleteMany',
  disable: 'disable',
  dismiss: 'dismiss',
  enable: 'enable',
  estimate: 'estimate',
  'export.csv': 'exportCsv',
  get: 'get',
  import: 'import',
  install: 'install',
  launch: 'launch',
  lift: 'lift',
  list: 'list',
  login: 'login',
  logout: 'logout',
  lookup: 'lookup',
  pay: 'pay',
  place: 'place',
  preview: 'preview',
  quote: 'quote',
  reconcile: 'reconcile',
  refund: 'refund',
  register: 'register',
  reject: 'reject',
  resend: 'resend',
  restore: 'restore',
  retry: 'retry',
  revoke: 'revoke',
  search: 'search',
  send: 'send',
  setup: 'setUp',
  share: 'share',
  status: 'setStatus',
  test: 'sendTest',
  upload: 'upload',
  verify: 'verify',
  void: 'void',
};

/**
 * Where the rule reads badly or would name two operations alike, keyed `METHOD /path` as the
 * document writes it. Bulk actions on a collection take `…Many`, beside the one-record action.
 */
export const operationIdOverrides: Readonly<Record<string, string>> = {
  // Signing in to the admin, outside /admin/ so no session is needed to reach it.
  'POST /api/v1/admin-login': 'auth.login',
  'POST /api/v1/admin-2fa': 'auth.verifyTwoFactor',
  'POST /api/v1/admin-sign-in-link': 'auth.signInLink.send',
  'POST /api/v1/admin-sign-in-link/confirm': 'auth.signInLink.confirm',
  'POST /api/v1/admin-reset-password': 'auth.resetPassword.request',
  'POST /api/v1/admin-reset-password/confirm': 'auth.resetPassword.confirm',
  // The storefront's public paths outside /storefront/.
  'GET /api/v1/{subdomain}/advanced-search': 'storefront.advancedSearch',
  'GET /api/v1/redirects/lookup': 'storefront.redirects.lookup',
  'POST /api/v1/analytics/event': 'storefront.analytics.track',
  // The consent screen an install shows, beside the decision it posts.
  'GET /api/v1/admin/apps/authorize': 'apps.getConsent',
  'GET /api/v1/admin/logs/activity.csv': 'logs.activity.exportCsv',
  'GET /api/v1/admin/imports/{id}/report.csv': 'imports.getReportCsv',
  'GET /api/v1/admin/orders/batch': 'orders.getBatch',
  'POST /api/v1/admin/orders/shipping-quote': 'orders.quoteShipping',
  'POST /api/v1/admin/orders/{id}/status': 'orders.setStatus',
  'POST /api/v1/admin/products/category': 'products.setCategoryMany',
  'GET /api/v1/admin/restock': 'restockRequests.list',
  'GET /api/v1/admin/settings/zone': 'settings.zone.list',
  'GET /api/v1/admin/subscription/invoices/{id}/pdf': 'subscription.invoices.getPdf',
  'GET /api/v1/storefront/social_sign_in': 'storefront.socialSignIn.list',
  'POST /api/v1/storefront/contact': 'storefront.contact.send',
  'POST /api/v1/storefront/newsletter': 'storefront.newsletter.subscribe',
  'POST /api/v1/storefront/unsubscribe': 'storefront.newsletter.unsubscribe',
  'POST /api/v1/storefront/track-order': 'storefront.orders.track',
  'POST /api/v1/storefront/orders/{ref}/account': 'storefront.orders.createAccount',
  'POST /api/v1/storefront/restock-notify': 'storefront.restock.notify',
  'POST /api/v1/storefront/forgot_password': 'storefront.password.forgot',
  'POST /api/v1/storefront/reset_password': 'storefront.password.reset',
  'POST /api/v1/storefront/sign_in_link': 'storefront.signInLink.send',
  'POST /api/v1/storefront/cart/discount': 'storefront.cart.applyDiscount',
  'DELETE /api/v1/storefront/cart/discount': 'storefront.cart.removeDiscount',
  'POST /api/v1/storefront/checkout/gift-cards': 'storefront.checkout.applyGiftCard',
  'DELETE /api/v1/storefront/checkout/gift-cards/{id}': 'storefront.checkout.removeGiftCard',
  'POST /api/v1/storefront/checkout/prepare-payment': 'storefront.checkout.preparePayment',
  'POST /api/v1/storefront/payments/webhook/{method}': 'storefront.payments.receiveWebhook',
  'GET /api/v1/storefront/account/plugin/wishlist/delete/{id}': 'storefront.account.wishlist.remove',
  'GET /api/v1/storefront/plugin/wishlist/get/{id}': 'storefront.wishlist.getShared',
  // The operator's actions on a shop.
  'POST /api/v1/platform/shops/{subdomain}/suspension': 'platform.shops.suspend',
  'DELETE /api/v1/platform/shops/{subdomain}/suspension': 'platform.shops.unsuspend',
  'POST /api/v1/platform/shops/{subdomain}/deletion': 'platform.shops.scheduleDeletion',
  'DELETE /api/v1/platform/shops/{subdomain}/deletion': 'platform.shops.cancelDeletion',
  'POST /api/v1/platform/shops/{subdomain}/domains': 'platform.shops.connectDomain',
  'PUT /api/v1/platform/shops/{subdomain}/plan': 'platform.shops.setPlan',
  'GET /api/v1/platform/analytics/beacons': 'platform.beacons.get',
  // A developer's account and apps on the platform home (ADR 0122).
  'POST /api/v1/developer/signup': 'developer.signUp',
  'POST /api/v1/developer/apps/{id}/rotate-secret': 'developer.apps.rotateSecret',
  'POST /api/v1/developer/dev-shop/sign-in-link': 'developer.devShop.signIn',
};

const surfaces: readonly [prefix: string, name: string | undefined][] = [
  ['/api/v1/admin/', undefined],
  ['/api/v1/storefront/', 'storefront'],
  ['/api/v1/platform/', 'platform'],
  ['/api/v1/developer/', 'developer'],
  ['/api/v1/', undefined],
];

const camel = (segment: string) =>
  segment
    .replace(/[-_.]+([a-z0-9])/gi, (_, c: string) => c.toUpperCase())
    .replace(/^[A-Z]/, (c) => c.toLowerCase());

/** Last segments in the plural that name one thing (a page of settings) or that are plural without an s. */
const singular = new Set(['settings', 'analytics']);
const isPlural = (segment: string) =>
  segment === 'children' || (segment.endsWith('s') && !segment.endsWith('ss') && !singular.has(segment));

const isParam = (segment: string) => segment.startsWith('{') || segment.startsWith(':');

/** `method` upper or lower case; `path` as the document writes it (`/api/v1/products/{id}`). */
export function operationIdOf(method: string, path: string): string {
  const verb = method.toUpperCase();
  const overridden = operationIdOverrides[`${verb} ${path}`];
  if (overridden) return overridden;
  const [prefix, surface] = surfaces.find(([p]) => path.startsWith(p)) ?? ['/', undefined];
  const segments = path
    .slice(prefix.length)
    .split('/')
    .filter((s) => s && s !== 'plugin');
  const last = segments.at(-1) ?? '';
  const names = segments.filter((s) => !isParam(s));
  let action: string;
  if (!isParam(last) && actions[last]) {
    names.pop();
    // An action on a whole collection (`POST /orders/status`) acts on the records it names.
    const onCollection = !isParam(segments.at(-2) ?? '{}') && last === 'status';
    action = onCollection ? 'setStatusMany' : actions[last];
  } else if (verb === 'GET') {
    action = isParam(last) || !isPlural(last) ? 'get' : 'list';
  } else if (verb === 'POST') {
    action = isParam(last) ? 'update' : 'create';
  } else if (verb === 'DELETE') {
    action = 'delete';
  } else {
    action = 'update';
  }
  return [surface, ...names.map(camel), action].filter(Boolean).join('.');
}
