import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, warmAdminShell } from '../test/admin';
import { FakeXhr, installFakeXhr } from '../test/fake-xhr';
import { renderApp } from '../test/render-app';
import { demoBoot } from '../test/shop';
import { customerTokenKey } from './session';

/** Lands on `path`; pages whose heading needs server data pass no heading. */
async function expectLanding(app: ReturnType<typeof renderApp>, path: string, heading: string | undefined) {
  // Pages load lazily (an admin page after the viewer's permissions): a first load takes a while.
  const lazily = { timeout: 15_000 };
  await waitFor(() => expect(app.currentPath()).toBe(path), lazily);
  if (heading)
    expect(await screen.findByRole('heading', { level: 1, name: heading }, lazily)).toBeInTheDocument();
}

describe('storefront routes', () => {
  it.each([
    ['/account', '/account/orders/list', 'My Orders'],
    ['/account/orders', '/account/orders/list', 'My Orders'],
    ['/account/address-book', '/account/address-book/details', 'Address Book'],
    ['/track-order', '/track-order/form', 'Track Your Order'],
    ['/return-exchange', '/return-exchange/form', 'Returns & Exchanges'],
    ['/blog', '/blog/posts', 'Learning Center'],
    ['/no/such/page', '/page-not-found', 'Page Not Found'],
  ])('%s lands on %s', async (from, to, heading) => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    await expectLanding(renderApp(from), to, heading);
  });

  it('an unknown path shows the page-not-found text and a way home', async () => {
    renderApp('/tents/and/more/tents');
    expect(await screen.findByText('The page you requested cannot be found.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
  });

  it('sends a logged-out shopper from the account to login, remembering where they were going', async () => {
    // /account/orders is the order list's short address; login brings the shopper back to the list.
    await expectLanding(renderApp('/account/orders'), '/login?redirect=%2Faccount%2Forders%2Flist', 'Login');
  });

  it('serves account pages found as files at /account/{file name}', async () => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    await expectLanding(renderApp('/account/quick-reorder'), '/account/quick-reorder', 'Quick Reorder');
    expect(screen.getByRole('link', { name: 'Wishlist' })).toHaveAttribute('href', '/account/wishlist');
    await waitFor(() => expect(document.title).toBe('Quick Reorder | Emporia Gear Co.'));
  });

  it('serves extension pages at /extend/{file name}', async () => {
    await expectLanding(renderApp('/extend/wishlist?id=7'), '/extend/wishlist?id=7', 'Wishlist');
  });

  it('treats a single unknown segment as a product slug', async () => {
    const app = renderApp('/alpine-tent-2p');
    await waitFor(() =>
      expect(app.router.state.matches.at(-1)?.route.handle).toMatchObject({ name: 'product' }),
    );
    expect(app.currentPath()).toBe('/alpine-tent-2p');
  });

  it('sends search-result/{keyword} to the search page with the keyword', async () => {
    const app = renderApp('/search-result/red%20tent');
    await waitFor(() => expect(app.currentPath()).toBe('/extend/advanced-search?keyword=red+tent'));
  });

  it('titles pages with the page title and the shop name, and the home page with the shop name', async () => {
    renderApp('/cart');
    await screen.findByRole('heading', { name: 'Shopping Cart' });
    await waitFor(() => expect(document.title).toBe('Shopping Cart | Emporia Gear Co.'));
    renderApp('/');
    await waitFor(() => expect(document.title).toBe('Emporia Gear Co.'));
  });
});

