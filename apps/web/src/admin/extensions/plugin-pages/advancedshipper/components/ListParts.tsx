import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ConfirmButton } from '../../../../../ui/ConfirmDialog';
import { PageHeading } from '../../../../../ui/PageHeading';

/** A list page's heading with its Add button on the right. */
export function ListHeading({
  children,
  addTo,
  addLabel,
}: {
  children: ReactNode;
  addTo: string;
  addLabel: string;
}) {
  return (
    <div className="d-flex align-items-start justify-content-between">
      <PageHeading>{children}</PageHeading>
      <Link className="btn btn-primary" to={addTo}>
        {addLabel}
      </Link>
    </div>
  );
}

/** A row's Delete, asking `question` first; disabled while a delete is under way. */
export function DeleteRowButton({
  question,
  pending,
  onDelete,
}: {
  question: string;
  pending: boolean;
  onDelete: () => void;
}) {
  return (
    <ConfirmButton
      size="sm"
      variant="outline-danger"
      disabled={pending}
      question={{ title: question, action: 'Delete' }}
      onConfirm={onDelete}
    >
      Delete
    </ConfirmButton>
  );
}

/** The row an empty list shows instead, saying what to do next. */
export function EmptyListRow({ columns, children }: { columns: number; children: ReactNode }) {
  return (
    <tr>
      <td colSpan={columns} className="text-center text-body-secondary">
        {children}
      </td>
    </tr>
  );
}
