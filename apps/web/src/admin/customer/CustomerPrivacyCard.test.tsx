import type { AdminCustomer } from '@emporia/contracts/admin-customers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderAdminPage } from '../../test/render-admin-page';
import { CustomerPrivacyCard } from './CustomerPrivacyCard';

installFakeXhr();

const customer = { id: 7, firstname: 'Ada', lastname: 'Pine' } as AdminCustomer;

describe('the customer page’s privacy card', () => {
  it('asks the shop’s apps for the customer’s data and says so', async () => {
    FakeXhr.reset({ status: 200, body: { data: { message: 'The data request was sent.' } } });
    const user = userEvent.setup();
    renderAdminPage(<CustomerPrivacyCard customer={customer} />, '/customer/7');
    await user.click(await screen.findByRole('button', { name: 'Request data from apps' }));
    expect(await screen.findByText('The data request was sent.')).toBeInTheDocument();
    expect(FakeXhr.last()).toMatchObject({ method: 'POST', url: '/api/v1/admin/customers/7/data-request' });
  });

  it('deletes the customer only after the dialog is confirmed', async () => {
    FakeXhr.reset({ status: 200, body: { data: { message: 'Deleted.' } } });
    const user = userEvent.setup();
    renderAdminPage(<CustomerPrivacyCard customer={customer} />, '/customer/7');
    await user.click(await screen.findByRole('button', { name: 'Delete customer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Ada Pine?' });
    expect(FakeXhr.sent).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Delete customer' }));
    await waitFor(() =>
      expect(FakeXhr.sent.map((r) => `${r.method} ${r.url}`)).toContain('DELETE /api/v1/admin/customers/7'),
    );
    // Then the page goes to the list (a route this one-page harness does not have).
  });
});
