import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/AppProviders';
import { setUpI18n } from '../../app/i18n';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { paymentPanels } from '../payment-panels';
import type { PaymentPanelProps } from './PaymentPanelForm';

installFakeXhr();

const statuses = [
  { id: 1, name: 'Pending' },
  { id: 2, name: 'Processing' },
  { id: 5, name: 'Complete' },
];

function renderPanel(method: string, props: PaymentPanelProps) {
  const entry = paymentPanels.find((p) => p.method === method);
  if (!entry) throw new Error(`no panel ${method}`);
  const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
  const client = createQueryClient();
  const ui = (p: PaymentPanelProps) => (
    <QueryClientProvider client={client}>
      <I18nextProvider i18n={i18n}>
        <entry.Panel {...p} />
      </I18nextProvider>
    </QueryClientProvider>
  );
  const view = render(ui(props));
  return { ...view, rerenderWith: (p: PaymentPanelProps) => view.rerender(ui(p)) };
}

const braintreeStored = {
  module_payment_braintree_active: '1',
  module_payment_braintree_environment: 'production',
  module_payment_braintree_tokenization: 'production_tok',
  module_payment_braintree_sandbox_merchant_id: 'sb-merchant',
  module_payment_braintree_sandbox_public_key: 'sb-public',
  module_payment_braintree_sandbox_private_key: 'sb-private',
  module_payment_braintree_production_merchant_id: 'live-merchant',
  module_payment_braintree_production_public_key: 'live-public',
  module_payment_braintree_production_private_key: 'live-private',
  module_payment_braintree_production_application_id: 'kept-as-is',
  module_payment_braintree_order_status: '5',
};

describe('payment panels', () => {
  it('registers the five methods by folder, in the spec order', () => {
    expect(paymentPanels.map((p) => [p.method, p.title])).toEqual([
      ['braintree', 'Braintree'],
      ['moneyorder', 'Money Order'],
      ['paypal', 'PayPal'],
      ['square', 'Square'],
      ['stripe', 'Stripe'],
    ]);
  });

  it('shows loading blocks until loaded, then the stored values over the defaults', async () => {
    const view = renderPanel('braintree', { loaded: false, settings: undefined, orderStatuses: [] });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    view.rerenderWith({ loaded: true, settings: braintreeStored, orderStatuses: statuses });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    // SPEC §2: card provider A's enable label wrongly reads 'Enable Square module'.
    expect(screen.getByLabelText('Enable Square module')).toHaveValue('1');
    expect(screen.getByLabelText('Environment')).toHaveValue('production');
    expect(
      within(screen.getByLabelText('Environment'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sandbox', 'Production']);
    expect(screen.getByLabelText('Production Private Key')).toHaveValue('live-private');
    expect(screen.getByLabelText('Production Private Key')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Order Status')).toHaveValue('5');
    expect(screen.getByRole('link', { name: /AVS and CVV rules/ })).toHaveAttribute(
      'href',
      'https://developer.paypal.com/braintree/articles/guides/fraud-tools/basic/avs-cvv-rules',
    );
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('saves the whole settings object, secrets with their hidden flag, and shows Updated!', async () => {
    FakeXhr.reset({ status: 200, body: { message: 'Updated!' } });
    renderPanel('braintree', { loaded: true, settings: braintreeStored, orderStatuses: statuses });
    const user = userEvent.setup();
    const tokenization = await screen.findByLabelText('Tokenization Key');
    await user.clear(tokenization);
    await user.type(tokenization, 'production_new');
    await user.selectOptions(screen.getByLabelText('Order Status'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    const sent = FakeXhr.sent.find((r) => r.method.toUpperCase() === 'POST');
    expect(sent?.url).toBe('/api/v1/admin/settings/payment/braintree');
    expect(JSON.parse(String(sent?.body))).toEqual({
      ...braintreeStored,
      module_payment_braintree_tokenization: 'production_new',
      module_payment_braintree_order_status: '2',
      module_payment_braintree_sandbox_private_key: { value: 'sb-private', hidden: true },
      module_payment_braintree_production_private_key: { value: 'live-private', hidden: true },
    });
  });

  it('shows the server message in a danger alert when saving fails', async () => {
    FakeXhr.reset({
      status: 400,
      body: { message: 'Choose an order status from the list.', code: 'BAD_REQUEST' },
    });
    renderPanel('moneyorder', {
      loaded: true,
      settings: { module_payment_moneyorder_active: '1', module_payment_moneyorder_order_status: '1' },
      orderStatuses: statuses,
    });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Choose an order status from the list.');
    expect(alert).toHaveClass('alert-danger');
  });

  it('labels every field as the spec lists them', () => {
    const labels = (method: string) => {
      const view = renderPanel(method, { loaded: true, settings: undefined, orderStatuses: statuses });
      const found = [...view.container.querySelectorAll('label')].map((l) => l.textContent);
      view.unmount();
      return found;
    };
    expect(labels('moneyorder')).toEqual(['Enable Money Order module', 'Order Status']);
    expect(labels('paypal')).toEqual([
      'Enable PayPal module',
      'Environment',
      'Sandbox Client ID',
      'Sandbox Client Secret',
      'Live Client ID',
      'Live Client Secret',
      'Order Status',
      'Accept Credits',
      'Accept Cards',
      'Enable Venmo',
      'Enable Paylater',
    ]);
    expect(labels('square')).toEqual([
      'Enable Square module',
      'Environment',
      'Sandbox Application ID',
      'Sandbox Access Token',
      'Production Application ID',
      'Production Access Token',
      'Sandbox Location ID',
      'Production Location ID',
      'Order Status',
    ]);
    expect(labels('stripe')).toEqual([
      'Enable Stripe module',
      'Environment',
      'Testing Publishable Key',
      'Testing Secret Key',
      'Live Publishable Key',
      'Live Secret Key',
      'Order Status',
    ]);
  });
});
