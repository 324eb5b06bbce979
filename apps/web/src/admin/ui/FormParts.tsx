import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, invalidProps } from '../../ui/forms/field-error';

/** Cancel and Save at the foot of a form that opens over a list; Save waits while saving. */
export function SaveCancelButtons({ pending, onCancel }: { pending: boolean; onCancel: () => void }) {
  return (
    <div className="d-flex gap-2 justify-content-end">
      <Button variant="secondary" onClick={onCancel}>
        Cancel
      </Button>
      <Button type="submit" disabled={pending}>
        Save
      </Button>
    </div>
  );
}

/** Enabled (1) or Disabled (0), as a record's Status select. */
export function StatusSelect({ controlId, field }: { controlId: string; field: UseFormRegisterReturn }) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>Status</Form.Label>
      <Form.Select {...field}>
        <option value="1">Enabled</option>
        <option value="0">Disabled</option>
      </Form.Select>
    </Form.Group>
  );
}

/** A record's Sort Order, typed as a whole number. */
export function SortOrderField({
  controlId,
  field,
  error,
}: {
  controlId: string;
  field: UseFormRegisterReturn;
  error?: string;
}) {
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>Sort Order</Form.Label>
      <Form.Control inputMode="numeric" {...invalidProps(controlId, error)} {...field} />
      <FieldError controlId={controlId}>{error}</FieldError>
    </Form.Group>
  );
}
