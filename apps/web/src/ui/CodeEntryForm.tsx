import type { ComponentProps } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';

/**
 * A code typed and sent at checkout (a coupon, a gift card): the field with
 * its button. The caller keeps the text, so it decides what happens to it
 * after the server's answer.
 */
export function CodeEntryForm({
  label,
  submitLabel,
  value,
  onChange,
  pending,
  onSubmit,
  inputProps = {},
}: {
  label: string;
  submitLabel: string;
  value: string;
  onChange(value: string): void;
  pending: boolean;
  onSubmit(): void;
  inputProps?: Omit<ComponentProps<typeof Form.Control>, 'value' | 'onChange'>;
}) {
  return (
    <Form
      onSubmit={(event) => {
        event.preventDefault();
        onSubmit();
      }}
    >
      <InputGroup>
        <Form.Control
          aria-label={label}
          placeholder={label}
          {...inputProps}
          value={value}
          onChange={(event) => onChange(event.target.value)}
        />
        <Button type="submit" variant="outline-primary" disabled={pending || value.trim() === ''}>
          {submitLabel}
        </Button>
      </InputGroup>
    </Form>
  );
}
