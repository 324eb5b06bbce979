import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/AppProviders';
import { setUpI18n } from '../../../app/i18n';
import { TranslationProvider } from '../../../app/translation';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
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
      <TranslationProvider i18n={i18n}>
        <entry.Panel {...p} />
      </TranslationProvider>
    </QueryClientProvider>
  );
  const view = render(ui(props));
  return { ...view, rerenderWith: (p: PaymentPanelProps) => view.rerender(ui(p)) };
}

const braintreeSecretsSet = [
  'module_payment_braintree_sandbox_private_key',
  'module_payment_braintree_production_private_key',
];

const braintreeStored = {
  module_payment_braintree_active: '1',
  module_payment_braintree_environment: 'production',
  module_payment_braintree_tokenization: 'production_tok',
  module_payment_braintree_sandbox_merchant_id: 'sb-merchant',
  module_payment_braintree_sandbox_public_key: 'sb-public',
  // Saved secrets come back empty (write-only), named in secrets_set.
  module_payment_braintree_sandbox_private_key: '',
  module_payment_braintree_production_merchant_id: 'live-merchant',
  module_payment_braintree_production_public_key: 'live-public',
  module_payment_braintree_production_private_key: '',
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

    view.rerenderWith({
      loaded: true,
      settings: braintreeStored,
      secretsSet: braintreeSecretsSet,
      orderStatuses: statuses,
    });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    // SPEC §2: card provider A's enable label wrongly reads 'Enable Square module'.
    expect(screen.getByLabelText('Enable Square module')).toHaveValue('1');
    expect(screen.getByLabelText('Environment')).toHaveValue('production');
    expect(
      within(screen.getByLabelText('Environment'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Sandbox', 'Production']);
    // A saved secret is a plain, empty text input saying a value is saved.
    expect(screen.getByLabelText('Production Private Key')).toHaveValue('');
    expect(screen.getByLabelText('Production Private Key')).toHaveAttribute('type', 'text');
    expect(screen.getByLabelText('Production Private Key')).toHaveAttribute(
      'placeholder',
      'A value is saved — type to replace it',
    );
    expect(screen.getByRole('button', { name: 'Clear Production Private Key' })).toBeInTheDocument();
    // A public key holds its value as stored.
    expect(screen.getByLabelText('Production Public Key')).toHaveValue('live-public');
    expect(screen.getByLabelText('Order Status')).toHaveValue('5');
    expect(screen.getByRole('link', { name: /AVS and CVV rules/ })).toHaveAttribute(
      'href',
      'https://developer.paypal.com/braintree/articles/guides/fraud-tools/basic/avs-cvv-rules',
    );
    expect(screen.getByRole('img')).toBeInTheDocument();
  });

  it('saves the whole settings object, secrets with their hidden flag, and shows Updated!', async () => {
    FakeXhr.reset({ status: 200, body: { message: 'Updated!' } });
    renderPanel('braintree', {
      loaded: true,
      settings: braintreeStored,
      secretsSet: braintreeSecretsSet,
      orderStatuses: statuses,
    });
    const user = userEvent.setup();
    const tokenization = await screen.findByLabelText('Tokenization Key');
    await user.clear(tokenization);
    await user.type(tokenization, 'production_new');
    await user.selectOptions(screen.getByLabelText('Order Status'), '2');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    const sent = FakeXhr.sent.find((r) => r.method.toUpperCase() === 'POST');
    expect(sent?.url).toBe('/api/v1/admin/settings/payment/braintree');
    // Nothing typed in the secret fields: they go empty, which keeps the saved values.
    expect(JSON.parse(String(sent?.body))).toEqual({
      ...braintreeStored,
      module_payment_braintree_tokenization: 'production_new',
      module_payment_braintree_order_status: '2',
      module_payment_braintree_sandbox_private_key: { value: '', hidden: true },
      module_payment_braintree_production_private_key: { value: '', hidden: true },
    });
  });

  it('sends a typed secret, and asks to remove a saved one only after Clear', async () => {
    FakeXhr.reset({ status: 200, body: { message: 'Updated!' } });
    renderPanel('braintree', {
      loaded: true,
      settings: braintreeStored,
      secretsSet: braintreeSecretsSet,
      orderStatuses: statuses,
    });
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Sandbox Private Key'), 'sb-private-new');
    await user.click(screen.getByRole('button', { name: 'Clear Production Private Key' }));
    expect(screen.getByLabelText('Production Private Key')).toHaveAttribute(
      'placeholder',
      'The saved value will be removed when you save',
    );
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    const sent = JSON.parse(String(FakeXhr.sent.find((r) => r.method.toUpperCase() === 'POST')?.body));
    expect(sent.module_payment_braintree_sandbox_private_key).toEqual({
      value: 'sb-private-new',
      hidden: true,
    });
    expect(sent.module_payment_braintree_production_private_key).toEqual({ value: '', hidden: true });
    expect(sent.secrets_clear).toEqual(['module_payment_braintree_production_private_key']);
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
