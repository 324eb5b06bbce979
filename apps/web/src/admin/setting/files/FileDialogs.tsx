import { type FileUse, fileNameSchema } from '@emporia/contracts/files';
import { useEffect, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import Modal from 'react-bootstrap/Modal';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { shopResolver } from '../../../app/form-errors';
import { ErrorAlert } from '../../../ui/ErrorAlert';
import { fileUses } from './file-api';

const nameFormSchema = z.object({ name: fileNameSchema });
type NameForm = z.input<typeof nameFormSchema>;

/** Asks for a name (new folder, rename); the server's refusal (409: taken) shows in the dialog. */
export function NameDialog({
  title,
  initial,
  error,
  busy,
  onSave,
  onClose,
}: {
  title: string;
  initial: string;
  error: unknown;
  busy: boolean;
  onSave: (name: string) => void;
  onClose: () => void;
}) {
  const { register, handleSubmit, formState } = useForm<NameForm>({
    resolver: shopResolver(nameFormSchema),
    defaultValues: { name: initial },
  });
  return (
    <Modal show onHide={onClose}>
      <Form noValidate onSubmit={handleSubmit((form) => onSave(form.name))}>
        <Modal.Header closeButton>
          <Modal.Title>{title}</Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={error} />
          <Form.Group controlId="file-name">
            <Form.Label>Name</Form.Label>
            <Form.Control autoFocus isInvalid={!!formState.errors.name} {...register('name')} />
            <Form.Control.Feedback type="invalid">{formState.errors.name?.message}</Form.Control.Feedback>
          </Form.Group>
        </Modal.Body>
        <Modal.Footer>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button type="submit" disabled={busy}>
            Save
          </Button>
        </Modal.Footer>
      </Form>
    </Modal>
  );
}

/** Move to another folder (or the top level). */
export function MoveDialog({
  name,
  folders,
  current,
  error,
  onMove,
  onClose,
}: {
  name: string;
  folders: { id: number; label: string }[];
  current: number | null;
  error: unknown;
  onMove: (folder: number | null) => void;
  onClose: () => void;
}) {
  const [target, setTarget] = useState(current ? String(current) : '');
  return (
    <Modal show onHide={onClose}>
      <Modal.Header closeButton>
        <Modal.Title>Move “{name}”</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ErrorAlert error={error} />
        <Form.Group controlId="move-target">
          <Form.Label>Folder</Form.Label>
          <Form.Select value={target} onChange={(event) => setTarget(event.target.value)}>
            <option value="">All files (top level)</option>
            {folders.map((folder) => (
              <option key={folder.id} value={folder.id}>
                {folder.label}
              </option>
            ))}
          </Form.Select>
        </Form.Group>
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button onClick={() => onMove(target ? Number(target) : null)}>Move</Button>
      </Modal.Footer>
    </Modal>
  );
}

/** Before deleting, says which pages use the file: deleting it would break them. */
export function DeleteDialog({
  name,
  fileId,
  error,
  busy,
  onDelete,
  onClose,
}: {
  name: string;
  /** A file's uses are looked up; a folder is only deleted when empty, so it has none. */
  fileId?: number;
  error: unknown;
  busy: boolean;
  onDelete: (force: boolean) => void;
  onClose: () => void;
}) {
  const [uses, setUses] = useState<FileUse[] | undefined>(fileId ? undefined : []);
  useEffect(() => {
    if (fileId) fileUses(fileId).then(setUses, () => setUses([]));
  }, [fileId]);
  return (
    <Modal show onHide={onClose}>
      <Modal.Header closeButton>
        <Modal.Title>Delete “{name}”?</Modal.Title>
      </Modal.Header>
      <Modal.Body>
        <ErrorAlert error={error} />
        {uses === undefined && <p>Checking where it is used…</p>}
        {uses?.length === 0 && <p>It is not used anywhere in the shop. This cannot be undone.</p>}
        {uses && uses.length > 0 && (
          <div className="alert alert-warning mb-0" role="alert">
            <p className="mb-1">This file is used by:</p>
            <ul className="mb-1">
              {uses.map((use) => (
                <li key={`${use.kind}-${use.id}`}>
                  {use.kind} “{use.label}”
                </li>
              ))}
            </ul>
            <p className="mb-0">Deleting it breaks those pages.</p>
          </div>
        )}
      </Modal.Body>
      <Modal.Footer>
        <Button variant="secondary" onClick={onClose}>
          Cancel
        </Button>
        <Button
          variant="danger"
          disabled={busy || uses === undefined}
          onClick={() => onDelete(Boolean(uses?.length))}
        >
          {uses?.length ? 'Delete anyway' : 'Delete'}
        </Button>
      </Modal.Footer>
    </Modal>
  );
}
