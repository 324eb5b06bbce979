import type { AdminReview } from '@emporia/contracts/catalog-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderAdminPage } from '../../../test/render-admin-page';
import ReviewListPage from './ReviewListPage';

installFakeXhr();

const review = (id: number, author: string, rating: number): AdminReview => ({
  id,
  product_id: 7,
  product_name: 'Chalk Bag',
  author,
  rating,
  text: 'Holds plenty of chalk.',
  status: 'pending',
  created_at: '2026-11-23T10:00:00.000Z',
});
const page = { data: [review(1, 'Ann', 2), review(2, 'Bob', 5)], meta: { total: 2, page: 1, per_page: 25 } };

const renderList = () => renderAdminPage(<ReviewListPage />, '/reviews/all');
const requested = (path: string) => FakeXhr.sent.filter((r) => r.url.split('?')[0] === path);

describe('the review list', () => {
  it('asks the server for the chosen rating, sorted by the clicked heading', async () => {
    FakeXhr.reset({ status: 200, body: page });
    const user = userEvent.setup();
    const where = renderList();
    await screen.findByText('Ann');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Rating' }), '5');
    expect(where()).toBe('?rating=5');
    await user.click(screen.getByRole('button', { name: /Rating/ }));
    expect(where()).toBe('?rating=5&sort=rating&order=asc');
    await screen.findByText('Ann');
    expect(FakeXhr.last().url).toContain('rating=5');
    expect(FakeXhr.last().url).toContain('sort=rating');
  });

  it('approves the ticked reviews in one request and says so', async () => {
    FakeXhr.reset({ status: 200, body: page });
    FakeXhr.answers.set('/api/v1/admin/reviews/status', {
      status: 200,
      body: { message: '2 reviews updated.' },
    });
    const user = userEvent.setup();
    renderList();
    await user.click(await screen.findByRole('checkbox', { name: 'Select all reviews on this page' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    await user.click(within(bar).getByRole('button', { name: 'Approve' }));
    expect(await screen.findByText('2 reviews updated.')).toBeInTheDocument();
    const [sent] = requested('/api/v1/admin/reviews/status');
    expect(JSON.parse(String(sent!.body))).toEqual({ ids: [1, 2], status: 'approved' });
  });
});
