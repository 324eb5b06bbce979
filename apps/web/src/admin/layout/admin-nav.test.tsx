import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { signedInStaff, warmAdminShell } from '../../test/admin';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

installFakeXhr();
beforeAll(warmAdminShell, 30_000);

const sidebar = () => screen.findByRole('navigation', { name: 'Admin sections' });

describe('admin sidebar', () => {
  it('opens a group to its pages and leads there: Orders › Gift Cards', async () => {
    signedInStaff(['orders']);
    const app = renderApp('/admin/dashboard');
    const nav = await sidebar();
    const user = userEvent.setup();
    const orders = await within(nav).findByRole('button', { name: 'Orders' });
    expect(orders).toHaveAttribute('aria-expanded', 'false');
    expect(within(nav).queryByRole('link', { name: 'Gift Cards' })).toBeNull();
    await user.click(orders);
    expect(orders).toHaveAttribute('aria-expanded', 'true');
    await user.click(within(nav).getByRole('link', { name: 'Gift Cards' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/order/gift-card/all'));
    await waitFor(() =>
      expect(within(nav).getByRole('link', { name: 'Gift Cards' })).toHaveAttribute('aria-current', 'page'),
    );
  });

  it('opens the current page’s group and marks its entry, also on a page inside it', async () => {
    signedInStaff();
    renderApp('/admin/customer/group-pricing/4');
    const nav = await sidebar();
    expect(await within(nav).findByRole('button', { name: 'Customers' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
    expect(within(nav).getByRole('link', { name: 'Group Pricing' })).toHaveAttribute('aria-current', 'true');
    expect(within(nav).getByRole('link', { name: 'Customers' })).not.toHaveAttribute('aria-current');
    expect(within(nav).getByRole('button', { name: 'Settings' })).toHaveAttribute('aria-expanded', 'false');
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('DashboardCustomersGroup PricingEdit Group Pricing');
    expect(within(crumbs).getByRole('link', { name: 'Group Pricing' })).toHaveAttribute(
      'href',
      '/admin/customer/group-pricing/all',
    );
  });

  it('lists only what the role may open: no settings, shipping or gift cards without them', async () => {
    signedInStaff(['catalog']);
    renderApp('/admin/dashboard');
    const nav = await sidebar();
    await within(nav).findByRole('button', { name: 'Catalog' });
    expect(within(nav).queryByRole('button', { name: 'Settings' })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Orders' })).toBeNull();
    expect(nav).not.toHaveTextContent(/Shipping|Gift Cards|Payments|Users/);
    // Options live under setting/ but are catalogue data.
    await userEvent.setup().click(within(nav).getByRole('button', { name: 'Catalog' }));
    expect(within(nav).getByRole('link', { name: 'Options' })).toHaveAttribute(
      'href',
      '/admin/setting/option',
    );
  });
});

describe('admin pages a role cannot use', () => {
  it('shows the no-access page for a typed address, and asks the API nothing for it', async () => {
    signedInStaff(['catalog']);
    renderApp('/admin/setting/shipping');
    expect(await screen.findByRole('heading', { name: 'No access' })).toBeInTheDocument();
    expect(screen.getByText(/You do not have access to this page — ask the shop owner/)).toHaveTextContent(
      'Settings permission',
    );
    expect(screen.getByRole('link', { name: 'Back to the dashboard' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    expect(document.querySelector('[aria-busy="true"]')).toBeNull();
    expect(FakeXhr.sent.map((r) => r.url)).not.toContain('/api/v1/admin/settings/shipping');
    // The breadcrumb names where the page sits but links nowhere the role cannot go.
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumb' });
    expect(crumbs).toHaveTextContent('DashboardSettingsShipping Methods');
    expect(within(crumbs).queryByRole('link', { name: 'Settings' })).toBeNull();
  });

  it('hides Add Order from a role that cannot pick customers, and keeps it out of the typed address', async () => {
    FakeXhr.reset({ status: 200, body: { data: [], meta: { total: 0, page: 1, per_page: 20 } } });
    signedInStaff(['orders', 'catalog']);
    renderApp('/admin/order/all');
    expect(await screen.findByRole('heading', { level: 1, name: 'Orders' })).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: 'Orders' })).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Add Order' })).toBeNull();

    renderApp('/admin/order/new');
    expect(await screen.findByText(/ask the shop owner to add the Customers permission/)).toBeInTheDocument();
  });

  it('shows Add Order to a role holding orders, customers and catalog', async () => {
    FakeXhr.reset({ status: 200, body: { data: [], meta: { total: 0, page: 1, per_page: 20 } } });
    signedInStaff(['orders', 'customers', 'catalog']);
    renderApp('/admin/order/all');
    expect(await screen.findByRole('link', { name: 'Add Order' })).toHaveAttribute(
      'href',
      '/admin/order/new',
    );
  });

  it('titles admin pages "{page} | Admin | {shop}"', async () => {
    signedInStaff();
    renderApp('/admin/setting/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Settings | Admin | Emporia Gear Co.'));
  });
});