describe('old addresses (URL redirects, ADR 0113)', () => {
  installFakeXhr();

  it('sends an address the shop redirects to its new one, with the query, instead of page-not-found', async () => {
    FakeXhr.answers.set('/api/v1/redirects/lookup', {
      status: 200,
      body: { data: { location: '/blog/posts?from=old', status: 301 } },
    });
    const app = renderApp('/collections/trail-guides?from=old');
    await expectLanding(app, '/blog/posts?from=old', 'Learning Center');
    expect(FakeXhr.sent.some((r) => r.url.includes('path=%2Fcollections%2Ftrail-guides%3Ffrom%3Dold'))).toBe(
      true,
    );
  });

  it('shows page-not-found when the address has no redirect', async () => {
    FakeXhr.answers.set('/api/v1/redirects/lookup', { status: 200, body: { data: null } });
    await expectLanding(renderApp('/collections/nothing'), '/page-not-found', 'Page Not Found');
  });
});

describe('admin routes', () => {
  installFakeXhr();
  beforeAll(warmAdminShell, 30_000);

  it('sends a visitor without an admin token to the admin login, outside the admin layout', async () => {
    await expectLanding(renderApp('/admin'), '/admin/login', 'Admin Login');
    expect(screen.queryByRole('navigation', { name: 'Admin sections' })).not.toBeInTheDocument();
  });

  it('opens the dashboard at the admin path, inside the admin layout', async () => {
    signedInStaff();
    await expectLanding(renderApp('/admin'), '/admin/dashboard', undefined);
    const sections = await screen.findByRole('navigation', { name: 'Admin sections' });
    for (const label of ['Catalog', 'Customers', 'Orders', 'Discounts', 'Settings', 'Subscription']) {
      expect(sections).toHaveTextContent(label);
    }
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Account: Sam Staff' }));
    expect(await screen.findByRole('link', { name: 'Logout' })).toHaveAttribute('href', '/admin/logout');
    await waitFor(() => expect(document.title).toBe('Dashboard | Admin | Emporia Gear Co.'));
  });

  it('serves the whole admin at a custom admin path, and /admin there is not the admin', async () => {
    const manage = demoBoot({ admin_path: '/manage' });
    await expectLanding(renderApp('/manage', manage), '/manage/login', 'Admin Login');
    signedInStaff();
    await expectLanding(renderApp('/manage/order/all', manage), '/manage/order/all', 'Orders');
    await expectLanding(renderApp('/admin/dashboard', manage), '/page-not-found', 'Page Not Found');
  });

  it('matches prefixed segments such as option-{id} and class-{id} only with their prefix', async () => {
    signedInStaff();
    await expectLanding(
      renderApp('/admin/setting/option-7/value'),
      '/admin/setting/option-7/value',
      undefined,
    );
    await expectLanding(
      renderApp('/admin/setting/tax/class-2/rate'),
      '/admin/setting/tax/class-2/rate',
      'Tax Rates',
    );
    // Another segment is no admin page: the admin's own not-found page, at the address typed.
    await expectLanding(
      renderApp('/admin/setting/colour/value'),
      '/admin/setting/colour/value',
      'Page not found',
    );
  });

  it('serves plugin pages from the module registry, a plugin path opening its first page', async () => {
    signedInStaff();
    await expectLanding(
      renderApp('/admin/plugin/advancedshipper'),
      '/admin/plugin/advancedshipper/list',
      'Shipping Methods',
    );
    await expectLanding(
      renderApp('/admin/plugin/advancedshipper/4/region/9'),
      '/admin/plugin/advancedshipper/4/region/9',
      'Edit Shipping Region',
    );
    await expectLanding(
      renderApp('/admin/plugin/shippingboxmanager'),
      '/admin/plugin/shippingboxmanager/dashboard',
      'Shipping Boxes Manager',
    );
    // Three lazily loaded plugin pages: a loaded machine took longer than one test's 20 s.
  }, 60_000);

  it('an unknown path under the admin path is the admin’s not-found page, inside the admin', async () => {
    signedInStaff();
    await expectLanding(renderApp('/admin/no-such-section'), '/admin/no-such-section', 'Page not found');
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(await screen.findByRole('navigation', { name: 'Admin sections' })).toBeInTheDocument();
  });
});
