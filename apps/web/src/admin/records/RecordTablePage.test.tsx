import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { createQueryClient } from '../../app/AppProviders';
import { FakeXhr, installFakeXhr } from '../../test/fake-xhr';
import { type RecordFormProps, RecordTablePage } from './RecordTablePage';
import { recordApi } from './record-api';

installFakeXhr();

interface Crate {
  id: number;
  name: string;
  size: number;
}
const url = '/api/v1/admin/plugin/crates/crates';
const api = recordApi<Crate, { name: string }>(['crates'], url);

function CrateForm({ row, onSave, onCancel }: RecordFormProps<Crate, { name: string }>) {
  return (
    <form
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ name: String(new FormData(event.currentTarget).get('name')) });
      }}
    >
      <label>
        Crate Name <input name="name" defaultValue={row?.name ?? ''} />
      </label>
      <button type="submit">Save</button>
      <button type="button" onClick={onCancel}>
        Cancel
      </button>
    </form>
  );
}

const renderPage = () =>
  render(
    <QueryClientProvider client={createQueryClient()}>
      <RecordTablePage
        title="Crates"
        noun="Crate"
        api={api}
        Form={CrateForm}
        empty="No crates yet."
        columns={[
          { header: 'Crate Name', cell: (c) => c.name },
          { header: 'Size', cell: (c) => `${c.size} cm` },
        ]}
      />
    </QueryClientProvider>,
  );

describe('a list page with its add/edit dialog (shipping boxes, nesting groups)', () => {
  it('says so when there is nothing yet, and adds a record in the dialog', async () => {
    FakeXhr.reset({ status: 200, body: { data: [] } });
    renderPage();
    expect(await screen.findByText('No crates yet.')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(screen.getByRole('button', { name: 'Add Crate' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Add Crate')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Crate Name'), 'Tall');
    // One answer for the POST and the list read again after it.
    FakeXhr.reset({ status: 201, body: { data: [{ id: 1, name: 'Tall', size: 30 }] } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const post = FakeXhr.sent.find((r) => r.method.toUpperCase() === 'POST');
    expect(post?.url).toBe(url);
    expect(JSON.parse(String(post?.body))).toEqual({ name: 'Tall' });
    expect(await screen.findByText('30 cm')).toBeInTheDocument();
  });

  it('edits a row in the dialog and deletes one only after the confirmation', async () => {
    FakeXhr.reset({ status: 200, body: { data: [{ id: 7, name: 'Wide', size: 40 }] } });
    renderPage();
    const row = (await screen.findByText('Wide')).closest('tr')!;
    expect(within(row).getByText('40 cm')).toBeInTheDocument();
    const user = userEvent.setup();
    await user.click(within(row).getByRole('button', { name: 'Edit' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText('Edit Crate')).toBeInTheDocument();
    expect(within(dialog).getByLabelText('Crate Name')).toHaveValue('Wide');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    const ask = await screen.findByRole('dialog', { name: 'Delete the crate Wide?' });
    await user.click(within(ask).getByRole('button', { name: 'Cancel' }));
    expect(FakeXhr.sent.some((r) => r.method.toUpperCase() === 'DELETE')).toBe(false);
    FakeXhr.answers.set(`${url}/7`, { status: 200, body: { message: 'Deleted.' } });
    await user.click(within(row).getByRole('button', { name: 'Delete' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(FakeXhr.sent.find((r) => r.method.toUpperCase() === 'DELETE')?.url).toBe(`${url}/7`),
    );
  });
});
