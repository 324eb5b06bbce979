import { type ReactNode, useCallback, useId, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';

/** What the dialog asks: its question, what follows from it, and the words of its buttons. */
export interface ConfirmQuestion {
  title: string;
  body?: ReactNode;
  /** The confirming button, in the words of what it does ('Delete', 'Remove'). */
  action: string;
  cancel?: string;
  /** A red action: it deletes or removes something. */
  danger?: boolean;
}

/**
 * Asks before a step that cannot be taken back, in the app's own dialog (the admin's modal, never
 * the browser's confirm): `ask(question)` opens it and resolves true on the action, false on
 * Cancel, Escape or the close button. Render `dialog` once in the page.
 */
export function useConfirm(): { ask: (question: ConfirmQuestion) => Promise<boolean>; dialog: ReactNode } {
  const titleId = useId();
  const [question, setQuestion] = useState<ConfirmQuestion>();
  const [open, setOpen] = useState(false);
  const answer = useRef<(yes: boolean) => void>(undefined);
  const ask = useCallback(
    (next: ConfirmQuestion) =>
      new Promise<boolean>((resolve) => {
        answer.current?.(false);
        answer.current = resolve;
        setQuestion(next);
        setOpen(true);
      }),
    [],
  );
  const close = (yes: boolean) => {
    answer.current?.(yes);
    answer.current = undefined;
    // The question stays while the dialog fades out.
    setOpen(false);
  };
  const dialog = (
    <Modal show={open} onHide={() => close(false)} aria-labelledby={titleId}>
      <Modal.Header closeButton>
        <Modal.Title id={titleId} as="h2" className="h5">
          {question?.title}
        </Modal.Title>
      </Modal.Header>
      {question?.body && <Modal.Body>{question.body}</Modal.Body>}
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={() => close(false)}>
          {question?.cancel ?? 'Cancel'}
        </Button>
        <Button variant={question?.danger === false ? 'primary' : 'danger'} onClick={() => close(true)}>
          {question?.action}
        </Button>
      </Modal.Footer>
    </Modal>
  );
  return { ask, dialog };
}

/** A button that asks `question` in the app's dialog first, and runs `onConfirm` only on its action. */
export function ConfirmButton({
  question,
  onConfirm,
  children,
  ...button
}: {
  question: ConfirmQuestion;
  onConfirm: () => void;
  children: ReactNode;
  size?: 'sm' | 'lg';
  variant?: string;
  className?: string;
  disabled?: boolean;
  'aria-label'?: string;
}) {
  const confirm = useConfirm();
  return (
    <>
      <Button {...button} onClick={() => void confirm.ask(question).then((yes) => yes && onConfirm())}>
        {children}
      </Button>
      {confirm.dialog}
    </>
  );
}
