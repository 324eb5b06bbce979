import type { ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Card from 'react-bootstrap/Card';
import Form from 'react-bootstrap/Form';
import { type Control, Controller, type FieldValues, type Path, type UseFormSetError } from 'react-hook-form';
import { useNavigate, useParams } from 'react-router';
import { showServerFieldErrors } from '../../../app/form-errors';
import { ConfirmButton } from '../../../ui/ConfirmDialog';
import { PageHeading } from '../../../ui/PageHeading';
import { recordIdOf } from '../../route-data';
import { PictureUpload } from './PictureUpload';

/** The record an edit page at …/new or …/{id} shows: its id, or undefined on …/new. */
export function useRecordId(): number | undefined {
  return recordIdOf(useParams());
}

/** Where an edit page goes after a first save (its record's own address) and after a delete (the list). */
export function useRecordNavigation(id: number | undefined) {
  const navigate = useNavigate();
  return {
    afterSave: (savedId: number) => {
      if (!id) navigate(`../${savedId}`, { relative: 'path', replace: true });
    },
    toList: () => navigate('../all', { relative: 'path' }),
  };
}

/**
 * The submit of a record's form: `save` it, hand the saved record's id to
 * `onSaved`, or put a refusal's messages on the fields (the save's error shows above the form).
 */
export function saveRecord<Values extends FieldValues, Input>(
  save: (input: Input) => Promise<{ id: number }>,
  setError: UseFormSetError<Values>,
  onSaved: (id: number) => void,
) {
  return async (input: Input) => {
    try {
      onSaved((await save(input)).id);
    } catch (failure) {
      showServerFieldErrors(failure, setError);
    }
  };
}

/** An edit page's heading with the record's actions (Delete, moderation) on its right. */
export function RecordHeading({ title, children }: { title: string; children?: ReactNode }) {
  return (
    <div className="d-flex justify-content-between align-items-start gap-2">
      <PageHeading>{title}</PageHeading>
      {children}
    </div>
  );
}

/** Deletes the record shown, after the merchant answers `question` when one is given. */
export function DeleteRecordButton({ question, onDelete }: { question?: string; onDelete: () => void }) {
  if (!question)
    return (
      <Button variant="outline-danger" onClick={onDelete}>
        Delete
      </Button>
    );
  return (
    <ConfirmButton
      variant="outline-danger"
      question={{ title: question, action: 'Delete' }}
      onConfirm={onDelete}
    >
      Delete
    </ConfirmButton>
  );
}

/** A saved record's picture (a category's image, a manufacturer's logo) and the upload that replaces it. */
export function PictureCard({
  title,
  src,
  label,
  upload,
}: {
  title: string;
  src: string;
  label: string;
  upload: (file: File, onProgress: (percent: number) => void) => Promise<unknown>;
}) {
  return (
    <Card className="mb-3">
      <Card.Header>{title}</Card.Header>
      <Card.Body className="d-flex gap-3 align-items-start">
        <img src={src} alt="" width={120} height={120} className="rounded border" />
        <PictureUpload label={label} upload={upload} />
      </Card.Body>
    </Card>
  );
}

/** The record's status (1 shown or available, 0 hidden or withdrawn) as a switch. */
export function StatusSwitch<Values extends FieldValues>({
  control,
  id,
  label,
  className,
}: {
  control: Control<Values>;
  id: string;
  label: string;
  className?: string;
}) {
  return (
    <Controller
      control={control}
      name={'status' as Path<Values>}
      render={({ field }) => (
        <Form.Check
          type="switch"
          id={id}
          className={className}
          label={label}
          checked={Number(field.value) === 1}
          onChange={(event) => field.onChange(event.target.checked ? 1 : 0)}
        />
      )}
    />
  );
}
