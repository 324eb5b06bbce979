import type { FormEventHandler, ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';

/**
 * A list row's Edit and Delete buttons: Edit loads the row into the editor card
 * below the list; Delete asks "Delete {name}?" first.
 */
export function EditDeleteButtons({
  name,
  onEdit,
  onDelete,
}: {
  name: string;
  onEdit: () => void;
  onDelete: () => void;
}) {
  return (
    <>
      <Button size="sm" variant="outline-secondary" className="me-2" onClick={onEdit}>
        Edit
      </Button>
      <ConfirmButton
        size="sm"
        variant="outline-danger"
        question={{ title: `Delete ${name}?`, action: 'Delete' }}
        onConfirm={onDelete}
      >
        Delete
      </ConfirmButton>
    </>
  );
}

/**
 * The card under a settings list that adds a record or changes the one being
 * edited: a heading, the save's error, the fields and Save.
 */
export function EditorCard({
  title,
  onSubmit,
  error,
  saving,
  saveClassName,
  children,
}: {
  title: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  error: unknown;
  saving: boolean;
  saveClassName?: string;
  children: ReactNode;
}) {
  return (
    <Card body>
      <h2 className="h6">{title}</h2>
      <Form noValidate onSubmit={onSubmit}>
        <ErrorAlert error={error} />
        {children}
        <Button type="submit" className={saveClassName} disabled={saving}>
          Save
        </Button>
      </Form>
    </Card>
  );
}
