import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { SaveCancelButtons, SortOrderField, StatusSelect } from './FormParts';

describe('SaveCancelButtons', () => {
  it('cancels, and keeps Save from being pressed twice while saving', async () => {
    const onCancel = vi.fn();
    render(<SaveCancelButtons pending onCancel={onCancel} />);
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onCancel).toHaveBeenCalledOnce();
    expect((screen.getByRole('button', { name: 'Save' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

function Harness() {
  const { register } = useForm({ defaultValues: { status: '0', sort_order: '3' } });
  return (
    <>
      <StatusSelect controlId="status" field={register('status')} />
      <SortOrderField controlId="sort" field={register('sort_order')} error="Enter a whole number." />
    </>
  );
}

describe('StatusSelect and SortOrderField', () => {
  it('offer Enabled and Disabled, and show the sort order with its error', async () => {
    render(<Harness />);
    const status = screen.getByLabelText('Status') as HTMLSelectElement;
    expect([...status.options].map((o) => [o.value, o.text])).toEqual([
      ['1', 'Enabled'],
      ['0', 'Disabled'],
    ]);
    await waitFor(() => expect((screen.getByLabelText('Sort Order') as HTMLInputElement).value).toBe('3'));
    expect(screen.getByText('Enter a whole number.')).toBeTruthy();
  });
});
