import { type CheckoutAddressForm, checkoutAddressSchema } from '@emporia/contracts/checkout';

import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FormProvider, useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../app/AppProviders';
import { shopResolver } from '../../app/form-errors';
import { setUpI18n } from '../../app/i18n';
import { TranslationProvider } from '../../app/translation';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { AddressFields } from './AddressFields';

installFakeXhr();

function AddressForm({ onSubmit }: { onSubmit(address: CheckoutAddressForm): void }) {
  const form = useForm<CheckoutAddressForm>({
    resolver: shopResolver(checkoutAddressSchema),
    defaultValues: { firstname: '', lastname: '', address_1: '', city: '', zone_id: null },
  });
  return (
    <FormProvider {...form}>
      <form noValidate onSubmit={form.handleSubmit((values) => onSubmit(values))}>
        <AddressFields idPrefix="address" />
        <button type="submit">Continue</button>
      </form>
    </FormProvider>
  );
}

const renderForm = (onSubmit: (address: CheckoutAddressForm) => void) => {
  const i18n = setUpI18n({
    defaultLanguage: 'en',
    textOverrides: { 'address.postcode': 'Zip Code', 'address.zone': 'State' },
  });
  return render(
    <TranslationProvider i18n={i18n}>
      <QueryClientProvider client={createQueryClient()}>
        <AddressForm onSubmit={onSubmit} />
      </QueryClientProvider>
    </TranslationProvider>,
  );
};

describe('the one address form (address book and checkout)', () => {
  it("names fields in the shop's wording, lists the chosen country's states and forgets the state on a new country", async () => {
    FakeXhr.answers.set('/api/v1/storefront/countries', {
      status: 200,
      body: {
        data: [
          { id: 223, name: 'United States', iso_code_2: 'US' },
          { id: 38, name: 'Canada', iso_code_2: 'CA' },
        ],
      },
    });
    FakeXhr.answers.set('/api/v1/storefront/countries/223/zones', {
      status: 200,
      body: { data: [{ id: 3635, name: 'Illinois', code: 'IL' }] },
    });
    FakeXhr.answers.set('/api/v1/storefront/countries/38/zones', { status: 200, body: { data: [] } });
    const submitted = vi.fn();
    renderForm(submitted);
    const user = userEvent.setup();

    await user.type(screen.getByLabelText('First Name'), 'Gina');
    await user.type(screen.getByLabelText('Last Name'), 'Guest');
    await user.type(screen.getByLabelText('Address Line 1'), '1 Main St');
    await user.type(screen.getByLabelText('City'), 'Springfield');
    await user.type(screen.getByLabelText('Zip Code'), '62701');
    await screen.findByRole('option', { name: 'United States' });
    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await user.selectOptions(
      screen.getByLabelText('State'),
      await screen.findByRole('option', { name: 'Illinois' }),
    );

    await user.selectOptions(screen.getByLabelText('Country'), 'Canada');
    expect(await screen.findByRole('option', { name: /no states|none/i })).toBeInTheDocument();
    expect(screen.getByLabelText('State')).toBeDisabled();

    await user.selectOptions(screen.getByLabelText('Country'), 'United States');
    await user.selectOptions(
      screen.getByLabelText('State'),
      await screen.findByRole('option', { name: 'Illinois' }),
    );
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(submitted).toHaveBeenCalledTimes(1);
    expect(submitted.mock.calls[0]![0]).toMatchObject({
      firstname: 'Gina',
      lastname: 'Guest',
      address_1: '1 Main St',
      postcode: '62701',
      country_id: 223,
      zone_id: 3635,
    });
  });

  it('shows each missing field its message and sends nothing', async () => {
    FakeXhr.answers.set('/api/v1/storefront/countries', { status: 200, body: { data: [] } });
    const submitted = vi.fn();
    renderForm(submitted);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByText('Choose a country.')).toBeInTheDocument();
    expect(screen.getByLabelText('First Name')).toHaveClass('is-invalid');
    expect(submitted).not.toHaveBeenCalled();
  });
});
