import type { ContactMessage } from '@emporia/contracts/contact';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { renderAdminPage } from '../../test/render-admin-page';
import ContactMessagesPage from './ContactMessagesPage';

installFakeXhr();

const message = (id: number, subject: string, changes: Partial<ContactMessage> = {}): ContactMessage => ({
  id,
  name: 'Ann Walker',
  email: 'ann@example.com',
  subject,
  message: 'One pole of my tent snapped.',
  order_ref: '',
  customer_id: null,
  created_at: '2026-11-26T10:00:00.000Z',
  read_at: null,
  answered_at: null,
  answer: null,
  ...changes,
});

const page = (shopAddress: string) => ({
  status: 200,
  body: {
    data: [
      message(2, 'Tent pole snapped', { order_ref: 'ORD-1234' }),
      message(1, 'Thanks!', { read_at: '2026-11-26T11:00:00.000Z', answered_at: '2026-11-26T12:00:00.000Z' }),
    ],
    meta: { total: 2, page: 1, per_page: 20, unread: 1, shop_address: shopAddress },
  },
});

describe('the shop inbox', () => {
  it('lists messages with their state, counts the new ones and filters by state in the address', async () => {
    FakeXhr.reset(page('help@example.com'));
    const user = userEvent.setup();
    renderAdminPage(<ContactMessagesPage />, '/customer/messages');
    const row = (await screen.findByRole('link', { name: 'Tent pole snapped' })).closest('tr')!;
    expect(within(row).getByText('New')).toBeInTheDocument();
    expect(within(row).getByText('ORD-1234')).toBeInTheDocument();
    expect(
      within(screen.getByRole('link', { name: 'Thanks!' }).closest('tr')!).getByText('Answered'),
    ).toBeInTheDocument();
    expect(screen.getByText(/1 new message\./)).toBeInTheDocument();
    expect(screen.getByText('Each message is also e-mailed to help@example.com.')).toBeInTheDocument();
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'unanswered');
    await screen.findByRole('link', { name: 'Tent pole snapped' });
    expect(FakeXhr.last().url).toContain('state=unanswered');
  });

  it('says where to give the shop an e-mail address when it has none', async () => {
    FakeXhr.reset(page(''));
    renderAdminPage(<ContactMessagesPage />, '/customer/messages');
    expect(
      await screen.findByText(/The shop has no e-mail address, so messages wait here only\./),
    ).toBeInTheDocument();
  });
});
