import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { DeleteRecordButton, StatusSwitch } from './RecordPage';

describe('DeleteRecordButton', () => {
  it('asks its question before deleting, and deletes at once when it has none', async () => {
    const confirm = vi.fn().mockReturnValueOnce(false);
    Object.defineProperty(window, 'confirm', { value: confirm, configurable: true, writable: true });
    const onDelete = vi.fn();
    const { rerender } = render(
      <DeleteRecordButton question="Delete Tents? Its products stay." onDelete={onDelete} />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(confirm).toHaveBeenCalledWith('Delete Tents? Its products stay.');
    expect(onDelete).not.toHaveBeenCalled();
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
