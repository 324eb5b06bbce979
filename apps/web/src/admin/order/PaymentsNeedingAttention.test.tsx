import type { AdminPayment } from '@emporia/contracts/payments';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/AppProviders';
import { setUpI18n } from '../../app/i18n';
import { ShopConfigProvider } from '../../app/shop-config';
import { TranslationProvider } from '../../app/translation';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { demoBoot } from '../../test/shop';
import { PaymentsNeedingAttention } from './PaymentsNeedingAttention';

installFakeXhr();

const stuck: AdminPayment = {
  id: 41,
  order_id: null,
  method: 'stripe',
  order_ref: 'EMP-7K2QX',
  provider_reference: 'pi_123',
  amount: 31.5,
  captured: 31.5,
  refunded: 0,
  currency: 'USD',
  status: 'captured',
  message: '',
  attention:
    'The provider could not say what it holds: The payment provider did not answer in time. Please try again.',
  created_at: '2026-11-23T10:00:00.000Z',
  events: [],
};

function renderPanel() {
  const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
  return render(
    <ShopConfigProvider boot={demoBoot()}>
      <QueryClientProvider client={createQueryClient()}>
        <TranslationProvider i18n={i18n}>
          <PaymentsNeedingAttention />
        </TranslationProvider>
      </QueryClientProvider>
    </ShopConfigProvider>,
  );
}

describe('payments needing attention', () => {
  it('lists payments left without their order and tries one again on request', async () => {
    FakeXhr.reset({ status: 200, body: { data: [stuck] } });
    renderPanel();
    const panel = await screen.findByRole('region', { name: 'Payments needing attention' });
    expect(panel).toHaveTextContent('EMP-7K2QX');
    expect(panel).toHaveTextContent('$31.50');
    expect(panel).toHaveTextContent('did not answer in time');
    // Resolved by the retry: the list comes back empty and the panel goes.
    FakeXhr.answer = { status: 200, body: { data: [] } };
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again: payment 41' }));
    await waitFor(() =>
      expect(screen.queryByRole('region', { name: 'Payments needing attention' })).toBeNull(),
    );
    const retry = FakeXhr.sent.find((r) => r.method.toUpperCase() === 'POST');
    expect(retry?.url).toBe('/api/v1/admin/payments/41/reconcile');
  });

  it('shows nothing when every payment has its order', async () => {
    FakeXhr.reset({ status: 200, body: { data: [] } });
    const view = renderPanel();
    await waitFor(() => expect(FakeXhr.sent).toHaveLength(1));
    expect(view.container).toBeEmptyDOMElement();
  });

  it('says why when the list cannot be loaded', async () => {
    FakeXhr.reset({
      status: 403,
      body: { message: 'You do not have permission to do that.', code: 'FORBIDDEN' },
    });
    renderPanel();
    expect(await screen.findByRole('alert', {}, { timeout: 4000 })).toHaveTextContent(
      'You do not have permission to do that.',
    );
  });
});
