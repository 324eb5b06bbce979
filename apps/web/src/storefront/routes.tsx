import type { ComponentType } from 'react';
import { createSearchParams, type LoaderFunctionArgs, type RouteObject, redirect } from 'react-router';
import { storefrontMeta } from '../app/route-meta';
import { customerLoginAddress, customerTokenKey, readToken } from '../app/session';
import { AccountLayout } from './account/AccountLayout';
import { accountFileRoutes } from './account/account-pages';
import { extendRoutes } from './extensions/extend-pages';
import HomePage from './pages/home/HomePage';
import PageNotFound from './pages/not-found/PageNotFound';

/**
 * Storefront pages load as their own chunks, so the first load carries only
 * the layout and the page being opened (forms and their validation stay out of it).
 */
const page = (load: () => Promise<{ default: ComponentType }>) => async () => ({
  Component: (await load()).default,
});

/**
 * A route that only sends the shopper on to another path (SPEC §2 redirects): a loader,
 * so the server answers the same address with a redirect too.
 */
const redirectTo = (path: string): RouteObject => ({ index: true, loader: () => redirect(path) });

/**
 * SPEC §6: account pages need a signed-in customer; others go to login and come back
 * afterwards. The token lives in the browser, so the server renders the account shell
 * and AccountLayout makes the same check once the page is live.
 */
function requireCustomer({ request }: LoaderFunctionArgs) {
  if (typeof window === 'undefined' || readToken(customerTokenKey)) return null;
  const url = new URL(request.url);
  return redirect(customerLoginAddress(url));
}

/**
 * The storefront route table of SPEC §2, inside the storefront layout. Titles come
 * from the list the server also writes into <title>; the home page, like the
 * server's, is titled with the shop name alone.
 */
