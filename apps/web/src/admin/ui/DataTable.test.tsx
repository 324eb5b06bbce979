import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { describe, expect, it } from 'vitest';
import { type Column, DataTable, useRowSelection } from './DataTable';
import { useListState } from './list-state';

interface Item {
  id: number;
  name: string;
}
const columns: Column<Item>[] = [
  { key: 'name', header: 'Name', sort: 'name', cell: (row) => row.name },
  { key: 'plain', header: 'Plain', cell: () => '—' },
];
const rows = [
  { id: 1, name: 'Chalk Bag' },
  { id: 2, name: 'Camp Mug' },
];

function Page() {
  const state = useListState({ sort: 'id', order: 'desc' });
  const selection = useRowSelection(rows);
  return (
    <DataTable
      label="Items"
      noun={['item', 'items']}
      columns={columns}
      state={state}
      data={{ data: rows, meta: { total: 42, page: state.page, per_page: 2 } }}
      error={null}
      rowName={(row) => row.name}
      selection={selection}
      bulkActions={<button type="button">Disable {selection.ids.join('+')}</button>}
      empty="Nothing."
    />
  );
}

function renderPage(path = '/items') {
  const router = createMemoryRouter([{ path: '/items', element: <Page /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return () => `${router.state.location.pathname}${router.state.location.search}`;
}

describe('DataTable', () => {
  it('sorts on the server through the address: a heading sorts ascending, then descending', async () => {
    const user = userEvent.setup();
    const where = renderPage('/items?status=1&page=3');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    // A new order starts at page 1 and keeps the filters.
    expect(where()).toBe('/items?status=1&sort=name&order=asc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'ascending');
    await user.click(screen.getByRole('button', { name: /Name/ }));
    expect(where()).toBe('/items?status=1&sort=name&order=desc');
    expect(screen.getByRole('columnheader', { name: /Name/ })).toHaveAttribute('aria-sort', 'descending');
    expect(within(screen.getByRole('columnheader', { name: 'Plain' })).queryByRole('button')).toBeNull();
  });

  it('shows the bulk actions for the ticked rows, and ticks a whole page at once', async () => {
    const user = userEvent.setup();
    renderPage();
    expect(screen.queryByRole('toolbar', { name: 'Bulk actions' })).toBeNull();
    await user.click(screen.getByRole('checkbox', { name: 'Select Camp Mug' }));
    const bar = screen.getByRole('toolbar', { name: 'Bulk actions' });
    expect(bar).toHaveTextContent('1 selected');
    expect(within(bar).getByRole('button', { name: 'Disable 2' })).toBeInTheDocument();
    await user.click(screen.getByRole('checkbox', { name: 'Select all items on this page' }));
    expect(bar).toHaveTextContent('2 selected');
    await user.click(within(bar).getByRole('button', { name: 'Clear selection' }));
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.getByText('42 items')).toBeInTheDocument();
  });
});
