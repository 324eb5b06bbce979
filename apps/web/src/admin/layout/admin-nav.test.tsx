import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { signedInStaff } from '../../test/admin';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

installFakeXhr();

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
  });

  it('titles admin pages "{page} | Admin | {shop}"', async () => {
    signedInStaff();
    renderApp('/admin/setting/index');
    expect(await screen.findByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Settings | Admin | Emporia Gear Co.'));
  });
});