export const storefrontRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'login', lazy: page(() => import('./pages/auth/LoginPage')), handle: storefrontMeta('login') },
  {
    path: 'register',
    lazy: page(() => import('./pages/auth/RegisterPage')),
    handle: storefrontMeta('register'),
  },
  {
    path: 'forgot-password',
    lazy: page(() => import('./pages/auth/ForgotPasswordPage')),
    handle: storefrontMeta('forgot-password'),
  },
  // The token in this path must not reach analytics.
  {
    path: 'reset-password/:token',
    lazy: page(() => import('./pages/auth/ResetPasswordPage')),
    handle: { skipAnalytics: true },
  },
  {
    path: 'account',
    element: <AccountLayout />,
    loader: requireCustomer,
    // Checked on every account navigation, so logging out in another tab takes effect at once.
    shouldRevalidate: () => true,
    children: [
      redirectTo('/account/orders'),
      {
        path: 'profile',
        lazy: page(() => import('./account/ProfilePage')),
        handle: storefrontMeta('account/profile'),
      },
      {
        path: 'orders',
        children: [
          redirectTo('/account/orders/list'),
          {
            path: 'list',
            lazy: page(() => import('./account/OrderListPage')),
            handle: storefrontMeta('account/orders/list'),
          },
          { path: 'details/:ref', lazy: page(() => import('./account/OrderDetailsPage')) },
        ],
      },
      {
        path: 'password',
        lazy: page(() => import('./account/PasswordPage')),
        handle: storefrontMeta('account/password'),
      },
      {
        path: 'address-book',
        children: [
          redirectTo('/account/address-book/details'),
          {
            path: 'details',
            lazy: page(() => import('./account/AddressBookPage')),
            handle: storefrontMeta('account/address-book/details'),
          },
          {
            path: 'add-new-address',
            lazy: page(() => import('./account/AddAddressPage')),
            handle: storefrontMeta('account/address-book/add-new-address'),
          },
          { path: 'edit/:id', lazy: page(() => import('./account/EditAddressPage')) },
        ],
      },
      ...accountFileRoutes,
    ],
  },
  { path: 'invoice/:ref', lazy: page(() => import('./pages/order/InvoicePage')) },
  { path: 'category/:slug', lazy: page(() => import('./pages/catalog/CategoryPage')) },
  { path: 'manufacturer/:slug', lazy: page(() => import('./pages/catalog/ManufacturerPage')) },
  {
    path: ':productslug',
    lazy: page(() => import('./pages/catalog/ProductPage')),
    handle: { name: 'product' },
  },
  {
    path: 'product-review-write/:productslug',
    lazy: page(() => import('./pages/catalog/ProductReviewWritePage')),
  },
  // Old search links open the advanced search with that keyword.
  {
    path: 'search-result/:keyword',
    loader: ({ params }) =>
      redirect(`/extend/advanced-search?${createSearchParams({ keyword: params.keyword ?? '' })}`),
  },
  { path: 'page-not-found', element: <PageNotFound />, handle: storefrontMeta('page-not-found') },
  { path: 'cart', lazy: page(() => import('./pages/cart/CartPage')), handle: storefrontMeta('cart') },
  {
    path: 'checkout',
    lazy: page(() => import('./pages/checkout/CheckoutPage')),
    handle: storefrontMeta('checkout'),
  },
  {
    path: 'checkout-success/:ref',
    lazy: page(() => import('./pages/checkout/CheckoutSuccessPage')),
    handle: storefrontMeta('checkout-success', { name: 'checkout_success' }),
  },
  { path: 'logout', lazy: page(() => import('./pages/auth/LogoutPage')), handle: { skipAnalytics: true } },
  {
    path: 'contact-us',
    lazy: page(() => import('./pages/contact/ContactUsPage')),
    handle: storefrontMeta('contact-us'),
  },
  {
    // The shop's accessibility statement (EAA Annex V), linked from every page's footer.
    path: 'accessibility',
    lazy: page(() => import('./pages/accessibility/AccessibilityStatementPage')),
    handle: storefrontMeta('accessibility'),
  },
  {
    path: 'track-order',
    children: [
      redirectTo('/track-order/form'),
      {
        path: 'form',
        lazy: page(() => import('./pages/track-order/TrackOrderFormPage')),
        handle: storefrontMeta('track-order/form'),
      },
      { path: ':ref', lazy: page(() => import('./pages/track-order/TrackOrderPage')) },
    ],
  },
  {
    path: 'return-exchange',
    children: [
      redirectTo('/return-exchange/form'),
      {
        path: 'form',
        lazy: page(() => import('./pages/return-exchange/ReturnExchangeFormPage')),
        handle: storefrontMeta('return-exchange/form'),
      },
      { path: ':ref', lazy: page(() => import('./pages/return-exchange/ReturnExchangePage')) },
    ],
  },
  {
    path: 'unsubscribe',
    lazy: page(() => import('./pages/unsubscribe/UnsubscribePage')),
    handle: storefrontMeta('unsubscribe'),
  },
  {
    // The link of the e-mail that confirms a sign-up for deals (double opt-in).
    path: 'newsletter/confirm',
    lazy: page(() => import('./pages/newsletter/NewsletterConfirmPage')),
    handle: storefrontMeta('newsletter/confirm'),
  },
  {
    // Shown to shoppers as the Learning Center.
    path: 'blog',
    handle: storefrontMeta('blog/posts'),
    children: [
      redirectTo('/blog/posts'),
      { path: 'posts', lazy: page(() => import('./pages/blog/BlogPage')) },
      { path: 'category/:slug', lazy: page(() => import('./pages/blog/BlogPage')) },
      { path: 'author/:slug', lazy: page(() => import('./pages/blog/BlogPage')) },
      {
        path: 'search',
        lazy: page(() => import('./pages/blog/BlogPage')),
        handle: storefrontMeta('blog/search'),
      },
    ],
  },
  { path: 'article/:slug', lazy: page(() => import('./pages/blog/ArticlePage')) },
  // The shop's own pages (About us, policies…; admin appearance/page).
  { path: 'pages/:handle', lazy: page(() => import('./pages/content-page/ContentPage')) },
  {
    path: 'auth/callback',
    lazy: page(() => import('./pages/auth/AuthCallbackPage')),
    handle: { skipAnalytics: true },
  },
  { path: 'extend', children: extendRoutes },
];
