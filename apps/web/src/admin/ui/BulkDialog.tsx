import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { ErrorAlert } from '../../ui/ErrorAlert';

/** Asks before a bulk action (and for its details, e.g. which status), then runs it. */
export function BulkDialog({
  show,
  title,
  confirm,
  danger = false,
  pending,
  error,
  onConfirm,
  onHide,
  children,
}: {
  show: boolean;
  title: string;
  confirm: string;
  danger?: boolean;
  pending: boolean;
  error: unknown;
  onConfirm: () => void;
  onHide: () => void;
  children: ReactNode;
}) {
  return (
    <Modal show={show} onHide={onHide} aria-labelledby="bulk-dialog-title">
      <Modal.Header closeButton>
        <Modal.Title id="bulk-dialog-title" as="h2" className="h5">
          {title}
        </Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ErrorAlert error={error} />
        {children}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="outline-secondary" onClick={onHide}>
          Cancel
        </Button>
        <Button variant={danger ? 'danger' : 'primary'} disabled={pending} onClick={onConfirm}>
          {confirm}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
