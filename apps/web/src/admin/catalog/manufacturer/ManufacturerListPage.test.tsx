import type { AdminManufacturer } from '@emporia/contracts/catalog-admin';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { FakeXhr, installFakeXhr } from '../../../test/fake-xhr';
import { renderAdminPage } from '../../../test/render-admin-page';
import ManufacturerListPage from './ManufacturerListPage';

installFakeXhr();

const brand = (id: number, name: string): AdminManufacturer => ({
  id,
  name,
  name_translations: {},
  slug: name.toLowerCase(),
  status: 1,
  sort_order: id,
  logo: '/logo.png',
  has_logo: false,
  products: 3,
});

describe('the manufacturer list', () => {
  it('searches by name through the address and deletes the ticked manufacturers after asking', async () => {
    FakeXhr.reset({
      status: 200,
      body: { data: [brand(1, 'Granite'), brand(2, 'Summit')], meta: { total: 2, page: 1, per_page: 20 } },
    });
    FakeXhr.answers.set('/api/v1/admin/manufacturers/delete', {
      status: 200,
      body: { message: '1 manufacturer deleted.' },
    });
    const user = userEvent.setup();
    const where = renderAdminPage(<ManufacturerListPage />, '/manufacturer/all');
    await user.type(await screen.findByRole('searchbox', { name: 'Search manufacturers' }), 'gran{Enter}');
    expect(where()).toBe('?search=gran');
    expect(FakeXhr.last().url).toContain('search=gran');

    await user.click(screen.getByRole('checkbox', { name: 'Select Summit' }));
    await user.click(
      within(screen.getByRole('toolbar', { name: 'Bulk actions' })).getByRole('button', { name: 'Delete' }),
    );
    const dialog = screen.getByRole('dialog', { name: 'Delete 1 manufacturer?' });
    expect(dialog).toHaveTextContent('Their products stay in the shop');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('1 manufacturer deleted.')).toBeInTheDocument();
    const sent = FakeXhr.sent.find((r) => r.url.endsWith('/api/v1/admin/manufacturers/delete'));
    expect(JSON.parse(String(sent!.body))).toEqual({ ids: [2] });
  });
});
