import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { adminTokenKey } from '../../app/session';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderApp } from '../../test/render-app';

installFakeXhr();

const signedInWith = (permissions: string[]) => {
  localStorage.setItem(adminTokenKey, 'admin-session');
  // Every call answers with the signed-in admin; the page below asks for nothing else.
  FakeXhr.reset({
    status: 200,
    body: {
      data: {
        id: 7,
        name: 'Sam Staff',
        email: 'sam@example.com',
        is_owner: false,
        enable_2fa: 0,
        permissions,
      },
    },
  });
};

describe('admin sidebar', () => {
  it('leads staff with the orders permission to the gift cards', async () => {
    signedInWith(['orders']);
    const app = renderApp('/admin/setting/index');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await userEvent.setup().click(await within(nav).findByRole('link', { name: 'Gift Cards' }));
    await waitFor(() => expect(app.currentPath()).toBe('/admin/order/gift-card/all'));
  });

  it('shows no gift cards to staff without the orders permission', async () => {
    signedInWith(['catalog']);
    renderApp('/admin/setting/index');
    const nav = await screen.findByRole('navigation', { name: 'Admin sections' });
    await waitFor(() => expect(FakeXhr.sent.some((r) => r.url === '/api/v1/admin/account')).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(within(nav).getByRole('link', { name: 'Catalog' })).toBeInTheDocument();
    expect(within(nav).queryByRole('link', { name: 'Gift Cards' })).toBeNull();
  });
});
