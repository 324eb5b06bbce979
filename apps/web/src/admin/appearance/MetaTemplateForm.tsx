import {
  type MetaTemplateForm as MetaForm,
  type MetaTemplate,
  metaTemplateFormSchema,
} from '@emporia/contracts/meta-templates';
import { useRef } from 'react';
import Button from 'react-bootstrap/Button';
import Form from 'react-bootstrap/Form';
import { useForm } from 'react-hook-form';
import { shopResolver, useServerFieldErrors } from '../../app/form-errors';

/** Title and description templates of one kind of page, with its placeholders to insert. */
export function MetaTemplateFields({
  template,
  error,
  onSubmit,
  submitLabel,
}: {
  template: MetaTemplate;
  error: unknown;
  onSubmit: (form: MetaForm) => Promise<unknown>;
  submitLabel: string;
}) {
  const { register, handleSubmit, formState, setError, getValues, setValue } = useForm<MetaForm>({
    resolver: shopResolver(metaTemplateFormSchema),
    defaultValues: { title: template.title, description: template.description },
  });
  useServerFieldErrors(error, setError);
  const lastField = useRef<'title' | 'description'>('title');
  const insert = (placeholder: string) => {
    const field = lastField.current;
    const element = document.getElementById(`meta-${field}`) as HTMLInputElement | null;
    const value = getValues(field);
    const at = element?.selectionStart ?? value.length;
    const end = element?.selectionEnd ?? value.length;
    setValue(field, `${value.slice(0, at)}${placeholder}${value.slice(end)}`, { shouldDirty: true });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(at + placeholder.length, at + placeholder.length);
    });
  };
  return (
    <Form noValidate onSubmit={handleSubmit(async (form) => onSubmit(form).catch(() => undefined))}>
      {(['title', 'description'] as const).map((field) => (
        <Form.Group className="mb-3" controlId={`meta-${field}`} key={field}>
          <Form.Label>{field === 'title' ? 'Title' : 'Description'}</Form.Label>
          <Form.Control
            isInvalid={!!formState.errors[field]}
            placeholder={field === 'title' ? template.default_title : template.default_description}
            onFocus={() => {
              lastField.current = field;
            }}
            {...register(field)}
          />
          <Form.Control.Feedback type="invalid">{formState.errors[field]?.message}</Form.Control.Feedback>
          <Form.Text>Empty: the built-in {field}, shown greyed.</Form.Text>
        </Form.Group>
      ))}
      <p className="small mb-1">Placeholders for {template.name.toLowerCase()} (click to insert):</p>
      <ul className="list-unstyled small mb-3">
        {template.placeholders.map((placeholder) => (
          <li key={placeholder.name}>
            <Button
              size="sm"
              variant="link"
              className="p-0 font-monospace"
              aria-label={`Insert ${placeholder.name}`}
              onClick={() => insert(placeholder.name)}
            >
              {placeholder.name}
            </Button>{' '}
            — {placeholder.description}
          </li>
        ))}
      </ul>
      <Button type="submit" disabled={formState.isSubmitting}>
        {submitLabel}
      </Button>
    </Form>
  );
}
