import type { ModuleValues } from '@emporia/contracts/shipping-settings';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../../app/AppProviders';
import { setUpI18n } from '../../../app/i18n';
import { ShopConfigProvider } from '../../../app/shop-config';
import { TranslationProvider } from '../../../app/translation';
import { staffAccountAnswers } from '../../../test/admin';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { demoBoot } from '../../../test/shop';
import { shippingPanels } from '../shipping-panels';
import type { ShippingPanelProps } from './ShippingPanelForm';

installFakeXhr();

const zones = [
  { id: 3, name: 'United States', description: '', member_count: 1 },
  { id: 4, name: 'Canada', description: '', member_count: 1 },
];

function renderPanel(module: string, props: ShippingPanelProps) {
  const entry = shippingPanels.find((p) => p.module === module);
  if (!entry) throw new Error(`no panel ${module}`);
  const i18n = setUpI18n({ defaultLanguage: 'en', textOverrides: {} });
  const client = createQueryClient();
  const ui = (p: ShippingPanelProps) => (
    <ShopConfigProvider boot={demoBoot({ admin_path: '/back-office' })}>
      <QueryClientProvider client={client}>
        <TranslationProvider i18n={i18n}>
          <MemoryRouter>
            <entry.Panel {...p} />
          </MemoryRouter>
        </TranslationProvider>
      </QueryClientProvider>
    </ShopConfigProvider>
  );
  const view = render(ui(props));
  return { ...view, rerenderWith: (p: ShippingPanelProps) => view.rerender(ui(p)) };
}

const fedexSecretsSet = ['module_shipping_fedex_client_secret'];

const fedexStored: ModuleValues = {
  module_shipping_fedex_active: '1',
  module_shipping_fedex_account_number: '740561073',
  module_shipping_fedex_client_id: 'client',
  // A saved secret comes back empty (write-only), named in secrets_set.
  module_shipping_fedex_client_secret: '',
  module_shipping_fedex_signature: '0',
  module_shipping_fedex_weight_unit: 'kg',
  module_shipping_fedex_rate_request: 'LIST',
  module_shipping_fedex_pickup_type: 'USE_SCHEDULED_PICKUP',
  module_shipping_fedex_packaging_type: 'FEDEX_BOX',
  module_shipping_fedex_saturday_delivery: '0',
  module_shipping_fedex_shipping_zone: '4',
  module_shipping_fedex_handling_fee: '2.5',
  module_shipping_fedex_services: ['FEDEX_GROUND'],
  module_shipping_fedex_display_error: '0',
};

