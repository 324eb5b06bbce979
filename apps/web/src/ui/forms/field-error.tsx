import type { ReactNode } from 'react';
import Form from 'react-bootstrap/Form';

/** The id of the message under the control `controlId`, which the control names as its description. */
const messageIdOf = (controlId: string) => `${controlId}-error`;

/**
 * What a control with a message under it carries (WCAG 3.3.1, 1.3.1): it says it is invalid and
 * is described by the message, so a screen reader reads the message with the field's label.
 * Bootstrap's `isInvalid` only colours it.
 */
export function invalidProps(controlId: string, error: unknown) {
  return error
    ? { isInvalid: true, 'aria-invalid': true as const, 'aria-describedby': messageIdOf(controlId) }
    : { isInvalid: false };
}

/**
 * The message under an invalid control, put in the page only while there is one and as an alert,
 * so it is announced as it appears (WCAG 4.1.3), as GOV.UK's error messages are.
 */
export function FieldError({ controlId, children }: { controlId: string; children?: ReactNode }) {
  if (!children) return null;
  return (
    <Form.Control.Feedback type="invalid" id={messageIdOf(controlId)} role="alert">
      {children}
    </Form.Control.Feedback>
  );
}
