import type { AdminCustomerRow } from '@emporia/contracts/admin-customers';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderAdminPage } from '../../test/render-admin-page';
import CustomerListPage from './CustomerListPage';

installFakeXhr();

const customer = (id: number, firstname: string): AdminCustomerRow => ({
  id,
  firstname,
  lastname: 'Hiker',
  email: `${firstname.toLowerCase()}@example.com`,
  telephone: '',
  customer_group: null,
  status: 'active',
  newsletter: false,
  date_added: '2026-11-23T10:00:00.000Z',
  password_state: 'set',
  invited_at: null,
});

describe('the customer list', () => {
  it('disables the ticked customers in one request and says so', async () => {
    FakeXhr.reset({
      status: 200,
      body: { data: [customer(3, 'Ada'), customer(4, 'Bo')], meta: { total: 2, page: 1, per_page: 20 } },
    });
    FakeXhr.answers.set('/api/v1/admin/customer-groups', { status: 200, body: { data: [] } });
    FakeXhr.answers.set('/api/v1/admin/customers/status', {
      status: 200,
      body: { message: '1 customer updated.' },
    });
    const user = userEvent.setup();
    renderAdminPage(<CustomerListPage />, '/customer/all');
    await user.click(await screen.findByRole('checkbox', { name: 'Select Bo Hiker' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    // Customers are disabled, never deleted, from the list.
    expect(within(bar).queryByRole('button', { name: 'Delete' })).toBeNull();
    await user.click(within(bar).getByRole('button', { name: 'Disable' }));
    expect(await screen.findByText('1 customer updated.')).toBeInTheDocument();
    const sent = FakeXhr.sent.find((r) => r.url.endsWith('/api/v1/admin/customers/status'));
    expect(JSON.parse(String(sent!.body))).toEqual({ ids: [4], status: 'disabled' });
  });
});
