/**
 * Titles of the pages whose title does not depend on data. The SPA uses them
 * as route meta and the server writes them into <title> of the delivered page,
 * so a shared link and a crawler see the same title as a shopper.
 * Keys are storefront paths without the leading slash; dynamic pages
 * (product, category, …) get their title from their data.
 */
export const storefrontPageTitles: Record<string, string> = {
  '': 'Home',
  login: 'Login',
  register: 'Create an Account',
  'forgot-password': 'Forgot Your Password?',
  'account/profile': 'My Profile',
  'account/orders/list': 'My Orders',
  'account/password': 'Change Password',
  'account/address-book/details': 'Address Book',
  'account/address-book/add-new-address': 'Add New Address',
  'account/quick-reorder': 'Quick Reorder',
  'account/wishlist': 'My Wishlist',
  'page-not-found': 'Page Not Found',
  cart: 'Shopping Cart',
  checkout: 'Checkout',
  /** checkout-success/{ref}: the page of any order reference. */
  'checkout-success': 'Thank You for Your Order',
  'contact-us': 'Contact Us',
  accessibility: 'Accessibility Statement',
  'track-order/form': 'Track Your Order',
  'return-exchange/form': 'Returns & Exchanges',
  unsubscribe: 'Unsubscribe',
  'newsletter/confirm': 'Confirm Your Sign-Up',
  'blog/posts': 'Learning Center',
  'blog/search': 'Learning Center',
  'extend/advanced-search': 'Search Results',
  'extend/wishlist': 'Wishlist',
};

export function pageTitle(title: string | undefined, shopName: string): string {
  return title ? `${title} | ${shopName}` : shopName;
}
