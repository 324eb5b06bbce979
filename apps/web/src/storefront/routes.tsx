import {
  createSearchParams,
  type LoaderFunctionArgs,
  Navigate,
  type RouteObject,
  redirect,
} from 'react-router';
import { storefrontMeta } from '../app/route-meta';
import { customerTokenKey, readToken } from '../app/session';
import { extendRoutes } from '../modules/extend-pages';
import { AccountLayout } from './account/AccountLayout';
import AddAddressPage from './account/AddAddressPage';
import AddressBookPage from './account/AddressBookPage';
import { accountFileRoutes } from './account/account-pages';
import EditAddressPage from './account/EditAddressPage';
import OrderDetailsPage from './account/OrderDetailsPage';
import OrderListPage from './account/OrderListPage';
import PasswordPage from './account/PasswordPage';
import ProfilePage from './account/ProfilePage';
import AuthCallbackPage from './pages/auth/AuthCallbackPage';
import ForgotPasswordPage from './pages/auth/ForgotPasswordPage';
import LoginPage from './pages/auth/LoginPage';
import LogoutPage from './pages/auth/LogoutPage';
import RegisterPage from './pages/auth/RegisterPage';
import ResetPasswordPage from './pages/auth/ResetPasswordPage';
import ArticlePage from './pages/blog/ArticlePage';
import BlogPage from './pages/blog/BlogPage';
import CartPage from './pages/cart/CartPage';
import CategoryPage from './pages/catalog/CategoryPage';
import ManufacturerPage from './pages/catalog/ManufacturerPage';
import ProductPage from './pages/catalog/ProductPage';
import ProductReviewWritePage from './pages/catalog/ProductReviewWritePage';
import CheckoutPage from './pages/checkout/CheckoutPage';
import CheckoutSuccessPage from './pages/checkout/CheckoutSuccessPage';
import ContactUsPage from './pages/contact/ContactUsPage';
import HomePage from './pages/home/HomePage';
import PageNotFound from './pages/not-found/PageNotFound';
import InvoicePage from './pages/order/InvoicePage';
import ReturnExchangeFormPage from './pages/return-exchange/ReturnExchangeFormPage';
import ReturnExchangePage from './pages/return-exchange/ReturnExchangePage';
import SearchResultRedirect from './pages/search/SearchResultRedirect';
import TrackOrderFormPage from './pages/track-order/TrackOrderFormPage';
import TrackOrderPage from './pages/track-order/TrackOrderPage';
import UnsubscribePage from './pages/unsubscribe/UnsubscribePage';

/** A route that only sends the shopper on to a child path (SPEC §2 redirects). */
const redirectTo = (child: string): RouteObject => ({
  index: true,
  element: <Navigate to={child} replace />,
});

/** SPEC §6: account pages need a signed-in customer; others go to login and come back afterwards. */
function requireCustomer({ request }: LoaderFunctionArgs) {
  if (readToken(customerTokenKey)) return null;
  const url = new URL(request.url);
  return redirect(`/login?${createSearchParams({ redirect: `${url.pathname}${url.search}${url.hash}` })}`);
}

/**
 * The storefront route table of SPEC §2, inside the storefront layout. Titles come
 * from the list the server also writes into <title>; the home page, like the
 * server's, is titled with the shop name alone.
 */
export const storefrontRoutes: RouteObject[] = [
  { index: true, element: <HomePage /> },
  { path: 'login', element: <LoginPage />, handle: storefrontMeta('login') },
  { path: 'register', element: <RegisterPage />, handle: storefrontMeta('register') },
  { path: 'forgot-password', element: <ForgotPasswordPage />, handle: storefrontMeta('forgot-password') },
  // The token in this path must not reach analytics.
  { path: 'reset-password/:token', element: <ResetPasswordPage />, handle: { skipAnalytics: true } },
  {
    path: 'account',
    element: <AccountLayout />,
    loader: requireCustomer,
    // Checked on every account navigation, so logging out in another tab takes effect at once.
    shouldRevalidate: () => true,
    children: [
      redirectTo('orders'),
      { path: 'profile', element: <ProfilePage />, handle: storefrontMeta('account/profile') },
      {
        path: 'orders',
        children: [
          redirectTo('list'),
          { path: 'list', element: <OrderListPage />, handle: storefrontMeta('account/orders/list') },
          { path: 'details/:ref', element: <OrderDetailsPage /> },
        ],
      },
      { path: 'password', element: <PasswordPage />, handle: storefrontMeta('account/password') },
      {
        path: 'address-book',
        children: [
          redirectTo('details'),
          {
            path: 'details',
            element: <AddressBookPage />,
            handle: storefrontMeta('account/address-book/details'),
          },
          {
            path: 'add-new-address',
            element: <AddAddressPage />,
            handle: storefrontMeta('account/address-book/add-new-address'),
          },
          { path: 'edit/:id', element: <EditAddressPage /> },
        ],
      },
      ...accountFileRoutes,
    ],
  },
  { path: 'invoice/:ref', element: <InvoicePage /> },
  { path: 'category/:slug', element: <CategoryPage /> },
  { path: 'manufacturer/:slug', element: <ManufacturerPage /> },
  { path: ':productslug', element: <ProductPage />, handle: { name: 'product' } },
  { path: 'product-review-write/:productslug', element: <ProductReviewWritePage /> },
  { path: 'search-result/:keyword', element: <SearchResultRedirect /> },
  { path: 'page-not-found', element: <PageNotFound />, handle: storefrontMeta('page-not-found') },
  { path: 'cart', element: <CartPage />, handle: storefrontMeta('cart') },
  { path: 'checkout', element: <CheckoutPage />, handle: storefrontMeta('checkout') },
  { path: 'checkout-success/:ref', element: <CheckoutSuccessPage />, handle: { name: 'checkout_success' } },
  { path: 'logout', element: <LogoutPage />, handle: { skipAnalytics: true } },
  { path: 'contact-us', element: <ContactUsPage />, handle: storefrontMeta('contact-us') },
  {
    path: 'track-order',
    children: [
      redirectTo('form'),
      { path: 'form', element: <TrackOrderFormPage />, handle: storefrontMeta('track-order/form') },
      { path: ':ref', element: <TrackOrderPage /> },
    ],
  },
  {
    path: 'return-exchange',
    children: [
      redirectTo('form'),
      { path: 'form', element: <ReturnExchangeFormPage />, handle: storefrontMeta('return-exchange/form') },
      { path: ':ref', element: <ReturnExchangePage /> },
    ],
  },
  { path: 'unsubscribe', element: <UnsubscribePage />, handle: storefrontMeta('unsubscribe') },
  {
    // Shown to shoppers as the Learning Center.
    path: 'blog',
    handle: storefrontMeta('blog/posts'),
    children: [
      redirectTo('posts'),
      { path: 'posts', element: <BlogPage /> },
      { path: 'category/:slug', element: <BlogPage /> },
      { path: 'author/:slug', element: <BlogPage /> },
      { path: 'search', element: <BlogPage />, handle: storefrontMeta('blog/search') },
    ],
  },
  { path: 'article/:slug', element: <ArticlePage /> },
  { path: 'auth/callback', element: <AuthCallbackPage />, handle: { skipAnalytics: true } },
  { path: 'extend', children: extendRoutes },
];
