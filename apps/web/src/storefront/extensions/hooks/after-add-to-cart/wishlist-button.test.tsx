import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { AppProviders, createQueryClient } from '../../../../app/AppProviders';
import { setUpI18n } from '../../../../app/i18n';
import { customerTokenKey } from '../../../../app/session';
import { FakeXhr, installFakeXhr } from '../../../../test/fake-xhr';
import { demoBoot } from '../../../../test/shop';
import { safeRedirect } from '../../../pages/auth/customer-session';
import { StorefrontHook } from '../../storefront-hooks';

installFakeXhr();

/** A product page stand-in that places the hook slot the way catalogue pages do. */
function renderProductPage(path = '/ridgeline-headlamp?color=red#reviews') {
  const boot = demoBoot();
  const router = createMemoryRouter(
    [
      { path: '/login', element: <p>login page</p> },
      {
        path: '/:slug',
        element: <StorefrontHook slot="after-add-to-cart" product={{ id: 5, name: 'Ridgeline Headlamp' }} />,
      },
    ],
    { initialEntries: [path] },
  );
  const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: boot.storefront.text_overrides });
  render(
    <AppProviders boot={boot} i18n={i18n} queryClient={createQueryClient()}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return router;
}

const wishedProduct = {
  id: 5,
  translations: [{ locale: 'en', name: 'Ridgeline Headlamp', slug: 'ridgeline-headlamp' }],
  wl_qty: 1,
};

describe('add-to-wishlist button (module registry, after add-to-cart)', () => {
  it('sends a logged-out shopper to login with the current full path to come back to', async () => {
    const router = renderProductPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    await screen.findByText('login page');
    expect(`${router.state.location.pathname}${router.state.location.search}`).toBe(
      `/login?redirect=${encodeURIComponent('/ridgeline-headlamp?color=red#reviews')}`,
    );
    expect(FakeXhr.sent).toHaveLength(0);
  });

  it('adds the product for a signed-in customer and says so', async () => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    FakeXhr.reset({ status: 200, body: { products: [] } });
    renderProductPage();
    const button = await screen.findByRole('button', { name: 'Add to Wishlist' });
    expect(button).toHaveClass('btn-primary');
    await waitFor(() => expect(FakeXhr.sent.some((r) => r.url.endsWith('/wishlist/list'))).toBe(true));
    FakeXhr.reset({ status: 200, body: { message: 'Ridgeline Headlamp has been added to your wishlist.' } });
    await userEvent.click(button);
    expect(
      await screen.findByText('Ridgeline Headlamp has been added to your wishlist.'),
    ).toBeInTheDocument();
    const add = FakeXhr.sent.find((r) => r.url === '/api/v1/storefront/account/plugin/wishlist/add');
    expect(add?.method).toBe('POST');
    expect(JSON.parse(String(add?.body))).toEqual({ id: 5 });
    expect(add?.headers.Authorization).toBe('Bearer customer-token');
  });

  it('is highlighted (info) when the product is already wished', async () => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    FakeXhr.reset({ status: 200, body: { products: [wishedProduct] } });
    renderProductPage();
    const button = await screen.findByRole('button', { name: 'In Your Wishlist' });
    expect(button).toHaveClass('btn-info');
  });

  it('shows the server message in a danger alert when adding fails', async () => {
    localStorage.setItem(customerTokenKey, 'customer-token');
    FakeXhr.reset({ status: 404, body: { message: 'This product is not available.', code: 'NOT_FOUND' } });
    renderProductPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add to Wishlist' }));
    expect(await screen.findByText('This product is not available.')).toHaveClass('alert-danger');
  });
});

describe('redirect after sign-in', () => {
  it('goes back only to paths of this shop', () => {
    expect(safeRedirect('/account/wishlist')).toBe('/account/wishlist');
    expect(safeRedirect('/tent?color=red#top')).toBe('/tent?color=red#top');
    expect(safeRedirect('//evil.example/x')).toBe('/account');
    expect(safeRedirect('https://evil.example')).toBe('/account');
    expect(safeRedirect('/\\evil.example')).toBe('/account');
    expect(safeRedirect(null)).toBe('/account');
  });
});
