import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';
import type { UseFormRegisterReturn } from 'react-hook-form';
import { FieldError, invalidProps } from './field-error';

interface FieldProps extends UseFormRegisterReturn {
  label: ReactNode;
  error?: string;
  type?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'numeric';
  /** Keeps ids apart where one page holds several forms with the same field names (the checkout). */
  idPrefix?: string;
}

/** A labelled input bound to react-hook-form, with its message under it. */
export function Field({
  label,
  error,
  type = 'text',
  autoComplete,
  inputMode,
  idPrefix = 'field',
  ...registered
}: FieldProps) {
  const controlId = `${idPrefix}-${registered.name}`;
  return (
    <Form.Group className="mb-3" controlId={controlId}>
      <Form.Label>{label}</Form.Label>
      <Form.Control
        type={type}
        autoComplete={autoComplete}
        inputMode={inputMode}
        {...invalidProps(controlId, error)}
        {...registered}
      />
      <FieldError controlId={controlId}>{error}</FieldError>
    </Form.Group>
  );
}

/** A checkbox bound to react-hook-form. */
export function CheckField({ label, ...registered }: UseFormRegisterReturn & { label: ReactNode }) {
  return (
    <Form.Check
      className="mb-2"
      type="checkbox"
      id={`field-${registered.name}`}
      label={label}
      {...registered}
    />
  );
}
