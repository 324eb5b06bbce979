import type { AdminCategory } from '@emporia/contracts/catalog-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderAdminPage } from '../../../test/render-admin-page';
import CategoryListPage from './CategoryListPage';

installFakeXhr();

const category = (id: number, name: string): AdminCategory => ({
  id,
  parent_id: null,
  status: 1,
  sort_order: id,
  image: '/category.png',
  has_image: false,
  name,
  products: 0,
  translations: [],
});

describe('the category list', () => {
  it('sorts by sort order on the server and deletes every ticked category of the page in one request', async () => {
    FakeXhr.reset({
      status: 200,
      body: {
        data: [category(5, 'Camping'), category(6, 'Camping > Tents')],
        meta: { total: 2, page: 1, per_page: 20 },
      },
    });
    FakeXhr.answers.set('/api/v1/admin/categories/delete', {
      status: 200,
      body: { message: '2 categories deleted.' },
    });
    const user = userEvent.setup();
    const where = renderAdminPage(<CategoryListPage />, '/category/all');
    await user.click(await screen.findByRole('button', { name: /Sort Order/ }));
    expect(where()).toBe('?sort=sort_order&order=asc');
    expect(FakeXhr.last().url).toContain('sort=sort_order');

    await user.click(screen.getByRole('checkbox', { name: 'Select all categories on this page' }));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete 2 categories?' });
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('2 categories deleted.')).toBeInTheDocument();
    const sent = FakeXhr.sent.find((r) => r.url.endsWith('/api/v1/admin/categories/delete'));
    expect(JSON.parse(String(sent!.body))).toEqual({ ids: [5, 6] });
  });
});
