import type { PaymentData, StorefrontPaymentMethod } from '@emporia/contracts/payments';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setUpI18n } from '../../../app/i18n';
import { ShopConfigProvider } from '../../../app/shop-config';
import { TranslationProvider } from '../../../app/translation';
import { demoBoot } from '../../../test/shop';
import { PaymentMethodStep } from '../payment-checkout';
import { paypalSdkUrl } from './paypal';

const stripe: StorefrontPaymentMethod = {
  method: 'stripe',
  label_key: 'payment.stripe.title',
  client: {
    method: 'stripe',
    environment: 'sandbox',
    publishable_key: 'pk_test_1',
    sdk_url: 'https://js.stripe.com/v3/',
  },
};

function renderStep(
  path: string,
  method: StorefrontPaymentMethod,
  onReady: (data: PaymentData | null) => void,
) {
  const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
  const element = (
    <PaymentMethodStep
      method={method}
      amountMinor={1000}
      currency="USD"
      onReady={onReady}
      prepare={async () => ({})}
    />
  );
  const router = createMemoryRouter([{ path: '*', element }], { initialEntries: [path] });
  return render(
    <ShopConfigProvider boot={demoBoot()}>
      <TranslationProvider i18n={i18n}>
        <RouterProvider router={router} />
      </TranslationProvider>
    </ShopConfigProvider>,
  );
}

const sdkScripts = () => [...document.querySelectorAll('script')].map((s) => s.getAttribute('src'));

afterEach(() => {
  for (const script of document.querySelectorAll('script')) script.remove();
});

describe('payment step components', () => {
  it("load the provider's SDK when their method is shown on the storefront", async () => {
    renderStep('/checkout', stripe, vi.fn());
    await waitFor(() => expect(sdkScripts()).toContain('https://js.stripe.com/v3/'));
  });

  it('never load a provider SDK inside the admin', async () => {
    renderStep('/admin/order/new', stripe, vi.fn());
    expect(await screen.findByText(/could not be loaded/)).toBeInTheDocument();
    expect(sdkScripts()).not.toContain('https://js.stripe.com/v3/');
  });

  it('money order is ready at once with nothing to send', async () => {
    const onReady = vi.fn();
    renderStep(
      '/checkout',
      { method: 'moneyorder', label_key: 'payment.moneyorder.title', client: { method: 'moneyorder' } },
      onReady,
    );
    expect(await screen.findByText(/Pay by money order/)).toBeInTheDocument();
    expect(onReady).toHaveBeenCalledWith({});
    expect(sdkScripts()).toEqual([]);
  });

  it('build the PayPal SDK address from the funding flags', () => {
    expect(
      paypalSdkUrl({
        method: 'paypal',
        environment: 'sandbox',
        client_id: 'abc',
        currency: 'USD',
        enable_funding: ['venmo', 'paylater'],
        disable_funding: ['credit', 'card'],
        sdk_url: 'https://www.paypal.com/sdk/js',
      }),
    ).toBe(
      'https://www.paypal.com/sdk/js?client-id=abc&currency=USD&components=buttons&enable-funding=venmo%2Cpaylater&disable-funding=credit%2Ccard',
    );
  });
});
