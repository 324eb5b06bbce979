import { type ReactNode, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import Table from 'react-bootstrap/Table';
import { ConfirmButton } from '../../ui/ConfirmDialog';
import { ErrorAlert } from '../../ui/ErrorAlert';
import { LoadingBlocks } from '../../ui/LoadingBlocks';
import { PageHeading } from '../../ui/PageHeading';
import { SuccessAlert } from '../../ui/SuccessAlert';
import type { RecordApi } from './record-api';

export interface RecordColumn<Row> {
  header: string;
  cell(row: Row): ReactNode;
}

export interface RecordFormProps<Row, Input> {
  /** null for a new record. */
  row: Row | null;
  pending: boolean;
  /** The failed save, whose per-field sentences go under their inputs. */
  failure?: unknown;
  onSave(input: Input): void;
  onCancel(): void;
}

/**
 * A page listing records in a table, adding and editing them in a dialog and
 * deleting them after a confirmation: the shipping boxes and the nesting groups.
 */
export function RecordTablePage<
  Row extends { id: number; name: string },
  Input,
  Saved extends { name: string } = Row,
>({
  title,
  noun,
  api,
  columns,
  empty,
  Form,
  announce = false,
}: {
  title: string;
  /** The record's name in buttons and the dialog title: 'Box' gives Add Box, Edit Box, "Delete the box …?". */
  noun: string;
  api: RecordApi<Row, Input, Saved>;
  columns: RecordColumn<Row>[];
  empty: ReactNode;
  Form(props: RecordFormProps<Row, Input>): ReactNode;
  /** Say "{name} was saved." / "… was deleted." above the table (the geo zones). */
  announce?: boolean;
}) {
  const rows = api.useList();
  const save = api.useSave();
  const remove = api.useRemove();
  const [editing, setEditing] = useState<Row | 'new' | null>(null);
  const [notice, setNotice] = useState('');
  const tell = (text: string) => announce && setNotice(text);
  const close = () => {
    setEditing(null);
    save.reset();
  };
  return (
    <>
      <div className="d-flex align-items-start justify-content-between">
        <PageHeading>{title}</PageHeading>
        <Button onClick={() => setEditing('new')}>Add {noun}</Button>
      </div>
      <SuccessAlert show={Boolean(notice)} onClose={() => setNotice('')}>
        {notice}
      </SuccessAlert>
      <ErrorAlert error={rows.error ?? remove.error} />
      {rows.isPending ? (
        <LoadingBlocks lines={4} />
      ) : (
        <Table hover responsive className="bg-white border align-middle">
          <thead>
            <tr>
              {columns.map((column) => (
                <th key={column.header}>{column.header}</th>
              ))}
              <th className="text-end">Action</th>
            </tr>
          </thead>
          <tbody>
            {(rows.data ?? []).map((row) => (
              <tr key={row.id}>
                {columns.map((column) => (
                  <td key={column.header}>{column.cell(row)}</td>
                ))}
                <td className="text-end text-nowrap">
                  <Button
                    size="sm"
                    variant="outline-primary"
                    className="me-2"
                    onClick={() => setEditing(row)}
                  >
                    Edit
                  </Button>
                  <ConfirmButton
                    size="sm"
                    variant="outline-danger"
                    disabled={remove.isPending}
                    question={{ title: `Delete the ${noun.toLowerCase()} ${row.name}?`, action: 'Delete' }}
                    onConfirm={() => remove.mutate(row.id)}
                  >
                    Delete
                  </ConfirmButton>
                </td>
              </tr>
            ))}
            {rows.data?.length === 0 && (
              <tr>
                <td colSpan={columns.length + 1} className="text-center text-body-secondary">
                  {empty}
                </td>
              </tr>
            )}
          </tbody>
        </Table>
      )}
      <Modal show={editing !== null} onHide={close} size="lg">
        <Modal.Header closeButton>
          <Modal.Title>
            {editing === 'new' ? 'Add' : 'Edit'} {noun}
          </Modal.Title>
        </Modal.Header>
        <Modal.Body>
          <ErrorAlert error={save.error} />
          {editing !== null && (
            <Form
              row={editing === 'new' ? null : editing}
              pending={save.isPending}
              failure={save.error}
              onCancel={close}
              onSave={(input) =>
                save.mutate(
                  { id: editing === 'new' ? null : editing.id, input },
                  {
                    onSuccess: (saved) => {
                      tell(`${saved.name} was saved.`);
                      close();
                    },
                  },
                )
              }
            />
          )}
        </Modal.Body>
      </Modal>
    </>
  );
}
