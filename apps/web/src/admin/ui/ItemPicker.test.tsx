import type { PickerChoice, PickerQuery } from '@emporia/contracts/picker';
import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/AppProviders';
import { ItemPicker } from './ItemPicker';

const catalogue: PickerChoice[] = [
  { id: 3, name: 'Chalk Bag', detail: 'SKU CH-1' },
  { id: 4, name: 'Chalk Ball', detail: 'SKU CH-2' },
  { id: 7, name: 'Camp Mug', detail: 'SKU MUG' },
];
const asked: PickerQuery[] = [];
async function choices(query: PickerQuery) {
  asked.push(query);
  const ids = typeof query.ids === 'string' ? query.ids.split(',').map(Number) : null;
  return catalogue.filter(
    (c) => (!ids || ids.includes(c.id)) && (!query.q || c.name.toLowerCase().includes(query.q.toLowerCase())),
  );
}

function Harness({ initial }: { initial: number[] }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <ItemPicker
        label="Products"
        noun="products"
        cacheKey="test"
        choices={choices}
        value={value}
        onChange={setValue}
      />
      <output data-testid="value">{value.join(',')}</output>
    </>
  );
}

const renderPicker = (initial: number[] = []) =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <Harness initial={initial} />
    </QueryClientProvider>,
  );

describe('ItemPicker', () => {
  it('finds records as the merchant types and adds one with the keyboard as a chip', async () => {
    const user = userEvent.setup();
    renderPicker();
    const box = screen.getByRole('combobox', { name: 'Products' });
    await user.type(box, 'chalk');
    const list = await screen.findByRole('listbox', { name: 'Matching products' });
    // The box asks once typing settles; until then it shows the first records.
    await waitFor(() => expect(within(list).queryByText('Camp Mug')).toBeNull());
    expect(within(list).getByRole('option', { name: /Chalk Ball/ })).toBeInTheDocument();
    await user.keyboard('{ArrowDown}{Enter}');
    expect(screen.getByTestId('value')).toHaveTextContent('4');
    const chips = screen.getByRole('list', { name: 'Chosen products' });
    expect(within(chips).getByText('Chalk Ball')).toBeInTheDocument();
    // The list closes so it covers nothing; reopened, it no longer offers the chosen record.
    expect(screen.queryByRole('listbox')).toBeNull();
    await user.keyboard('{ArrowDown}');
    expect(within(screen.getByRole('listbox')).queryByText('Chalk Ball')).toBeNull();
    // Backspace in the empty box takes the last chip off.
    await user.keyboard('{Backspace}');
    expect(screen.getByTestId('value')).toHaveTextContent('');
  });

  it('names the records already chosen and removes one by its button', async () => {
    const user = userEvent.setup();
    renderPicker([7, 3]);
    const chips = screen.getByRole('list', { name: 'Chosen products' });
    expect(await within(chips).findByText('Camp Mug')).toBeInTheDocument();
    expect(within(chips).getByText('Chalk Bag')).toBeInTheDocument();
    expect(asked).toContainEqual({ ids: '7,3' });
    await user.click(screen.getByRole('button', { name: 'Remove Camp Mug' }));
    expect(screen.getByTestId('value')).toHaveTextContent('3');
  });

  it('closes its list on Escape without clearing what was typed', async () => {
    const user = userEvent.setup();
    renderPicker();
    const box = screen.getByRole('combobox', { name: 'Products' });
    await user.type(box, 'mug');
    expect(await screen.findByRole('option', { name: /Camp Mug/ })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(box).toHaveValue('mug');
    expect(box).toHaveAttribute('aria-expanded', 'false');
  });
});
