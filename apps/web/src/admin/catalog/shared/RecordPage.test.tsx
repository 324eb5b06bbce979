import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DeleteRecordButton, StatusSwitch } from './RecordPage';

describe('DeleteRecordButton', () => {
  it('asks its question in the app’s dialog before deleting, and deletes at once when it has none', async () => {
    const onDelete = vi.fn();
    const { rerender } = render(
      <DeleteRecordButton question="Delete Tents? Its products stay." onDelete={onDelete} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = await screen.findByRole('dialog', { name: 'Delete Tents? Its products stay.' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onDelete).not.toHaveBeenCalled();
    await userEvent.click(screen.getAllByRole('button', { name: 'Delete' })[0]!);
    await userEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
    onDelete.mockClear();
    rerender(<DeleteRecordButton onDelete={onDelete} />);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onDelete).toHaveBeenCalledOnce();
  });
});

function Harness() {
  const { control, watch } = useForm<{ status: number }>({ defaultValues: { status: 1 } });
  return (
    <>
      <StatusSwitch control={control} id="status" label="Shown" />
      <output data-testid="status">{watch('status')}</output>
    </>
  );
}

describe('StatusSwitch', () => {
  it('shows status 1 as on and stores 0 when switched off', async () => {
    render(<Harness />);
    const toggle = screen.getByLabelText('Shown') as HTMLInputElement;
    expect(toggle.checked).toBe(true);
    await userEvent.click(toggle);
    expect(screen.getByTestId('status').textContent).toBe('0');
  });
});