describe('shipping panels', () => {
  it('registers the eight modules by folder, in the spec order', () => {
    expect(shippingPanels.map((p) => [p.module, p.title])).toEqual([
      ['advancedshipper', 'Advanced Shipper'],
      ['canadapost', 'Canada Post'],
      ['fedex', 'FedEx'],
      ['flatrate', 'Flat Rate'],
      ['freeshipping', 'Free Shipping'],
      ['storepickup', 'Store Pickup'],
      ['ups', 'UPS'],
      ['usps', 'USPS'],
    ]);
  });

  it('shows loading blocks until loaded, then the stored values over the defaults', async () => {
    const view = renderPanel('fedex', { loaded: false, settings: undefined, zones });
    expect(document.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Save' })).toBeNull();

    view.rerenderWith({ loaded: true, settings: fedexStored, zones });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    expect(screen.getByText(/220\+ countries/)).toBeInTheDocument();
    expect(screen.getByLabelText(/Account Number/)).toHaveValue('740561073');
    expect(screen.getByLabelText('Rate Request')).toHaveValue('LIST');
    expect(screen.getByLabelText('Packaging Type')).toHaveValue('FEDEX_BOX');
    expect(screen.getByLabelText('Shipping Zone')).toHaveValue('4');
    expect(
      within(screen.getByLabelText('Shipping Zone'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['All Zones', 'United States', 'Canada']);
    const services = screen.getByRole('group', { name: 'Services' });
    expect(within(services).getAllByRole('checkbox')).toHaveLength(21);
    expect(within(services).getByLabelText('FedEx Ground (FEDEX_GROUND)')).toBeChecked();
    expect(within(services).getByLabelText('Smart Post (SMART_POST)')).not.toBeChecked();
    expect(services.style.maxHeight).toBe('12rem');
    expect(services).toHaveClass('overflow-auto');
  });

  it('requires the FedEx account number, client ID and client secret before anything is sent', async () => {
    FakeXhr.reset({ status: 200, body: { message: 'Updated!' } });
    renderPanel('fedex', { loaded: true, settings: undefined, zones });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Account Number field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Client ID field is required.')).toBeInTheDocument();
    expect(screen.getByText('The Client Secret field is required.')).toBeInTheDocument();
    expect(FakeXhr.sent.filter((r) => r.method.toUpperCase() === 'POST')).toEqual([]);
  });

  it('accepts only decimal numbers as handling fee and sort order', async () => {
    FakeXhr.reset({ status: 200, body: { message: 'Updated!' } });
    renderPanel('flatrate', { loaded: true, settings: undefined, zones });
    const user = userEvent.setup();
    const fee = await screen.findByLabelText('Handling Fee');
    await user.clear(fee);
    await user.type(fee, '1,50');
    await user.type(screen.getByLabelText('Sort Order'), 'x');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Handling Fee field must be a decimal number.')).toBeInTheDocument();
    expect(screen.getByText('The Sort Order field must be a decimal number.')).toBeInTheDocument();
    expect(FakeXhr.sent.filter((r) => r.method.toUpperCase() === 'POST')).toEqual([]);
  });

  it('takes a saved secret as given and asks for it once Clear is pressed', async () => {
    FakeXhr.reset({ status: 200, body: { message: 'Updated!' } });
    renderPanel('fedex', { loaded: true, settings: fedexStored, secretsSet: fedexSecretsSet, zones });
    const secret = await screen.findByRole('textbox', { name: /^Client Secret/ });
    expect(secret).toHaveValue('');
    expect(secret).toHaveAttribute('placeholder', 'A value is saved — type to replace it');
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Clear Client Secret' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The Client Secret field is required.')).toBeInTheDocument();
    expect(FakeXhr.sent.filter((r) => r.method.toUpperCase() === 'POST')).toEqual([]);
    await user.click(screen.getByRole('button', { name: 'Keep Client Secret' }));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
  });

  it('saves the whole key/value object and shows Updated!', async () => {
    FakeXhr.reset({ status: 200, body: { message: 'Updated!' } });
    renderPanel('fedex', { loaded: true, settings: fedexStored, secretsSet: fedexSecretsSet, zones });
    const user = userEvent.setup();
    const services = await screen.findByRole('group', { name: 'Services' });
    await user.click(within(services).getByLabelText('Smart Post (SMART_POST)'));
    await user.selectOptions(screen.getByLabelText('Shipping Zone'), '0');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Updated!')).toBeInTheDocument();
    const sent = FakeXhr.sent.find((r) => r.method.toUpperCase() === 'POST');
    expect(sent?.url).toBe('/api/v1/admin/settings/shipping/fedex');
    expect(JSON.parse(String(sent?.body))).toEqual({
      ...fedexStored,
      module_shipping_fedex_shipping_zone: '0',
      module_shipping_fedex_services: ['FEDEX_GROUND', 'SMART_POST'],
      // Every module carries a tax class; none by default.
      module_shipping_fedex_tax_class_id: '0',
    });
  });

  it('shows the server message in a danger alert when saving fails', async () => {
    FakeXhr.reset({
      status: 400,
      body: {
        message: "Choose one of the shop's shipping zones.",
        code: 'VALIDATION_ERROR',
        fields: { module_shipping_flatrate_shipping_zone: "Choose one of the shop's shipping zones." },
      },
    });
    renderPanel('flatrate', { loaded: true, settings: undefined, zones });
    await userEvent.setup().click(await screen.findByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Choose one of the shop's shipping zones.");
    expect(alert).toHaveClass('alert-danger');
  });

  it('lists UPS service 59 twice, both rows ticking the one value, and the countries of country_list', async () => {
    FakeXhr.reset({
      status: 200,
      body: {
        data: [
          { id: 38, iso_code_2: 'CA', iso_code_3: 'CAN', name: 'Canada' },
          { id: 223, iso_code_2: 'US', iso_code_3: 'USA', name: 'United States' },
        ],
      },
    });
    renderPanel('ups', {
      loaded: true,
      settings: { module_shipping_ups_source_country: 'US', module_shipping_ups_services: ['59'] },
      zones,
    });
    const services = await screen.findByRole('group', { name: 'Services' });
    const rows = within(services)
      .getAllByRole('checkbox')
      .filter((box) => box.parentElement?.textContent?.includes('(59)'));
    expect(rows).toHaveLength(2);
    for (const row of rows) expect(row).toBeChecked();
    expect(within(services).getAllByRole('checkbox')).toHaveLength(22);
    await userEvent.setup().click(rows[1]!);
    for (const row of rows) expect(row).not.toBeChecked();
    expect(screen.getByLabelText(/^Country/)).toHaveValue('US');
  });

  it('links the Advanced Shipper panel to the three plugins under the admin path', async () => {
    staffAccountAnswers();
    renderPanel('advancedshipper', { loaded: true, settings: undefined, zones });
    expect(await screen.findByRole('link', { name: 'Manage shipping methods' })).toHaveAttribute(
      'href',
      '/back-office/plugin/advancedshipper',
    );
    expect(screen.getByRole('link', { name: 'Product nesting groups' })).toHaveAttribute(
      'href',
      '/back-office/plugin/productnestinggroup',
    );
    expect(screen.getByRole('link', { name: 'Shipping boxes manager' })).toHaveAttribute(
      'href',
      '/back-office/plugin/shippingboxmanager',
    );
  });

  it('shows no plugin links to a role without the plugins permission', async () => {
    staffAccountAnswers(['settings']);
    renderPanel('advancedshipper', { loaded: true, settings: undefined, zones });
    expect(await screen.findByRole('button', { name: 'Save' })).toBeInTheDocument();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('link', { name: 'Manage shipping methods' })).toBeNull();
  });

  it('keeps store pickup conditions that its form does not show', async () => {
    FakeXhr.reset({ status: 200, body: { message: 'Updated!' } });
    const view = renderPanel('storepickup', {
      loaded: true,
      settings: {
        module_shipping_storepickup_total_condition: '50',
        module_shipping_storepickup_active: '1',
      },
      zones,
    });
    const save = await screen.findByRole('button', { name: 'Save' });
    expect([...view.container.querySelectorAll('label')].map((l) => l.textContent)).toEqual([
      'Status',
      'Shipping Cost',
      'Shipping Zone',
      'Sort Order',
      'Handling Fee',
      'Tax Class',
    ]);
    await userEvent.setup().click(save);
    await screen.findByText('Updated!');
    const body = JSON.parse(String(FakeXhr.sent.find((r) => r.method.toUpperCase() === 'POST')?.body));
    expect(body).toMatchObject({
      module_shipping_storepickup_total_condition: '50',
      module_shipping_storepickup_weight_condition: '',
    });
  });

  it("offers the shop's tax classes for what the method charges, none by default", async () => {
    FakeXhr.reset({
      status: 200,
      body: { data: [{ id: 7, title: 'Taxable Goods', description: '', rates: 1 }] },
    });
    renderPanel('flatrate', {
      loaded: true,
      settings: { module_shipping_flatrate_tax_class_id: '7' },
      zones,
    });
    const select = await screen.findByLabelText('Tax Class');
    expect(select).toHaveDisplayValue('Taxable Goods');
    expect([...select.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '--- None ---',
      'Taxable Goods',
    ]);
  });
});
