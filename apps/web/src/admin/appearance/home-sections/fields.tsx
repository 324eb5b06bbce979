import { lazy, Suspense, useState } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import InputGroup from 'react-bootstrap/InputGroup';
import {
  type FieldErrors,
  get,
  type UseFormRegister,
  type UseFormSetValue,
  type UseFormWatch,
} from 'react-hook-form';
import { OtherLanguageTexts } from '../../catalog/shared/OtherLanguageTexts';

const ChooseFileDialog = lazy(async () => ({
  default: (await import('../../setting/files/ChooseFileDialog')).ChooseFileDialog,
}));

/** The theme form as the section fields see it: paths are built from the section's index. */
export interface SectionFormProps {
  // The section fields address `home_sections.{index}.…` paths the form's type cannot spell.
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  register: UseFormRegister<any>;
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  setValue: UseFormSetValue<any>;
  // biome-ignore lint/suspicious/noExplicitAny: see above.
  watch: UseFormWatch<any>;
  errors: FieldErrors;
  /** `home_sections.{index}` */
  path: string;
  /** A prefix for ids, unique per section. */
  idPrefix: string;
}

/** The message of the field at `name`, if it has one. */
export const errorAt = (errors: FieldErrors, name: string): string | undefined =>
  (get(errors, name) as { message?: string } | undefined)?.message;

/** A text in the default language, with its translations beneath (ADR 0079). */
export function TranslatedText({
  form,
  field,
  label,
  help,
  multiline = false,
  translated = true,
}: {
  form: SectionFormProps;
  field: string;
  label: string;
  help?: string;
  multiline?: boolean;
  translated?: boolean;
}) {
  const name = `${form.path}.${field}`;
  const error = errorAt(form.errors, name);
  return (
    <>
      <Form.Group className="mb-2" controlId={`${form.idPrefix}-${field}`}>
        <Form.Label className="mb-1">{label}</Form.Label>
        {multiline ? (
          <Form.Control as="textarea" rows={3} isInvalid={!!error} {...form.register(name)} />
        ) : (
          <Form.Control isInvalid={!!error} {...form.register(name)} />
        )}
        {help && <Form.Text>{help}</Form.Text>}
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </Form.Group>
      {translated && (
        <OtherLanguageTexts
          name={`${name}_translations`}
          label={label}
          register={form.register}
          idPrefix={`${form.idPrefix}-${field}-in`}
          defaultText={form.watch(name)}
        />
      )}
    </>
  );
}

/** A picture's address, typed or chosen from the file manager. */
export function PictureField({
  form,
  field,
  label,
}: {
  form: SectionFormProps;
  field: string;
  label: string;
}) {
  const [choosing, setChoosing] = useState(false);
  const name = `${form.path}.${field}`;
  const error = errorAt(form.errors, name);
  const id = `${form.idPrefix}-${field}`;
  return (
    <Form.Group className="mb-2" controlId={id}>
      <Form.Label className="mb-1">{label}</Form.Label>
      <InputGroup hasValidation>
        <Form.Control placeholder="/storage/…" isInvalid={!!error} {...form.register(name)} />
        <Button variant="outline-secondary" onClick={() => setChoosing(true)}>
          Choose from files
        </Button>
        <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
      </InputGroup>
      {choosing && (
        <Suspense fallback={null}>
          <ChooseFileDialog
            picturesOnly
            onClose={() => setChoosing(false)}
            onChoose={(file) => {
              form.setValue(name, file.url, { shouldDirty: true, shouldValidate: true });
              setChoosing(false);
            }}
          />
        </Suspense>
      )}
    </Form.Group>
  );
}

/** A whole number within bounds (how many products, articles, quotes). */
export function CountField({ form, label, max }: { form: SectionFormProps; label: string; max: number }) {
  const name = `${form.path}.count`;
  const error = errorAt(form.errors, name);
  return (
    <Form.Group className="mb-2" controlId={`${form.idPrefix}-count`}>
      <Form.Label className="mb-1">{label}</Form.Label>
      <Form.Control
        type="number"
        min={1}
        max={max}
        isInvalid={!!error}
        {...form.register(name, { valueAsNumber: true })}
      />
      <Form.Control.Feedback type="invalid">{error}</Form.Control.Feedback>
    </Form.Group>
  );
}

export function SelectField({
  form,
  field,
  label,
  options,
}: {
  form: SectionFormProps;
  field: string;
  label: string;
  options: [string, string][];
}) {
  return (
    <Form.Group className="mb-2" controlId={`${form.idPrefix}-${field}`}>
      <Form.Label className="mb-1">{label}</Form.Label>
      <Form.Select {...form.register(`${form.path}.${field}`)}>
        {options.map(([value, text]) => (
          <option key={value} value={value}>
            {text}
          </option>
        ))}
      </Form.Select>
    </Form.Group>
  );
}
