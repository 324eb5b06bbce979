import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { EditDeleteButtons, EditorCard } from './InlineEditor';

describe('EditDeleteButtons', () => {
  it('deletes a row only after the merchant confirms its name in the app’s dialog', async () => {
    const onDelete = vi.fn();
    render(<EditDeleteButtons name="Taxable Goods" onEdit={() => {}} onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Taxable Goods?' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

describe('EditorCard', () => {
  it('shows its heading and the fields, and cannot be saved twice while saving', async () => {
    const onSubmit = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
    const { rerender } = render(
      <EditorCard title="Add a tax class" error={null} saving={false} onSubmit={onSubmit}>
        <input aria-label="Tax Class Title" />
      </EditorCard>,
    );
    expect(screen.getByRole('heading', { name: 'Add a tax class' })).toBeTruthy();
    expect(screen.getByLabelText('Tax Class Title')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(onSubmit).toHaveBeenCalledOnce();
    rerender(
      <EditorCard title="Add a tax class" error={null} saving onSubmit={onSubmit}>
        <input aria-label="Tax Class Title" />
      </EditorCard>,
    );
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});
