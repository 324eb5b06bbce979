import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';

interface CheckoutFieldProps extends UseFormRegisterReturn {
  /** Keeps ids apart: the checkout holds several forms with the same field names (contact, address, login). */
  form: string;
  label: ReactNode;
  error?: string;
  type?: string;
  autoComplete?: string;
}

/** A labelled input bound to react-hook-form, with its message under it. */
export function CheckoutField({
  form,
  label,
  error,
  type = 'text',
  autoComplete,
  ...registered
}: CheckoutFieldProps) {
  return (
    <Form.Group className="mb-3" controlId={`${form}-${registered.name}`}>
      <Form.Label>{label}</Form.Label>
      <Form.Control type={type} autoComplete={autoComplete} isInvalid={!!error} {...registered} />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}
