import { catalogQueryKeys } from '@emporia/contracts/storefront-keys';
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportToTracker } from './tracker-bridge';

afterEach(() => {
  window.emporiaTracker = undefined;
  vi.restoreAllMocks();
});

const page = {
  title: 'Trail Tent | Demo',
  url: 'http://demo.localhost/trail-tent',
  referrer: 'http://demo.localhost/',
  username: 'demo',
  route: 'product' as const,
  productSlug: 'trail-tent',
};

describe('the tracker bridge', () => {
  it('waits for the product, the cart and the tracker, then reports the SPEC §7 fields', async () => {
    const queryClient = new QueryClient();
    const pageView = vi.fn();
    setTimeout(() => {
      queryClient.setQueryData(catalogQueryKeys.product('trail-tent'), {
        sku: 'TENT-2',
        price: 199.5,
        translations: [{ locale: 'en', name: 'Trail Tent', slug: 'trail-tent' }],
        categories: [{ id: 1, translations: [{ locale: 'en', name: 'Tents', slug: 'tents' }] }],
        children: [{ sku: 'TENT-2-G', price: 199.5, translations: [{ locale: 'en', name: 'Green' }] }],
      });
      queryClient.setQueryData(['cart'], {
        items: [{ sku: 'TENT-2-G', name: 'Trail Tent', price: 199.5, cart_quantity: 2 }],
        total: 399,
      });
    }, 150);
    setTimeout(() => {
      window.emporiaTracker = { pageView };
    }, 320);
    await reportToTracker(queryClient, page);
    expect(pageView).toHaveBeenCalledWith({
      username: 'demo',
      customer_id: null,
      title: 'Trail Tent | Demo',
      url: 'http://demo.localhost/trail-tent',
      referrer: 'http://demo.localhost/',
      route: 'product',
      product: {
        sku: 'TENT-2',
        name: 'Trail Tent',
        price: 199.5,
        categories: ['Tents'],
        children: [{ sku: 'TENT-2-G', name: 'Green', price: 199.5 }],
      },
      cart: { items: [{ sku: 'TENT-2-G', name: 'Trail Tent', price: 199.5, quantity: 2 }], total: 399 },
    });
  });

  it('gives up cleanly when nothing arrives: a console note, no beacon, no error', async () => {
    vi.useFakeTimers();
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const done = reportToTracker(new QueryClient(), page);
    await vi.advanceTimersByTimeAsync(6000);
    await expect(done).resolves.toBeUndefined();
    expect(consoleError).toHaveBeenCalledWith('error fetching product details');
    vi.useRealTimers();
  });
});
