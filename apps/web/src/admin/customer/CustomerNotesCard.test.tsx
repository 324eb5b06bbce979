import type { AdminCustomer } from '@emporia/contracts/admin-customers';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerNotesCard } from './CustomerNotesCard';

const customer = (over: Partial<AdminCustomer>): AdminCustomer => ({
  id: 7,
  firstname: 'Ada',
  lastname: 'Pine',
  email: 'ada.pine@example.test',
  telephone: '',
  customer_group: null,
  status: 'active',
  newsletter: true,
  date_added: '2026-11-29T10:00:00.000Z',
  password_state: 'none',
  invited_at: null,
  sms_opt_in: false,
  note: '',
  tags: [],
  tax_exempt: false,
  has_password: false,
  addresses: [],
  orders: [],
  ...over,
});

describe('the customer page’s notes and tags', () => {
  it('shows an imported Shopify note, tags and tax-exempt flag, saying checkout does not apply it', () => {
    render(
      <CustomerNotesCard
        customer={customer({ note: 'Prefers mornings', tags: ['trade', 'newsletter'], tax_exempt: true })}
      />,
    );
    expect(screen.getByText('Prefers mornings')).toBeTruthy();
    const tags = within(screen.getByRole('list', { name: 'Tags' })).getAllByRole('listitem');
    expect(tags.map((t) => t.textContent)).toEqual(['trade', 'newsletter']);
    expect(screen.getByText('Tax exempt')).toBeTruthy();
    expect(screen.getByText(/checkout still charges tax/)).toBeTruthy();
  });

  it('is not shown for a customer without any', () => {
    const { container } = render(<CustomerNotesCard customer={customer({})} />);
    expect(container.textContent).toBe('');
  });
});
