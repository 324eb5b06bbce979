import { act, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderApp } from '../test/render-app';
import { demoBoot } from '../test/shop';
import { type PageView, pageViewEvent } from './tracking';

const scriptSources = () =>
  [...document.head.querySelectorAll('script[src]')].map((s) => s.getAttribute('src'));

function recordPageViews(): PageView[] {
  const views: PageView[] = [];
  window.addEventListener(pageViewEvent, (event) => views.push((event as CustomEvent<PageView>).detail));
  return views;
}

afterEach(() => {
  vi.restoreAllMocks();
});

// Scripts load once per page life, so these tests share one document and run in order.
describe('analytics and tracker', () => {
  it('loads nothing in the admin area, and every script once the visitor reaches the storefront', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const views = recordPageViews();
    const boot = demoBoot({ recaptcha_site_key: 'site-key-1', ga_measurement_id: 'G-TEST1' });
    const app = renderApp('/admin/login', boot);
    await screen.findByRole('heading', { name: 'Admin Login' });
    expect(scriptSources()).toEqual([]);
    expect(views).toEqual([]);

    await act(() => app.router.navigate('/cart'));
    await screen.findByRole('heading', { name: 'Shopping Cart' });
    await waitFor(() =>
      expect(scriptSources()).toEqual([
        'https://www.google.com/recaptcha/api.js?render=site-key-1',
        'https://www.googletagmanager.com/gtag/js?id=G-TEST1',
        `${window.location.origin}/tracker.js`,
      ]),
    );
    expect(views.at(-1)).toMatchObject({
      title: 'Shopping Cart | Emporia Gear Co.',
      url: `${window.location.origin}/cart`,
    });
    // A shop without a tracker answers 404: that is only a console note.
    document.querySelector('script[src$="/tracker.js"]')?.dispatchEvent(new Event('error'));
    expect(consoleError).toHaveBeenCalledWith('failed to load the tracker script');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('reports storefront page views but not those flagged to skip analytics', async () => {
    const views = recordPageViews();
    const app = renderApp('/contact-us');
    await screen.findByRole('heading', { name: 'Contact Us' });
    await waitFor(() =>
      expect(views.map((view) => view.url)).toEqual([`${window.location.origin}/contact-us`]),
    );
    await act(() => app.router.navigate('/auth/callback'));
    await screen.findByRole('heading', { name: 'Signing In' });
    await act(() => app.router.navigate('/cart'));
    await screen.findByRole('heading', { name: 'Shopping Cart' });
    await waitFor(() => expect(views).toHaveLength(2));
    expect(views[1]).toMatchObject({
      url: `${window.location.origin}/cart`,
      referrer: `${window.location.origin}/auth/callback`,
    });
  });

  it('reports no page view inside the admin', async () => {
    localStorage.setItem('emporia.admin_token', 'admin-token');
    const views = recordPageViews();
    renderApp('/admin/dashboard');
    // The admin shell loads lazily; its first load in a run takes a while.
    await screen.findByRole('navigation', { name: 'Admin sections' }, { timeout: 5000 });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(views).toEqual([]);
  });
});
